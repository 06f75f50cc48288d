import type { Executor } from '@cicerone/db/client';
import { AppError } from '@cicerone/core/errors';
import { countryExists, currencyExists } from './account-queries.ts';

/** A country the reference table knows (ISO2, upper case), else invalid_country: the forms pick from that list. */
export async function assertKnownCountry(db: Executor, iso2: string): Promise<void> {
  if (!(await countryExists(db, iso2))) throw new AppError('invalid_country');
}

/** Any ISO 4217 currency of the currency table (payouts may be in one the shop does not sell in). */
export async function assertKnownCurrency(db: Executor, code: string): Promise<void> {
  if (!(await currencyExists(db, code))) throw new AppError('invalid_currency');
}
