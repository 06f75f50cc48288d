import { describe, expect, it } from 'vitest';
import { eurCentsOf, priceOrder } from './order-pricing.ts';

/** An accepted offer (requirements §booking.services) is a fixed line of the one pricing: its own amount, the agent's code and coins as for tours. */
describe('priceOrder with an accepted offer', () => {
  const usd = { code: 'USD', minorUnits: 2 };
  const offer = { quoteId: 'q1', offer: { currency: 'USD', amount: 85_00 }, eurCents: eurCentsOf(85_00, 1.08, usd) };

  it('charges the offer’s exact amount in its own currency, and converts its EUR value in another', () => {
    const own = priceOrder({ items: [{ service: offer }], currency: usd, rate: 1.1, buyerUserId: 'u' });
    expect(own).toMatchObject({ ok: true, subtotal: 85_00, items: [{ tourId: null, quoteId: 'q1', amount: 85_00, eurCents: 78_70 }] });
    const yen = priceOrder({ items: [{ service: offer }], currency: { code: 'JPY', minorUnits: 0 }, rate: 160, buyerUserId: 'u' });
    expect(yen).toMatchObject({ ok: true, subtotal: 12_592 });
  });

  it('takes the agent’s 10 % and coins off the offer like off a tour', () => {
    const priced = priceOrder({
      items: [{ service: offer }],
      currency: usd,
      rate: 1.08,
      buyerUserId: 'agent',
      discount: { percentOff: 10, kind: 'agent', ownerUserId: 'agent' },
      coinBalanceEurCents: 10_00,
      useMaxCoins: true,
    });
    expect(priced).toMatchObject({ ok: true, subtotal: 85_00, discount: 8_50, coins: 10_80, grandTotal: 65_70 });
  });
});
