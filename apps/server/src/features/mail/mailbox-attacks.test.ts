// The dev mailbox on the default start (production, embedded database, no SMTP) as an attacker
// uses it: register an address that is not theirs and read what was mailed to it before. An
// account reads only the mail written to it once it existed; the rest is the admins'. And what a
// recipient reads of a gift card works: the real code, which redeems.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { createTestApp } from '../../test/app.ts';
import { testPassword, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { giftCardWithOrder } from '../../test/gift-cards-factory.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { quoteBodies } from '../../test/quote-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let romeId: number;
beforeAll(async () => {
  test = await createTestApp({ NODE_ENV: 'production' });
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  romeId = (await placeIds(test.db, 'rome')).cityId;
});
afterAll(() => test.close());

let address = 0;
const from = () => `203.0.113.${(address += 1)}`;
const read = (url: string, token?: string) => test.app.inject({ url, remoteAddress: '198.51.100.7', ...(token ? { cookies: { access_token: token } } : {}) });
const mailOf = async (to: string, template: string) => {
  const [row] = await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)));
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  return row;
};
/** What the attacker does: sign up with the address (201 and a session at once, nothing proven). */
async function register(email: string): Promise<string> {
  const response = await test.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: from(), payload: { firstName: 'Mallory', lastName: 'Doe', email, password: testPassword } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ access_token: string }>().access_token;
}
/** The mail, its text and its attachments are all refused to `token`, as a mail that does not exist; the list does not name it. */
async function hiddenFrom(token: string, id: number) {
  for (const url of [`/dev/mailbox/${id}`, `/dev/mailbox/${id}.txt`, `/dev/mailbox/${id}/attachments/0`]) expect((await read(url, token)).statusCode, url).toBe(404);
  expect((await read('/dev/mailbox', token)).body).not.toContain(`/dev/mailbox/${id}"`);
}

describe('mail written before the account existed', { timeout: 60_000 }, () => {
  it('does not show a gift card sent to the address before someone registered it (nor its printable card); the admins see it', async () => {
    const recipient = `rec-${randomUUID().slice(0, 8)}@example.com`;
    const card = await giftCardWithOrder(test.db, test.app.services.giftCards, { valueEurCents: 200_00, card: { recipientEmail: recipient } });
    await test.app.services.giftCards.deliverDue(new Date(Date.now() + 60_000));
    const mail = await mailOf(recipient, 'gift-card-received');
    const token = await register(recipient);
    await hiddenFrom(token, mail.id);
    const list = await read('/dev/mailbox', token);
    expect(list.body).toContain('Confirm your e-mail address');
    expect(list.body).not.toContain(card.code.slice(3));
    expect((await read(`/dev/mailbox/${mail.id}.txt`, admin.accessToken)).statusCode).toBe(200);
  });

  it('does not show a contact form’s acknowledgement sent before the account existed', async () => {
    const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: from(),
      payload: { name: 'Lucía García', email, subject: 'Bike tours?', message: 'Are there bike tours in Seville for 6 people?', locale: 'en_US' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const ack = await mailOf(email, 'contact-received');
    await hiddenFrom(await register(email), ack.id);
  });

  it('does not show a quote requester’s follow link (with its token) sent before the account existed', async () => {
    const email = `quote-${randomUUID().slice(0, 8)}@example.com`;
    const body = quoteBodies.transfer({ cityId: romeId, contact: { name: 'Ann Traveller', email, phone: '+33 6 12 34 56 78' } });
    const asked = await test.app.inject({ method: 'POST', url: '/api/quotes', headers: { 'sec-fetch-site': 'same-origin' }, remoteAddress: from(), payload: body });
    expect(asked.statusCode, asked.body).toBe(201);
    const [followMail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    if (!followMail) throw new Error('no mail to the requester');
    expect(followMail.text).toContain(asked.json<{ token: string }>().token);
    const token = await register(email);
    await hiddenFrom(token, followMail.id);
    expect((await read('/dev/mailbox', token)).body).not.toContain(asked.json<{ token: string }>().token);
  });
});

describe('a gift card sent to an account', { timeout: 60_000 }, () => {
  it('shows its recipient the working code, in the mail, its text, its redeem link and its printable card; the code redeems', async () => {
    const recipient = await userWithSession(test.app, test.db);
    const card = await giftCardWithOrder(test.db, test.app.services.giftCards, { valueEurCents: 40_00, card: { recipientEmail: recipient.email } });
    await test.app.services.giftCards.deliverDue(new Date(Date.now() + 60_000));
    const mail = await mailOf(recipient.email, 'gift-card-received');
    // The outbox itself keeps the code masked (decision 0016).
    expect(mail.html).not.toContain(card.code);

    const html = await read(`/dev/mailbox/${mail.id}`, recipient.accessToken);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(card.code);
    expect(html.body).not.toContain('GC-…');
    expect(html.body).toMatch(new RegExp(`href="[^"]*redeem\\?code=${card.code}`));
    const text = await read(`/dev/mailbox/${mail.id}.txt`, recipient.accessToken);
    expect(text.body).toContain(card.code);
    const list = await read('/dev/mailbox', recipient.accessToken);
    expect(list.body).toContain(`redeem?code=${card.code}`);
    const pdf = await read(`/dev/mailbox/${mail.id}/attachments/0`, recipient.accessToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(card.code);

    const redeemed = await test.app.inject({ method: 'POST', url: '/api/gift-cards/redeem', headers: { authorization: recipient.bearer }, payload: { code: card.code }, remoteAddress: from() });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
  });

  it('keeps the code from everyone else: an admin reads the mail masked and gets no printable card', async () => {
    const recipient = await userWithSession(test.app, test.db);
    const card = await giftCardWithOrder(test.db, test.app.services.giftCards, { card: { recipientEmail: recipient.email } });
    await test.app.services.giftCards.deliverDue(new Date(Date.now() + 60_000));
    const mail = await mailOf(recipient.email, 'gift-card-received');
    const seen = await read(`/dev/mailbox/${mail.id}`, admin.accessToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain(card.code);
    expect((await read('/dev/mailbox', admin.accessToken)).body).not.toContain(card.code);
    expect((await read(`/dev/mailbox/${mail.id}/attachments/0`, admin.accessToken)).statusCode).toBe(404);
    const other = await userWithSession(test.app, test.db);
    expect((await read(`/dev/mailbox/${mail.id}`, other.accessToken)).statusCode).toBe(404);
  });
});
