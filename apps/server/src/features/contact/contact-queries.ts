import { and, eq, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { contactMessage } from '@cicerone/db/schema/contact';
import { roles, type Role } from '@cicerone/core/roles';

export type NewContactMessage = typeof contactMessage.$inferInsert;

/** The signed-in sender as the contact forms need them: their own address, and their manager if one is still an admin. */
export interface ContactSender {
  email: string;
  verified: boolean;
  isPro: boolean;
  role: Role;
  status: string | null;
  manager: { email: string; firstName: string; locale: string } | null;
}

const manager = alias(appUser, 'manager');

/** The contact messages: the only module that touches contact_message. */
export function contactQueries(db: Executor) {
  return {
    async insert(row: NewContactMessage): Promise<number> {
      const [inserted] = await db.insert(contactMessage).values(row).returning({ id: contactMessage.id });
      if (!inserted) throw new Error('contact_message insert returned no row');
      return inserted.id;
    },

    /** A manager who lost the admin role no longer answers: the join keeps roles 1–2 only. */
    async sender(userId: string): Promise<ContactSender | undefined> {
      const [row] = await db
        .select({
          email: appUser.email,
          emailVerifiedAt: appUser.emailVerifiedAt,
          isPro: appUser.isPro,
          role: appUser.role,
          status: appUser.status,
          managerEmail: manager.email,
          managerFirstName: manager.firstName,
          managerLocale: manager.locale,
        })
        .from(appUser)
        .leftJoin(manager, and(eq(manager.id, appUser.accountManagerId), lte(manager.role, roles.admin)))
        .where(eq(appUser.id, userId));
      if (!row) return undefined;
      const { managerEmail, managerFirstName, managerLocale } = row;
      return {
        email: row.email,
        verified: row.emailVerifiedAt !== null,
        isPro: row.isPro,
        role: row.role as Role,
        status: row.status,
        manager: managerEmail && managerFirstName && managerLocale ? { email: managerEmail, firstName: managerFirstName, locale: managerLocale } : null,
      };
    },
  };
}
