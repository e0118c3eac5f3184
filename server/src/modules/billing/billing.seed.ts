import type { DataSource } from 'typeorm';
import { addInterval, type PaymentProvider } from '../../providers/payments/payment-provider';
import { sandboxId } from '../../providers/payments/sandbox.provider';
import { type PlanId, PLANS } from '@leerpunt/shared/plans';
import { parseInput } from '../../validation';
import { UsersRepository } from '../users/users.repository';
import { createDiscountSchema } from './billing.inputs';
import type { DiscountService } from './discounts/discount.service';
import { SubscriptionsRepository } from './subscriptions.repository';

/** Demo discount codes, and sandbox billing accounts for the paid demo members so the portal opens. */
export async function seedBilling(services: { db: DataSource; discounts: DiscountService; payments: Pick<PaymentProvider, 'kind'> }): Promise<void> {
  const codes = [
    { code: 'WELCOME20', description: '20% off the first payment', kind: 'percent', value: 20 },
    {
      code: 'PRO100',
      description: 'EUR 100 off the first year of Professional',
      kind: 'fixed',
      value: 10000,
      planRestriction: 'professional',
      maxRedemptions: 50,
    },
  ];
  for (const code of codes) {
    await services.discounts.create(parseInput(createDiscountSchema, code)).catch(() => undefined); // already there
  }
  if (services.payments.kind !== 'sandbox') return;
  const users = new UsersRepository(services.db);
  const subscriptions = new SubscriptionsRepository(services.db);
  const paid = await users.activeWithoutBillingAccount();
  for (const user of paid) {
    const plan = user.subscriptionPlan as PlanId | null;
    const interval = plan ? PLANS[plan]?.interval : null;
    if (!plan || !interval || user.isAdmin) continue;
    let periodEnd = addInterval(user.subscriptionStartedAt ?? new Date(), interval);
    while (periodEnd.getTime() < Date.now()) periodEnd = addInterval(periodEnd, interval);
    const customerId = sandboxId('cus_sandbox');
    const subscriptionId = sandboxId('sub_sandbox');
    await services.db.transaction(async (m) => {
      await subscriptions.insertActive(m, {
        userId: user.id,
        provider: 'sandbox',
        providerSubscriptionId: subscriptionId,
        providerCustomerId: customerId,
        plan,
        currentPeriodEnd: periodEnd,
        stateAt: new Date(),
      });
      await users.setSubscription(m, user.id, {
        paymentCustomerId: customerId,
        paymentSubscriptionId: subscriptionId,
        subscriptionCurrentPeriodEnd: periodEnd,
      });
    });
  }
}
