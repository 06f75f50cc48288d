import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import type { AdminUser, AdminUserDetail, AdminUsers, AdminUsersQuery, CoinAdjustmentBody } from '@cicerone/core/contracts/admin-users';
import type { CoinHistory } from '@cicerone/core/contracts/gift-cards';
import type { LoginHistory } from '@cicerone/core/contracts/account-history';
import type { MyBooking } from '@cicerone/core/contracts/bookings';
import { mayManage, roleChangeRefusal } from '@cicerone/core/admin-users/user-admin-rules';
import { AppError } from '@cicerone/core/errors';
import { roles, type Role } from '@cicerone/core/roles';
import type { Database, Executor } from '@cicerone/db/client';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { credit, debit } from '../coins/coin-ledger.ts';
import { ordersOfUser } from '../orders/order-reads.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { toMe, userById, type UserRow } from '../accounts/me.ts';
import type { AccountService } from '../accounts/account-service.ts';
import type { SessionService } from '../accounts/sessions/session-service.ts';
import { adminUserFields, lockActiveSuperAdmins, lockUser, userPage } from './admin-user-queries.ts';

type ListedRow = { [Key in keyof typeof adminUserFields]: UserRow[Key] };

/** A user as the list shows them, with the spec's names. */
function shaped(row: ListedRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.deactivatedAt ? 'deactivated' : 'active',
    isPro: row.isPro,
    coins: row.coinBalance,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit line keeps of an account: only what these writes change, never a secret. */
const audited = (row: UserRow) => ({ role: row.role, status: row.deactivatedAt ? 'deactivated' : 'active', coinBalance: row.coinBalance });

/**
 * What the other slices do for this one, injected (services.ts): a user's page reuses the reads of My bookings, the balance history,
 * the sessions and the login history; a new role or a deactivation is written by the accounts slice, in this slice's transaction.
 */
export interface AdminUsersDeps {
  accounts: Pick<AccountService, 'change'>;
  sessions: Pick<SessionService, 'revokeAll' | 'recent'>;
  bookingsOf: (userId: string, locale: string) => Promise<MyBooking[]>;
  coinsOf: (userId: string, page: { page: number; pageSize: number }) => Promise<CoinHistory>;
  loginsOf: (userId: string, page: { page: number; pageSize: number }) => Promise<LoginHistory>;
  clock?: () => Date;
}

/** The user page's lists show this many of their newest lines; the full ones are the user's own pages. */
const recent = 20;

/**
 * The back office's users (requirements §back-office.users). Each write is ONE transaction: the accounts it reads
 * locked (super admins first, then the account: one order for every write, so two admins never
 * wait on each other in a cycle), the change, and exactly one admin action line with the fields
 * before and after.
 */
export function adminUsers(db: Database, deps: AdminUsersDeps) {
  const clock = deps.clock ?? (() => new Date());

  /**
   * The account locked for a change by `actor`, refused when it is theirs (an admin does not demote
   * or lock themselves out by a slip) or when it is an admin's and `actor` is not a super admin.
   * `superAdmins`: the active super admins, locked first.
   */
  async function lockForChange(tx: Executor, actor: { id: string; role: Role }, userId: string) {
    const superAdmins = await lockActiveSuperAdmins(tx);
    const row = await lockUser(tx, userId);
    if (!row) throw new AppError('user_not_found');
    if (row.id === actor.id) throw new AppError('own_account_refused');
    if (!mayManage(actor.role, row.role)) throw new AppError('admin_role_super_admin_only');
    return { row, superAdmins };
  }

  /** Whether moving `row` away from active super admin would leave none. */
  const wouldLeaveNoSuperAdmin = (row: UserRow, superAdmins: readonly string[]) => row.role === roles.superAdmin && !row.deactivatedAt && superAdmins.filter((id) => id !== row.id).length === 0;

  async function change(actor: { id: string; role: Role }, userId: string, action: 'user.role_changed' | 'user.deactivated' | 'user.reactivated', decide: (tx: Executor, row: UserRow, superAdmins: string[]) => Promise<UserRow>) {
    return db.transaction(async (tx) => {
      const { row, superAdmins } = await lockForChange(tx, actor, userId);
      const after = await decide(tx, row, superAdmins);
      await recordAdminAction(tx, { adminUserId: actor.id, action, subjectType: 'user', subjectId: row.id, detail: { email: row.email }, ...changedFields(audited(row), audited(after)) });
      return shaped(after);
    });
  }

  return {
    /** A page of users matching the search and filters, sorted by a column. */
    async list(query: AdminUsersQuery): Promise<AdminUsers> {
      const { rows, totalItems } = await userPage(db, query, adminPageSize);
      return { users: rows.map(shaped), totalItems, totalPages: Math.max(1, Math.ceil(totalItems / adminPageSize)), currentPage: query.page };
    },

    /** One user's account with their newest bookings, orders, coin movements, sessions and logins. */
    async detail(userId: string, locale: string): Promise<AdminUserDetail> {
      const row = await userById(db, userId);
      const [bookings, orders, coins, sessions, logins] = await Promise.all([
        deps.bookingsOf(userId, locale),
        ordersOfUser(db, userId, recent),
        deps.coinsOf(userId, { page: 1, pageSize: recent }),
        deps.sessions.recent(userId, recent),
        deps.loginsOf(userId, { page: 1, pageSize: recent }),
      ]);
      return {
        user: { ...toMe(row), status: row.deactivatedAt ? 'deactivated' : 'active', guideStatus: row.status, createdAt: row.createdAt.toISOString() },
        bookings,
        orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
        coins,
        sessions: sessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString(), lastSeenAt: session.lastSeenAt.toISOString(), revokedAt: session.revokedAt?.toISOString() ?? null })),
        logins,
      };
    },

    /** A new role: admins (1, 2) are made and unmade by a super admin only; the last active super admin stays one. */
    changeRole(actor: { id: string; role: Role }, userId: string, role: number): Promise<AdminUser> {
      return change(actor, userId, 'user.role_changed', async (tx, row, superAdmins) => {
        const refusal = roleChangeRefusal(actor.role, row.role, role);
        if (refusal) throw new AppError(refusal);
        if (role !== roles.superAdmin && wouldLeaveNoSuperAdmin(row, superAdmins)) throw new AppError('last_super_admin');
        return row.role === role ? row : deps.accounts.change(tx, row.id, { role });
      });
    },

    /** The account can no longer log in, and every session of it ends now: its next request with an old access token is refused. */
    deactivate(actor: { id: string; role: Role }, userId: string): Promise<AdminUser> {
      return change(actor, userId, 'user.deactivated', async (tx, row, superAdmins) => {
        if (row.deactivatedAt) throw new AppError('account_already_deactivated');
        if (wouldLeaveNoSuperAdmin(row, superAdmins)) throw new AppError('last_super_admin');
        const after = await deps.accounts.change(tx, row.id, { deactivatedAt: clock() });
        await deps.sessions.revokeAll(row.id, 'deactivated', { executor: tx });
        return after;
      });
    },

    /** The account may log in again (its old sessions stay ended). */
    reactivate(actor: { id: string; role: Role }, userId: string): Promise<AdminUser> {
      return change(actor, userId, 'user.reactivated', async (tx, row) => {
        if (!row.deactivatedAt) throw new AppError('account_not_deactivated');
        return deps.accounts.change(tx, row.id, { deactivatedAt: null });
      });
    },

    /**
     * Coins credited or debited by an admin, with the reason: a ledger entry (never an edit of the
     * balance), a debit never below zero. The form's token is the entry's unique adjustment key, so
     * the same form sent again (a double click, ten at once) moves the coins once: the others wait
     * for the first's commit on the account row and the key, then are refused. Never on the admin's
     * own account.
     */
    async adjustCoins(actor: { id: string }, userId: string, adjustment: CoinAdjustmentBody): Promise<AdminUser> {
      try {
        return await db.transaction(async (tx) => {
          const row = await lockUser(tx, userId);
          if (!row) throw new AppError('user_not_found');
          // Coins are money: an admin's own are moved by another admin, as their role is.
          if (row.id === actor.id) throw new AppError('own_coins_refused');
          const movement = { reason: 'adjustment' as const, note: adjustment.reason, adjustmentKey: adjustment.key };
          const balance = adjustment.direction === 'credit' ? await credit(tx, row.id, adjustment.amountEurCents, movement) : await debit(tx, row.id, adjustment.amountEurCents, movement);
          const after = { ...row, coinBalance: balance };
          await recordAdminAction(tx, {
            adminUserId: actor.id,
            action: 'user.coins_adjusted',
            subjectType: 'user',
            subjectId: row.id,
            detail: { email: row.email, direction: adjustment.direction, amountEurCents: adjustment.amountEurCents, reason: adjustment.reason },
            ...changedFields({ coinBalance: row.coinBalance }, { coinBalance: balance }),
          });
          return shaped(after);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('coin_adjustment_repeated', undefined, { cause: error });
        throw error;
      }
    },
  };
}

export type AdminUsersService = ReturnType<typeof adminUsers>;
