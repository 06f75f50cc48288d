// The end of a guide's journey in the browser (requirements §audiences.guide, the browser test of "Tests", after
// guide-journey.spec.ts): a new guide applies in es_ES on a phone with uploaded audio answers, admin
// Adam approves, a traveller books a Spanish tour of the guide's city and pays by test card, the guide
// answers yes and Adam assigns it. Then the booking completes, the guide's payments page shows the
// earning with the totals by currency, Adam builds the month's statements and the guide finds theirs
// with its PDF.
//
// A booking completes only once its tour has ended (features/bookings/completion.ts), and the earliest
// tour a traveller can book ends hours from now. So this file runs a server of its own (jobs ticking
// every second), stops it once the mission is assigned, moves that booking's visit to the latest day
// whose tour has ended (support/past-visit.ts: the rows a booking made days earlier would have; the
// embedded database is one process's at a time), and starts it again on the same data: its completion
// job then finds a past tour, as it does in production. No route, clock or switch of the product is
// involved.
import { describe } from 'vitest';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { defaultGuideSharePercent, guideEarnings, payoutRunDue } from '@cicerone/core/payouts/guide-earnings';
import { logInThroughApi, toast, uniqueEmail } from './support/accounts.ts';
import { hydrated } from './support/browser.ts';
import { ownServer } from './support/own-server.ts';
import { adminLocale, adminSite, answerYes, applyAsGuide, approveApplication, assignMission, bookAndPay, openApplication } from './support/guide-journey.ts';
import { moveVisitIntoPast } from './support/past-visit.ts';
import { formatted, message } from './support/site.ts';
import { expect, test } from './support/users.ts';

// The completion and payout jobs run every second rather than every few minutes.
const { dataDir, whileStopped } = ownServer({ name: 'journey', log: 'e2e-journey-completion-server.log', env: { JOB_INTERVAL_SECONDS: '1' } });

