// Requirements §screens.contact–3: a visitor writes to the team in Spanish and gets the acknowledgement in Spanish
// (read in the development mailbox, as the demo installation's admin reads it); a visitor on a phone
// subscribes from the footer, confirms from the mailed link, and leaves from the welcome mail's link.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { fieldLabel, openNewestMail, uniqueEmail } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { baseURL, hydrated, resultsDir, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { message } from './support/site.ts';

/** A text of the e-mails' own catalog (apps/server/src/features/mail/messages). */
function mailText(locale: string, key: string): string {
  const file = new URL(`../apps/server/src/features/mail/messages/${locale}.json`, import.meta.url);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = catalog[key];
  if (text === undefined) throw new Error(`No mail message ${key} in ${locale}`);
  return text;
}

describe('contact and newsletter', () => {
  test('a message sent from /contact in Spanish is acknowledged in Spanish', async ({ open, staff }) => {
    const locale = 'es_ES';
    const t = (key: string) => message(locale, key);
    const email = uniqueEmail('contact');
    const { page } = await open('desktop');
    await page.goto(`/${locale}/EUR/contact`);
    await hydrated(page);
    expectNone(await seriousViolations(page), '/contact');
    // The company's details stand beside the form.
    await page.locator('.contact-details').getByText('hello@cicerone.travel').waitFor();

    // An empty form is refused in place, before anything is sent.
    await page.getByRole('button', { name: t('contact.form.submit') }).click();
    await page.locator('.error-summary').waitFor();

    await page.getByLabel(fieldLabel(t('contact.form.name'))).fill('Lucía García');
    await page.getByLabel(fieldLabel(t('contact.form.email'))).fill(email);
    await page.getByLabel(fieldLabel(t('contact.form.subject'))).fill('Tour en bicicleta por Sevilla');
    await page.getByLabel(fieldLabel(t('contact.form.message'))).fill('¿Hay tours en bicicleta para seis personas en mayo?');
    await page.getByRole('button', { name: t('contact.form.submit') }).click();
    await waitForPath(page, `/${locale}/EUR/contact?sent=1`);
    const sent = page.locator('main [role="status"]');
    await sent.getByText(t('contact.sent.title')).waitFor();
    await sent.getByText(t('contact.sent.body')).waitFor();

    const admin = await open('desktop', { storageState: await staff('superAdmin') });
    await openNewestMail(admin.page, email, 'contact-received');
    const body = admin.page.locator('body');
    await body.getByText(mailText(locale, 'mail.contactReceived.intro.public')).waitFor();
    expect(await body.innerText()).toContain('Lucía García');
  });

  // Requirements §roles.access: the manager's form is the business accounts' and the guides'. A plain customer asking for
  // it lands on the team's form; the guide finds it on their dashboard, addressed as theirs.
  test('/contact-pro sends a customer to /contact and opens from the guide’s dashboard', async ({ open, signUp, staff }) => {
    const customer = await open('desktop');
    await signUp(customer.context, { locale: 'de_DE' });
    await customer.page.goto('/de_DE/EUR/contact-pro');
    await waitForPath(customer.page, '/de_DE/EUR/contact');
    await customer.page.getByRole('heading', { level: 1, name: message('de_DE', 'contact.title') }).waitFor();
    expect(await customer.page.getByText(message('de_DE', 'contact.pro.title')).count()).toBe(0);

    const locale = 'fr_FR';
    const t = (key: string) => message(locale, key);
    const guide = await open('phone', { storageState: await staff('guide') });
    await guide.page.goto(`/${locale}/EUR/guide-missions`);
    await hydrated(guide.page);
    await guide.page.getByRole('link', { name: t('missions.contactManager') }).click();
    await waitForPath(guide.page, `/${locale}/EUR/contact-pro`);
    await guide.page.getByRole('heading', { level: 1, name: t('contact.pro.guide.title') }).waitFor();
    await guide.page.getByText(t('contact.pro.guide.toTeam')).waitFor();
  });

  test('the contact page and the footer’s form on a 375 px phone in the dark theme', async ({ open }) => {
    const { context, page } = await open('phone');
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await page.goto('/en_US/EUR/contact');
    await hydrated(page);
    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'contact-phone-dark.png'), fullPage: true });
    expectNone(await seriousViolations(page), '/contact phone dark');
    // Nothing wider than the phone: the form, the details and the footer's subscription fit.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the footer subscribes an address on a phone; the mailed link confirms it, the welcome mail’s link takes it off', async ({ open, staff }) => {
    const locale = 'fr_FR';
    const site = `/${locale}/EUR`;
    const t = (key: string) => message(locale, key);
    const email = uniqueEmail('newsletter');
    const { page } = await open('phone');
    await page.goto(`${site}/`);
    await hydrated(page);
    const footer = page.locator('footer');
    await footer.getByLabel(t('newsletter.footer.email')).fill(email);
    await footer.getByRole('button', { name: t('newsletter.submit') }).click();
    await waitForPath(page, `${site}/newsletter?sent=1`);
    await page.locator('main [role="status"]').getByText(t('newsletter.sent.body')).waitFor();

    const admin = await open('desktop', { storageState: await staff('superAdmin') });
    await openNewestMail(admin.page, email, 'newsletter-confirm');
    const confirmLink = await admin.page.locator('a[href*="/newsletter/confirm?token="]').first().getAttribute('href');
    // Opening the link confirms nothing: a click does (a mail scanner follows links, it does not press buttons).
    await page.goto(confirmLink ?? 'no link in the mail');
    await hydrated(page);
    await page.getByRole('button', { name: t('newsletter.confirm.submit') }).click();
    await waitForPath(page, `${site}/newsletter/confirm?result=done`);
    await page.locator('main [role="status"]').getByText(t('newsletter.confirm.done')).waitFor();

    await openNewestMail(admin.page, email, 'newsletter-welcome');
    const unsubscribe = admin.page.getByRole('link', { name: mailText(locale, 'mail.layout.unsubscribe') });
    const leaveLink = await unsubscribe.getAttribute('href');
    expect(leaveLink).toMatch(/\/fr_FR\/EUR\/newsletter\/unsubscribe\?token=/);
    await page.goto(leaveLink ?? 'no link in the mail');
    await hydrated(page);
    await page.getByRole('button', { name: t('newsletter.unsubscribe.submit') }).click();
    await waitForPath(page, `${site}/newsletter/unsubscribe?result=done`);
    await page.locator('main [role="status"]').getByText(t('newsletter.unsubscribe.done')).waitFor();

    // The back office: the counts per language and the confirmed list to download.
    await admin.page.goto(`${site}/admin/newsletter`);
    await admin.page.getByRole('heading', { name: t('admin.newsletter.title'), level: 1 }).waitFor();
    expect(await admin.page.getByRole('link', { name: t('admin.newsletter.export') }).getAttribute('href')).toBe('/api/admin/newsletter/subscribers.csv');
  });
});
