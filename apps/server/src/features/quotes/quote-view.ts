import { cancellationDeadline } from '@cicerone/core/checkout/cancellation';
import type { QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { cancellationKindOf } from '@cicerone/core/quotes/quote-kinds';
import type { QuoteRow } from './quote-queries.ts';

/** A request as the API answers it: the spec's fields, never the token's hash or who answered it. */
export function quoteView(row: QuoteRow, cartItemId: string | null): QuoteAnswer {
  const offer =
    row.offerAmount !== null && row.offerValidUntil !== null
      ? {
          amount: row.offerAmount,
          currency: row.currency,
          included: row.offerIncluded ?? '',
          validUntil: row.offerValidUntil.toISOString(),
          // The same window as a tour's, through the same function (requirements §constants.cancellation: 48 h for services).
          freeCancellationUntil: row.startsAt ? cancellationDeadline(cancellationKindOf[row.kind], row.startsAt).toISOString() : null,
        }
      : null;
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    request: row.request,
    start: { day: row.serviceDay, time: row.serviceTime?.slice(0, 5) ?? null, timeZone: row.timeZone, startsAt: row.startsAt?.toISOString() ?? null },
    offer,
    cartItemId,
  };
}
