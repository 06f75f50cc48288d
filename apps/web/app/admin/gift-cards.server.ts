import { adminGiftCardsQuery, type AdminGiftCard } from '@cicerone/core/contracts/admin-gift-cards';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { accountPage } from '../accounts/account-page.server.ts';
import { pageParam } from '../lib/page/site-page.server.ts';
import type { GiftCardRow } from './gift-cards-table.tsx';

type Page = ReturnType<typeof accountPage>;

/** The page's search (?q=&status=&page=) read with the API's own contract; what it cannot read is left out, not refused. */
export function giftCardSearch(request: Request) {
  const query = new URL(request.url).searchParams;
  const page = pageParam(request, 'page');
  const parsed = adminGiftCardsQuery.safeParse({ q: query.get('q') || undefined, status: query.get('status') || undefined, page });
  return parsed.success ? parsed.data : { q: undefined, status: undefined, page };
}

/** A card as the table shows it, in the page's language: EUR value, occasion's name, instants on the company's clock. */
export function giftCardRows(page: Page, cards: readonly AdminGiftCard[]): GiftCardRow[] {
  const tag = languageTag(page.locale);
  const when = (instant: string) => formatInstant(instant, companyClock(page.t), { tag, t: page.t, dateStyle: 'medium' });
  return cards.map((card) => ({
    id: card.id,
    code: card.code,
    // The value is fixed in EUR cents, the coin unit, whatever currency paid it (requirements §rules.coins).
    value: formatMoney(card.valueEurCents, { code: 'EUR', minorUnits: 2 }, tag),
    occasion: page.t(`giftCards.occasion.${card.occasion}`),
    status: card.status,
    statusLabel: page.t(`admin.giftCards.status.${card.status}`),
    cancellable: card.status === 'unpaid',
    // A paid card not redeemed can be e-mailed now (scheduled) or again (sent); the service says the last word.
    send: card.status === 'unredeemed' ? (card.sentAt ? 'resend' : 'send') : null,
    recipient: card.recipient,
    buyer: card.buyer,
    orderReference: card.orderReference,
    delivery: card.sentAt ? page.t('admin.giftCards.sentAt', { date: when(card.sentAt) }) : page.t('admin.giftCards.sendAt', { date: when(card.sendAt) }),
    settled: card.redeemed
      ? page.t('admin.giftCards.byWhom', { name: card.redeemed.name, email: card.redeemed.email, date: when(card.redeemed.at) })
      : card.cancelled
        ? page.t('admin.giftCards.byWhom', { name: card.cancelled.name, email: card.cancelled.email, date: when(card.cancelled.at) })
        : null,
  }));
}
