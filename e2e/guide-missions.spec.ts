// Missions in the browser (requirements §lifecycles.mission items 3–4): a traveller books and pays a tour in the seeded
// guide's city; the guide finds the offered mission on /guide-missions and answers yes; an admin
// assigns it on /admin/missions; the guide then sees it assigned to them with the traveller's
// contact, and the traveller's booking names the guide — on a desktop in English, on a phone in Spanish.
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { logInThroughApi, toast } from './support/accounts.ts';
import { addToCart, cartToCheckout, dayAhead, placeCardOrderAndPay, type Tour } from './support/booking.ts';
import { join } from 'node:path';
import { hydrated, resultsDir, type Device, type Opened } from './support/browser.ts';
import { message } from './support/site.ts';
import type { GuideMission } from '@cicerone/core/contracts/missions';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { languageName } from '../apps/web/app/lib/format/intl-names.ts';
import { expect, test } from './support/users.ts';
import { sharedServer } from './support/shared-server.ts';

/** A tour of the guide's city, with the weekdays it runs. */
async function tourInCity(request: APIRequestContext, citySlug: string): Promise<Tour> {
  const list = (await (await request.get(`/api/tours?city=${citySlug}&size=1`)).json()) as { tours: { id: number }[] };
  const id = list.tours[0]?.id;
  if (id === undefined) throw new Error(`no tour in ${citySlug}`);
  return (await (await request.get(`/api/tour/${id}`)).json()) as Tour;
}


type SignUp = (context: Opened['context'], options?: { locale?: string }) => Promise<{ email: string }>;

/** A traveller signed up in `opened` books and pays (test card) a tour of the guide's city through the pages: its booking reference and day. */
async function paidBookingInGuideCity(opened: Opened, locale: string, weeksAhead: number, signUp: SignUp): Promise<{ reference: string; day: string }> {
  const site = `/${locale}/EUR`;
  const { email } = await signUp(opened.context, { locale });
  const tour = await tourInCity(opened.page.request, sharedServer().guide.citySlug);
  const day = dayAhead(tour, weeksAhead);
  await opened.page.goto(`${site}/tour/${tour.slug}`);
  await hydrated(opened.page);
  await addToCart(opened.page, locale, day, email);
  await cartToCheckout(opened.page, site, locale);
  const order = await placeCardOrderAndPay(opened.page, site, locale);
  const mine = (await (await opened.context.request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string }[] };
  const reference = mine.bookings.find((booking) => booking.orderReference === order)?.reference ?? '';
  expect(reference).not.toBe('');
  return { reference, day };
}

