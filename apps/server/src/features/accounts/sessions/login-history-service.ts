import type { Database } from '@cicerone/db/client';
import type { LoginHistory, LoginHistoryQuery } from '@cicerone/core/contracts/account-history';
import { loginEventsPage } from './login-history-queries.ts';

/** The login history page (requirements §screens.account Login history): newest first, from the rows recordLogin writes at each login. */
export function loginHistoryService(db: Database) {
  return {
    async page(userId: string, query: LoginHistoryQuery): Promise<LoginHistory> {
      const { rows, total: totalRecords } = await loginEventsPage(db, userId, query.page, query.pageSize);
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