describe('a guide’s journey to the month’s statement', () => {
  test(
    'a booking assigned to a new guide completes after its tour, earns the guide 70 % in its currency on the payments page, and the month’s statement built by the admin reaches the guide with its PDF',
    async ({ open, signUp, staff }) => {
      const locale = 'es_ES';
      const site = `/${locale}/EUR`;
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
      const applicant = { firstName: 'Inés', lastName: `Cobro${Date.now().toString(36)}`, email: uniqueEmail('journey-end'), password: 'guia-Journey-2026', city: 'Barcel', cityOption: /Barcelona/ };
      const guideName = `${applicant.firstName} ${applicant.lastName}`;

      // 1. The guide applies on a phone in Spanish: photo, questions, five uploaded answers; 2. Adam approves.
      const guide = await open('phone', { locale: 'es-ES' });
      const { cityId } = await applyAsGuide(guide.page, locale, applicant);
      const admin = await open('desktop', { storageState: await staff('admin') });
      await openApplication(admin.page, applicant.email, guideName);
      await approveApplication(admin.page, guideName);

      // 3. A traveller books a tour of the guide's city with a Spanish-speaking guide, a week ahead, and pays by test card.
      const traveller = await open('desktop', { locale: 'es-ES' });
      const { email: travellerEmail } = await signUp(traveller.context, { locale });
      const order = await bookAndPay(traveller.page, locale, cityId, travellerEmail, 1);
      type Booked = { reference: string; orderReference: string; status: string; price: number; currency: string; day: string };
      const booked = async () => ((await (await traveller.context.request.get('/api/me/bookings')).json()) as { bookings: Booked[] }).bookings.find((row) => row.orderReference === order);
      const booking = await booked();
      if (!booking) throw new Error(`no booking of order ${order}`);
      const { reference } = booking;

      // 4. The guide, approved now, answers yes; 5. Adam assigns the mission to them.
      await logInThroughApi(guide.context, applicant);
      await answerYes(guide.page, locale, reference, booking.day.slice(0, 7));
      await assignMission(admin.page, reference, guideName);
      expect((await booked())?.status).toBe('pending');

      // The tour takes place: the booking, as if made weeks ago, had its visit on the last day of last month,
      // since statements are built for a finished month only (decision 0017).
      const now = new Date();
      const startOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      let day = '';
      await whileStopped(async () => {
        day = await moveVisitIntoPast(dataDir, reference, startOfMonth);
      });
      const month = day.slice(0, 7);
      const currentMonth = new Date().toISOString().slice(0, 7);
      // From the 1st to the 9th the payout job builds last month's statements on its own, so on the 1st of a month
      // (the visit yesterday, last month) the guide's statement may already be there before Adam builds it.
      const jobMayBuild = month !== currentMonth && payoutRunDue(new Date());

      // 6. The completion job completes it; the traveller's booking page says so.
      await expect.poll(async () => (await booked())?.status, { timeout: 30_000, interval: 500 }).toBe('completed');
      await traveller.page.goto(`${site}/bookings/${reference}`);
      expect(await traveller.page.locator('.status-badge').first().innerText()).toBe(t('bookings.status.completed'));

      // 7. The guide's payments page of the visit's month: the mission's 70 % in the booking's currency, and that currency's total.
      const money = (amount: number, shownIn = locale) => formatMoney(amount, { code: booking.currency, minorUnits: 2 }, languageTag(shownIn as 'es_ES'));
      const earning = guideEarnings(booking.price, defaultGuideSharePercent);
      const payments = `${site}/guide-missions/payments?month=${month}`;
      await guide.page.goto(payments);
      await hydrated(guide.page);
      const missions = guide.page.getByRole('region', { name: t('payouts.missions.caption') });
      const row = missions.locator('tbody tr', { hasText: order });
      expect(await row.locator('.admin-amount').allInnerTexts()).toEqual([money(earning), money(booking.price)]);
      const totals = guide.page.getByRole('list', { name: t('payouts.totals.label') });
      expect(await totals.locator('li').count()).toBe(1);
      expect(await totals.locator(`[data-currency="${booking.currency}"] .payout-total-amount`).innerText()).toBe(money(earning));
      if (!jobMayBuild) await guide.page.getByText(t('payouts.statements.empty')).waitFor();

      // 8. Adam builds the statements of that month on the back office; the guide's is there with the amount.
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const monthName = new Intl.DateTimeFormat(languageTag(adminLocale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, monthNumber - 1, 1));
      const a = (key: string, values?: Record<string, string>) => message(adminLocale, key, values);
      await admin.page.goto(`${adminSite}/admin/payouts?month=${month}`);
      await hydrated(admin.page);
      await admin.page.getByRole('button', { name: a('admin.payouts.build', { month: monthName }) }).click();
      // The job may have been first (jobMayBuild); this month's statements only the button builds.
      if (!jobMayBuild) await toast(admin.page, formatted(adminLocale, 'admin.payouts.built', { count: 1 })).waitFor();
      const statementRow = admin.page.locator('tbody tr', { has: admin.page.getByRole('link', { name: applicant.email }) });
      await expect.poll(() => statementRow.count()).toBe(1);
      expect(await statementRow.locator('.admin-amount').innerText()).toContain(money(earning, adminLocale));
      const statementReference = (await statementRow.getAttribute('data-reference')) ?? '';
      expect(statementReference).not.toBe('');

      // 9. The guide sees the statement on the payments page, and its PDF.
      await guide.page.goto(payments);
      await hydrated(guide.page);
      const statements = guide.page.getByRole('region', { name: t('payouts.statements.caption') });
      const statement = statements.locator('tbody tr', { has: guide.page.locator('th', { hasText: statementReference }) });
      expect(await statement.locator('.admin-amount').innerText()).toBe(money(earning));
      const pdfLink = statement.getByRole('link', { name: t('payouts.statements.pdfLabel', { reference: statementReference }) });
      const pdf = await guide.context.request.get((await pdfLink.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    },
    300_000,
  );
});
