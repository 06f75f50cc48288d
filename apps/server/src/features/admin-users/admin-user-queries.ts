import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@cicerone/core/contracts/admin-users';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';

/**
 * The rows whose `text` starts with `prefix`, as the range of a text_pattern_ops index (byte order):
 * from the prefix to the prefix with its last character's successor. Not LIKE 'q%': with the text
 * bound as a parameter, a reused (generic) plan cannot see its prefix and reads the whole table.
 */
function startingWith(text: SQL | AnyColumn, prefix: string): SQL {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const next = prefix.slice(0, -1) + String.fromCodePoint(last + 1);
  return sql`(${text} ~>=~ ${prefix} and ${text} ~<~ ${next})`;
}

/** What the search reads: e-mail, first and last name in one lower-case text (app_user_search_trgm_idx's expression). */
const searchText = sql`lower(${appUser.email} || ' ' || ${appUser.firstName} || ' ' || ${appUser.lastName})`;

/** Trigrams need three characters: a shorter search cannot use the trigram index. */
const trigramMin = 3;

/**
 * A search, any case, by any part of an e-mail address or a name ('tanaka' finds
 * yuki.tanaka@…): the trigram index turns the infix match into an index scan. One or two characters
 * make no trigram, so they match the start of an e-mail, a last name or 'first last' instead (each
 * its own prefix index, app_user_*_prefix_idx): either way a search reads the rows it finds, not the
 * table.
 */
export function userSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  if ([...lower].length >= trigramMin) return sql`${searchText} like ${`%${lower.replace(/[\\%_]/g, '\\$&')}%`}`;
  if (q.includes('@')) return startingWith(appUser.email, lower);
  return or(startingWith(appUser.email, lower), startingWith(sql`lower(${appUser.lastName})`, lower), startingWith(sql`lower(${appUser.firstName} || ' ' || ${appUser.lastName})`, lower));
}

function filterOf(query: Pick<AdminUsersQuery, 'q' | 'role' | 'status'>): SQL | undefined {
  return and(
    userSearch(query.q),
    query.role === undefined ? undefined : eq(appUser.role, query.role),
    query.status === undefined ? undefined : query.status === 'deactivated' ? isNotNull(appUser.deactivatedAt) : isNull(appUser.deactivatedAt),
  );
}

/** Each order with its tie-breakers, all one way: an index of the same columns reads it forwards or backwards (app_user_*_idx). */
const sortColumns = {
  createdAt: [appUser.createdAt, appUser.id],
  email: [appUser.email],
  name: [appUser.lastName, appUser.firstName, appUser.id],
  role: [appUser.role, appUser.createdAt, appUser.id],
} as const;

export const adminUserFields = {
  id: appUser.id,
  email: appUser.email,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  role: appUser.role,
  deactivatedAt: appUser.deactivatedAt,
  isPro: appUser.isPro,
  coinBalance: appUser.coinBalance,
  createdAt: appUser.createdAt,
};

/** One page of the users list (newest first by default), and how many match. */
export async function userPage(db: Executor, query: AdminUsersQuery, limit: number) {
  const where = filterOf(query);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserFields)
      .from(appUser)
      .where(where)
      .orderBy(...sortColumns[query.sort].map((column) => order(column)))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ total: count() }).from(appUser).where(where),
  ]);
  return { rows, totalItems: total?.total ?? 0 };
}

/** The account, its row locked until the transaction ends: two admins changing it are decided one after the other. */
export async function lockUser(tx: Executor, id: string) {
  const [row] = await tx.select().from(appUser).where(eq(appUser.id, id)).for('update');
  return row ?? null;
}

/**
 * The active super admins, their rows locked: two of them demoting (or deactivating) each other at
 * once are decided one after the other, and the second sees that only one is left.
 */
export async function lockActiveSuperAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.role, 1), isNull(appUser.deactivatedAt)))
    .orderBy(appUser.id)
    .for('update');
  return rows.map((row) => row.id);
}
