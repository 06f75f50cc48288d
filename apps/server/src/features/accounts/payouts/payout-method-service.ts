import type { Database, Executor } from '@cicerone/db/client';
import type { PayoutMethod, PayoutMethodInput } from '@cicerone/core/contracts/account-payouts';
import { bankDetailsProblem } from '@cicerone/core/accounts/bank-details';
import { AppError } from '@cicerone/core/errors';
import { assertKnownCountry, assertKnownCurrency } from '../reference-checks.ts';
import { withAccountLock } from '../account-lock.ts';
import { activePayoutMethods, insertPayoutMethod, primaryPayoutMethod as primary, updatePayoutMethod, type PayoutColumns, type PayoutRow } from './payout-method-queries.ts';

function toPayoutMethod(row: PayoutRow): PayoutMethod {
  return {
    id: row.id,
    kind: row.kind === 'paypal' ? 'paypal' : 'bank_account',
    isPrimary: row.isPrimary,
    paypalEmail: row.paypalEmail,
    accountHolder: row.accountHolder,
    bankCountry: row.bankCountry,
    bankName: row.bankName,
    iban: row.iban,
    accountNumber: row.accountNumber,
    swiftBic: row.swiftBic,
    routingNumber: row.routingNumber,
    branchCode: row.branchCode,
    bankCode: row.bankCode,
    currency: row.currency,
  };
}

/** Every column of a method, those of the other kind null, so editing a bank account into PayPal leaves no stale IBAN. */
function columnsOf(input: PayoutMethodInput): PayoutColumns {
  const none = { paypalEmail: null, accountHolder: null, bankCountry: null, bankName: null, iban: null, accountNumber: null, swiftBic: null, routingNumber: null, branchCode: null, bankCode: null };
  if (input.kind === 'paypal') return { ...none, kind: input.kind, paypalEmail: input.paypalEmail, currency: input.currency ?? null };
  const { kind, ...bank } = input;
  return { ...none, kind, ...bank };
}

/** The country and currency exist, and the IBAN and BIC would receive a transfer. */
async function check(db: Executor, input: PayoutMethodInput): Promise<void> {
  if (input.currency) await assertKnownCurrency(db, input.currency);
  if (input.kind !== 'bank_account') return;
  await assertKnownCountry(db, input.bankCountry);
  const problem = bankDetailsProblem(input);
  if (problem) throw new AppError(problem);
}

/**
 * How a guide is paid (requirements §screens.account payout methods, §lifecycles.addresses): PayPal or a bank account. The first method
 * becomes primary; editing one makes it primary and clears the others; deactivating one removes
 * it from the list (payments already made keep pointing to it), and when it was primary the
 * newest remaining method takes over. Ownership is part of every query (payout_method_not_found).
 */
export function payoutMethodService(db: Database) {
  return {
    /** Active methods, the primary first, then the newest. */
    async list(userId: string): Promise<PayoutMethod[]> {
      return (await activePayoutMethods(db, userId)).map(toPayoutMethod);
    },

    async create(userId: string, input: PayoutMethodInput): Promise<PayoutMethod> {
      await check(db, input);
      return withAccountLock(db, userId, async (tx) => {
        const isPrimary = !(await primary.hasPrimary(tx, userId));
        return toPayoutMethod(await insertPayoutMethod(tx, userId, columnsOf(input), isPrimary));
      });
    },

    /** New details for the method, which becomes the primary one (requirements §lifecycles.addresses). */
    async edit(userId: string, methodId: string, input: PayoutMethodInput): Promise<PayoutMethod> {
      await check(db, input);
      return withAccountLock(db, userId, async (tx) => {
        if (!(await primary.makePrimary(tx, userId, methodId))) throw new AppError('payout_method_not_found');
        const row = await updatePayoutMethod(tx, methodId, columnsOf(input));
        if (!row) throw new AppError('payout_method_not_found');
        return toPayoutMethod(row);
      });
    },

    async deactivate(userId: string, methodId: string): Promise<void> {
      await withAccountLock(db, userId, async (tx) => {
        if (!(await primary.deactivate(tx, userId, methodId))) throw new AppError('payout_method_not_found');
      });
    },
  };
}

export type PayoutMethodService = ReturnType<typeof payoutMethodService>;
