import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { formatMessage } from '@cicerone/core/i18n/format-message';
import { parse } from '@formatjs/icu-messageformat-parser';
import { tour } from '@cicerone/db/schema/catalog';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead } from '../../test/orders-factory.ts';
import { visibleText } from '../../test/page-text.ts';
import { createTestSite } from '../../test/site.ts';

/**
 * What the terms say where they apply (requirements §booking.cancel, §rules.coins: purchased tickets are non-refundable, a gift
 * card's balance is not transferable) and where a bank transfer's proof goes (§screens.bookings), in the reader's language.
 */
let site: Awaited<ReturnType<typeof createTestSite>>;
let claire: TestUser;
let tourId: number;
let slug: string;

beforeAll(async () => {
  site = await createTestSite();
  claire = await userWithSession(site.app, site.db);
  tourId = (await bookableTour(site.db)).id;
  const [row] = await site.db.select({ slug: tour.slug }).from(tour).where(eq(tour.id, tourId));
  slug = row?.slug ?? '';
}, 240_000);
afterAll(() => site.close());

const page = async (url: string, user?: TestUser) => {
  const response = await site.app.inject({ url, headers: user ? { cookie: `access_token=${user.accessToken}` } : {} });
  expect(response.statusCode, url).toBe(200);
  return { html: response.body, text: visibleText(response.body) };
};
const said = (locale: 'fr_FR' | 'de_DE', key: string, values: Record<string, number> = {}) =>
  formatMessage(parse(sourceCatalogs[locale][key] ?? key), locale.replace('_', '-'), values).replace(/\s+/gu, ' ');

describe('the spec’s terms on the pages', () => {
  it('says on the tour page, in its cancellation policy, that purchased tickets are non-refundable', async () => {
    const { text } = await page(`/fr_FR/EUR/tour/${slug}`);
    expect(text).toContain(said('fr_FR', 'tour.cancellation.tickets'));
  }, 120_000);

  it('says on the gift-card purchase and My gift cards pages that a gift card is not transferable', async () => {
    expect((await page('/de_DE/EUR/gift-cards')).text).toContain(said('de_DE', 'giftCards.terms.notTransferable'));
    expect((await page('/de_DE/EUR/my-gift-cards', claire)).text).toContain(said('de_DE', 'giftCards.terms.notTransferable'));
  }, 120_000);

  it('says on the bank transfer’s pending page that a proof of payment can be uploaded, with its limit, and links to where', async () => {
    const placed = await bankBooking(site, claire, tourId, dayAhead(50));
    const { html, text } = await page(`/fr_FR/EUR/pay-done?order=${placed.order.reference}`, claire);
    expect(text).toContain(said('fr_FR', 'payDone.pendingProof', { max: 5 }));
    expect(text).toContain('5 Mo');
    expect(html).toContain(`href="/fr_FR/EUR/bookings/${placed.reference}#proof"`);
    expect((await page(`/fr_FR/EUR/bookings/${placed.reference}`, claire)).html).toContain('id="proof"');
  }, 120_000);
});
