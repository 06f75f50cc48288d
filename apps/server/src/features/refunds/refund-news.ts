import { defaultCurrency, fallbackLocale, isLocale } from '@cicerone/core/locales';
import type { Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
import { refundQueries } from './refund-queries.ts';

/**
 * Who hears that a refund's money has left (requirements §lifecycles.refund, decision 0051): its
 * order's account, by e-mail written with `tx`, the transaction whose guarded UPDATE moved the
 * refund out of requested. Only one transaction can move it (the row lock and the status guard), so
 * the mail is written once however many retries, processes and provider events race for it.
 */
export function refundNews(mail: Pick<Mailer, 'enqueue'>) {
  return {
    async sent(tx: Executor, refundId: string): Promise<void> {
      const row = await refundQueries(tx).mailOf(refundId);
      // Coins alone went back with the cancellation, whose mail said so.
      if (!row || row.route === 'coins') return;
      await mail.enqueue(tx, {
        to: row.email,
        locale: isLocale(row.locale) ? row.locale : isLocale(row.orderLocale) ? row.orderLocale : fallbackLocale,
        currency: row.readerCurrency ?? defaultCurrency,
        template: 'refund-sent',
        data: { name: row.firstName, bookingReference: row.bookingReference, money: { amount: row.amount, currency: row.currency, minorUnits: row.minorUnits }, to: row.route },
      });
    },
  };
}

export type RefundNews = ReturnType<typeof refundNews>;
