// Becoming a guide (requirements §screens.recruitment /recruitment, requirements §screens.recruitment): a new guide applies in es_ES on a phone —
// basic information (a refused confirmation first), a photo, the questions, five audio files and
// one answer recorded again with Chromium's fake microphone — and submits; a guide who logs out
// mid-wizard comes back at the step after the last one saved.
import { describe } from 'vitest';
import { audioQuestions } from '@cicerone/core/guides/recruitment-form';
import { fieldLabel, logInWithForm, uniqueEmail } from './support/accounts.ts';
import { baseURL, hydrated, useChromiumArgs } from './support/browser.ts';
import { answerQuestions, fillBasics, portrait as photo, recordFirstAnswerAgain, sendPhoto, uploadAudioAnswers } from './support/recruitment.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';

// A fake microphone (a beep) that needs no permission prompt.
useChromiumArgs(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);

const currentStep = (page: import('playwright-core').Page) => page.locator('.step-list [aria-current="step"]').innerText();

describe('recruitment', () => {
  test('a new guide applies in es_ES on a phone with a photo, the questions and five audio answers, one recorded and played back, and submits; the back office reads it in French', async ({ open, staff }) => {
    const locale = 'es_ES';
    const t = (key: string, values: Record<string, string> = {}) => message(locale, key, values);
    const field = (key: string) => page.getByLabel(fieldLabel(t(key)));
    const { page, context } = await open('phone', { locale: 'es-ES' });
    await page.goto(`/${locale}/EUR/recruitment`);
    await hydrated(page);
    expect(await currentStep(page)).toContain(t('recruitment.step.basics'));

    const applicant = { firstName: 'Lucía', lastName: 'García', email: uniqueEmail('recruitment'), password: 'guia-Barcelona-2026', city: 'Barcel', cityOption: /Barcelona/ };
    await fillBasics(page, locale, applicant, `x${applicant.email}`);
    await page.getByRole('button', { name: t('recruitment.next') }).click();
    // The e-mails differ (requirements §errors): said before anything is sent.
    expect(await page.locator('form .error-summary').innerText()).toContain(t('errors.field.email_mismatch'));
    await field('recruitment.basics.confirmEmail').fill(applicant.email);
    await page.getByRole('button', { name: t('recruitment.next') }).click();
    await page.waitForURL(/step=photo/);

    // Step 2: the advice beside the preview; step 3: every question in Spanish, one choice per preference.
    await sendPhoto(page, locale);
    expect(await answerQuestions(page, locale)).toBe(8);

    // Step 4: five files (WAV, MP3, Ogg), then the first answer recorded again.
    await uploadAudioAnswers(page, locale);
    await recordFirstAnswerAgain(page, locale);
    const me = (await (await context.request.get('/api/me')).json()) as { uuid: string };
    const application = (await (await context.request.get(`/api/recruitment/${me.uuid}`)).json()) as { audio: { questionKey: string; contentType: string; durationMs: number | null }[] };
    // The browser's recording carries no duration of its own: the recorder timed it (about 3.5 s).
    expect(application.audio.find((answer) => answer.questionKey === audioQuestions[0])?.durationMs).toBeGreaterThanOrEqual(3000);
    expect(application.audio.map((answer) => answer.contentType)).toEqual(expect.arrayContaining(['audio/mpeg', 'audio/ogg', 'audio/wav']));
    expect(application.audio.find((answer) => answer.questionKey === audioQuestions[0])?.contentType).toMatch(/^audio\/(webm|ogg)$/);
    await page.getByRole('button', { name: t('recruitment.next') }).click();
    await page.waitForURL(/step=confirmation/);

    // Step 5: the review, then submit.
    expect(await page.locator('.recruitment-review').innerText()).toContain('Lucía García');
    await page.getByRole('button', { name: t('recruitment.review.submit') }).click();
    await page.getByText(t('recruitment.sent')).waitFor();
    const sent = (await (await context.request.get(`/api/recruitment/${me.uuid}`)).json()) as { status: string };
    expect(sent.status).toBe('submitted');

    // The back office, in French: the answers in the wizard's order under its questions, the preferences
    // in words, and every recording with its length (the recorded WebM's too).
    const fr = (key: string, values: Record<string, string> = {}) => message('fr_FR', key, values);
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`/fr_FR/EUR/admin/guides/${me.uuid}`);
    await hydrated(admin.page);
    const answers = admin.page.getByRole('region', { name: fr('admin.guides.section.answers') });
    const values = await answers.locator('dd').allInnerTexts();
    expect(values).toEqual(Array.from({ length: 8 }, (_, index) => `Respuesta número ${index + 1}, con un ejemplo.`));
    expect(await answers.locator('dt').allInnerTexts()).not.toContain('about_you');
    const preferences = await admin.page.getByRole('region', { name: fr('admin.guides.section.preferences') }).innerText();
    for (const option of ['families', 'weekends', 'tour_4h']) expect(preferences).toContain(fr(`recruitment.option.${option}`));
    expect(preferences).toContain(fr('recruitment.preferences.preferredTours'));
    expect(preferences).not.toMatch(/tour_4h|preferredTours/);
    const lengths = await admin.page.locator('.guide-audio-duration').allInnerTexts();
    expect(lengths).toHaveLength(5);
    expect(lengths).not.toContain(fr('admin.guides.audioDurationUnknown'));
  });

  test('without JavaScript step 1 is a plain form post: the server says the passwords differ (spec §8), then opens the account with the typed city', async ({ open }) => {
    const { page } = await open('desktop', { javaScriptEnabled: false });
    const t = (key: string) => message('fr_FR', key);
    const field = (key: string) => page.getByLabel(fieldLabel(t(key)));
    await page.goto('/fr_FR/EUR/recruitment');
    const email = uniqueEmail('recruitment-nojs');
    await field('recruitment.basics.firstName').fill('Jean');
    await field('recruitment.basics.lastName').fill('Dupont');
    await field('recruitment.basics.birthdate').fill('1980-11-30');
    await page.getByRole('group', { name: t('recruitment.basics.gender') }).getByLabel(t('account.profile.genderMale')).check();
    await field('recruitment.basics.phone').fill('+33 6 12 34 56 78');
    await field('recruitment.basics.email').fill(email);
    await field('recruitment.basics.confirmEmail').fill(email);
    await field('recruitment.basics.password').fill('lyon-guide-2026');
    await field('recruitment.basics.confirmPassword').fill('lyon-guide-2027');
    await page.getByRole('combobox', { name: t('recruitment.basics.city') }).fill('Lyon');
    await field('recruitment.basics.language').selectOption('fr_FR');
    await page.getByRole('group', { name: t('recruitment.basics.spokenLanguages') }).getByLabel('français').check();
    await page.getByRole('button', { name: t('recruitment.next') }).click();
    expect(await page.locator('.error-summary').innerText()).toContain(t('errors.field.password_mismatch'));
    // Passwords are never sent back: typed again, the rest is kept.
    await field('recruitment.basics.password').fill('lyon-guide-2026');
    await field('recruitment.basics.confirmPassword').fill('lyon-guide-2026');
    await page.getByRole('button', { name: t('recruitment.next') }).click();
    await page.waitForURL(/step=photo/);
    expect(await page.locator('.step-list [aria-current="step"]').innerText()).toContain(t('recruitment.step.photo'));
  });

  test('a guide who logs out after the photo logs in again and lands on the wizard at the questions', async ({ open }) => {
    const { page, context } = await open('desktop');
    const email = uniqueEmail('recruitment-resume');
    const password = 'resume-Paris-2026';
    const headers = { origin: baseURL() };
    const cities = (await (await context.request.get('/api/cities?q=Paris&language=en_US')).json()) as { id: number }[];
    const signedUp = await context.request.post('/api/recruitment', {
      headers,
      data: { lastName: 'Martin', firstName: 'Claire', birthdate: '1985-02-03', gender: 'female', phone: '+33 6 12 34 56 78', email, confirmEmail: email, password, confirmPassword: password, city: cities[0]!.id, language: 'fr', spokenLanguages: ['fr_FR'] },
    });
    expect(signedUp.status()).toBe(201);
    const id = ((await signedUp.json()) as { user: { uuid: string } }).user.uuid;
    const uploaded = await context.request.post('/api/s3/uploadFile', { headers, multipart: { file: { name: 'claire.jpg', mimeType: 'image/jpeg', buffer: await photo() } } });
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    expect((await context.request.put(`/api/recruitment/${id}/picture`, { headers, data: { pictureUrl: fileUrl } })).status()).toBe(200);
    await context.request.post('/api/auth/logout', { headers });

    // No page to return to: a guide still applying lands on the wizard.
    await page.goto('/en_US/EUR/login');
    await logInWithForm(page, 'en_US', { email, password, firstName: 'Claire' }, '/en_US/EUR/recruitment');
    expect(await currentStep(page)).toContain(message('en_US', 'recruitment.step.questions'));
  });
});
