import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { newsletterSubscriber } from '@cicerone/db/schema/contact';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../test/app.ts';
import { startSmtp, type ReceivedMail } from '../../test/smtp-sink.ts';
import { userWithSession } from '../../test/accounts-factory.ts';

const received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtp(received);
  test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://cicerone.example' });
});
afterAll(async () => {
  await test.close();
  await smtp.stop();
});

let ip = 0;
const subscribe = (email: string, extra: object = {}) =>
  test.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, ...extra }, remoteAddress: `10.9.0.${(ip += 1)}` });
const mails = (to: string, template: string) =>
  test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template))).orderBy(mailOutbox.id);
const subscriber = async (email: string) => (await test.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email)))[0];
const tokenIn = (text: string, page: string) => new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text)?.[1] ?? '';
const confirm = (token: string) => test.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });

/** Subscribes and confirms from the mailed link; returns the unsubscribe token of the welcome mail. */
async function confirmedSubscriber(email: string, locale = 'en_US'): Promise<string> {
  await subscribe(email, { locale });
  const [mail] = (await mails(email, 'newsletter-confirm')).slice(-1);
  expect((await confirm(tokenIn(mail?.text ?? '', 'newsletter/confirm'))).json()).toEqual({ status: 'confirmed' });
  const [welcome] = await mails(email, 'newsletter-welcome');
  return tokenIn(welcome?.text ?? '', 'newsletter/unsubscribe');
}

describe('the newsletter', () => {
  it('subscribes with double opt-in: only a confirmation link until it is followed, once', async () => {
    const response = await subscribe(' Nina@Example.com ', { locale: 'de_DE', currency: 'CHF' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation_sent' });
    expect(await subscriber('nina@example.com')).toMatchObject({ status: 'pending', locale: 'de_DE', currency: 'CHF', confirmedAt: null });
    const [mail] = await mails('nina@example.com', 'newsletter-confirm');
    expect(mail).toMatchObject({ locale: 'de_DE', subject: 'Bestätigen Sie Ihr Abonnement des Cicerone-Newsletters' });
    expect(mail?.text).toContain('https://cicerone.example/de_DE/CHF/newsletter/confirm?token=');
    // The confirmation is not a newsletter mail: the address is on no list yet.
    expect(mail?.listUnsubscribe).toBeNull();
    expect(await mails('nina@example.com', 'newsletter-welcome')).toEqual([]);

    const token = tokenIn(mail?.text ?? '', 'newsletter/confirm');
    expect((await confirm(token)).json()).toEqual({ status: 'confirmed' });
    expect((await subscriber('nina@example.com'))?.status).toBe('confirmed');
    expect(await mails('nina@example.com', 'newsletter-welcome')).toHaveLength(1);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('link_invalid');
  });

  it('answers a second subscription as the first, without a second row and without telling whether the address is on the list', async () => {
    const answers = [await subscribe('twice@example.com'), await subscribe('twice@example.com')];
    await confirmedSubscriber('listed@example.com');
    answers.push(await subscribe('listed@example.com'));
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(Array(3).fill([202, JSON.stringify({ status: 'confirmation_sent' })]));
    expect(await test.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, 'twice@example.com'))).toHaveLength(1);
    // A pending address gets a fresh link (the first stops working); a confirmed one gets nothing.
    const links = await mails('twice@example.com', 'newsletter-confirm');
    expect(links).toHaveLength(2);
    expect((await confirm(tokenIn(links[0]?.text ?? '', 'newsletter/confirm'))).statusCode).toBe(400);
    expect(await mails('listed@example.com', 'newsletter-confirm')).toHaveLength(1);
    expect((await subscriber('listed@example.com'))?.status).toBe('confirmed');
  });

  it('sends every newsletter mail with an unsubscribe link and the one-click List-Unsubscribe headers', async () => {
    const token = await confirmedSubscriber('headers@example.com', 'fr_FR');
    const [welcome] = await mails('headers@example.com', 'newsletter-welcome');
    expect(welcome?.listUnsubscribe).toBe(`https://cicerone.example/api/newsletter/unsubscribe?token=${token}`);
    expect(welcome?.html).toContain(`href="https://cicerone.example/fr_FR/EUR/newsletter/unsubscribe?token=${token}"`);
    expect(welcome?.text).toContain('Se désabonner de la newsletter');

    await test.app.services.mail.deliverDue(100);
    const raw = received.find((mail) => mail.to.includes('headers@example.com') && mail.raw.includes('List-Unsubscribe'))?.raw ?? '';
    const headers = raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <https://cicerone\\.example/api/newsletter/unsubscribe\\?token=${token}>$`, 'm'));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Other mails are on no list.
    const confirmation = received.find((mail) => mail.to.includes('headers@example.com') && !mail.raw.includes('List-Unsubscribe'));
    expect(confirmation).toBeDefined();
  });

  it('unsubscribes with one POST of a mail client (RFC 8058), form-encoded or multipart, with no session; again answers the same', async () => {
    const token = await confirmedSubscriber('oneclick@example.com');
    const oneClick = await test.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscriber('oneclick@example.com')).toMatchObject({ status: 'unsubscribed' });
    const boundary = '---FormBoundaryjWmhtjORrn';
    const multipart = await test.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.json()).toEqual({ status: 'unsubscribed' });
    const unknown = await test.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=nope', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(unknown.json().code).toBe('link_invalid');

    // Subscribing again starts over with a new confirmation, and the old unsubscribe link still works.
    await subscribe('oneclick@example.com');
    expect((await subscriber('oneclick@example.com'))?.status).toBe('pending');
    expect(await mails('oneclick@example.com', 'newsletter-confirm')).toHaveLength(2);
    expect((await test.app.services.newsletter.unsubscribe(token)).status).toBe('unsubscribed');
  });

  it('gives the back office the confirmed list as CSV and the counts per language, and nobody else', async () => {
    await confirmedSubscriber('ja-reader@example.jp', 'ja_JP');
    await confirmedSubscriber('+first@example.com', 'it_IT');
    await subscribe('pending-only@example.com', { locale: 'ja_JP' });
    const customer = await userWithSession(test.app, test.db);
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    for (const url of ['/api/admin/newsletter/subscribers.csv', '/api/admin/newsletter']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await test.app.inject({ method: 'GET', url, headers: { authorization: customer.bearer } })).statusCode).toBe(403);
    }
    const csv = await test.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv', headers: { authorization: admin.bearer } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,language,confirmed_at');
    expect(lines).toContainEqual(expect.stringMatching(/^ja-reader@example\.jp,ja_JP,\d{4}-\d\d-\d\dT/));
    // A spreadsheet reads a leading '+' as a formula: the cell is escaped.
    expect(lines).toContainEqual(expect.stringMatching(/^'\+first@example\.com,it_IT,/));
    expect(csv.body).not.toContain('pending-only@example.com');
    expect(csv.body).not.toContain('oneclick@example.com');

    const counts = await test.app.inject({ method: 'GET', url: '/api/admin/newsletter', headers: { authorization: admin.bearer } });
    const body = counts.json<{ confirmed: number; pending: number; byLanguage: { language: string; confirmed: number }[] }>();
    expect(body.byLanguage.find((row) => row.language === 'ja_JP')?.confirmed).toBe(1);
    expect(body.confirmed).toBe(lines.length - 1);
    expect(body.pending).toBeGreaterThanOrEqual(2);
  });
});
