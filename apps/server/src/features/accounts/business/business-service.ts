import { randomInt } from 'node:crypto';
import type { Database } from '@cicerone/db/client';
import { agentDiscountPercent, type BusinessStatus } from '@cicerone/core/accounts/business';
import { AppError } from '@cicerone/core/errors';
import type { Me } from '@cicerone/core/contracts/accounts';
import { mailReader, type MailQueue } from '../mail-queue.ts';
import { toMe } from '../me.ts';
import { findUserByEmail, updateUser } from '../account-queries.ts';
import { changedFields, recordAdminAction } from '../../admin-actions/admin-action-log.ts';
import type { UserRow } from '../account-queries.ts';
import { businessAccountsPage, insertAgentCode, lockUser, pendingBusinessQueue } from './business-queries.ts';

/** Letters and digits nobody misreads on a phone or in print (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function agentPromoCode(): string {
  let code = 'AGENT-';
  for (let index = 0; index < 8; index += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

export const businessPageSize = 20;

/** What validating an account changes, as its audit line keeps it (requirements §back-office.audit). */
const validationFields = (user: UserRow) => ({
  isPro: user.isPro,
  businessStatus: user.businessStatus,
  businessValidatedAt: user.businessValidatedAt?.toISOString() ?? null,
  accountManagerId: user.accountManagerId,
});

/** Business accounts wait for the team (requirements §audiences.business: within 24 hours); validation makes them travel agents. */
export function businessService(db: Database, { mail, clock = () => new Date() }: { mail: MailQueue; clock?: () => Date }) {
  return {
    async list(status: BusinessStatus, page: number) {
      const { rows, total: totalItems } = await businessAccountsPage(db, status, page, businessPageSize);
      return {
        accounts: rows.map((row) => ({ ...toMe(row), createdAt: row.createdAt.toISOString() })),
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / businessPageSize)),
        currentPage: page,
      };
    },

    /**
     * Validates a pending business account whose address is verified: isPro, a personal 10% code,
     * and the mail that sends it — all or nothing, and only once even if two admins click together.
     */
    /** `adminUserId` validates it: the admin action log records who (requirements §back-office.work). */
    async validate(userId: string, adminUserId: string): Promise<{ user: Me; promoCode: string }> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) throw new AppError('user_not_found');
        if (user.accountType !== 'business' || user.businessStatus !== 'pending') throw new AppError('business_not_pending');
        if (!user.emailVerifiedAt) throw new AppError('email_not_verified');
        // The validating admin becomes the account's manager: /contact-pro writes to them (decision 0024).
        const validated = await updateUser(tx, userId, { isPro: true, businessStatus: 'validated', businessValidatedAt: clock(), accountManagerId: adminUserId, updatedAt: clock() });
        if (!validated) throw new AppError('user_not_found');
        let code = agentPromoCode();
        // 31^8 codes: a collision is astronomically rare, but a retry costs nothing.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          if (await insertAgentCode(tx, { code, ownerUserId: userId, percentOff: agentDiscountPercent })) break;
          code = agentPromoCode();
        }
        const me = toMe(validated);
        await mail.enqueue(tx, { ...mailReader(validated), template: 'business-validated', data: { name: validated.firstName, promoCode: code } });
        await recordAdminAction(tx, {
          adminUserId,
          action: 'business_account.validated',
          subjectType: 'user',
          subjectId: userId,
          detail: { email: validated.email, promoCode: code },
          ...changedFields(validationFields(user), validationFields(validated)),
        });
        return { user: me, promoCode: code };
      });
    },

    /** The accounts waiting for a person, for the dashboard (requirements §back-office.dashboard). */
    queue: () => pendingBusinessQueue(db),

    async userByEmail(email: string): Promise<Me> {
      const row = await findUserByEmail(db, email);
      if (!row) throw new AppError('user_not_found');
      return toMe(row);
    },
  };
}
