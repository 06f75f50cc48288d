import { randomUUID } from 'node:crypto';
import type { Database } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { roles, type Role } from '@cicerone/core/roles';
import { hashPassword } from '../features/accounts/passwords.ts';
import type { App } from '../app.ts';

export const testPassword = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Authorization header value for this user's fresh session. */
  bearer: string;
  accessToken: string;
  refreshToken: string;
}

/** An account written straight to the database (hashing once per test file keeps suites fast). */
export async function insertUser(
  db: Database,
  values: { role?: Role; isPro?: boolean; email?: string; verified?: boolean; accountType?: 'individual' | 'business'; businessStatus?: 'pending' | 'validated' | null; firstName?: string; country?: string; status?: string } = {},
): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(testPassword);
  const email = values.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(appUser)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName: values.firstName ?? 'Test',
      country: values.country ?? null,
      lastName: `User ${email.split('@')[0]}`,
      role: values.role ?? roles.customer,
      isPro: values.isPro ?? false,
      accountType: values.accountType ?? 'individual',
      businessStatus: values.businessStatus ?? null,
      status: values.status ?? null,
      emailVerifiedAt: values.verified === false ? null : new Date(),
    })
    .returning({ id: appUser.id, email: appUser.email });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Logs in through the API, as a client would. */
export async function login(app: App, email: string, password = testPassword, ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string; refresh_token: string }>();
}

/** An account of the given kind, logged in. */
export async function userWithSession(app: App, db: Database, values: Parameters<typeof insertUser>[1] = {}): Promise<TestUser> {
  const user = await insertUser(db, values);
  const tokens = await login(app, user.email);
  return { ...user, password: testPassword, bearer: `Bearer ${tokens.access_token}`, accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}
