import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { createTestApp } from '../../test/app.ts';
import { roles } from '@cicerone/core/roles';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { devMailboxEnabled } from './dev-mailbox.ts';

describe('devMailboxEnabled', () => {
  const production = { env: 'production', smtpUrl: undefined, databaseUrl: undefined } as const;
  it('is on outside production', () => {
    expect(devMailboxEnabled({ ...production, env: 'development', smtpUrl: 'smtp://mail:25', databaseUrl: 'postgres://db/x' })).toBe(true);
    expect(devMailboxEnabled({ ...production, env: 'test' })).toBe(true);
  });
  it('is on in production only on the embedded default, where mail has nowhere else to go', () => {
    expect(devMailboxEnabled(production)).toBe(true);
    expect(devMailboxEnabled({ ...production, smtpUrl: 'smtp://mail:25' })).toBe(false);
    expect(devMailboxEnabled({ ...production, databaseUrl: 'postgres://db/x' })).toBe(false);
  });
});

describe('the dev mailbox on a development start, from this machine', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let verifyId: number;
  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL: 'http://localhost:4000' });
    const { mail } = testApp.app.services;
    await mail.enqueue(testApp.db, { to: 'old@example.com', locale: 'fr_FR', currency: 'EUR', template: 'business-received', data: { name: 'Zoé' } });
    verifyId = await mail.enqueue(testApp.db, {
      to: 'ada@example.com',
      locale: 'en_US',
      currency: 'EUR',
      template: 'verify-email',
      data: { name: 'Ada <Lovelace>', link: '/verify-email?token=abc&next=1' },
    });
  });
  afterAll(() => testApp.close());

  it('lists every mail of the outbox, newest first, with its links clickable', async () => {
    const response = await testApp.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<th scope="col">Subject</th>');
    expect(page.indexOf('ada@example.com')).toBeLessThan(page.indexOf('old@example.com'));
    expect(page).toContain(`<a href="/dev/mailbox/${verifyId}">Confirm your e-mail address</a>`);
    expect(page).toContain('<a href="http://localhost:4000/en_US/EUR/verify-email?token=abc&#38;next=1">');
    expect(page).toContain('pending');
  });

  it('shows a mail as the HTML it sends, under a policy that runs nothing', async () => {
    const response = await testApp.app.inject({ url: `/dev/mailbox/${verifyId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('href="http://localhost:4000/en_US/EUR/verify-email?token=abc&amp;next=1"');
    expect(response.body).toContain('Ada &lt;Lovelace&gt;');
  });

  it('shows its text part', async () => {
    const response = await testApp.app.inject({ url: `/dev/mailbox/${verifyId}.txt` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Hello Ada <Lovelace>,');
    expect(response.body).toContain('http://localhost:4000/en_US/EUR/verify-email?token=abc&next=1');
  });

  it('answers 404 for a mail that does not exist', async () => {
    expect((await testApp.app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/dev/mailbox/abc' })).statusCode).toBe(400);
  });

  it('lists a mail’s attachments, each downloadable as the mail would carry it', async () => {
    const tour = await bookableTour(testApp.db);
    const paid = await paidBooking(testApp, await userWithSession(testApp.app, testApp.db), tour.id, dayAhead(30));
    const [confirmation] = await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.template, 'booking-confirmed'));
    const link = `/dev/mailbox/${confirmation?.id}/attachments/0`;
    expect((await testApp.app.inject({ url: '/dev/mailbox' })).body).toContain(`<a href="${link}">voucher (PDF)</a>`);
    const download = await testApp.app.inject({ url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="cicerone-voucher-${paid.reference}.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await testApp.app.inject({ url: `/dev/mailbox/${confirmation?.id}/attachments/1` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/dev/mailbox/${verifyId}/attachments/0` })).statusCode).toBe(404);
  });
});

describe('the dev mailbox on the default start (production, embedded database, no SMTP)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let victim: TestUser;
  let resetId: number;
  const resetLink = /reset-password\?token=/;
  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: 'production' });
    victim = await userWithSession(testApp.app, testApp.db);
    // What an attacker does first: ask for a reset of someone else's account.
    const asked = await testApp.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: victim.email }, remoteAddress: '203.0.113.66' });
    expect(asked.statusCode).toBeLessThan(300);
    const [mail] = await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, victim.email));
    resetId = mail!.id;
  });
  afterAll(() => testApp.close());

  const read = (url: string, as?: TestUser, remoteAddress = '203.0.113.66') =>
    testApp.app.inject({ url, remoteAddress, ...(as ? { cookies: { access_token: as.accessToken } } : {}) });

  it('shows a visitor no mail at all, says why, and asks them to sign in', async () => {
    for (const remoteAddress of ['203.0.113.66', '127.0.0.1']) {
      const list = await read('/dev/mailbox', undefined, remoteAddress);
      expect(list.statusCode).toBe(401);
      expect(list.body).toContain('not public');
      expect(list.body).toContain('href="/en_US/EUR/login?next=%2Fdev%2Fmailbox"');
      expect(list.body).not.toContain(victim.email);
      expect(list.body).not.toMatch(resetLink);
      for (const url of [`/dev/mailbox/${resetId}`, `/dev/mailbox/${resetId}.txt`, `/dev/mailbox/${resetId}/attachments/0`]) {
        expect((await read(url, undefined, remoteAddress)).statusCode, url).toBe(404);
      }
    }
  });

  it('never shows another customer someone else’s reset link', async () => {
    const other = await userWithSession(testApp.app, testApp.db);
    const list = await read('/dev/mailbox', other);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('only the mail sent to <strong>your</strong> account');
    expect(list.body).not.toContain(victim.email);
    expect(list.body).not.toMatch(resetLink);
    expect((await read(`/dev/mailbox/${resetId}`, other)).statusCode).toBe(404);
    expect((await read(`/dev/mailbox/${resetId}.txt`, other)).statusCode).toBe(404);
    // Bearer tokens are read the same way as the cookie.
    expect((await testApp.app.inject({ url: `/dev/mailbox/${resetId}.txt`, headers: { authorization: other.bearer } })).statusCode).toBe(404);
  });

  it('shows a signed-in account the mail sent to it', async () => {
    const list = await read('/dev/mailbox', victim);
    expect(list.body).toContain(victim.email);
    expect(list.body).toMatch(resetLink);
    const mail = await read(`/dev/mailbox/${resetId}.txt`, victim);
    expect(mail.statusCode).toBe(200);
    expect(mail.body).toMatch(resetLink);
  });

  it('shows an admin of the installation every mail, and says so', async () => {
    const admin = await userWithSession(testApp.app, testApp.db, { role: roles.admin });
    const list = await read('/dev/mailbox', admin);
    expect(list.body).toContain('you see <strong>every</strong> mail');
    expect(list.body).toContain(victim.email);
    expect((await read(`/dev/mailbox/${resetId}.txt`, admin)).body).toMatch(resetLink);
  });
});

describe('the dev mailbox in production', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => testApp.close());

  it('does not exist once mail leaves by SMTP', async () => {
    expect((await testApp.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/dev/mailbox/1' })).statusCode).toBe(404);
  });
});
