import type { Database } from '@cicerone/db/client';
import type { Address, AddressInput } from '@cicerone/core/contracts/account-addresses';
import { AppError } from '@cicerone/core/errors';
import { assertKnownCountry } from './reference-checks.ts';
import { withAccountLock } from './account-lock.ts';
import { activeAddresses, findAddress, insertAddress, primaryAddress as primary, updateOwnAddress, type AddressRow } from './address-queries.ts';

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
 * A person's postal addresses (requirements §screens.account Address, §lifecycles.addresses). Removing one deactivates it (bookings and
 * invoices may point to it). An account with addresses always has exactly one primary: the
 * first address becomes primary, and removing the primary promotes the newest remaining one,
 * so checkout always has an address to prefill. Ownership is part of every query: another
 * person's address id is as unknown as a made-up one (address_not_found).
 */
export function addressService(db: Database) {
  return {
    /** Active addresses, the primary first, then the newest. */
    async list(userId: string): Promise<Address[]> {
      return (await activeAddresses(db, userId)).map(toAddress);
    },

    /** A new address; the account's first one becomes primary. */
    async create(userId: string, input: AddressInput): Promise<Address> {
      await assertKnownCountry(db, input.country);
      return withAccountLock(db, userId, async (tx) => {
        const isPrimary = !(await primary.hasPrimary(tx, userId));
        return toAddress(await insertAddress(tx, userId, input, isPrimary));
      });
    },

    async edit(userId: string, addressId: string, input: AddressInput): Promise<Address> {
      await assertKnownCountry(db, input.country);
      const row = await updateOwnAddress(db, userId, addressId, input);
      if (!row) throw new AppError('address_not_found');
      return toAddress(row);
    },

    async remove(userId: string, addressId: string): Promise<void> {
      await withAccountLock(db, userId, async (tx) => {
        if (!(await primary.deactivate(tx, userId, addressId))) throw new AppError('address_not_found');
      });
    },

    async setPrimary(userId: string, addressId: string): Promise<Address> {
      return withAccountLock(db, userId, async (tx) => {
        if (!(await primary.makePrimary(tx, userId, addressId))) throw new AppError('address_not_found');
        const row = await findAddress(tx, addressId);
        if (!row) throw new AppError('address_not_found');
        return toAddress(row);
      });
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
