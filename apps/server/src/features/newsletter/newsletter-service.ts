import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@cicerone/db/client';
import { newsletterConfirmDays } from '@cicerone/core/contact/contact-rules';
import type { NewsletterCounts } from '@cicerone/core/contracts/contact';
import { AppError } from '@cicerone/core/errors';
import { defaultCurrency, fallbackLocale, isLocale, locales, type Locale } from '@cicerone/core/locales';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { newsletterQueries, type NewsletterReader } from './newsletter-queries.ts';
import { subscribersCsv } from './subscribers-csv.ts';

/** One confirmation mail a few times an hour per address: a typo retried, not a mailbox flooded. */
export const newsletterRateLimits = {
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
  perIp: { limit: 20, windowSeconds: 60 * 60 },
} as const;

const token = () => randomBytes(32).toString('base64url');
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** A newsletter mail's way off the list: the page that asks, and the one-click address (RFC 8058). */
export function unsubscribeLinks(unsubscribeToken: string) {
  const query = `token=${encodeURIComponent(unsubscribeToken)}`;
  return { page: `/newsletter/unsubscribe?${query}`, oneClick: `/api/newsletter/unsubscribe?${query}` };
}

/**
 * The newsletter with double opt-in (docs/decisions/0024): subscribing sends a confirmation link
 * and nothing else; only a confirmed address gets newsletter mails, each with an unsubscribe link
 * and the one-click List-Unsubscribe header. Every subscription answers the same, so the form
 * never tells whether an address is on the list.
 */
export function newsletterService(db: Database, { mail, limits, clock = () => new Date() }: { mail: Pick<Mailer, 'enqueue'>; limits: RateLimiter; clock?: () => Date }) {
  const queries = newsletterQueries(db);

  /** Every newsletter mail goes through here, so none leaves without its way off the list. */
  function newsletterMail(reader: NewsletterReader) {
    return {
      to: reader.email,
      locale: isLocale(reader.locale) ? reader.locale : fallbackLocale,
      currency: reader.currency,
      listUnsubscribe: unsubscribeLinks(reader.unsubscribeToken),
    };
  }

  return {
    async subscribe(body: { email: string; locale?: Locale | undefined; currency?: string | undefined }, request: { ip: string; locale: Locale }): Promise<{ status: 'confirmation_sent' }> {
      await limits.hit([
        { key: `newsletter:email:${body.email}`, ...newsletterRateLimits.perEmail },
        { key: `newsletter:ip:${request.ip}`, ...newsletterRateLimits.perIp },
      ]);
      const confirmToken = token();
      const locale = body.locale ?? request.locale;
      const currency = body.currency ?? defaultCurrency;
      await db.transaction(async (tx) => {
        const pending = await newsletterQueries(tx).startPending({
          email: body.email,
          locale,
          currency,
          confirmTokenHash: hashOf(confirmToken),
          confirmExpiresAt: new Date(clock().getTime() + newsletterConfirmDays * 86_400_000),
          unsubscribeToken: token(),
        });
        // An address already confirmed gets nothing: it is subscribed, and a mail would tell the sender so.
        if (!pending) return;
        await mail.enqueue(tx, { to: body.email, locale, currency, template: 'newsletter-confirm', data: { link: `/newsletter/confirm?token=${encodeURIComponent(confirmToken)}` } });
      });
      return { status: 'confirmation_sent' };
    },

    /** The mailed link: the address is confirmed and welcomed (its first newsletter mail). */
    async confirm(confirmToken: string): Promise<{ status: 'confirmed' }> {
      await db.transaction(async (tx) => {
        const reader = await newsletterQueries(tx).confirm(hashOf(confirmToken), clock());
        if (!reader) throw new AppError('link_invalid');
        await mail.enqueue(tx, { ...newsletterMail(reader), template: 'newsletter-welcome', data: {} });
      });
      return { status: 'confirmed' };
    },

    /** From a newsletter mail's link or its one-click header; a second time is no failure. */
    async unsubscribe(unsubscribeToken: string): Promise<{ status: 'unsubscribed' }> {
      if (!(await queries.unsubscribe(unsubscribeToken, clock()))) throw new AppError('link_invalid');
      return { status: 'unsubscribed' };
    },

    async counts(): Promise<NewsletterCounts> {
      const rows = await queries.countsByLocale();
      const sum = (status: string, locale?: string) => rows.filter((row) => row.status === status && (locale === undefined || row.locale === locale)).reduce((total, row) => total + row.count, 0);
      return {
        confirmed: sum('confirmed'),
        pending: sum('pending'),
        byLanguage: locales.map((language) => ({ language, confirmed: sum('confirmed', language) })),
      };
    },

    async exportCsv(): Promise<string> {
      return subscribersCsv(await queries.confirmed());
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
