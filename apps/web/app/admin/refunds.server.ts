// Server-only: the back office's refunds (requirements §lifecycles.refund) as its pages show them —
// the refunds page, a booking's order, a traveller — in the reader's language, each amount in its order's currency.
import { readableIban } from '@cicerone/core/accounts/bank-details';
import { refundListStates, type RefundListState } from '@cicerone/core/checkout/refund-status';
import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import type { AppServices } from '@cicerone/server/services';
import type { accountPage } from '../accounts/account-page.server.ts';
import { pageParam } from '../lib/page/site-page.server.ts';
import { moneyFormatter } from './bookings.server.ts';
import type { RefundShown } from './refunds-table.tsx';

type Page = ReturnType<typeof accountPage>;
type ListedRefund = Awaited<ReturnType<AppServices['refunds']['list']>>['rows'][number];

/** The refunds page's search (?q=&state=&page=): what needs a person unless another state is asked. */
export function refundSearch(request: Request): { q: string; state: RefundListState; page: number } {
  const query = new URL(request.url).searchParams;
  const state = query.get('state');
  return { q: (query.get('q') ?? '').trim().slice(0, 200), state: refundListStates.includes(state as RefundListState) ? (state as RefundListState) : 'waiting', page: pageParam(request, 'page') };
}

/** Each refund's row: who, how much (and coins), where it goes, and its state with its date. */
export async function shownRefunds(page: Page, rows: readonly ListedRefund[]): Promise<RefundShown[]> {
  const money = await moneyFormatter(page);
  const tag = languageTag(page.locale);
  const when = (instant: Date) => formatInstant(instant, companyClock(page.t), { tag, t: page.t });
  const stateOf = (refund: ListedRefund) => {
    if (refund.status === 'failed') return page.t('admin.refunds.state.failed', { count: refund.attempts, date: when(refund.failedAt ?? refund.requestedAt), error: refund.lastError ?? '' });
    if (refund.status === 'succeeded') return page.t('admin.refunds.state.succeeded', { date: when(refund.succeededAt ?? refund.requestedAt) });
    if (refund.status === 'sent') return page.t('admin.refunds.state.sent', { date: when(refund.sentAt ?? refund.requestedAt) });
    // A card refund the provider refused, asked again after its back-off: the last answer says why it waits.
    if (refund.attempts > 0 && refund.lastError) return page.t('admin.refunds.state.retrying', { date: when(refund.requestedAt), count: refund.attempts, error: refund.lastError });
    return page.t('admin.refunds.state.requested', { date: when(refund.requestedAt) });
  };
  return rows.map((refund) => ({
    id: refund.id,
    reference: refund.bookingReference ?? refund.orderReference,
    bookingReference: refund.bookingReference,
    traveller: refund.travellerName,
    email: refund.travellerEmail,
    // Money in the order's own currency, coins in euros whatever the page's.
    amount: [refund.amount > 0 ? money(refund.amount, refund.currency) : null, refund.coinsEurCents > 0 ? page.t('admin.refunds.coins', { amount: money(refund.coinsEurCents, 'EUR') }) : null].filter(Boolean).join(' + '),
    route: refund.route,
    account: refund.iban ? page.t('admin.refunds.account', { holder: refund.accountHolder ?? '', iban: readableIban(refund.iban) }) : null,
    source: page.t(`admin.refunds.source.${refund.source}`),
    reason: refund.reason,
    status: refund.status,
    state: stateOf(refund),
    action: refund.route === 'card' && refund.status === 'failed' ? 'retry' : refund.route === 'transfer' && refund.status === 'requested' ? 'transfer-sent' : null,
  }));
}

/** The open chargebacks as the refunds page lists them, each amount in its order's currency. */
export async function shownDisputes(page: Page) {
  const money = await moneyFormatter(page);
  const tag = languageTag(page.locale);
  return (await page.services.disputes.open()).map((dispute) => ({
    id: dispute.id,
    orderReference: dispute.orderReference,
    traveller: dispute.travellerName,
    email: dispute.travellerEmail,
    amount: money(dispute.amount, dispute.currency),
    reason: dispute.reason,
    opened: formatInstant(dispute.openedAt, companyClock(page.t), { tag, t: page.t }),
  }));
}

/** One page of the refunds page's list, and its count said in words. */
export async function refundsPage(page: Page, search: ReturnType<typeof refundSearch>) {
  const [found, sepaCount] = await Promise.all([page.services.refunds.list({ state: search.state, q: search.q || undefined }, search.page), page.services.refunds.sepaCount()]);
  return {
    sepaCount,
    refunds: await shownRefunds(page, found.rows),
    results: page.t('admin.refunds.results', { count: found.total }),
    currentPage: search.page,
    totalPages: Math.max(1, Math.ceil(found.total / adminPageSize)),
  };
}
