// A guide's whole journey (issue 15, the browser test of "Tests"): a new guide applies in es_ES on a
// phone — a photo, five uploaded audio answers and the first one recorded again with Chromium's fake
// microphone; admin Adam, on a desktop, hears that recorded answer play and approves; a traveller
// books a tour in the guide's city with a Spanish-speaking guide and pays by test card; the new guide
// finds the mission and answers yes; Adam assigns it; the traveller's booking names the guide.
//
// The journey stops there in the browser: a booking completes only when the completion job
// (features/bookings/completion.ts) finds its tour ended, and the earliest tour a traveller can book
// ends hours from now, on a server whose embedded database no other process may write and whose
// clock is the machine's. Completion → earnings → statement for a booking made this way (assigned
// through the same calls) is features/payouts/guide-journey.test.ts, with the job's own clock.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { audioQuestions } from '@cicerone/core/guides/recruitment-form';
import { logInThroughApi, toast, uniqueEmail } from './support/accounts.ts';
import { addToCart, cartToCheckout, dayAhead, placeCardOrderAndPay, type Tour } from './support/booking.ts';
import { hydrated, useChromiumArgs, waitForPath } from './support/browser.ts';
import { answerQuestions, fillBasics, recordFirstAnswerAgain, sendPhoto, uploadAudioAnswers } from './support/recruitment.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';

