import type { Database, Executor } from '@cicerone/db/client';
import type { Locale } from '@cicerone/core/locales';
import { AppError } from '@cicerone/core/errors';
import { guideFormInProgress, roles } from '@cicerone/core/roles';
import type { Me, RegisterBody } from '@cicerone/core/contracts/accounts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { mailReader, type MailQueue } from './mail-queue.ts';
import { hashPassword, unknownUserHash, verifyPassword } from './passwords.ts';
import { randomToken, tokenHash } from './sessions/tokens.ts';
import type { SessionService, SessionTokens, SessionUser } from './sessions/session-service.ts';
import { recordLogin, type LoginRequestInfo } from './sessions/login-history.ts';
import { toMe, userById, type UserRow } from './me.ts';
import {
  consumeAccountToken,
  findUserByEmail,
  insertAccountToken,
  insertUser,
  markEmailVerified,
  retireAccountTokens,
  updateUser,
  type AccountTokenPurpose,
  type NewUser,
} from './account-queries.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';

/** What opening an account takes: its columns, with the password in clear (hashed here, never stored). */
export type NewAccount = Omit<NewUser, 'passwordHash'> & { password: string };

/**
 * What other slices may change on an account: the back office its role and whether it is
 * deactivated, a guide's application its photo. The password, the address and the rest change
 * only through this slice's own steps, which check what they need.
 */
export type AccountChange = Partial<Pick<NewUser, 'role' | 'deactivatedAt' | 'picture'>>;

/** A reset link works for one hour (requirements §rules.security); a verification link for a week. */
const resetTokenMs = 60 * 60 * 1000;
const verifyTokenMs = 7 * 24 * 60 * 60 * 1000;

/** Abuse limits (requirements §rules.security): generous for people, useless for scripts. */
export const accountLimits = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Guessing the current password from a stolen session is as limited as guessing it at login. */
  passwordChangePerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** 'Wait before retrying' (requirements §errors): one reset mail a minute per address. */
  resetPerAccount: { limit: 1, windowSeconds: 60 },
} as const;

export interface LoggedIn {
  tokens: SessionTokens;
  user: Me;
  sessionId: string;
}

interface Dependencies {
  sessions: SessionService;
  mail: MailQueue;
  limits: RateLimiter;
  clock?: () => Date;
}

