import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { address } from '@cicerone/db/schema/accounts';
import type { Address, AddressInput } from '@cicerone/core/contracts/account-addresses';
import { AppError } from '@cicerone/core/errors';
import { assertKnownCountry } from './reference-checks.ts';
import { primaryChoice } from './primary-choice.ts';

type AddressRow = typeof address.$inferSelect;

function toAddress(row: AddressRow): Address {
  return {
    uuid: row.id,
    activated: row.activated,
    isPrimary: row.isPrimary,
    street: row.street,
    streetComplementary: row.streetComplementary,
    zip: row.zip,
    state: row.state,
    city: row.city,
    country: row.country,
    companyName: row.companyName,
  };
}

/**
 * A person's postal addresses (spec §3 Address, §4). Removing one deactivates it (bookings and
 * invoices may point to it). An account with addresses always has exactly one primary: the
 * first address becomes primary, and removing the primary promotes the newest remaining one,
 * so checkout always has an address to prefill. Ownership is part of every query: another
 * person's address id is as unknown as a made-up one (address_not_found).
 */
export function addressService(db: Database) {
  const primary = primaryChoice(db, address);

  return {
    /** Active addresses, the primary first, then the newest. */
    async list(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(address)
        .where(and(eq(address.userId, userId), eq(address.activated, true)))
        .orderBy(desc(address.isPrimary), desc(address.createdAt), desc(address.id));
      return rows.map(toAddress);
    },

    /** A new address; the account's first one becomes primary. */
    async create(userId: string, input: AddressInput): Promise<Address> {
      await assertKnownCountry(db, input.country);
      return primary.locked(userId, async (tx) => {
        const isPrimary = !(await primary.hasPrimary(tx, userId));
        const [row] = await tx
          .insert(address)
          .values({ ...input, userId, isPrimary })
          .returning();
        if (!row) throw new Error('address insert returned nothing');
        return toAddress(row);
      });
    },

    async edit(userId: string, addressId: string, input: AddressInput): Promise<Address> {
      await assertKnownCountry(db, input.country);
      const [row] = await db.update(address).set(input).where(primary.ownedActive(userId, addressId)).returning();
      if (!row) throw new AppError('address_not_found');
      return toAddress(row);
    },

    async remove(userId: string, addressId: string): Promise<void> {
      await primary.locked(userId, async (tx) => {
        if (!(await primary.deactivate(tx, userId, addressId))) throw new AppError('address_not_found');
      });
    },

    async setPrimary(userId: string, addressId: string): Promise<Address> {
      return primary.locked(userId, async (tx) => {
        if (!(await primary.makePrimary(tx, userId, addressId))) throw new AppError('address_not_found');
        const [row] = await tx.select().from(address).where(eq(address.id, addressId));
        if (!row) throw new AppError('address_not_found');
        return toAddress(row);
      });
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
