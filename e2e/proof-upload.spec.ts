// A proof of payment over 5 MB is refused at once (requirements §constants.uploads), in the browser before a byte is sent,
// and by the server as soon as it reads the announced size — the connection is then closed, so a
// browser sending without the page's check (no script yet, an old tab) sees the refusal at once
// instead of after its upload. Nothing is stored either way.
import { describe } from 'vitest';
import { tooLargeValues, uploads } from '@cicerone/core/uploads';
import { fieldLabel } from './support/accounts.ts';
import { bankOrderThroughApi, dayAhead, firstTour } from './support/booking.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { formatted, message } from './support/site.ts';

describe('proof of payment over 5 MB', () => {
  for (const [locale, currency, device, weeks] of [
    ['de_DE', 'CHF', 'desktop', 10],
    ['ja_JP', 'JPY', 'phone', 11],
  ] as const) {
    test(`is refused when picked and by the server within a second or two, nothing sent or stored — ${locale} ${currency} ${device}`, async ({ open, signUp }) => {
      const { context, page } = await open(device);
      const t = (key: string) => message(locale, key);
      const tooLarge = formatted(locale, 'errors.proof_too_large', tooLargeValues('proof'));
      const { email } = await signUp(context);
      const tour = await firstTour(context.request);
      const { order, booking } = await bankOrderThroughApi(context, tour, dayAhead(tour, weeks), email);
      await page.goto(`/${locale}/${currency}/bookings/${booking}`);
      await hydrated(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });

      // Picked (handing 5 MB to the page over the DevTools protocol takes its own time): the field says why at once.
      await page.getByLabel(fieldLabel(t('bookings.proof.file'))).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(uploads.proof.maxBytes + 1, 0x20) });
      const fieldError = page.locator('#proof-file-error');
      await fieldError.waitFor({ timeout: 1000 });
      expect(await fieldError.innerText()).toBe(tooLarge);
      // Sent anyway: the summary repeats it and nothing leaves the browser.
      await page.getByRole('button', { name: t('bookings.proof.submit') }).click();
      expect(await page.locator('form .error-summary').innerText()).toContain(tooLarge);
      expect(posts).toEqual([]);

      // Sent without the page's check (as a form without script posts it), 20 MB: the server refuses it as fast.
      const sent = await page.evaluate(async (size) => {
        const body = new FormData();
        body.append('form', 'proof');
        body.append('file', new Blob([new Uint8Array(size)], { type: 'application/pdf' }), 'scan.pdf');
        const begun = performance.now();
        const answer = await fetch(location.pathname, { method: 'POST', body });
        return { status: answer.status, ms: performance.now() - begun, page: await answer.text() };
      }, 20 * 1024 * 1024);
      expect(sent.status).toBe(413);
      expect(sent.ms).toBeLessThan(2000);
      expect(sent.page).toContain(tooLarge);

      const proofs = (await (await context.request.get(`/api/orders/${order}/proofs`)).json()) as { proofs: unknown[] };
      expect(proofs.proofs).toEqual([]);
    });
  }
});