// A fake microphone that needs no prompt; the admin's player may start without a click on the page.
useChromiumArgs(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required']);

/** Plays the audio element until its clock has moved: what "the answer plays" means to a browser. */
function playsFor(page: Page, selector: string, seconds: number): Promise<number> {
  return page.locator(selector).evaluate(
    (audio: HTMLAudioElement, wanted: number) =>
      new Promise<number>((resolve, reject) => {
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
        audio.addEventListener('timeupdate', function moved() {
          if (audio.currentTime < wanted) return;
          audio.removeEventListener('timeupdate', moved);
          audio.pause();
          resolve(audio.currentTime);
        });
        audio.play().catch(reject);
      }),
    seconds,
  );
}

describe('a guide’s journey', () => {
  test('applies on a phone in es_ES, is approved after the admin hears an answer, is offered a Spanish booking of their city, answers yes, is assigned, and the traveller sees their name', async ({ open, signUp, staff }) => {
    const locale = 'es_ES';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const applicant = { firstName: 'Inés', lastName: `Viajera${Date.now().toString(36)}`, email: uniqueEmail('journey'), password: 'guia-Journey-2026' };
    const guideName = `${applicant.firstName} ${applicant.lastName}`;

    // 1. The guide applies through the five steps of the wizard, on a phone in Spanish.
    const guide = await open('phone', { locale: 'es-ES' });
    await guide.page.goto(`${site}/recruitment`);
    await hydrated(guide.page);
    await fillBasics(guide.page, locale, { ...applicant, city: 'Barcel', cityOption: /Barcelona/ });
    await guide.page.getByRole('button', { name: t('recruitment.next') }).click();
    await guide.page.waitForURL(/step=photo/);
    await sendPhoto(guide.page, locale);
    await answerQuestions(guide.page, locale);
    await uploadAudioAnswers(guide.page, locale);
    await recordFirstAnswerAgain(guide.page, locale);
    await guide.page.getByRole('button', { name: t('recruitment.next') }).click();
    await guide.page.waitForURL(/step=confirmation/);
    await guide.page.getByRole('button', { name: t('recruitment.review.submit') }).click();
    await guide.page.getByText(t('recruitment.sent')).waitFor();
    const me = (await (await guide.context.request.get('/api/me')).json()) as { uuid: string };
    const application = (await (await guide.context.request.get(`/api/recruitment/${me.uuid}`)).json()) as { status: string; city: { id: number } };
    expect(application.status).toBe('submitted');

    // 2. Adam opens the application on a desktop, hears the recorded answer play, and approves.
    const adminLocale = 'en_US';
    const adminSite = `/${adminLocale}/EUR`;
    const a = (key: string, values?: Record<string, string>) => message(adminLocale, key, values);
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${adminSite}/admin/guides`);
    await hydrated(admin.page);
    await admin.page
      .locator('tbody tr', { hasText: applicant.email })
      .getByRole('link', { name: a('admin.guides.openLabel', { name: guideName }) })
      .click();
    await admin.page.getByRole('heading', { level: 1, name: guideName }).waitFor();
    await hydrated(admin.page);
    expect(await admin.page.locator('audio').count()).toBe(audioQuestions.length);
    // The first answer is the one recorded in the browser (WebM or Ogg from MediaRecorder).
    const recorded = `audio:has(source[src*="${audioQuestions[0]}"])`;
    expect(await playsFor(admin.page, recorded, 0.5)).toBeGreaterThanOrEqual(0.5);
    await admin.page.getByRole('button', { name: a('admin.guides.approve'), exact: true }).click();
    await waitForPath(admin.page, `${adminSite}/admin/guides`);
    await toast(admin.page, a('admin.guides.approved', { name: guideName })).waitFor();

    // 3. A traveller books a tour of the guide's city with a Spanish-speaking guide, and pays by test card.
    const traveller = await open('desktop', { locale: 'es-ES' });
    const { email: travellerEmail } = await signUp(traveller.context, { locale });
    const list = (await (await traveller.context.request.get(`/api/tours?city=${application.city.id}&size=1`)).json()) as { tours: { id: number }[] };
    expect(list.tours.length, 'the guide’s city has a tour').toBe(1);
    const tour = (await (await traveller.context.request.get(`/api/tour/${list.tours[0]?.id}`)).json()) as Tour & { guideLanguages: string[] };
    expect(tour.guideLanguages).toContain(locale);
    const day = dayAhead(tour, 3);
    await traveller.page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(traveller.page);
    await addToCart(traveller.page, locale, day, travellerEmail, { guideLanguage: locale });
    await cartToCheckout(traveller.page, site, locale);
    const order = await placeCardOrderAndPay(traveller.page, site, locale);
    const bookings = (await (await traveller.context.request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string }[] };
    const reference = bookings.bookings.find((booking) => booking.orderReference === order)?.reference ?? '';
    expect(reference).not.toBe('');

    // 4. The guide, approved now, finds the mission waiting for an answer and says yes.
    await logInThroughApi(guide.context, applicant);
    const missions = `${site}/guide-missions?month=${day.slice(0, 7)}`;
    await guide.page.goto(`${missions}&filter=waiting_response`);
    await hydrated(guide.page);
    const offered = guide.page.locator('.mission-card', { hasText: reference });
    await offered.getByText(t('missions.state.waitingResponse')).waitFor();
    await offered.getByLabel(t('missions.answer.yes'), { exact: true }).check();
    await offered.getByLabel(t('missions.field.availability')).fill('Todo el día');
    await offered.getByRole('button', { name: t('missions.respond.submit') }).click();
    await toast(guide.page, t('missions.respond.saved')).waitFor();

    // 5. Adam assigns the mission to the guide who answered.
    await admin.page.goto(`${adminSite}/admin/missions`);
    await hydrated(admin.page);
    const waiting = admin.page.locator('.admin-mission', { hasText: reference });
    await waiting.getByText('Todo el día').waitFor();
    await waiting.getByRole('button', { name: a('admin.missions.assignTo', { guide: guideName, reference }) }).click();
    await toast(admin.page, a('admin.missions.assigned', { guide: guideName })).waitFor();

    // 6. The guide has it, and the traveller's booking names them.
    await guide.page.goto(`${missions}&filter=assigned`);
    await guide.page.locator('.mission-card', { hasText: reference }).getByText(t('missions.state.assignedToYou')).waitFor();
    await traveller.page.goto(`${site}/bookings/${reference}`);
    const guideFact = traveller.page.locator('.booking-guide');
    await guideFact.getByText(guideName).waitFor();
    await guideFact.getByRole('link', { name: applicant.email }).waitFor();
  });
});
