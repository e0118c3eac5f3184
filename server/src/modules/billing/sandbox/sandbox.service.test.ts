import type { SandboxPaymentProvider } from '../../../providers/payments/sandbox.provider';
import type { UserEntity } from '../../users/user.entity';
import type { CheckoutSessionEntity } from '../checkout/checkout-session.entity';
import type { DiscountCodeEntity } from '../discounts/discount-code.entity';
import type { PortalSessionEntity } from '../portal/portal-session.entity';
import type { SubscriptionEntity } from '../subscription.entity';
import type { PaymentEventsService } from '../webhooks/payment-events.service';
import { SandboxCheckoutService, type SandboxRepositories } from './sandbox.service';

const ID = 'a'.repeat(43);
const HOUR = 3_600_000;

/** In-memory stand-ins for the repositories the sandbox pages read, recording each write. */
function fakeRepositories(data: {
  sessions?: CheckoutSessionEntity[];
  codes?: DiscountCodeEntity[];
  portals?: PortalSessionEntity[];
  subscriptions?: SubscriptionEntity[];
  users?: UserEntity[];
}) {
  const writes: string[] = [];
  const repos: SandboxRepositories = {
    sessions: {
      sandboxById: (id) => Promise.resolve(data.sessions?.find((s) => s.id === id && s.provider === 'sandbox') ?? null),
      expireIfOpen: (id) => {
        writes.push(`expire ${id}`);
        return Promise.resolve();
      },
      cancelOpenSandbox: (id) => {
        writes.push(`cancel ${id}`);
        return Promise.resolve();
      },
    },
    discountCodes: { byId: (id) => Promise.resolve(data.codes?.find((c) => c.id === id) ?? null) },
    portalSessions: { byId: (id) => Promise.resolve(data.portals?.find((p) => p.id === id) ?? null) },
    subscriptions: {
      sandboxByProviderId: (id) => Promise.resolve(data.subscriptions?.find((s) => s.providerSubscriptionId === id && s.provider === 'sandbox') ?? null),
    },
    users: {
      byIdOrFail: (id) => {
        const user = data.users?.find((u) => u.id === id);
        return user ? Promise.resolve(user) : Promise.reject(new Error(`no user ${id}`));
      },
    },
  };
  return { repos, writes };
}

const session = (over: Partial<CheckoutSessionEntity>) =>
  ({
    id: ID,
    provider: 'sandbox',
    userId: 7,
    plan: 'professional',
    discountCodeId: null,
    status: 'open',
    expiresAt: new Date(Date.now() + HOUR),
    ...over,
  }) as CheckoutSessionEntity;
const member = { id: 7, email: 'm@example.test', paymentSubscriptionId: 'sub_sandbox_1' } as UserEntity;

function service(repos: SandboxRepositories, provider: SandboxPaymentProvider | null = {} as SandboxPaymentProvider) {
  return new SandboxCheckoutService(repos, provider, {} as PaymentEventsService);
}

describe('SandboxCheckoutService with fake repositories', () => {
  it('marks an open checkout past its time expired and names its discount code', async () => {
    const { repos, writes } = fakeRepositories({
      sessions: [session({ expiresAt: new Date(Date.now() - HOUR), discountCodeId: 3 })],
      codes: [{ id: 3, code: 'WELCOME20' } as DiscountCodeEntity],
      users: [member],
    });
    const view = await service(repos).checkout(ID);
    expect(writes).toEqual([`expire ${ID}`]);
    expect(view?.session.status).toBe('expired');
    expect(view?.discountCode).toBe('WELCOME20');
    expect(view?.user).toBe(member);
  });

  it('leaves an open checkout within its time alone', async () => {
    const { repos, writes } = fakeRepositories({ sessions: [session({})], users: [member] });
    const view = await service(repos).checkout(ID);
    expect(writes).toEqual([]);
    expect(view).toMatchObject({ discountCode: null, session: { status: 'open' } });
  });

  it('shows no page for an unknown or malformed id, a Stripe session, or a buyer who deleted their account', async () => {
    const { repos } = fakeRepositories({
      sessions: [session({ userId: null }), session({ id: 'b'.repeat(43), provider: 'stripe' })],
      users: [member],
    });
    await expect(service(repos).checkout(ID)).resolves.toBeNull();
    await expect(service(repos).checkout('b'.repeat(43))).resolves.toBeNull();
    await expect(service(repos).checkout('c'.repeat(43))).resolves.toBeNull();
    await expect(service(repos).checkout('short')).resolves.toBeNull();
  });

  it('cancels only through a well-formed id', async () => {
    const { repos, writes } = fakeRepositories({});
    await service(repos).cancel('not an id');
    await service(repos).cancel(ID);
    expect(writes).toEqual([`cancel ${ID}`]);
  });

  it('opens the portal only while its link is valid, with the member’s sandbox subscription', async () => {
    const subscription = { providerSubscriptionId: 'sub_sandbox_1', provider: 'sandbox', status: 'active' } as SubscriptionEntity;
    const { repos } = fakeRepositories({
      portals: [
        { id: ID, userId: 7, expiresAt: new Date(Date.now() + HOUR) } as PortalSessionEntity,
        { id: 'b'.repeat(43), userId: 7, expiresAt: new Date(Date.now() - 1) } as PortalSessionEntity,
      ],
      subscriptions: [subscription],
      users: [member],
    });
    await expect(service(repos).portal(ID)).resolves.toEqual({ user: member, subscription });
    await expect(service(repos).portal('b'.repeat(43))).resolves.toBeNull();
  });

  it('is not found when the sandbox provider is not in use', async () => {
    const { repos } = fakeRepositories({ sessions: [session({})], users: [member] });
    await expect(service(repos, null).checkout(ID)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