/** Serious and critical axe violations (WCAG 2.1 A and AA) of the page as it is, as the a11y spec counts them. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const cases: { device: Device; locale: string; weeksAhead: number }[] = [
  { device: 'desktop', locale: 'en_US', weeksAhead: 11 },
  { device: 'phone', locale: 'es_ES', weeksAhead: 12 },
];

describe('guide missions', () => {
  for (const { device, locale, weeksAhead } of cases) {
    // Four people through the pages, from the booking to its cancellation: more than the default minute on a busy machine.
    test(`a paid booking is offered to the city's guide, answered yes, assigned by an admin, and the traveller sees the guide — ${locale} ${device}`, async ({ open, signUp, staff }) => {
      const guide = sharedServer().guide;
      const guideName = `${guide.firstName} ${guide.lastName}`;
      const site = `/${locale}/EUR`;
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

      // The traveller books and pays a tour of the guide's city by test card.
      const traveller = await open(device);
      const { reference, day } = await paidBookingInGuideCity(traveller, locale, weeksAhead, signUp);

      // The guide finds it waiting for their answer in the tour's month, and answers yes.
      const { context: guideContext, page: guidePage } = await open(device);
      await logInThroughApi(guideContext, guide);
      const missionsPage = `${site}/guide-missions?month=${day.slice(0, 7)}`;
      await guidePage.goto(`${missionsPage}&filter=waiting_response`);
      await hydrated(guidePage);
      await guidePage.getByRole('heading', { level: 1, name: t('missions.title') }).waitFor();
      const offered = guidePage.locator('.mission-card', { hasText: reference });
      await offered.getByText(t('missions.state.waitingResponse')).waitFor();
      // Before answering: the tour's language apart from the traveller's own, and what it pays the guide.
      const [year, month] = day.split('-').map(Number) as [number, number];
      const seen = ((await (await guideContext.request.get(`/api/guide/missions/${year}/${month}`)).json()) as { data: GuideMission[] }).data.find((mission) => mission.bookingReference === reference);
      const tag = languageTag(locale as Locale);
      const facts = await offered.locator('.booking-facts').innerText();
      expect(facts).toContain(`${t('missions.field.tourLanguage')}\n${languageName(tag, seen!.tourLanguage)}`);
      expect(facts).toContain(`${t('missions.field.travellerLanguage')}\n${languageName(tag, locale)}`);
      expect(facts).toContain(formatMoney(seen!.pay.amount, { code: seen!.pay.currency, minorUnits: seen!.pay.minorUnits }, tag));
      expect(seen!.pay.amount).toBeGreaterThan(0);
      expect(await seriousViolations(guidePage)).toEqual([]);
      await offered.getByLabel(t('missions.answer.yes'), { exact: true }).check();
      await offered.getByLabel(t('missions.field.availability')).fill('Free all day');
      await offered.getByRole('button', { name: t('missions.respond.submit') }).click();
      await toast(guidePage, t('missions.respond.saved')).waitFor();

      // The admin sees the guide's answer and assigns them.
      const { page: adminPage } = await open(device, { storageState: await staff('admin') });
      await adminPage.goto(`${site}/admin/missions`);
      await hydrated(adminPage);
      const waiting = adminPage.locator('.admin-mission', { hasText: reference });
      await waiting.getByText('Free all day').waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);
      await waiting.getByRole('button', { name: t('admin.missions.assignTo', { guide: guideName, reference }) }).click();
      await toast(adminPage, t('admin.missions.assigned', { guide: guideName })).waitFor();
      await adminPage.locator('.admin-mission', { hasText: reference }).getByText(t('admin.missions.assignedTo', { guide: guideName })).waitFor();

      // The guide now has it, with the traveller's contact.
      await guidePage.goto(`${missionsPage}&filter=assigned`);
      const assigned = guidePage.locator('.mission-card', { hasText: reference });
      await assigned.getByText(t('missions.state.assignedToYou')).waitFor();
      await assigned.getByText('Zoé Tester').waitFor();
      // Saved for review, as the a11y spec saves its pages.
      await guidePage.screenshot({ path: join(resultsDir, `guide-missions-${device}.png`), fullPage: true });

      // The traveller's booking names the guide and how to reach them.
      await traveller.page.goto(`${site}/bookings/${reference}`);
      const guideFact = traveller.page.locator('.booking-guide');
      await guideFact.getByText(guideName).waitFor();
      await guideFact.getByRole('link', { name: guide.email }).waitFor();

      // The traveller cancels: the guide finds it under "cancelled", no longer under "accepted".
      const booked = ((await (await traveller.context.request.get('/api/me/bookings')).json()) as { bookings: { id: string; reference: string }[] }).bookings.find((booking) => booking.reference === reference);
      const cancelled = await traveller.context.request.put(`/api/me/bookings/${booked!.id}/cancel`, { data: { reason: 'Plans changed' }, headers: { origin: traveller.baseURL } });
      expect(cancelled.status()).toBe(200);
      await guidePage.goto(`${missionsPage}&filter=cancelled`);
      await guidePage.locator('.mission-card', { hasText: reference }).getByText(t('missions.state.cancelled')).waitFor();
      expect(await guidePage.getByRole('link', { name: new RegExp(t('missions.filter.cancelled')) }).getAttribute('aria-current')).toBe('page');
      await guidePage.goto(`${missionsPage}&filter=accepted`);
      await guidePage.getByRole('heading', { level: 1, name: t('missions.title') }).waitFor();
      expect(await guidePage.locator('.mission-card', { hasText: reference }).count()).toBe(0);
    }, 180_000);
  }

  test('without JavaScript the guide answers and gives back a mission in place — en_US desktop', async ({ open, signUp, staff }) => {
    const guide = sharedServer().guide;
    const t = (key: string, values?: Record<string, string>) => message('en_US', key, values);
    const { reference, day } = await paidBookingInGuideCity(await open('desktop'), 'en_US', 13, signUp);
    const { context, page } = await open('desktop', { javaScriptEnabled: false });
    await logInThroughApi(context, guide);
    const missionsPage = `/en_US/EUR/guide-missions?month=${day.slice(0, 7)}`;
    await page.goto(missionsPage);
    const card = () => page.locator('.mission-card', { hasText: reference });
    // An answer without availability comes back from the server with the problem at its field.
    await card().getByLabel(t('missions.answer.maybe'), { exact: true }).check();
    await card().getByRole('button', { name: t('missions.respond.submit') }).click();
    await card().locator('.field-error', { hasText: t('errors.field.required') }).waitFor();
    await card().getByLabel(t('missions.answer.yes'), { exact: true }).check();
    await card().getByLabel(t('missions.field.availability')).fill('Mornings');
    await card().getByRole('button', { name: t('missions.respond.submit') }).click();
    await page.waitForURL((url) => url.pathname + url.search === missionsPage);
    await card().getByText(t('missions.state.responded')).waitFor();

    // Assigned by the admin, then given back with a reason: it waits again, the reason kept as the guide's note.
    const missionId = ((await (await context.request.get(`/api/guide/missions/${day.slice(0, 4)}/${Number(day.slice(5, 7))}`)).json()) as { data: { id: string; bookingReference: string }[] }).data.find((mission) => mission.bookingReference === reference)?.id;
    const admin = await open('desktop', { storageState: await staff('admin') });
    const guideId = ((await (await admin.context.request.get('/api/admin/missions')).json()) as { missions: { id: string; responses: { guide: { id: string; email: string } }[] }[] }).missions
      .find((mission) => mission.id === missionId)?.responses.find((response) => response.guide.email === guide.email)?.guide.id;
    const assigned = await admin.context.request.post(`/api/admin/missions/${missionId}/assign`, { data: { guideUserId: guideId }, headers: { origin: admin.baseURL } });
    expect(assigned.status()).toBe(200);
    await page.goto(missionsPage);
    await card().getByText(t('missions.cancel.title')).click();
    await card().getByLabel(t('missions.cancel.reason')).fill('My car broke down');
    await card().getByRole('button', { name: t('missions.cancel.submit') }).click();
    await page.waitForURL((url) => url.pathname + url.search === missionsPage);
    await card().getByText('My car broke down').waitFor();
    await card().getByText(t('missions.state.responded')).waitFor();
  });
});
