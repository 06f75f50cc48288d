// A guide's whole journey (requirements §audiences.guide, the browser test of "Tests"): a new guide applies in es_ES on a
// phone — a photo, five uploaded audio answers and the first one recorded again with Chromium's fake
// microphone; admin Adam, on a desktop, hears that recorded answer play and approves; a traveller
// books a tour in the guide's city with a Spanish-speaking guide and pays by test card; the new guide
// finds the mission and answers yes; Adam assigns it; the traveller's booking names the guide.
//
// The journey goes on in guide-journey-completion.spec.ts: a booking completes only when the
// completion job (features/bookings/completion.ts) finds its tour ended, hours after the earliest tour
// a traveller can book, so that spec runs a server of its own and moves the assigned booking's visit
// into the past while it is stopped; it reaches the earnings and the month's statement. The same end
// with the jobs' own clocks is features/payouts/guide-journey.test.ts. The steps both specs share are
// support/guide-journey.ts.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { audioQuestions } from '@cicerone/core/guides/recruitment-form';
import { logInThroughApi, uniqueEmail } from './support/accounts.ts';
import { useChromiumArgs } from './support/browser.ts';
import { answerYes, applyAsGuide, approveApplication, assignMission, bookAndPay, openApplication } from './support/guide-journey.ts';
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
    const applicant = { firstName: 'Inés', lastName: `Viajera${Date.now().toString(36)}`, email: uniqueEmail('journey'), password: 'guia-Journey-2026', city: 'Barcel', cityOption: /Barcelona/ };
    const guideName = `${applicant.firstName} ${applicant.lastName}`;

    // 1. The guide applies through the five steps of the wizard, on a phone in Spanish.
    const guide = await open('phone', { locale: 'es-ES' });
    const { cityId } = await applyAsGuide(guide.page, locale, applicant, { recordFirstAgain: true });

    // 2. Adam opens the application on a desktop, hears the recorded answer play, and approves.
    const admin = await open('desktop', { storageState: await staff('admin') });
    await openApplication(admin.page, applicant.email, guideName);
    expect(await admin.page.locator('audio').count()).toBe(audioQuestions.length);
    // The first answer is the one recorded in the browser (WebM or Ogg from MediaRecorder).
    const recorded = `audio:has(source[src*="${audioQuestions[0]}"])`;
    expect(await playsFor(admin.page, recorded, 0.5)).toBeGreaterThanOrEqual(0.5);
    await approveApplication(admin.page, guideName);

    // 3. A traveller books a tour of the guide's city with a Spanish-speaking guide, and pays by test card.
    const traveller = await open('desktop', { locale: 'es-ES' });
    const { email: travellerEmail } = await signUp(traveller.context, { locale });
    const order = await bookAndPay(traveller.page, locale, cityId, travellerEmail, 3);
    const bookings = (await (await traveller.context.request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string; day: string }[] };
    const booking = bookings.bookings.find((row) => row.orderReference === order);
    const reference = booking?.reference ?? '';
    expect(reference).not.toBe('');
    const month = booking?.day.slice(0, 7) ?? '';

    // 4. The guide, approved now, finds the mission waiting for an answer and says yes.
    await logInThroughApi(guide.context, applicant);
    await answerYes(guide.page, locale, reference, month);

    // 5. Adam assigns the mission to the guide who answered.
    await assignMission(admin.page, reference, guideName);

    // 6. The guide has it, and the traveller's booking names them.
    await guide.page.goto(`${site}/guide-missions?month=${month}&filter=assigned`);
    await guide.page.locator('.mission-card', { hasText: reference }).getByText(t('missions.state.assignedToYou')).waitFor();
    await traveller.page.goto(`${site}/bookings/${reference}`);
    const guideFact = traveller.page.locator('.booking-guide');
    await guideFact.getByText(guideName).waitFor();
    await guideFact.getByRole('link', { name: applicant.email }).waitFor();
  });
});
