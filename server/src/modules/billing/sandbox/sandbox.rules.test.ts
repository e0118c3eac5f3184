import { BILLING_MESSAGES } from '../billing.rules';
import { SANDBOX } from '../../../providers/payments/sandbox.rules';
import { checkTestCard } from './sandbox.service';

/** The sandbox checkout page's card check: the test card pays whatever way a member types its expiry date. */
describe('checkTestCard', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const card = (expiry: string) => ({ name: 'Jan Jansen', number: SANDBOX.testCard, expiry, cvc: '123' });

  it.each(['12 / 29', '12/29', '12/2029', '1229', '122029', '1/30', '12/26', '11/26'])(
    'accepts the expiry %s (a card is valid to the end of its month)',
    (expiry) => {
      expect(checkTestCard(card(expiry), now)).toBeNull();
    },
  );

  it.each(['10/26', '1026', '13/29', '1329', '00/29', '129', '12-29', '12/029', ''])('refuses the expiry %s', (expiry) => {
    expect(checkTestCard(card(expiry), now)).toBe(BILLING_MESSAGES.cardExpiry);
  });
});
