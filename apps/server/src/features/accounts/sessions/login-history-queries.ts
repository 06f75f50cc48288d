import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { loginEvent } from '@cicerone/db/schema/accounts';

export type LoginEventValues = Omit<typeof loginEvent.$inferInsert, 'id' | 'createdAt'>;

export async function insertLoginEvent(db: Executor, values: LoginEventValues): Promise<void> {
  await db.insert(loginEvent).values(values);
}

/** One page of the account's logins, newest first, and how many there are in all. */
export async function loginEventsPage(db: Executor, userId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    // login_event_user_idx (user_id, created_at desc)
    db
      .select()
      .from(loginEvent)
      .where(eq(loginEvent.userId, userId))
      .orderBy(desc(loginEvent.createdAt), desc(loginEvent.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(loginEvent).where(eq(loginEvent.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}
