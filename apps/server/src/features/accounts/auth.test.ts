import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { accountToken, appUser, loginEvent, mailOutbox, promoCode } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../test/app.ts';
import { insertUser, login, testPassword, userWithSession } from '../../test/accounts-factory.ts';
import { accessTokenKey } from './sessions/tokens.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const me = (authorization: string) => test.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
const newestMail = async (to: string) => {
  const rows = await test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.sort((a, b) => b.id - a.id)[0];
};
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('sign-up', () => {
  it('opens an individual account, logs it in and mails the verification link', async () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.com ', password: 'analytical engine', confirmPassword: 'analytical engine' };
    // Who one is cannot be chosen at sign-up: the fields are refused, not silently dropped (decision 0009).
    const chosen = await test.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...ada, role: 1, isPro: true } });
    expect(chosen.json()).toEqual({
      code: 'validation_failed',
      message: 'Please correct these 2 fields: role and isPro.',
      fields: [
        { field: 'role', label: 'role', message: 'This field is not part of the request: remove it.' },
        { field: 'isPro', label: 'isPro', message: 'This field is not part of the request: remove it.' },
      ],
    });
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/register', payload: ada });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'ada@example.com', role: 4, isPro: false, emailVerified: false, accountType: 'individual' });
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'refresh_token']);
    expect(response.cookies.every((cookie) => cookie.httpOnly && cookie.sameSite === 'Lax')).toBe(true);
    const [stored] = await test.db.select().from(appUser).where(eq(appUser.email, 'ada@example.com'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await newestMail('ada@example.com');
    expect(mail?.template).toBe('verify-email');
    const verified = await test.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenIn(mail?.text ?? '') } });
    expect(verified.statusCode).toBe(200);
    expect((await me(`Bearer ${body.access_token}`)).json().emailVerified).toBe(true);
    // Single use.
    const again = await test.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenIn(mail?.text ?? '') } });
    expect(again.json().code).toBe('link_invalid');
  });

  it('keeps the language and currency of the sign-up page in the links of the person’s mails, later ones too', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      cookies: { lang: 'de_DE', currency: 'CHF' },
      headers: { origin: test.config.publicUrl },
      payload: { firstName: 'Heidi', lastName: 'Suter', email: 'heidi@example.ch', password: 'alpine meadow' },
    });
    expect(response.statusCode).toBe(201);
    expect((await newestMail('heidi@example.ch'))?.text).toMatch(/\/de_DE\/CHF\/verify-email\?token=/);
    // A reset asked for from a page in another currency is still read by the account's owner, in theirs.
    await test.app.inject({ method: 'POST', url: '/api/auth/forgot-password', cookies: { currency: 'USD' }, headers: { origin: test.config.publicUrl }, payload: { email: 'heidi@example.ch' } });
    expect((await newestMail('heidi@example.ch'))?.text).toMatch(/\/de_DE\/CHF\/reset-password\?token=/);
  });

  it('refuses a taken address, mismatched confirmations, short passwords and bad phones', async () => {
    await insertUser(test.db, { email: 'taken@example.com' });
    const attempt = (payload: object) => test.app.inject({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'A', lastName: 'B', password: 'long enough', ...payload } });
    expect((await attempt({ email: 'TAKEN@example.com' })).json().code).toBe('email_taken');
    expect((await attempt({ email: 'x1@example.com', confirmPassword: 'different' })).statusCode).toBe(400);
    expect((await attempt({ email: 'x2@example.com', confirmEmail: 'x3@example.com' })).statusCode).toBe(400);
    expect((await attempt({ email: 'x4@example.com', password: 'short' })).json().message).toMatch(/8/);
    const business = await attempt({ email: 'x5@example.com', accountType: 'business', businessKind: 'travel_agent', companyName: 'Tours SA', vatNumber: 'FR123', phone: '0612' });
    expect(business.statusCode).toBe(400);
    expect(await test.db.select().from(appUser).where(eq(appUser.email, 'x5@example.com'))).toHaveLength(0);
  });

  it('points a guide to the recruitment instead of a business account', async () => {
    await insertUser(test.db, { email: 'guide@example.com', role: roles.guide });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { accountType: 'business', businessKind: 'travel_agent', firstName: 'G', lastName: 'Uide', email: 'guide@example.com', password: 'long enough', companyName: 'G', vatNumber: 'V', phone: '+33612345678' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('guide_business_refused');
  });

  it('business accounts wait for an admin, who validates them once: isPro, a 10% code by mail', async () => {
    const signUp = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { accountType: 'business', businessKind: 'travel_agent', firstName: 'Ana', lastName: 'Agent', email: 'agency@example.com', password: 'long enough', companyName: 'Agency', vatNumber: 'FR40303265045', phone: '+33 6 12 34 56 78' },
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().user).toMatchObject({ businessStatus: 'pending', isPro: false, phone: '+33612345678' });
    const agentId = signUp.json().user.uuid;
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    const validate = () => test.app.inject({ method: 'PUT', url: `/api/admin/business-accounts/${agentId}/validate`, headers: { authorization: admin.bearer } });

    const pending = await test.app.inject({ method: 'GET', url: '/api/admin/business-accounts', headers: { authorization: admin.bearer } });
    expect(pending.json().accounts.map((account: { uuid: string }) => account.uuid)).toContain(agentId);
    expect((await validate()).json().code).toBe('email_not_verified');

    const verification = await newestMail('agency@example.com');
    const verifyMails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'agency@example.com'));
    expect(verifyMails.map((mail) => mail.template).sort()).toEqual(['business-received', 'verify-email']);
    const verifyText = verifyMails.find((mail) => mail.template === 'verify-email')?.text ?? verification?.text ?? '';
    await test.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenIn(verifyText) } });

    const [first, second] = await Promise.all([validate(), validate()]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const winner = first?.statusCode === 200 ? first : second;
    const code = winner?.json().promoCode as string;
    expect(code).toMatch(/^AGENT-[A-Z2-9]{8}$/);
    expect(winner?.json().user.isPro).toBe(true);
    expect(await test.db.select().from(promoCode).where(eq(promoCode.ownerUserId, agentId))).toMatchObject([{ percentOff: 10, kind: 'agent' }]);
    const mail = await newestMail('agency@example.com');
    expect(mail?.template).toBe('business-validated');
    expect(mail?.text).toContain(code);
    // The validating admin becomes the account's manager: /contact-pro writes to them (decision 0024).
    expect((await test.db.select({ managerId: appUser.accountManagerId }).from(appUser).where(eq(appUser.id, agentId)))[0]?.managerId).toBe(admin.id);
    // Who validated it, once, in the admin action log (requirements §back-office.work).
    expect(await test.db.select().from(adminAction).where(eq(adminAction.subjectId, agentId))).toEqual([
      expect.objectContaining({
        adminUserId: admin.id,
        action: 'business_account.validated',
        subjectType: 'user',
        detail: { email: 'agency@example.com', promoCode: code },
        before: { isPro: false, businessStatus: 'pending', businessValidatedAt: null, accountManagerId: null },
        after: { isPro: true, businessStatus: 'validated', businessValidatedAt: expect.any(String), accountManagerId: admin.id },
      }),
    ]);

    const customer = await userWithSession(test.app, test.db);
    expect((await test.app.inject({ method: 'PUT', url: `/api/admin/business-accounts/${agentId}/validate`, headers: { authorization: customer.bearer } })).statusCode).toBe(403);
  });
});

