import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { loginEvent } from '@cicerone/db/schema/accounts';
import type { LoginHistory, LoginHistoryQuery } from '@cicerone/core/contracts/account-history';

/** The login history page (spec §3 Login history): newest first, from the rows recordLogin writes at each login. */
export function loginHistoryService(db: Database) {
  return {
    async page(userId: string, query: LoginHistoryQuery): Promise<LoginHistory> {
      const [rows, [total]] = await Promise.all([
        // login_event_user_idx (user_id, created_at desc)
        db
          .select()
          .from(loginEvent)
          .where(eq(loginEvent.userId, userId))
          .orderBy(desc(loginEvent.createdAt), desc(loginEvent.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(loginEvent).where(eq(loginEvent.userId, userId)),
      ]);
      const totalRecords = total?.value ?? 0;
      return {
        logs: rows.map((row) => ({
          date: row.createdAt.toISOString(),
          location: row.location,
          browser: row.browser,
          screenResolution: row.screenResolution,
          deviceId: row.deviceId,
          ipAddress: row.ip,
        })),
        totalRecords,
        totalPages: Math.ceil(totalRecords / query.pageSize),
        currentPage: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type LoginHistoryService = ReturnType<typeof loginHistoryService>;
