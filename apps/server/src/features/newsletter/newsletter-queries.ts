import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { newsletterSubscriber } from '@cicerone/db/schema/contact';

/** A subscriber as its mails need it: where to send, in which language, and its way off the list. */
export interface NewsletterReader {
  email: string;
  locale: string;
  currency: string;
  unsubscribeToken: string;
}

const reader = {
  email: newsletterSubscriber.email,
  locale: newsletterSubscriber.locale,
  currency: newsletterSubscriber.currency,
  unsubscribeToken: newsletterSubscriber.unsubscribeToken,
};

/** The newsletter's addresses: the only module that touches newsletter_subscriber. */
export function newsletterQueries(db: Executor) {
  return {
    /**
     * Puts the address at 'pending' with a new confirmation token, in one statement (two tabs
     * subscribing at once meet on the unique address). An address already confirmed is left as it
     * is: undefined comes back and no mail goes. The unsubscribe token, once made, stays.
     */
    async startPending(row: { email: string; locale: string; currency: string; confirmTokenHash: string; confirmExpiresAt: Date; unsubscribeToken: string }): Promise<boolean> {
      const changed = await db
        .insert(newsletterSubscriber)
        .values({ ...row, status: 'pending' })
        .onConflictDoUpdate({
          target: newsletterSubscriber.email,
          set: {
            locale: row.locale,
            currency: row.currency,
            status: 'pending',
            confirmTokenHash: row.confirmTokenHash,
            confirmExpiresAt: row.confirmExpiresAt,
            unsubscribedAt: null,
          },
          setWhere: ne(newsletterSubscriber.status, 'confirmed'),
        })
        .returning({ id: newsletterSubscriber.id });
      return changed.length > 0;
    },

    /** The link's token, once, before it expires: the address becomes confirmed (served by newsletter_subscriber_confirm_idx). */
    async confirm(confirmTokenHash: string, now: Date): Promise<NewsletterReader | undefined> {
      const [row] = await db
        .update(newsletterSubscriber)
        .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(newsletterSubscriber.confirmTokenHash, confirmTokenHash), eq(newsletterSubscriber.status, 'pending'), gt(newsletterSubscriber.confirmExpiresAt, now)))
        .returning(reader);
      return row;
    },

    /**
     * Takes the address off the list (served by newsletter_subscriber_unsubscribe_idx); a second
     * click finds it already off. Answers whether the token names an address at all.
     */
    async unsubscribe(unsubscribeToken: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(newsletterSubscriber)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: sql`coalesce(${newsletterSubscriber.unsubscribedAt}, ${now})`,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where(eq(newsletterSubscriber.unsubscribeToken, unsubscribeToken))
        .returning({ id: newsletterSubscriber.id });
      return row !== undefined;
    },

    /** Addresses per language and status, for the back office's counts. */
    countsByLocale(): Promise<{ locale: string; status: string; count: number }[]> {
      return db
        .select({ locale: newsletterSubscriber.locale, status: newsletterSubscriber.status, count: count() })
        .from(newsletterSubscriber)
        .where(ne(newsletterSubscriber.status, 'unsubscribed'))
        .groupBy(newsletterSubscriber.locale, newsletterSubscriber.status);
    },

    /** The confirmed list, by language then address (served by newsletter_subscriber_confirmed_idx). */
    confirmed(): Promise<{ email: string; locale: string; confirmedAt: Date | null }[]> {
      return db
        .select({ email: newsletterSubscriber.email, locale: newsletterSubscriber.locale, confirmedAt: newsletterSubscriber.confirmedAt })
        .from(newsletterSubscriber)
        .where(eq(newsletterSubscriber.status, 'confirmed'))
        .orderBy(asc(newsletterSubscriber.locale), asc(newsletterSubscriber.email));
    },
  };
}
