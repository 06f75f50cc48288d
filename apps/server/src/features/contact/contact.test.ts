import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { appUser, mailOutbox } from '@cicerone/db/schema/accounts';
import { contactMessage } from '@cicerone/db/schema/contact';
import { company } from '@cicerone/core/company';
import { contactLimits } from '@cicerone/core/contact/contact-rules';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../test/app.ts';
import { insertUser, userWithSession } from '../../test/accounts-factory.ts';
import { contactRateLimits } from './contact-service.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

let ip = 0;
/** Each call from its own network address, so only the per-address limit is met when a test wants it. */
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = `10.7.0.${(ip += 1)}`) =>
  test.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const message = (email: string) => ({ name: 'Lucía García', email, subject: '¿Tour en bicicleta?', message: 'Hola,\n\n¿Hay tours en bicicleta en Sevilla para 6 personas?', locale: 'es_ES' });
const mailsTo = (...to: string[]) => test.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, to));
const storedFrom = (email: string) => test.db.select().from(contactMessage).where(eq(contactMessage.email, email));

describe('POST /api/contact', () => {
  it('stores the message, mails it to the team and acknowledges it to the sender in their language', async () => {
    const response = await post('/api/contact', { ...message('lucia@example.es'), bookingReference: ' BK-1234 ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(response.json()).toEqual({ id, status: 'sent' });
    const [stored] = await storedFrom('lucia@example.es');
    expect(stored).toMatchObject({ id, kind: 'contact', recipient: company.email, bookingReference: 'BK-1234', locale: 'es_ES', senderUserId: null });

    const team = (await mailsTo(company.email)).find((mail) => mail.subject.includes(`#${id}`));
    expect(team?.template).toBe('contact-for-team');
    expect(team?.text).toContain('lucia@example.es');
    expect(team?.text).toContain('BK-1234');
    expect(team?.text).toContain('Spanish (Spain)');
    const [ack] = await mailsTo('lucia@example.es');
    expect(ack).toMatchObject({ template: 'contact-received', locale: 'es_ES', subject: `Hemos recibido tu mensaje (n.º ${id})` });
    // Mail to an address typed in a form carries none of the text typed: the form relays nothing.
    expect(ack?.text).not.toContain('bicicleta');
    expect(ack?.listUnsubscribe).toBeNull();
  });

  it('never lets the sender choose where a message goes: a recipient field is refused and nothing is sent', async () => {
    for (const field of [{ to: 'victim@example.net' }, { recipient: 'victim@example.net' }, { from: 'ceo@example.net' }, { html: '<b>hi</b>' }, { cc: 'victim@example.net' }]) {
      const response = await post('/api/contact', { ...message('mallory@example.org'), ...field });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await storedFrom('mallory@example.org')).toEqual([]);
    expect(await mailsTo('victim@example.net', 'ceo@example.net', 'mallory@example.org')).toEqual([]);
  });

  it('sends a copy of the text only to the signed-in sender’s own address', async () => {
    const sender = await userWithSession(test.app, test.db);
    const own = await post('/api/contact', message(sender.email), { authorization: sender.bearer });
    expect(own.statusCode).toBe(201);
    const [ack] = await mailsTo(sender.email).then((mails) => mails.filter((mail) => mail.template === 'contact-received'));
    expect(ack?.text).toContain('bicicleta');
    const [stored] = await storedFrom(sender.email);
    expect(stored?.senderUserId).toBe(sender.id);
  });

  it('refuses what is too long or missing, naming the field, and stores nothing', async () => {
    const long = await post('/api/contact', { ...message('long@example.com'), message: 'x'.repeat(contactLimits.message + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.map((problem: { field: string }) => problem.field)).toContain('message');
    const empty = await post('/api/contact', { ...message('long@example.com'), subject: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(await storedFrom('long@example.com')).toEqual([]);
  });

  it('limits the messages of one address, whatever network they come from', async () => {
    const { limit } = contactRateLimits.perEmail;
    for (let index = 0; index < limit; index += 1) expect((await post('/api/contact', message('busy@example.com'))).statusCode).toBe(201);
    const refused = await post('/api/contact', message('busy@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    expect(await storedFrom('busy@example.com')).toHaveLength(limit);
  });
});

describe('POST /api/contact-pro', () => {
  it('goes to the business account’s manager, else to the team; never for an account that is not a business one', async () => {
    const manager = await insertUser(test.db, { role: roles.admin });
    const managed = await userWithSession(test.app, test.db, { isPro: true, accountType: 'business', businessStatus: 'validated' });
    await test.db.update(appUser).set({ accountManagerId: manager.id }).where(eq(appUser.id, managed.id));
    const toManager = await post('/api/contact-pro', { ...message(managed.email), to: 'elsewhere@example.net' }, { authorization: managed.bearer });
    expect(toManager.statusCode).toBe(400);
    expect((await post('/api/contact-pro', message(managed.email), { authorization: managed.bearer })).statusCode).toBe(201);
    expect((await storedFrom(managed.email))[0]).toMatchObject({ kind: 'contact_pro', recipient: manager.email });
    expect((await mailsTo(manager.email)).map((mail) => mail.template)).toEqual(['contact-for-team']);

    // A manager who is no longer an admin answers no more: the team does.
    await test.db.update(appUser).set({ role: roles.customer }).where(eq(appUser.id, manager.id));
    expect((await post('/api/contact-pro', message(managed.email), { authorization: managed.bearer })).statusCode).toBe(201);
    expect((await storedFrom(managed.email)).map((row) => row.recipient)).toEqual([manager.email, company.email]);

    const customer = await userWithSession(test.app, test.db);
    const refused = await post('/api/contact-pro', message(customer.email), { authorization: customer.bearer });
    expect(refused.statusCode).toBe(403);
    expect(await storedFrom(customer.email)).toEqual([]);
    expect((await post('/api/contact-pro', message('visitor@example.com'))).statusCode).toBe(401);
  });

  // Requirements §roles.access: guides may contact a manager. Their named manager (accountManagerId, the column a
  // business account's uses) when an admin was named; else the team's address, which runs missions.
  it('lets an approved guide write: to their manager when one is named, else to the team; not an applicant', async () => {
    const guide = await userWithSession(test.app, test.db, { role: roles.guide, status: 'guide_active' });
    expect((await post('/api/contact-pro', message(guide.email), { authorization: guide.bearer })).statusCode).toBe(201);
    const manager = await insertUser(test.db, { role: roles.admin });
    await test.db.update(appUser).set({ accountManagerId: manager.id }).where(eq(appUser.id, guide.id));
    expect((await post('/api/contact-pro', message(guide.email), { authorization: guide.bearer })).statusCode).toBe(201);
    expect((await storedFrom(guide.email)).map((row) => row.recipient)).toEqual([company.email, manager.email]);

    const applicant = await userWithSession(test.app, test.db, { role: roles.guide, status: 'guide_fill_form_in_progress' });
    expect((await post('/api/contact-pro', message(applicant.email), { authorization: applicant.bearer })).statusCode).toBe(403);
    expect(await storedFrom(applicant.email)).toEqual([]);
  });
});
