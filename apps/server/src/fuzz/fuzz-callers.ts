import { roles } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { insertUser } from '../test/accounts-factory.ts';

/** The kinds of caller of the role-matrix test: the fuzz sends every case as each of them. */
export const callers = ['visitor', 'customer', 'otherCustomer', 'agent', 'guide', 'admin'] as const;
export type Caller = (typeof callers)[number];
export type CallerAccounts = Record<Exclude<Caller, 'visitor'>, { id: string; email: string }>;

/** One account for each kind of caller but the visitor. */
export async function insertCallers(db: Database): Promise<CallerAccounts> {
  return {
    customer: await insertUser(db),
    otherCustomer: await insertUser(db),
    agent: await insertUser(db, { isPro: true, accountType: 'business', businessStatus: 'validated' }),
    guide: await insertUser(db, { role: roles.guide }),
    admin: await insertUser(db, { role: roles.admin }),
  };
}
