import { roles, type Role } from '@cicerone/core/roles';

/**
 * Who may call an API route or load a page (requirements §roles.access):
 * - public: anyone, logged in or not;
 * - user: any logged-in account (customer, travel agent, guide, admin);
 * - self: the account named by the path's :userId (else :id), or an admin;
 * - guide: roles 1–3 (guides and the admins who run them);
 * - admin: roles 1–2; superAdmin: role 1.
 * Ownership of rows (an address, a payout method) is checked in the query, not here.
 */
export type Access = 'public' | 'user' | 'self' | 'guide' | 'admin' | 'superAdmin';

export interface Caller {
  id: string;
  role: Role;
}

export type Verdict = 'allowed' | 'unauthenticated' | 'forbidden';

export function verdict(access: Access, caller: Caller | null, params: Record<string, string | undefined> = {}): Verdict {
  if (access === 'public') return 'allowed';
  if (!caller) return 'unauthenticated';
  switch (access) {
    case 'user':
      return 'allowed';
    case 'self': {
      const owner = params.userId ?? params.id;
      return owner === caller.id || caller.role <= roles.admin ? 'allowed' : 'forbidden';
    }
    case 'guide':
      return caller.role <= roles.guide ? 'allowed' : 'forbidden';
    case 'admin':
      return caller.role <= roles.admin ? 'allowed' : 'forbidden';
    case 'superAdmin':
      return caller.role === roles.superAdmin ? 'allowed' : 'forbidden';
  }
}
