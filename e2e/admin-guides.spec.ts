// Vetting guide applications in the back office (requirements §lifecycles.application): admin Adam opens /admin/guides, opens
// a submitted application, sees the photo and hears the five recorded answers (the players' sources
// answer 200 audio/* and the browser reads their length), and approves it — the welcome mail is in
// the guide's Spanish. On a phone in the dark theme, another application is rejected: without a
// reason the form says one is required; with one, the mail in the applicant's Italian carries it.
// The applications are written before the server starts (support/guide-applications.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import esMail from '../apps/server/src/features/mail/messages/es_ES.json' with { type: 'json' };
import itMail from '../apps/server/src/features/mail/messages/it_IT.json' with { type: 'json' };
import { openNewestMail, toast } from './support/accounts.ts';
import { baseURL, hydrated, resultsDir, waitForPath } from './support/browser.ts';
import type { E2eApplicant } from './support/guide-applications.ts';
import { expect, test } from './support/users.ts';
import { message } from './support/site.ts';
import { sharedServer } from './support/shared-server.ts';

const locale = 'en_US';
const site = `/${locale}/EUR`;
const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
const nameOf = (applicant: E2eApplicant) => `${applicant.firstName} ${applicant.lastName}`;

/** From the queue to the application's page, by its row's Open link. */
async function openApplication(page: Page, applicant: E2eApplicant) {
  await page.goto(`${site}/admin/guides`);
  await hydrated(page);
  const row = page.locator('tbody tr', { hasText: applicant.email });
  await row
    .getByRole('link', {
      name: t('admin.guides.openLabel', { name: nameOf(applicant) }),
    })
    .click();
  await waitForPath(page, `${site}/admin/guides/${applicant.id}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: nameOf(applicant) }).waitFor();
}

describe('vetting guide applications', () => {
  test('an admin hears the recorded answers and approves; the welcome mail speaks the guide’s language — desktop', async ({ open, staff }) => {
    const applicant = sharedServer().guideApplications.toApprove;
    const { page, context } = await open('desktop', {
      storageState: await staff('admin'),
    });
    await openApplication(page, applicant);

    // The photo, served privately, is an image the browser decoded.
    const photo = page.getByRole('img', {
      name: t('admin.guides.photoAlt', { name: nameOf(applicant) }),
    });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('.guide-facts').first().innerText()).toContain('+34612345678');

    // Five players, each source an audio file the admin's session may fetch, and one the browser can play.
    const players = page.locator('audio');
    expect(await players.count()).toBe(5);
    for (const source of await page.locator('audio source').all()) {
      const src = (await source.getAttribute('src')) ?? '';
      const answer = await context.request.get(src);
      expect(answer.status(), src).toBe(200);
      expect(answer.headers()['content-type'], src).toMatch(/^audio\//);
    }
    const duration = await players.first().evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          if (audio.readyState >= 1) return resolve(audio.duration);
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
          audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
          audio.load();
        }),
    );
    expect(duration).toBeGreaterThan(0.9);
    expect(duration).toBeLessThan(1.1);
    // Each recording says its length; the preferences read as the wizard offered them, not as stored keys.
    const second = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(1);
    expect(await page.locator('.guide-audio-duration').first().innerText()).toBe(t('admin.guides.audioDuration', { duration: second }));
    const preferences = await page.getByRole('region', { name: t('admin.guides.section.preferences') }).innerText();
    expect(preferences).toContain(t('recruitment.preferences.travellerTypes'));
    expect(preferences).toContain(t('recruitment.option.history_and_culture'));
    expect(preferences).not.toMatch(/history_and_culture|travellerTypes/);
    // A visitor gets nothing of it.
    expect((await (await open('desktop')).context.request.get(`${baseURL()}/api/admin/guides/${applicant.id}/audio/audio_1`)).status()).toBe(401);

    // A second tab opened on the same application before the decision: stale once it is taken.
    const stale = await context.newPage();
    await stale.goto(`${site}/admin/guides/${applicant.id}`);
    await hydrated(stale);

    await page.getByRole('button', { name: t('admin.guides.approve'), exact: true }).click();
    await waitForPath(page, `${site}/admin/guides`);
    await toast(page, t('admin.guides.approved', { name: nameOf(applicant) })).waitFor();
    expect(await page.locator('tbody tr', { hasText: applicant.email }).count()).toBe(0);
    await page.goto(`${site}/admin/guides?status=approved`);
    await page.locator('tbody tr', { hasText: applicant.email }).waitFor();

    // The stale tab's decision is refused with the reason, and changes nothing.
    await stale.getByLabel(t('admin.guides.reasonLabel')).fill('Changed my mind');
    await stale.getByRole('button', { name: t('admin.guides.reject'), exact: true }).click();
    await stale.locator('.error-summary', { hasText: t('errors.guide_application_not_submitted') }).waitFor();
    mkdirSync(resultsDir, { recursive: true });
    await stale.screenshot({ path: join(resultsDir, 'admin-guide-desktop-stale.png'), fullPage: true });

    await openNewestMail(page, applicant.email, 'guide-approved');
    const mail = await page.locator('body').innerText();
    expect(mail).toContain(esMail['mail.guideApproved.intro']);
  });

  test('on a phone in the dark theme, an admin rejects with a reason the applicant reads in their language', async ({ open, staff }) => {
    const applicant = sharedServer().guideApplications.toReject;
    const { page, context } = await open('phone', {
      storageState: await staff('admin'),
    });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await openApplication(page, applicant);

    // Nothing leaves the 375 px screen sideways, and axe finds nothing serious in the dark theme.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({
      path: join(resultsDir, 'admin-guide-phone-dark.png'),
      fullPage: true,
    });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    // By keyboard: no reason, and the form says it is needed before anything is sent.
    const reject = page.getByRole('button', {
      name: t('admin.guides.reject'),
      exact: true,
    });
    await reject.focus();
    await page.keyboard.press('Enter');
    await page.locator('.error-summary', { hasText: t('admin.guides.reasonLabel') }).waitFor();
    expect(page.url()).toContain(`/admin/guides/${applicant.id}`);

    const reason = 'The recordings are too short to judge your storytelling.';
    await page.getByLabel(t('admin.guides.reasonLabel')).fill(reason);
    await reject.click();
    await waitForPath(page, `${site}/admin/guides`);
    await toast(page, t('admin.guides.rejected', { name: nameOf(applicant) })).waitFor();

    // The decision is final: the application's page now says who rejected it and why.
    await page.goto(`${site}/admin/guides/${applicant.id}`);
    // The decision's own block (its history under it repeats the reason as the field's new value).
    await page.locator('.guide-decided', { hasText: reason }).waitFor();
    expect(await page.getByRole('button', { name: t('admin.guides.approve'), exact: true }).count()).toBe(0);

    await openNewestMail(page, applicant.email, 'guide-rejected');
    const mail = await page.locator('body').innerText();
    expect(mail).toContain(itMail['mail.guideRejected.intro']);
    expect(mail).toContain(reason);
  });
});
