import { and, asc, count, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@cicerone/core/contracts/admin-users';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';

/** What a LIKE pattern reads literally: the user's % and _ are characters, not wildcards. */
const literal = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A search, any case: the start of an e-mail address (app_user_email_prefix_idx), or part of a first or last name. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = literal(q.toLowerCase());
  if (q.includes('@')) return like(appUser.email, `${pattern}%`);
  return or(like(appUser.email, `${pattern}%`), ilike(sql`${appUser.firstName} || ' ' || ${appUser.lastName}`, `%${pattern}%`));
}

function filterOf(query: Pick<AdminUsersQuery, 'q' | 'role' | 'status'>): SQL | undefined {
  return and(
    searchOf(query.q),
    query.role === undefined ? undefined : eq(appUser.role, query.role),
    query.status === undefined ? undefined : query.status === 'deactivated' ? isNotNull(appUser.deactivatedAt) : isNull(appUser.deactivatedAt),
  );
}

const sortColumns = {
  createdAt: [appUser.createdAt],
  email: [appUser.email],
  name: [appUser.lastName, appUser.firstName],
  role: [appUser.role, appUser.createdAt],
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

/** One page of the users list (newest first by default: app_user_created_idx), and how many match. */
export async function userPage(db: Executor, query: AdminUsersQuery, limit: number) {
  const where = filterOf(query);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserFields)
      .from(appUser)
      .where(where)
      // The id last: a stable order across pages when the column ties.
      .orderBy(...sortColumns[query.sort].map((column) => order(column)), order(appUser.id))
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
