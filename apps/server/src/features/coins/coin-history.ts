import type { CoinHistory } from '@cicerone/core/contracts/gift-cards';
import type { Database } from '@cicerone/db/client';
import { balance, history } from './coin-ledger.ts';

/**
 * The balance history of requirements §screens.redeem (/redeem): every ledger movement of the
 * account, newest first, a page at a time, with the balance they add up to.
 */
export function coinHistoryService(db: Database) {
  return {
    async of(userId: string, { page, pageSize: size }: { page: number; pageSize: number }): Promise<CoinHistory> {
      const [coins, { entries, total }] = await Promise.all([balance(db, userId), history(db, userId, { offset: (page - 1) * size, limit: size })]);
      return {
        balance: coins,
        entries: entries.map((entry) => ({
          id: entry.id,
          coins: entry.amount,
          reason: entry.reason,
          giftCardCode: entry.giftCardCode,
          orderReference: entry.orderReference,
          at: entry.createdAt.toISOString(),
        })),
        totalItems: total,
        totalPages: Math.ceil(total / size),
        currentPage: page,
        pageSize: size,
      };
    },
  };
}
