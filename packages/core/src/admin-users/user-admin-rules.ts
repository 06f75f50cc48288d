import { roles, type Role } from '../roles.ts';

/**
 * Who may do what to whom in the back office's users (requirements §back-office.users), one place for the API's
 * refusals and the page's choices. Admins (roles 1 and 2) run the company, so only a super admin
 * makes or unmakes one, or deactivates one; an admin manages everyone else (customer ↔ guide). The
 * last super admin is kept by the service, which counts them under a lock.
 */
export const userStatuses = ['active', 'deactivated'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** The users list's columns, newest sign-up first by default. */
export const userSortColumns = ['createdAt', 'email', 'name', 'role'] as const;

export const allRoles: readonly Role[] = [roles.superAdmin, roles.admin, roles.guide, roles.customer];

export function isAdminRole(role: number): boolean {
  return role === roles.superAdmin || role === roles.admin;
}

/** Whether `actor` may touch an account of role `target` at all (its role, its activation): an admin's account is a super admin's business. */
export function mayManage(actor: Role, target: number): boolean {
  return actor === roles.superAdmin || !isAdminRole(target);
}

/** Why `actor` may not move an account from role `from` to `to`, or null when they may. */
export function roleChangeRefusal(actor: Role, from: number, to: number): 'admin_role_super_admin_only' | null {
  return mayManage(actor, from) && mayManage(actor, to) ? null : 'admin_role_super_admin_only';
}

/** The roles `actor` may give an account of role `target` (its own role included), for the page's choice. */
export function assignableRoles(actor: Role, target: number): Role[] {
  return mayManage(actor, target) ? allRoles.filter((role) => mayManage(actor, role)) : [];
}

/** The most EUR cents one adjustment moves: a typo of a few zeros is refused rather than credited. */
export const maxCoinAdjustmentEurCents = 1_000_000;