describe('login and tokens', () => {
  it('answers the same for an unknown address and a wrong password, and records the login', async () => {
    const user = await insertUser(test.db, { email: 'history@example.com' });
    const wrong = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong password' } });
    const unknown = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());

    const ok = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'HISTORY@example.com', password: testPassword, screenResolution: '1920x1080', deviceId: 'device-12345678', timeZone: 'Europe/Paris' },
      headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
      remoteAddress: '203.0.113.9',
    });
    expect(ok.statusCode).toBe(200);
    const [event] = await test.db.select().from(loginEvent).where(eq(loginEvent.userId, user.id));
    expect(event).toMatchObject({ ip: '203.0.113.9', screenResolution: '1920x1080', deviceId: 'device-12345678', location: 'Paris, Europe' });
    expect(event?.browser).toMatch(/^Chrome 131 · Mac OS/);
  });

  it('limits login attempts per account with 429 and Retry-After', async () => {
    const user = await insertUser(test.db, { email: 'brute@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: `guess ${attempt}` }, remoteAddress: `198.51.100.${attempt}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts guesses against the account, not its owner signing in with the right password', async () => {
    const user = await insertUser(test.db, { email: 'busy-admin@example.com' });
    const login = (password: string, attempt: number) =>
      test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: `198.51.101.${attempt}` });
    const rightOnes: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) rightOnes.push((await login(testPassword, attempt)).statusCode);
    expect(rightOnes).toEqual(Array.from({ length: 12 }, () => 200));
    const guesses: number[] = [];
    for (let attempt = 12; attempt < 23; attempt += 1) guesses.push((await login(`guess ${attempt}`, attempt)).statusCode);
    expect(guesses).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
  });

  it('rejects expired, tampered, unsigned (alg none) and wrong-type tokens', async () => {
    const user = await userWithSession(test.app, test.db);
    expect((await me(user.bearer)).statusCode).toBe(200);
    const [header, payload, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const key = accessTokenKey(test.config.secret);

    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${signature}`;
    const none = new UnsecuredJWT({ ...claims }).encode();
    const expired = await new SignJWT({ sid: claims.sid, typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('cicerone').setIssuedAt(claims.iat - 3600).setExpirationTime(claims.iat - 60).sign(key);
    const wrongType = await new SignJWT({ sid: claims.sid, typ: 'refresh' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('cicerone').setIssuedAt().setExpirationTime('5m').sign(key);
    const otherKey = await new SignJWT({ sid: claims.sid, typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('cicerone').setIssuedAt().setExpirationTime('5m').sign(new Uint8Array(32));
    for (const token of [tampered, none, expired, wrongType, otherKey, user.refreshToken, 'garbage']) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_token');
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/me' })).json().code).toBe('unauthorized');
  });

  it('rotates refresh tokens and revokes the whole session when an old one comes back', async () => {
    const user = await userWithSession(test.app, test.db);
    const refresh = (refreshToken: string) => test.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refreshToken } });
    const first = await refresh(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh_token).not.toBe(user.refreshToken);
    expect((await me(`Bearer ${next.access_token}`)).statusCode).toBe(200);

    // The token just used, presented again at once: a race between two tabs, answered with the same successor.
    const racing = await refresh(user.refreshToken);
    expect(racing.statusCode).toBe(200);
    expect(racing.json().refresh_token).toBe(next.refresh_token);
    // The same token after the leeway: reuse, and the session dies (the newest tokens too).
    await test.db.execute(`update refresh_token set used_at = now() - interval '1 minute' where used_at is not null`);
    const reused = await refresh(user.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await me(`Bearer ${next.access_token}`)).statusCode).toBe(401);
  });

  it('answers ten parallel refreshes of one token with one successor: one live chain, which a reuse past the leeway ends', async () => {
    const user = await userWithSession(test.app, test.db);
    const refresh = (refreshToken: string) => test.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refreshToken } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(user.refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((answer) => answer.json<{ refresh_token: string }>().refresh_token));
    expect(successors.size).toBe(1);
    const [successor = ''] = successors;
    // The chain goes on from its one successor; the original, presented after the leeway, ends it.
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    await test.db.execute(`update refresh_token set used_at = now() - interval '1 minute' where used_at is not null`);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.json<{ refresh_token: string }>().refresh_token)).statusCode).toBe(401);
  });

  it('reads the cookie when the body has no refresh token, and a cookie-only session works on /api/me', async () => {
    const user = await insertUser(test.db);
    const loginResponse = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: testPassword } });
    const cookies = Object.fromEntries(loginResponse.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect((await test.app.inject({ method: 'GET', url: '/api/me', cookies: { access_token: cookies.access_token ?? '' } })).statusCode).toBe(200);
    const refresh = (origin: string) => test.app.inject({ method: 'POST', url: '/api/user/refresh-token', cookies: { refresh_token: cookies.refresh_token ?? '' }, headers: { origin } });
    // A cookie-carrying write from another site is refused before it is read (CSRF).
    expect((await refresh('https://evil.example')).statusCode).toBe(403);
    const rotated = await refresh(test.config.publicUrl);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toBe(rotated.json().refresh_token);
  });

  it('logout ends every session of the account; a password change ends the others', async () => {
    const user = await insertUser(test.db);
    const [laptop, phone, tablet] = await Promise.all([login(test.app, user.email), login(test.app, user.email), login(test.app, user.email)]);
    const change = await test.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: { authorization: `Bearer ${laptop.access_token}` },
      payload: { currentPassword: testPassword, password: 'a brand new password', confirmPassword: 'a brand new password' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(`Bearer ${laptop.access_token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${phone.access_token}`)).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refreshToken: tablet.refresh_token } })).statusCode).toBe(401);
    expect((await newestMail(user.email))?.template).toBe('password-changed');

    const second = await login(test.app, user.email, 'a brand new password');
    const logout = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${laptop.access_token}` } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.every((cookie) => cookie.value === '')).toBe(true);
    expect((await me(`Bearer ${laptop.access_token}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${second.access_token}`)).statusCode).toBe(401);
  });

  it('limits sign-ups per IP and password-change guesses per account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '192.0.2.77',
        payload: { firstName: 'Bot', lastName: String(attempt), email: `bot-${attempt}@example.com`, password: 'long enough' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 201), 429]);

    const user = await userWithSession(test.app, test.db);
    const guess = (currentPassword: string) =>
      test.app.inject({ method: 'PUT', url: '/api/me/password', headers: { authorization: user.bearer }, payload: { currentPassword, password: 'another password' } });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess(`guess ${attempt}`)).statusCode).toBe(400);
    const blocked = await guess(testPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('refuses a wrong current password without changing anything', async () => {
    const user = await userWithSession(test.app, test.db);
    const response = await test.app.inject({ method: 'PUT', url: '/api/me/password', headers: { authorization: user.bearer }, payload: { currentPassword: 'not it', password: 'another password' } });
    expect(response.json().code).toBe('wrong_password');
    await login(test.app, user.email, testPassword);
  });
});

describe('forgotten password', () => {
  it('answers alike for known and unknown addresses, throttles, and resets once within the hour', async () => {
    const user = await userWithSession(test.app, test.db, { email: 'forgot@example.com' });
    const ask = (email: string) => test.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const known = await ask(user.email);
    const unknown = await ask('stranger@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    const tooSoon = await ask(user.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('stranger@example.com')).statusCode).toBe(429);

    const mail = await newestMail(user.email);
    expect(mail?.template).toBe('reset-password');
    const token = tokenIn(mail?.text ?? '');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const reset = (password: string) => test.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } });
    expect((await reset('short')).statusCode).toBe(400);
    expect((await reset('reset and renewed')).statusCode).toBe(200);
    expect((await reset('reset once more')).json().code).toBe('link_invalid');
    expect((await me(user.bearer)).statusCode).toBe(401);
    await login(test.app, user.email, 'reset and renewed');
  });

  it('refuses an expired link', async () => {
    const user = await insertUser(test.db, { email: 'late@example.com' });
    await test.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await test.db.update(accountToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountToken.userId, user.id));
    const mail = await newestMail(user.email);
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenIn(mail?.text ?? ''), password: 'too late now' } });
    expect(response.json().code).toBe('link_invalid');
  });
});
