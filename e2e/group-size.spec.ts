// The booking panel's travellers control stops at the group rule (packages/core/src/checkout/group-size.ts):
// one infant per adult, and it says why; the server applies the same rule (cart and order API tests).
import { describe } from 'vitest';
import { firstTour } from './support/booking.ts';
import { expect, hydrated, test } from './support/browser.ts';
import { formatted, message } from './support/site.ts';

describe('group size on the booking panel', () => {
  test('infants stop at one per adult, and the panel says why — ru_RU RUB phone', async ({ open }) => {
    const { page } = await open('phone');
    const locale = 'ru_RU';
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const tour = await firstTour(page.request);
    await page.goto(`/${locale}/RUB/tour/${tour.slug}`);
    await hydrated(page);
    const panel = page.locator('form#booking');
    const stepper = (band: string) => panel.getByRole('group', { name: t(`tour.booking.${band}`), exact: true });
    const adults = Number(await stepper('adults').locator('output').innerText());
    const addInfant = stepper('infants').getByRole('button', { name: t('tour.booking.add', { label: t('tour.booking.infants') }) });
    for (let infant = 0; infant < adults; infant += 1) await addInfant.click();

    expect(await addInfant.isDisabled()).toBe(true);
    expect(await stepper('infants').locator('output').innerText()).toBe(String(adults));
    // Fewer adults would leave an infant without one.
    expect(await stepper('adults').getByRole('button', { name: t('tour.booking.remove', { label: t('tour.booking.adults') }) }).isDisabled()).toBe(true);
    expect(await panel.getByRole('status').filter({ hasText: formatted(locale, 'errors.too_many_infants', { max: adults, group: 20 }) }).count()).toBe(1);
  });
});
