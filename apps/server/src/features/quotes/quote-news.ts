import { defaultCurrency, fallbackLocale, isLocale, languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney, type CurrencyUnit } from '@cicerone/core/money';
import type { QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import type { Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
import type { MailData } from '../mail/render.ts';
import { teamAccounts, type QuoteRow } from './quote-queries.ts';

/** The request's page, below the reader's language and currency; a visitor's link carries its token. */
export function quotePagePath(reference: string, token: string | null): string {
  return `/quotes/${reference}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export interface ReceivedRequest {
  reference: string;
  kind: QuoteKind;
  name: string;
  email: string;
  locale: Locale;
  currency: string;
  /** The follow token for a visitor; an account follows its requests in "My quotes". */
  token: string | null;
}

/**
 * Who hears of a quote's change, by e-mail written in the change's transaction (the outbox): the
 * traveller when the request is received and when the offer is sent, every admin when a request
 * comes in and when an offer is accepted. A visitor's offer mail carries a new follow link (the
 * token is stored only hashed, so it cannot be written again): the latest mail's link opens it.
 */
export function quoteNews(mail: Pick<Mailer, 'enqueue'>) {
  /** One mail to every admin, each in their own language, named to them. */
  async function toTeam<T extends 'quote-requested' | 'quote-accepted'>(tx: Executor, news: { template: T; data: Omit<MailData[T], 'name'> }): Promise<void> {
    for (const admin of await teamAccounts(tx)) {
      await mail.enqueue(tx, {
        to: admin.email,
        locale: isLocale(admin.locale) ? admin.locale : fallbackLocale,
        currency: admin.currency ?? defaultCurrency,
        template: news.template,
        data: { ...news.data, name: admin.firstName },
      } as Parameters<Mailer['enqueue']>[1]);
    }
  }

  // The currency's unit is read by the caller before its transaction: read inside it, from a reference cache
  // that had expired, it waited on the embedded database that the transaction holds (a deadlock on PGlite).
  const priced = (row: QuoteRow, unit: CurrencyUnit) => formatMoney(row.offerAmount ?? 0, unit, languageTag(row.locale));

  return {
    async received(tx: Executor, request: ReceivedRequest): Promise<void> {
      await mail.enqueue(tx, {
        to: request.email,
        locale: request.locale,
        currency: request.currency,
        template: 'quote-received',
        data: { name: request.name, reference: request.reference, kind: request.kind, link: quotePagePath(request.reference, request.token) },
      });
      await toTeam(tx, { template: 'quote-requested', data: { reference: request.reference, kind: request.kind, customer: request.name, link: `/admin/quotes/${request.reference}` } });
    },

    async offered(tx: Executor, row: QuoteRow, token: string | null, unit: CurrencyUnit): Promise<void> {
      await mail.enqueue(tx, {
        to: row.email,
        locale: row.locale,
        currency: row.currency,
        template: 'quote-offered',
        data: {
          name: row.contactName,
          reference: row.reference,
          kind: row.kind,
          link: quotePagePath(row.reference, token),
          price: priced(row, unit),
          included: row.offerIncluded ?? '',
          validUntil: (row.offerValidUntil ?? new Date()).toISOString(),
        },
      });
    },

    /**
     * The team hears that an offer was accepted: the checkout does not take services yet (decision
     * 0022, 'Not done yet'), so they arrange the payment with the traveller.
     */
    async accepted(tx: Executor, row: QuoteRow, unit: CurrencyUnit): Promise<void> {
      await toTeam(tx, { template: 'quote-accepted', data: { reference: row.reference, kind: row.kind, customer: row.contactName, price: priced(row, unit), link: `/admin/quotes/${row.reference}` } });
    },
  };
}

export type QuoteNews = ReturnType<typeof quoteNews>;
