import { and, asc, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { bankInformation } from '@cicerone/db/schema/orders';
import { currency, exchangeRate, language } from '@cicerone/db/schema/reference';
import { exchangeRateOverride, exchangeRateRefresh, type RateRefreshOutcome } from '@cicerone/db/schema/settings';

/** The settings' reads and writes (requirements §back-office.settings); no rules here, only SQL. */

export const selectLanguages = (db: Executor) => db.select().from(language).orderBy(asc(language.position));

export const selectCurrencies = (db: Executor) => db.select().from(currency).orderBy(desc(currency.isDefault), asc(currency.code));

/** The newest stored rate of every currency, with its source (the job's, or the seed's). */
export const selectNewestRates = (db: Executor) =>
  db
    .selectDistinctOn([exchangeRate.currency], { currency: exchangeRate.currency, rate: exchangeRate.rate, rateDate: exchangeRate.rateDate, source: exchangeRate.source })
    .from(exchangeRate)
    .orderBy(exchangeRate.currency, desc(exchangeRate.rateDate));

export async function selectNewestRate(db: Executor, code: string) {
  const [row] = await db.select({ rate: exchangeRate.rate }).from(exchangeRate).where(eq(exchangeRate.currency, code)).orderBy(desc(exchangeRate.rateDate)).limit(1);
  return row ?? null;
}

export const selectOverrides = (db: Executor) =>
  db
    .select({ currency: exchangeRateOverride.currency, rate: exchangeRateOverride.rate, setAt: exchangeRateOverride.setAt, setByEmail: appUser.email })
    .from(exchangeRateOverride)
    .innerJoin(appUser, eq(appUser.id, exchangeRateOverride.setBy));

export const selectBankInformation = (db: Executor) => db.select().from(bankInformation);

export async function selectLastRefresh(db: Executor) {
  const [row] = await db.select().from(exchangeRateRefresh).orderBy(desc(exchangeRateRefresh.day)).limit(1);
  return row ?? null;
}

/** The row locked for the change, so two admins' changes of one row are applied one after the other. */
export async function lockLanguage(tx: Executor, code: string) {
  const [row] = await tx.select().from(language).where(eq(language.code, code)).for('update');
  return row ?? null;
}

export async function lockCurrency(tx: Executor, code: string) {
  const [row] = await tx.select().from(currency).where(eq(currency.code, code)).for('update');
  return row ?? null;
}

/** How many others stay offered: checked under the lock of all the table's activated rows. */
export async function otherActivatedLanguages(tx: Executor, code: string): Promise<number> {
  await tx.select({ code: language.code }).from(language).where(eq(language.activated, true)).for('update');
  const [row] = await tx.select({ n: count() }).from(language).where(and(eq(language.activated, true), ne(language.code, code)));
  return row?.n ?? 0;
}

export async function otherActivatedCurrencies(tx: Executor, code: string): Promise<number> {
  await tx.select({ code: currency.code }).from(currency).where(eq(currency.activated, true)).for('update');
  const [row] = await tx.select({ n: count() }).from(currency).where(and(eq(currency.activated, true), ne(currency.code, code)));
  return row?.n ?? 0;
}

export const setLanguageActivated = (tx: Executor, code: string, activated: boolean) => tx.update(language).set({ activated }).where(eq(language.code, code));

export const setCurrencyActivated = (tx: Executor, code: string, activated: boolean) => tx.update(currency).set({ activated }).where(eq(currency.code, code));

export async function hasStoredRate(tx: Executor, code: string): Promise<boolean> {
  const [rate] = await tx.select({ currency: exchangeRate.currency }).from(exchangeRate).where(eq(exchangeRate.currency, code)).limit(1);
  const [override] = await tx.select({ currency: exchangeRateOverride.currency }).from(exchangeRateOverride).where(eq(exchangeRateOverride.currency, code));
  return Boolean(rate ?? override);
}

export async function lockOverride(tx: Executor, code: string) {
  const [row] = await tx.select().from(exchangeRateOverride).where(eq(exchangeRateOverride.currency, code)).for('update');
  return row ?? null;
}

export async function upsertOverride(tx: Executor, values: { currency: string; rate: string; setBy: string; setAt: Date }) {
  await tx
    .insert(exchangeRateOverride)
    .values(values)
    .onConflictDoUpdate({ target: exchangeRateOverride.currency, set: { rate: values.rate, setBy: values.setBy, setAt: values.setAt } });
}

export const deleteOverride = (tx: Executor, code: string) => tx.delete(exchangeRateOverride).where(eq(exchangeRateOverride.currency, code));

export async function lockBankInformation(tx: Executor, code: string) {
  const [row] = await tx.select().from(bankInformation).where(eq(bankInformation.currency, code)).for('update');
  return row ?? null;
}

export async function upsertBankInformation(tx: Executor, values: typeof bankInformation.$inferInsert) {
  const { accountHolder, bankName, iban, bic } = values;
  await tx.insert(bankInformation).values(values).onConflictDoUpdate({ target: bankInformation.currency, set: { accountHolder, bankName, iban, bic } });
}

/**
 * Claims `day` for one refresh: inserted, or taken over when the day's earlier try failed (or died)
 * more than `retryBefore` ago. Only one of several processes gets the row back; the others do nothing.
 */
export async function claimRefreshDay(db: Executor, day: string, now: Date, retryBefore: Date): Promise<boolean> {
  const claimed = await db
    .insert(exchangeRateRefresh)
    .values({ day, attemptedAt: now, outcome: 'running' })
    .onConflictDoUpdate({
      target: exchangeRateRefresh.day,
      set: { attemptedAt: now, outcome: 'running', detail: '' },
      setWhere: and(ne(exchangeRateRefresh.outcome, 'stored'), lt(exchangeRateRefresh.attemptedAt, retryBefore)),
    })
    .returning({ day: exchangeRateRefresh.day });
  return claimed.length > 0;
}

export const finishRefreshDay = (db: Executor, day: string, outcome: RateRefreshOutcome, detail: string) =>
  db.update(exchangeRateRefresh).set({ outcome, detail }).where(eq(exchangeRateRefresh.day, day));

/** The source's rates of one date; a second refresh of the same date writes the same rows again. */
export async function storeRates(tx: Executor, date: string, source: string, rates: readonly { currency: string; rate: string }[]) {
  await tx
    .insert(exchangeRate)
    .values(rates.map((rate) => ({ currency: rate.currency, rateDate: date, rate: rate.rate, source })))
    .onConflictDoUpdate({ target: [exchangeRate.currency, exchangeRate.rateDate], set: { rate: sql`excluded.rate`, source: sql`excluded.source` } });
}

