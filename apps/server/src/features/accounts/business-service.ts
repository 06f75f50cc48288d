import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { appUser, promoCode } from '@cicerone/db/schema/accounts';
import { agentDiscountPercent, type BusinessStatus } from '@cicerone/core/accounts/business';
import { AppError } from '@cicerone/core/errors';
import type { Me } from '@cicerone/core/contracts/accounts';
import { mailReader, type MailQueue } from './mail-queue.ts';
import { toMe } from './me.ts';

/** Letters and digits nobody misreads on a phone or in print (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function agentPromoCode(): string {
  let code = 'AGENT-';
  for (let index = 0; index < 8; index += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

export const businessPageSize = 20;

/** Business accounts wait for the team (spec §1: within 24 hours); validation makes them travel agents. */
export function businessService(db: Database, { mail, clock = () => new Date() }: { mail: MailQueue; clock?: () => Date }) {
  return {
    async list(status: BusinessStatus, page: number) {
      const where = and(eq(appUser.accountType, 'business'), eq(appUser.businessStatus, status));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(appUser)
          .where(where)
          .orderBy(status === 'pending' ? appUser.createdAt : desc(appUser.businessValidatedAt))
          .limit(businessPageSize)
          .offset((page - 1) * businessPageSize),
        db.select({ value: count() }).from(appUser).where(where),
      ]);
      const totalItems = total?.value ?? 0;
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
    async validate(userId: string): Promise<{ user: Me; promoCode: string }> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(appUser).where(eq(appUser.id, userId)).for('update');
        if (!user) throw new AppError('user_not_found');
        if (user.accountType !== 'business' || user.businessStatus !== 'pending') throw new AppError('business_not_pending');
        if (!user.emailVerifiedAt) throw new AppError('email_not_verified');
        const [validated] = await tx
          .update(appUser)
          .set({ isPro: true, businessStatus: 'validated', businessValidatedAt: clock(), updatedAt: clock() })
          .where(eq(appUser.id, userId))
          .returning();
        if (!validated) throw new AppError('user_not_found');
        let code = agentPromoCode();
        // 31^8 codes: a collision is astronomically rare, but a retry costs nothing.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const inserted = await tx
            .insert(promoCode)
            .values({ code, kind: 'agent', ownerUserId: userId, percentOff: agentDiscountPercent })
            .onConflictDoNothing()
            .returning({ code: promoCode.code });
          if (inserted.length > 0) break;
          code = agentPromoCode();
        }
        const me = toMe(validated);
        await mail.enqueue(tx, { ...mailReader(validated), template: 'business-validated', data: { name: validated.firstName, promoCode: code } });
        return { user: me, promoCode: code };
      });
    },

    async userByEmail(email: string): Promise<Me> {
      const [row] = await db.select().from(appUser).where(eq(appUser.email, email));
      if (!row) throw new AppError('user_not_found');
      return toMe(row);
    },
  };
}