export function accountService(db: Database, { sessions, mail, limits, clock = () => new Date() }: Dependencies) {
  // A page of the site with its token; the mail adds the reader's language and currency (mail/render.ts).
  const link = (page: string, token: string) => `/${page}?token=${encodeURIComponent(token)}`;

  async function issueToken(executor: Executor, userId: string, purpose: AccountTokenPurpose, validMs: number): Promise<string> {
    const token = randomToken();
    await insertAccountToken(executor, { tokenHash: tokenHash(token), userId, purpose, expiresAt: new Date(clock().getTime() + validMs) });
    return token;
  }

  /** Marks a mailed token used and says whose it was; null when unknown, used, expired or of another purpose. */
  function consumeToken(executor: Executor, token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    return consumeAccountToken(executor, tokenHash(token), purpose, clock());
  }

  async function startSession(executor: Executor, userId: string, info: LoginRequestInfo): Promise<{ sessionId: string; tokens: SessionTokens }> {
    const started = await sessions.start(userId, executor);
    await recordLogin(executor, userId, info);
    return started;
  }

  /**
   * Opens an account and logs it in: the verification link goes by mail, and `within` adds what
   * the kind of account needs, all in one transaction.
   */
  async function open(fields: NewAccount, context: LoginRequestInfo, within: (tx: Executor, user: UserRow) => Promise<void>): Promise<LoggedIn> {
    const { password, ...columns } = fields;
    const passwordHash = await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        const user = await insertUser(tx, { ...columns, passwordHash });
        const token = await issueToken(tx, user.id, 'verify_email', verifyTokenMs);
        await mail.enqueue(tx, { ...mailReader(user), template: 'verify-email', data: { name: user.firstName, link: link('verify-email', token) } });
        await within(tx, user);
        const { sessionId, tokens } = await startSession(tx, user.id, context);
        return { tokens, user: toMe(user), sessionId };
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides, the loser is told.
      if (isUniqueViolation(error)) throw new AppError('email_taken');
      throw error;
    }
  }

  return {
    /** Another slice's change to an account, in that slice's transaction; the account as it now is. */
    async change(executor: Executor, userId: string, values: AccountChange): Promise<UserRow> {
      const row = await updateUser(executor, userId, { ...values, updatedAt: clock() });
      if (!row) throw new AppError('user_not_found');
      return row;
    },

    /**
     * A new individual or business account, logged in at once (an unverified account may book);
     * the verification link goes by mail, and a business account waits for an admin.
     */
    async register(body: RegisterBody, context: LoginRequestInfo & { locale: Locale; currency: string; caller: SessionUser | null }): Promise<LoggedIn> {
      await limits.hit([{ key: `sign-up:ip:${context.ip}`, ...accountLimits.signUpPerIp }]);
      const business = body.accountType === 'business';
      const existing = await findUserByEmail(db, body.email);
      // Guides are recruited, never sold agent prices: their business sign-up is pointed to /recruitment.
      if (business && (existing?.role === roles.guide || context.caller?.role === roles.guide)) throw new AppError('guide_business_refused');
      if (existing) throw new AppError('email_taken');
      return open(
        {
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          accountType: body.accountType,
          businessKind: business ? (body.businessKind ?? null) : null,
          businessStatus: business ? 'pending' : null,
          companyName: body.companyName ?? null,
          vatNumber: body.vatNumber ?? null,
          taxNumber: body.taxNumber ?? null,
          phone: body.phone ?? null,
          locale: body.locale ?? context.locale,
          currency: body.currency ?? context.currency,
        },
        context,
        async (tx, user) => {
          if (business) await mail.enqueue(tx, { ...mailReader(user), template: 'business-received', data: { name: user.firstName } });
        },
      );
    },

    /**
     * A guide's account (requirements §screens.recruitment /recruitment step 1): role 3 with the status the spec names for a
     * form in progress, opened and logged in like any other; `within` writes the application in
     * the same transaction, so there is never an account without its application.
     */
    async registerGuide(
      fields: Omit<NewAccount, 'role' | 'status' | 'accountType'>,
      context: LoginRequestInfo & { ip: string },
      within: (tx: Executor, user: UserRow) => Promise<void>,
    ): Promise<LoggedIn> {
      await limits.hit([{ key: `sign-up:ip:${context.ip}`, ...accountLimits.signUpPerIp }]);
      if (await findUserByEmail(db, fields.email)) throw new AppError('email_taken');
      return open({ ...fields, role: roles.guide, status: guideFormInProgress, accountType: 'individual' }, context, within);
    },

    async login(email: string, password: string, info: LoginRequestInfo): Promise<LoggedIn> {
      const perAccount = { key: `login:account:${email}`, ...accountLimits.loginPerAccount };
      await limits.hit([{ key: `login:ip:${info.ip}`, ...accountLimits.loginPerIp }, perAccount]);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? unknownUserHash, password);
      if (!user || !valid) throw new AppError('invalid_credentials');
      // Said only to whoever knows the password: a deactivated account is not revealed to guessers.
      if (user.deactivatedAt) throw new AppError('account_deactivated');
      // The account's limit is against guessing its password: a right one does not use it up (the
      // owner signing in on several devices, or an admin many times a day, is never locked out).
      await limits.forgive(perAccount);
      return db.transaction(async (tx) => {
        const { sessionId, tokens } = await startSession(tx, user.id, info);
        return { tokens, user: toMe(user), sessionId };
      });
    },

    /** Logging out ends this session and every other one of the account (requirements §lifecycles.session). */
    async logout(user: SessionUser): Promise<void> {
      await sessions.revokeAll(user.id, 'logout');
    },

    async me(userId: string): Promise<Me> {
      return toMe(await userById(db, userId));
    },

    async verifyEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, token, 'verify_email');
        if (!userId) throw new AppError('link_invalid');
        await markEmailVerified(tx, userId, clock());
      });
    },

    async resendVerification(user: SessionUser, ip: string): Promise<void> {
      await limits.hit([{ key: `verify:account:${user.id}`, ...accountLimits.resetPerAccount }, { key: `verify:ip:${ip}`, ...accountLimits.resetPerIp }]);
      const row = await userById(db, user.id);
      if (row.emailVerifiedAt) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, row.id, 'verify_email', verifyTokenMs);
        await mail.enqueue(tx, { ...mailReader(row), template: 'verify-email', data: { name: row.firstName, link: link('verify-email', token) } });
      });
    },

    /**
     * Mails a reset link when the address has an account. The answer, the time taken and the
     * throttle are the same for unknown addresses, so nobody learns who has an account.
     */
    async forgotPassword(email: string, context: { ip: string; locale: Locale }): Promise<void> {
      await limits.hit([
        { key: `reset:account:${email}`, ...accountLimits.resetPerAccount },
        { key: `reset:ip:${context.ip}`, ...accountLimits.resetPerIp },
      ]);
      const user = await findUserByEmail(db, email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user.id, 'reset_password', resetTokenMs);
        await mail.enqueue(tx, { ...mailReader(user), template: 'reset-password', data: { name: user.firstName, link: link('reset-password', token), validHours: resetTokenMs / 3_600_000 } });
      });
    },

    /** A new password from a mailed link: the link dies, and so does every session of the account. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, token, 'reset_password');
        if (!userId) throw new AppError('link_invalid');
        // Proving the mailbox is also proving the address.
        const user = await updateUser(tx, userId, { passwordHash, updatedAt: clock() });
        if (!user) throw new AppError('link_invalid');
        if (!user.emailVerifiedAt) await updateUser(tx, userId, { emailVerifiedAt: clock() });
        await retireAccountTokens(tx, userId, 'reset_password', clock());
        await sessions.revokeAll(userId, 'password_reset', { executor: tx });
        await mail.enqueue(tx, { ...mailReader(user), template: 'password-changed', data: { name: user.firstName } });
      });
    },

    /** Changing the password keeps this session and ends all the others. */
    async changePassword(user: SessionUser, currentPassword: string, password: string): Promise<void> {
      await limits.hit([{ key: `password-change:account:${user.id}`, ...accountLimits.passwordChangePerAccount }]);
      const row = await userById(db, user.id);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) throw new AppError('wrong_password');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, updatedAt: clock() });
        await sessions.revokeAll(user.id, 'password_changed', { except: user.sessionId, executor: tx });
        await mail.enqueue(tx, { ...mailReader(row), template: 'password-changed', data: { name: row.firstName } });
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
