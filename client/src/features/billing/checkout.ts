import { KEYS, sessionScoped } from '../../app/storage';

/**
 * Leaves for the provider's checkout page, remembering the session id and plan for the return (SPEC §4),
 * and the hand-off secret that, with the session id, signs the buyer in on return (it stays in this tab's storage).
 */
export function goToCheckout(url: string, sessionId: string, handoffSecret: string, planId: string): void {
  sessionScoped.set(KEYS.stripeSessionId, sessionId);
  sessionScoped.set(KEYS.checkoutHandoff, handoffSecret);
  sessionScoped.set(KEYS.pendingPlan, planId);
  window.location.assign(url);
}
