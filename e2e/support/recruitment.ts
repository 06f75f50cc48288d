// The recruitment wizard's steps (requirements §screens.recruitment /recruitment) as a new guide goes through them, shared by
// the recruitment spec and the guide's whole journey: each step filled, sent, and the next one
// waited for (hydrated). The browser that records needs Chromium's fake microphone
// (`useChromiumArgs(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'])`).
import { expect } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { audioQuestions } from '@cicerone/core/guides/recruitment-form';
import { mp3File, oggFile, wavFile } from '../../apps/server/src/test/audio-fixtures.ts';
import { fieldLabel } from './accounts.ts';
import { hydrated } from './browser.ts';
import { message } from './site.ts';

/** A portrait JPEG, as a phone's camera would give. */
export const portrait = () => sharp({ create: { width: 900, height: 1200, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** What is typed in the city's autocomplete, and the option then chosen. */
  city: string;
  cityOption: RegExp;
}

/** Step 1 filled (not sent): a Spanish speaker who also speaks English, born in 1992; `confirmEmail` defaults to the e-mail. */
export async function fillBasics(page: Page, locale: string, applicant: Applicant, confirmEmail = applicant.email): Promise<void> {
  const t = (key: string) => message(locale, key);
  const field = (key: string) => page.getByLabel(fieldLabel(t(key)));
  await field('recruitment.basics.firstName').fill(applicant.firstName);
  await field('recruitment.basics.lastName').fill(applicant.lastName);
  await field('recruitment.basics.birthdate').fill('1992-05-17');
  // Nothing is chosen for the applicant: she says she is a woman.
  const gender = page.getByRole('group', { name: t('recruitment.basics.gender') });
  expect(await gender.getByRole('radio', { checked: true }).count()).toBe(0);
  await gender.getByLabel(t('account.profile.genderFemale')).check();
  await field('recruitment.basics.phone').fill('+34 612 34 56 78');
  await field('recruitment.basics.email').fill(applicant.email);
  await field('recruitment.basics.confirmEmail').fill(confirmEmail);
  await field('recruitment.basics.password').fill(applicant.password);
  await field('recruitment.basics.confirmPassword').fill(applicant.password);
  await page.getByRole('combobox', { name: t('recruitment.basics.city') }).fill(applicant.city);
  await page.getByRole('option', { name: applicant.cityOption }).first().click();
  await page.getByRole('group', { name: t('recruitment.basics.bikeTour') }).getByLabel(t('recruitment.basics.yes')).check();
  await field('recruitment.basics.language').selectOption('es_ES');
  const spoken = page.getByRole('group', { name: t('recruitment.basics.spokenLanguages') });
  await spoken.getByLabel(new Intl.DisplayNames([locale.replace('_', '-')], { type: 'language' }).of('es') ?? 'es').check();
  await spoken.getByLabel(new Intl.DisplayNames([locale.replace('_', '-')], { type: 'language' }).of('en') ?? 'en').check();
}

/** Step 2 (the wizard is on it): the advice shown, a photo chosen and previewed, sent; on to the questions. */
export async function sendPhoto(page: Page, locale: string): Promise<void> {
  const t = (key: string) => message(locale, key);
  await hydrated(page);
  await page.getByText(t('recruitment.photo.adviceBackground')).waitFor();
  await page.getByLabel(fieldLabel(t('recruitment.photo.file'))).setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await page.locator('.recruitment-photo-preview img').waitFor();
  await page.getByRole('button', { name: t('recruitment.photo.send') }).click();
  await page.waitForURL(/step=questions/);
  await hydrated(page);
}

/** Step 3: how many written questions there are (all answered), one choice per preference; on to the audio answers. */
export async function answerQuestions(page: Page, locale: string): Promise<number> {
  const t = (key: string) => message(locale, key);
  const answers = page.locator('main textarea');
  await answers.first().waitFor();
  const count = await answers.count();
  for (let index = 0; index < count; index++) await answers.nth(index).fill(`Respuesta número ${index + 1}, con un ejemplo.`);
  for (const option of ['families', 'weekends', 'tour_4h']) await page.getByLabel(t(`recruitment.option.${option}`), { exact: true }).check();
  await page.getByRole('button', { name: t('recruitment.next') }).click();
  await page.waitForURL(/step=audio/);
  await hydrated(page);
  return count;
}

/** Step 4: five files (WAV, MP3, Ogg) uploaded, one per question, each shown as received. */
export async function uploadAudioAnswers(page: Page, locale: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
  const files = [
    { name: 'a.wav', mimeType: 'audio/wav', buffer: wavFile(4) },
    { name: 'b.mp3', mimeType: 'audio/mpeg', buffer: mp3File(4) },
    { name: 'c.ogg', mimeType: 'audio/ogg', buffer: oggFile(4) },
    { name: 'd.wav', mimeType: 'audio/wav', buffer: wavFile(5) },
    { name: 'e.mp3', mimeType: 'audio/mpeg', buffer: mp3File(5) },
  ];
  for (const [index, key] of audioQuestions.entries()) {
    const question = page.locator(`#question-${key}`);
    await question.getByLabel(fieldLabel(t('recruitment.audio.file', { number: String(index + 1) }))).setInputFiles(files[index]!);
    await question.getByRole('button', { name: t('recruitment.audio.send') }).click();
    await page.locator(`#question-${key} .badge`).waitFor();
    await hydrated(page);
  }
}

/** Step 4: the first answer recorded again with the microphone (3.5 s, the level meter showing), and sent. */
export async function recordFirstAnswerAgain(page: Page, locale: string): Promise<void> {
  const t = (key: string) => message(locale, key);
  const first = page.locator(`#question-${audioQuestions[0]}`);
  await first.getByRole('button', { name: t('recruitment.audio.recordAgain') }).click();
  await first.getByRole('button', { name: t('recruitment.audio.start') }).click();
  await first.locator('meter').waitFor();
  await page.waitForTimeout(3500);
  await first.getByRole('button', { name: t('recruitment.audio.stop') }).click();
  // The recording plays back before it is sent: its blob: address is the page's own media (the CSP's media-src).
  const replay = first.getByLabel(t('recruitment.audio.replay'));
  const loaded = await replay.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<string>((resolve) => {
        if (audio.readyState >= 1) return resolve('ready');
        audio.addEventListener('loadedmetadata', () => resolve('ready'), { once: true });
        audio.addEventListener('error', () => resolve(`error ${audio.error?.code}`), { once: true });
        setTimeout(() => resolve(audio.error ? `error ${audio.error.code}` : 'loading'), 10_000);
      }),
  );
  if (loaded !== 'ready') throw new Error(`the recording cannot be played back: ${loaded}`);
  await first.getByRole('button', { name: t('recruitment.audio.sendRecording') }).click();
  await first.getByRole('button', { name: t('recruitment.audio.recordAgain') }).waitFor();
}
