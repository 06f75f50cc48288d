import { defaultCurrency, fallbackLocale, isLocale, languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney, type CurrencyUnit } from '@cicerone/core/money';
import type { QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import type { Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
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
 * comes in. A visitor's offer mail carries a new follow link (the token is stored only hashed, so
 * it cannot be written again): the latest mail's link opens the request.
 */
export function quoteNews(mail: Pick<Mailer, 'enqueue'>, deps: { unitOf: (currency: string) => Promise<CurrencyUnit> }) {
  return {
    async received(tx: Executor, request: ReceivedRequest): Promise<void> {
      await mail.enqueue(tx, {
        to: request.email,
        locale: request.locale,
        currency: request.currency,
        template: 'quote-received',
        data: { name: request.name, reference: request.reference, kind: request.kind, link: quotePagePath(request.reference, request.token) },
      });
      for (const admin of await teamAccounts(tx)) {
        await mail.enqueue(tx, {
          to: admin.email,
          locale: isLocale(admin.locale) ? admin.locale : fallbackLocale,
          currency: admin.currency ?? defaultCurrency,
          template: 'quote-requested',
          data: { name: admin.firstName, reference: request.reference, kind: request.kind, customer: request.name, link: `/admin/quotes/${request.reference}` },
        });
      }
    },

    async offered(tx: Executor, row: QuoteRow, token: string | null): Promise<void> {
      const unit = await deps.unitOf(row.currency);
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
          price: formatMoney(row.offerAmount ?? 0, unit, languageTag(row.locale)),
          included: row.offerIncluded ?? '',
          validUntil: (row.offerValidUntil ?? new Date()).toISOString(),
        },
      });
    },
  };
}

export type QuoteNews = ReturnType<typeof quoteNews>;
