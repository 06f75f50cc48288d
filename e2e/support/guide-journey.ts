// The steps of a guide's journey through the pages (requirements §audiences.guide), shared by guide-journey.spec.ts (to the
// assignment, with a recorded answer heard by the admin) and guide-journey-completion.spec.ts (on to
// the month's statement): the guide applies, an admin approves, a traveller books the guide's city in
// the guide's language and pays by card, the guide answers yes, the admin assigns.
import type { APIRequestContext, Page } from 'playwright-core';
import { toast } from './accounts.ts';
import { addToCart, cartToCheckout, dayAhead, placeCardOrderAndPay, type Tour } from './booking.ts';
import { hydrated, waitForPath } from './browser.ts';
import { answerQuestions, fillBasics, recordFirstAnswerAgain, sendPhoto, uploadAudioAnswers, type Applicant } from './recruitment.ts';
import { message } from './site.ts';

/** The admin's pages are in English. */
export const adminLocale = 'en_US';
export const adminSite = `/${adminLocale}/EUR`;
const a = (key: string, values?: Record<string, string>) => message(adminLocale, key, values);

/** The five steps of /recruitment on `page`, sent: uploaded answers, the first one recorded again when asked. Returns the application's city. */
export async function applyAsGuide(page: Page, locale: string, applicant: Applicant, { recordFirstAgain = false } = {}): Promise<{ cityId: number }> {
  const t = (key: string) => message(locale, key);
  await page.goto(`/${locale}/EUR/recruitment`);
  await hydrated(page);
  await fillBasics(page, locale, applicant);
  await page.getByRole('button', { name: t('recruitment.next') }).click();
  await page.waitForURL(/step=photo/);
  await sendPhoto(page, locale);
  await answerQuestions(page, locale);
  await uploadAudioAnswers(page, locale);
  if (recordFirstAgain) await recordFirstAnswerAgain(page, locale);
  await page.getByRole('button', { name: t('recruitment.next') }).click();
  await page.waitForURL(/step=confirmation/);
  await page.getByRole('button', { name: t('recruitment.review.submit') }).click();
  await page.getByText(t('recruitment.sent')).waitFor();
  const me = (await (await page.context().request.get('/api/me')).json()) as { uuid: string };
  const application = (await (await page.context().request.get(`/api/recruitment/${me.uuid}`)).json()) as { status: string; city: { id: number } };
  if (application.status !== 'submitted') throw new Error(`the application is ${application.status}, not submitted`);
  return { cityId: application.city.id };
}

/** The admin opens the application of `email` from the back office's list. */
export async function openApplication(page: Page, email: string, guideName: string): Promise<void> {
  await page.goto(`${adminSite}/admin/guides`);
  await hydrated(page);
  await page
    .locator('tbody tr', { hasText: email })
    .getByRole('link', { name: a('admin.guides.openLabel', { name: guideName }) })
    .click();
  await page.getByRole('heading', { level: 1, name: guideName }).waitFor();
  await hydrated(page);
}

/** The admin approves the application open on `page`. */
export async function approveApplication(page: Page, guideName: string): Promise<void> {
  await page.getByRole('button', { name: a('admin.guides.approve'), exact: true }).click();
  await waitForPath(page, `${adminSite}/admin/guides`);
  await toast(page, a('admin.guides.approved', { name: guideName })).waitFor();
}

/** A tour of the city that has guides speaking `locale`, booked `weeksAhead` weeks ahead in that guide language and paid by test card; returns the order's reference. */
export async function bookAndPay(page: Page, locale: string, cityId: number, contactEmail: string, weeksAhead: number): Promise<string> {
  const site = `/${locale}/EUR`;
  const request: APIRequestContext = page.context().request;
  const list = (await (await request.get(`/api/tours?city=${cityId}&size=1`)).json()) as { tours: { id: number }[] };
  if (list.tours.length !== 1) throw new Error(`the guide’s city ${cityId} has no tour`);
  const tour = (await (await request.get(`/api/tour/${list.tours[0]?.id}`)).json()) as Tour & { guideLanguages: string[] };
  if (!tour.guideLanguages.includes(locale)) throw new Error(`tour ${tour.slug} has no ${locale} guide`);
  await page.goto(`${site}/tour/${tour.slug}`);
  await hydrated(page);
  await addToCart(page, locale, dayAhead(tour, weeksAhead), contactEmail, { guideLanguage: locale });
  await cartToCheckout(page, site, locale);
  return placeCardOrderAndPay(page, site, locale);
}

/** The guide answers yes (available all day) to the mission of booking `reference`, on the dashboard's month `month` ('YYYY-MM'). */
export async function answerYes(page: Page, locale: string, reference: string, month: string): Promise<void> {
  const t = (key: string) => message(locale, key);
  await page.goto(`/${locale}/EUR/guide-missions?month=${month}&filter=waiting_response`);
  await hydrated(page);
  const offered = page.locator('.mission-card', { hasText: reference });
  await offered.getByText(t('missions.state.waitingResponse')).waitFor();
  await offered.getByLabel(t('missions.answer.yes'), { exact: true }).check();
  await offered.getByLabel(t('missions.field.availability')).fill('Todo el día');
  await offered.getByRole('button', { name: t('missions.respond.submit') }).click();
  await toast(page, t('missions.respond.saved')).waitFor();
}

/** The admin assigns the mission of booking `reference` to the guide who answered. */
export async function assignMission(page: Page, reference: string, guideName: string): Promise<void> {
  await page.goto(`${adminSite}/admin/missions`);
  await hydrated(page);
  const waiting = page.locator('.admin-mission', { hasText: reference });
  await waiting.getByText('Todo el día').waitFor();
  await waiting.getByRole('button', { name: a('admin.missions.assignTo', { guide: guideName, reference }) }).click();
  await toast(page, a('admin.missions.assigned', { guide: guideName })).waitFor();
}
