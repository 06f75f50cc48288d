// Forms answered by a redirect leave the browser's console clean: the recruitment's first step, the
// checkout's order and the back office's validation of a business account once reported an
// "Uncaught (in promise) Response" (decision 0041, 'Later'). Any console error or uncaught error
// while they are sent fails.
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail, verifyThroughMailbox } from './support/accounts.ts';
import { baseURL, hydrated } from './support/browser.ts';
import { addToCart, dayAhead, firstTour, placeBankTransferOrder } from './support/booking.ts';
import { fillBasics } from './support/recruitment.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';

/** Records the page's console errors and uncaught errors from now on. */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') seen.push(`console: ${entry.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.name} ${error.message}`));
  return seen;
}

describe('no console error on forms answered by a redirect', () => {
  test('recruitment, step 1 sent', async ({ open }) => {
    const locale = 'en_US';
    const { page } = await open('desktop');
    await page.goto(`/${locale}/EUR/recruitment`);
    await hydrated(page);
    const seen = consoleErrors(page);
    await fillBasics(page, locale, { firstName: 'Ana', lastName: 'Díaz', email: uniqueEmail('console'), password: 'guia-Madrid-2026', city: 'Madr', cityOption: /Madrid/ });
    await page.getByRole('button', { name: message(locale, 'recruitment.next') }).click();
    await page.waitForURL(/step=photo/);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
  });

  test('checkout, a bank-transfer order placed', async ({ open, signUp }) => {
    const locale = 'fr_FR';
    const site = `/${locale}/EUR`;
    const { page, context } = await open('phone');
    const { email } = await signUp(context);
    const tour = await firstTour(context.request);
    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, dayAhead(tour, 13), email);
    const seen = consoleErrors(page);
    await placeBankTransferOrder(page, site, locale);
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
  });

  test('back office, a business account validated', async ({ open, staff }) => {
    const locale = 'en_US';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    // A travel agent signed up and verified, waiting for the team.
    const { page: agentPage, context } = await open('desktop');
    const agent = { firstName: 'Bo', lastName: 'Agent', email: uniqueEmail('console-agent') };
    const answer = await context.request.post('/api/auth/register', {
      headers: { origin: baseURL() },
      data: { ...agent, password: 'agent-Lyon-2026', accountType: 'business', businessKind: 'travel_agent', companyName: 'Bo Travel', vatNumber: 'FR12345678901', phone: '+33 6 12 34 56 78', locale },
    });
    expect(answer.status()).toBe(201);
    await verifyThroughMailbox(agentPage, locale, agent.email);

    const { page } = await open('desktop', { storageState: await staff('admin') });
    await page.goto(`${site}/admin/business-accounts`);
    await hydrated(page);
    const seen = consoleErrors(page);
    const row = page.locator('tbody tr', { hasText: agent.email });
    await row.getByRole('button', { name: t('admin.business.validateLabel', { name: `${agent.firstName} ${agent.lastName}` }) }).click();
    await row.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
  });
});
