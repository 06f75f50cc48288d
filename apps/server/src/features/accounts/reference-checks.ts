import { eq } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { country, currency } from '@cicerone/db/schema/reference';
import { AppError } from '@cicerone/core/errors';

/** A country the reference table knows (ISO2, upper case), else invalid_country: the forms pick from that list. */
export async function assertKnownCountry(db: Executor, iso2: string): Promise<void> {
  const [row] = await db.select({ id: country.id }).from(country).where(eq(country.iso2, iso2));
  if (!row) throw new AppError('invalid_country');
}

/** Any ISO 4217 currency of the currency table (payouts may be in one the shop does not sell in). */
export async function assertKnownCurrency(db: Executor, code: string): Promise<void> {
  const [row] = await db.select({ code: currency.code }).from(currency).where(eq(currency.code, code));
  if (!row) throw new AppError('invalid_currency');
}
