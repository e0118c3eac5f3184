import { KEYS, sessionScoped } from '../../app/storage';

/** Leaves for the provider's checkout page, remembering the session id and plan for the return (SPEC §4). */
export function goToCheckout(url: string, sessionId: string, planId: string): void {
  sessionScoped.set(KEYS.stripeSessionId, sessionId);
  sessionScoped.set(KEYS.pendingPlan, planId);
  window.location.assign(url);
}
