/**
 * The life of a quote request (requirements §lifecycles.quote) as an explicit state machine:
 *  - a traveller (or a visitor, followed by the link in their e-mail) submits a request;
 *  - the team answers it once with a priced offer (price in the traveller's currency, what is
 *    included, a validity date, the 48 h cancellation terms);
 *  - the traveller accepts the offer, which puts it in their cart as one item, or declines it;
 *  - an offer left past its validity expires (the expiry job); accepted offers are in a cart and
 *    are paid through the same checkout as tours, which makes the quote paid (a booking).
 * paid, declined and expired are final: a declined or expired offer is never accepted, and an
 * offer is never accepted twice (the guarded UPDATE lets one of two concurrent accepts through).
 */
import { stateMachine } from '../state-machine.ts';

export const quoteStatuses = ['submitted', 'offered', 'accepted', 'paid', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteEvents = ['submitted', 'offer_sent', 'accepted', 'declined', 'offer_expired', 'paid'] as const;
export type QuoteEvent = (typeof quoteEvents)[number];

export const quoteMachine = stateMachine<QuoteStatus, QuoteEvent>(
  quoteStatuses,
  {
    // A request sent from one of the five request pages or POST /api/quotes.
    submitted: [[null, 'submitted']],
    // An admin answers the request with a priced offer (once: a second offer would race the traveller's accept).
    offer_sent: [['submitted', 'offered']],
    // The traveller accepts the offer while it is valid: it becomes one item of their cart.
    accepted: [['offered', 'accepted']],
    // The traveller declines the offer.
    declined: [['offered', 'declined']],
    // The offer's validity passed before the traveller accepted (the expiry job).
    offer_expired: [['offered', 'expired']],
    // The order holding the accepted offer is paid (card, bank transfer confirmed, coins): it is a booking now.
    paid: [['accepted', 'paid']],
  },
  // An illegal step (a stale page, a second accept, an expired offer) is a 409.
  'quote_status_conflict',
);
