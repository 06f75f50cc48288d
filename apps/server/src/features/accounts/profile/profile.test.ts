import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appUser } from '@cicerone/db/schema/accounts';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../../test/app.ts';
import { userWithSession, type TestUser } from '../../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const putMe = (user: TestUser, payload: object) => test.app.inject({ method: 'PUT', url: '/api/me', headers: { authorization: user.bearer }, payload });
const putUser = (user: TestUser, id: string, payload: object) => test.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: { authorization: user.bearer }, payload });
const stored = async (id: string) => (await test.db.select().from(appUser).where(eq(appUser.id, id)))[0];

describe('PUT /api/me', () => {
  it('saves the account information and answers the account', async () => {
    const user = await userWithSession(test.app, test.db);
    const response = await putMe(user, {
      firstName: ' Grace ',
      lastName: 'Hopper',
      gender: 'female',
      birthDate: '1990-12-09',
      phone: '+33 6 12 34 56 78',
      vatNumber: 'FR12345678901',
      taxNumber: '123',
      companyName: 'Navy',
      nativeLanguage: 'pt',
      country: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      uuid: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      gender: 'female',
      birthDate: '1990-12-09',
      phone: '+33612345678',
      vatNumber: 'FR12345678901',
      companyName: 'Navy',
      nativeLanguage: 'pt',
      country: 'FR',
    });

    // Absent fields stay; null and "" clear.
    const cleared = await putMe(user, { phone: '', gender: null, nativeLanguage: 'fr_FR' });
    expect(cleared.json()).toMatchObject({ firstName: 'Grace', phone: null, gender: null, nativeLanguage: 'fr_FR', country: 'FR' });
  });

  it('refuses the fields a person may not set, and changes nothing', async () => {
    const user = await userWithSession(test.app, test.db);
    const before = await stored(user.id);
    const response = await putMe(user, {
      firstName: 'Mallory',
      role: roles.superAdmin,
      isPro: true,
      status: 'validated',
      ciceroneCoin: 1_000_000,
      coinBalance: 1_000_000,
      email: 'mallory@example.com',
      businessStatus: 'validated',
      accountType: 'business',
      emailVerified: false,
      locale: 'ja_JP',
      picture: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((problem: { field: string }) => problem.field)).toContain('role');
    const after = await stored(user.id);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ role: roles.customer, isPro: false, status: null, coinBalance: 0, email: user.email, businessStatus: null, accountType: 'individual', locale: 'en_US', picture: null });
  });

  it('refuses a bad phone, a future or impossible birth date, an unknown country or language', async () => {
    const user = await userWithSession(test.app, test.db);
    const future = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ phone: '0612345678' }, 'validation_failed', 'phone'],
      [{ phone: '+33 1' }, 'validation_failed', 'phone'],
      [{ birthDate: future }, 'validation_failed', 'birthDate'],
      [{ birthDate: '1850-01-01' }, 'validation_failed', 'birthDate'],
      [{ birthDate: '2001-02-30' }, 'validation_failed', 'birthDate'],
      [{ gender: 'other' }, 'validation_failed', 'gender'],
      [{ nativeLanguage: 'xx' }, 'validation_failed', 'nativeLanguage'],
      [{ country: 'France' }, 'validation_failed', 'country'],
      [{ firstName: '' }, 'validation_failed', 'firstName'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await putMe(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
    }
    const unknown = await putMe(user, { country: 'XY', firstName: 'Changed' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'invalid_country', message: 'Choose a country from the list.' });
    expect((await stored(user.id))?.firstName).toBe('Test');
  });

  it('keeps what a business account was validated on', async () => {
    const user = await userWithSession(test.app, test.db, { accountType: 'business', businessStatus: 'validated', isPro: true });
    const response = await putMe(user, { companyName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((problem: { field: string }) => problem.field)).toContain('companyName');
    expect((await putMe(user, { companyName: 'Agency Ltd' })).json().companyName).toBe('Agency Ltd');
  });

  it('needs a login', async () => {
    const response = await test.app.inject({ method: 'PUT', url: '/api/me', payload: { firstName: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/:id', () => {
  it('lets the owner set the picture', async () => {
    const user = await userWithSession(test.app, test.db);
    const response = await putUser(user, user.id, { picture: '/files/pictures/grace.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.json().picture).toBe('/files/pictures/grace.jpg');
    expect((await putUser(user, user.id, { picture: 'https://cdn.example.com/p/grace.png' })).json().picture).toBe('https://cdn.example.com/p/grace.png');
    for (const picture of ['http://example.com/a.png', 'javascript:alert(1)', '/files/../secret', `https://example.com/${'a'.repeat(500)}`]) {
      expect((await putUser(user, user.id, { picture })).statusCode, picture).toBe(400);
    }
  });

  it('lets only admins set the status', async () => {
    const user = await userWithSession(test.app, test.db, { role: roles.guide });
    const refused = await putUser(user, user.id, { status: 'active', picture: '/files/p.png' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect(await stored(user.id)).toMatchObject({ status: null, picture: null });

    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    const set = await putUser(admin, user.id, { status: 'guide_fill_form_in_progress' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ uuid: user.id, status: 'guide_fill_form_in_progress' });
    // The session reads the status fresh: the guide's own /api/me shows it at once.
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: user.bearer } });
    expect(me.json().status).toBe('guide_fill_form_in_progress');
  });

  it("refuses another person's account, and answers 404 to an admin for an unknown one", async () => {
    const [user, other, admin] = await Promise.all([
      userWithSession(test.app, test.db),
      userWithSession(test.app, test.db),
      userWithSession(test.app, test.db, { role: roles.admin }),
    ]);
    const response = await putUser(user, other.id, { picture: '/files/p.png' });
    expect(response.statusCode).toBe(403);
    expect((await stored(other.id))?.picture).toBeNull();
    const unknown = await putUser(admin, '00000000-0000-4000-8000-000000000000', { picture: '/files/p.png' });
    expect(unknown.statusCode).toBe(404);
  });
});
