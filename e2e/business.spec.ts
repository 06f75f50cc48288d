// A travel agent's business account: sign-up, the address verified from the mail, validation by an
// admin in /admin/business-accounts, the promo-code mail, the agent's menu once validated, and a
// message to the account manager.
import { describe } from 'vitest';
import { fieldLabel, fillPersonalDetails, logInWithForm, newPerson, openNewestMail, toast, verifyThroughMailbox } from './support/accounts.ts';
import { hydrated, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { message } from './support/site.ts';

const locale = 'en_US';
const site = '/en_US/EUR';
const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

describe('a business account', () => {
  test('travel agent: sign up, verify, validated by an admin, promo code by mail, agent menu', async ({ open, staff }) => {
    const agent = { ...newPerson('agent'), company: `E2E Voyages ${Date.now().toString(36)}` };

    // The business sign-up: the personal part and the company's.
    const { page } = await open('desktop');
    await page.goto(`${site}/sign-up?type=business`);
    await hydrated(page);
    await fillPersonalDetails(page, locale, agent);
    await page.getByLabel(fieldLabel(t('auth.signUp.kind'))).selectOption('travel_agent');
    await page.getByLabel(fieldLabel(t('auth.signUp.companyName'))).fill(agent.company);
    await page.getByLabel(fieldLabel(t('auth.signUp.vatNumber'))).fill('FR40303265045');
    await page.getByLabel(fieldLabel(t('auth.signUp.phone'))).fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: t('auth.signUp.submitBusiness') }).click();
    await waitForPath(page, `${site}/account`);
    await toast(page, t('auth.notice.businessPending')).waitFor();
    expect(await page.locator('.account-facts').innerText()).toContain(t('account.profile.agentPending'));
    await verifyThroughMailbox(page, locale, agent.email);

    // The admin finds it pending and validates it.
    const { page: admin } = await open('desktop', { storageState: await staff('admin') });
    await admin.goto(`${site}/admin/business-accounts`);
    await hydrated(admin);
    const row = admin.locator('tbody tr', { hasText: agent.email });
    await row.waitFor();
    expect(await row.innerText()).toContain(agent.company);
    expect(await row.locator('td').nth(6).innerText()).toBe(t('admin.business.yes'));
    await row.getByRole('button', { name: t('admin.business.validateLabel', { name: `${agent.firstName} ${agent.lastName}` }) }).click();
    const validated = admin.locator('.toast', { hasText: /AGENT-[A-Z0-9]{8}/ });
    await validated.waitFor();
    const code = /AGENT-[A-Z0-9]{8}/.exec(await validated.innerText())?.[0] ?? '';
    expect(await validated.innerText()).toContain(t('admin.business.validated', { code, email: agent.email }));
    await row.waitFor({ state: 'detached' });
    await admin.goto(`${site}/admin/business-accounts?status=validated`);
    await admin.locator('tbody tr', { hasText: agent.email }).waitFor();

    // The promo code's mail.
    await openNewestMail(admin, agent.email, 'business-validated');
    expect(await admin.locator('body').innerText()).toContain(code);

    // The agent, logging in again: a travel agent in the user menu, with the link to their manager.
    const { page: agentPage } = await open('desktop');
    await agentPage.goto(`${site}/login`);
    await logInWithForm(agentPage, locale, agent, `${site}/account`);
    expect(await agentPage.locator('.account-facts').innerText()).toContain(t('account.profile.agentValidated'));
    await agentPage.getByRole('button', { name: t('shell.user.menuLabel', { name: `${agent.firstName} ${agent.lastName}` }) }).click();
    const menu = agentPage.locator('.user-panel');
    await menu.getByText(t('shell.user.agent'), { exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: t('shell.user.contactManager') }).getAttribute('href')).toBe(`${site}/contact-pro`);

    // 'Contact my manager': the admin who validated the account is its manager (decision 0024), and gets the message.
    await menu.getByRole('link', { name: t('shell.user.contactManager') }).click();
    await waitForPath(agentPage, `${site}/contact-pro`);
    await agentPage.getByText(t('contact.pro.toManager', { name: 'Adam' })).waitFor();
    // The form starts with the account's name and address.
    expect(await agentPage.getByLabel(fieldLabel(t('contact.form.email'))).inputValue()).toBe(agent.email);
    await agentPage.getByLabel(fieldLabel(t('contact.form.subject'))).fill('A group of 30 in Rome');
    await agentPage.getByLabel(fieldLabel(t('contact.form.message'))).fill('Can we book a private tour for 30 people in June?');
    await agentPage.getByRole('button', { name: t('contact.form.submit') }).click();
    await waitForPath(agentPage, `${site}/contact-pro?sent=1`);
    await agentPage.locator('main [role="status"]').getByText(t('contact.sent.title')).waitFor();
    await openNewestMail(admin, 'adam@demo.cicerone.travel', 'contact-for-team');
    expect(await admin.locator('body').innerText()).toContain('A group of 30 in Rome');
  });
});
