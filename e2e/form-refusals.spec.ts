// A refused form lists every field to fix, each by its label and in the reader's words (requirements §rules.validation,
// docs/decisions/0015-one-form-pattern.md): here the booking change form, sent with three values
// only the server's contract refuses (a stale or tampered page), answers one summary of the three
// fields, no placeholder left raw and no field named as the code names it.
import { describe } from 'vitest';
import { meetingPointMaxLength } from '@cicerone/core/limits';
import { bankOrderThroughApi, dayAhead, firstTour } from './support/booking.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { formatted, message } from './support/site.ts';

describe('a refused booking change', () => {
  for (const [locale, currency, device, weeks] of [
    ['fr_FR', 'EUR', 'phone', 17],
    ['de_DE', 'CHF', 'desktop', 18],
  ] as const) {
    test(`lists all three fields to fix by their labels — ${locale} ${device}`, async ({ open, signUp }) => {
      const { context, page } = await open(device);
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
      const { email } = await signUp(context);
      const tour = await firstTour(context.request);
      const { booking } = await bankOrderThroughApi(context, tour, dayAhead(tour, weeks), email);
      await page.goto(`/${locale}/${currency}/bookings/${booking}`);
      await hydrated(page);

      // What no list of the page offers: a day that does not exist, a time past midnight, a meeting point one character too long.
      await page.evaluate((tooLong) => {
        const form = document.querySelector<HTMLFormElement>('form:has(select[name="day"])');
        if (!form) throw new Error('no change form');
        form.noValidate = true;
        const day = form.querySelector<HTMLSelectElement>('select[name="day"]');
        const time = form.querySelector<HTMLSelectElement>('select[name="startTime"]');
        const place = form.querySelector<HTMLInputElement>('input[name="meetingPoint"]');
        if (!day?.selectedOptions[0] || !time?.selectedOptions[0] || !place) throw new Error('a field of the change form is missing');
        day.selectedOptions[0].value = '2030-02-30';
        time.selectedOptions[0].value = '25:00';
        place.removeAttribute('maxlength');
        place.value = tooLong;
      }, 'x'.repeat(meetingPointMaxLength + 1));
      await page.getByRole('button', { name: t('bookings.update.submit') }).click();

      const summary = page.locator('form .error-summary');
      await summary.waitFor({ timeout: 30_000 });
      expect(await summary.locator('h2').innerText()).toBe(formatted(locale, 'forms.summaryTitle', { count: 3 }));
      const items = await summary.locator('li').allInnerTexts();
      expect(items).toHaveLength(3);
      for (const [index, label] of [t('tour.booking.date'), t('tour.booking.startTime'), t('tour.booking.meetingPoint')].entries()) {
        expect(items[index]).toMatch(new RegExp(`^${label}:`));
      }
      const text = await summary.innerText();
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/\b(meetingPoint|startTime|errors\.)/);
      // A phone shows the summary within its width.
      if (device === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
