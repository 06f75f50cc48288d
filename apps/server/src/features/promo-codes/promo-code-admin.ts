import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import { rulesProblems, type AdminPromoCode, type AdminPromoCodes, type AdminPromoCodesQuery, type PromoCodeChangeBody, type PromoCodeCreateBody } from '@cicerone/core/contracts/admin-promo-codes';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { insertPromoCode, lockPromoCode, promoCodePage, updatePromoCode, type PromoCodeFilter, type PromoCodeRow } from './promo-code-admin-queries.ts';

/** The fields an admin sets, as the API and the audit line show them. */
function rulesOf(row: PromoCodeRow) {
  return {
    percentOff: row.percentOff,
    amountOffEurCents: row.amountOffEurCents,
    activated: row.activated,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    tourIds: row.tourIds,
    categoryIds: row.categoryIds,
  };
}

function shaped(row: PromoCodeRow & { uses: number }): AdminPromoCode {
  return { code: row.code, kind: row.kind, ...rulesOf(row), uses: row.uses, createdAt: row.createdAt.toISOString() };
}

/** A change that breaks a rule between fields (both a percentage and an amount…) is refused naming the field. */
function refuseBrokenRules(rules: Parameters<typeof rulesProblems>[0]): void {
  const [problem] = rulesProblems(rules);
  if (problem) throw new AppError('validation_failed', { field: problem.path });
}

/**
 * The back office's promo codes (requirements §back-office.promo-codes, decision 0034). Checkout enforces them
 * (checkout/promo-code.ts through priceOrder); this keeps them. Every write is one transaction
 * with its one audit line holding the fields before and after.
 */
export function promoCodeAdmin(db: Database) {
  async function page(filter: PromoCodeFilter, query: Pick<AdminPromoCodesQuery, 'sort' | 'dir' | 'page'>): Promise<AdminPromoCodes> {
    const { rows, totalItems } = await promoCodePage(db, filter, query, adminPageSize, (query.page - 1) * adminPageSize);
    return { promoCodes: rows.map(shaped), totalItems, totalPages: Math.max(1, Math.ceil(totalItems / adminPageSize)), currentPage: query.page };
  }

  async function one(code: string): Promise<AdminPromoCode> {
    const [found] = (await page({ code }, { sort: 'createdAt', dir: 'desc', page: 1 })).promoCodes;
    if (!found) throw new AppError('not_found');
    return found;
  }

  return {
    /** Codes starting with `q` (any case), active or not, sorted by one column. */
    list(query: AdminPromoCodesQuery): Promise<AdminPromoCodes> {
      return page({ prefix: query.q || undefined, activated: query.status === undefined ? undefined : query.status === 'active' }, query);
    },

    one,

    /** A new 'discount' code; 409 promo_code_taken when one has this name (any case). */
    async create(adminUserId: string, body: PromoCodeCreateBody): Promise<AdminPromoCode> {
      const { code, ...values } = body;
      try {
        await db.transaction(async (tx) => {
          const row = await insertPromoCode(tx, code, values);
          if (!row) throw new AppError('internal');
          await recordAdminAction(tx, { adminUserId, action: 'promo_code.created', subjectType: 'promo_code', subjectId: code, ...changedFields({}, rulesOf(row)) });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('promo_code_taken');
        throw error;
      }
      return one(code);
    },

    /**
     * Changes a code's rules (deactivating it is `activated: false`). An agent's personal code
     * keeps its owner and its percentage: only its activation changes here. Checkouts already
     * holding the code's row finish first; the next ones see the change.
     */
    async change(adminUserId: string, code: string, change: PromoCodeChangeBody): Promise<{ promoCode: AdminPromoCode; changed: string[] }> {
      const changed = await db.transaction(async (tx) => {
        const before = await lockPromoCode(tx, code);
        if (!before) throw new AppError('not_found');
        if (before.kind === 'agent' && Object.keys(change).some((field) => field !== 'activated')) throw new AppError('validation_failed', { field: 'kind' });
        refuseBrokenRules({ ...rulesOf(before), ...change });
        const after = await updatePromoCode(tx, code, change);
        if (!after) throw new AppError('not_found');
        const fields = changedFields(rulesOf(before), rulesOf(after));
        // One line per save, even one that moved nothing (then empty on both sides): the log shows every write.
        await recordAdminAction(tx, { adminUserId, action: 'promo_code.changed', subjectType: 'promo_code', subjectId: code, ...fields });
        return Object.keys(fields.after);
      });
      return { promoCode: await one(code), changed };
    },
  };
}

export type PromoCodeAdmin = ReturnType<typeof promoCodeAdmin>;
