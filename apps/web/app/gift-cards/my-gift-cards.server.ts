// The "my gift cards" page's loader and action (requirements §lifecycles.gift-card): adapters over the same service calls
// as GET and PUT /api/me/gift-cards (docs/decisions/0013-one-door-per-rule.md); the rules — which
// card may be sent, how often — stay in the service.
import type { RouterContextProvider } from 'react-router';
import { giftCardChangeBody, giftCardIdParams, type MyGiftCard } from '@cicerone/core/contracts/gift-cards';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { signedInPage } from '../accounts/account-page.server.ts';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { sendForm, type GiftCardItem } from './my-gift-card-item.tsx';

type Args = { request: Request; url: URL; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };
type Page = ReturnType<typeof signedInPage>;

/**
 * A card as the page shows it, in the reader's language: every instant on the company's clock
 * (decision 0007), also the send time a buyer scheduled on their own, so no page mixes two clocks.
 */
function item(page: Page, card: MyGiftCard): GiftCardItem {
  const tag = languageTag(page.locale);
  const clock = companyClock(page.t);
  const when = (instant: string) => formatInstant(instant, clock, { tag, t: page.t, dateStyle: 'medium' });
  const settled = card.state === 'redeemed' || card.state === 'cancelled';
  return {
    id: card.id,
    code: card.code,
    occasion: card.occasion,
    state: card.state,
    valueEurCents: card.valueEurCents,
    // The value is fixed in EUR cents, the coin unit (requirements §rules.coins); the page adds what it is worth in its currency.
    value: formatMoney(card.valueEurCents, { code: 'EUR', minorUnits: 2 }, tag),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    orderReference: card.orderReference,
    when: card.redeemedAt
      ? { label: 'myGiftCards.redeemedAt', text: when(card.redeemedAt) }
      : card.sentAt
        ? { label: 'myGiftCards.sentAt', text: when(card.sentAt) }
        : { label: 'myGiftCards.sendAt', text: when(card.sendAt) },
    // Sent now or again only once paid (an unpaid card goes when its payment arrives); the address while not done with.
    send: card.state === 'scheduled' ? 'send' : card.state === 'sent' ? 'resend' : null,
    editable: !settled,
  };
}

export async function myGiftCardsLoader(args: Args) {
  const page = signedInPage(args);
  const { giftCards } = await page.services.giftCards.mine.list({ userId: page.user.id });
  return { title: page.t('myGiftCards.title'), cards: giftCards.map((card) => item(page, card)) };
}

/** "Send now" / "send again" (one button each), or the recipient's new e-mail (the card's edit form, `email:<id>`). */
export async function myGiftCardsAction(args: Args) {
  const { services, user, t } = signedInPage(args);
  const values = await formValues(args.request);
  const intent = values['intent'] ?? '';
  const id = giftCardIdParams.safeParse({ id: values['id'] });
  if (!id.success) return invalid(sendForm, {}, {}, { message: t('errors.gift_card_not_found') });
  const form = intent === 'email' ? `email:${id.data.id}` : sendForm;
  try {
    if (intent === 'send' || intent === 'resend') {
      const card = await services.giftCards.mine.change(user.id, id.data.id, { sendNow: true });
      const key = intent === 'resend' ? 'myGiftCards.resent' : 'myGiftCards.sentNow';
      return redirectWithFlash(args, args.url.pathname, [{ key, values: { code: card.code, email: card.recipientEmail } }]);
    }
    if (intent !== 'email') return invalid(sendForm, {}, {}, { message: t('errors.bad_request') });
    const parsed = parseForm(giftCardChangeBody, { recipientEmail: values['recipientEmail'] }, t, ['recipientEmail']);
    if (!parsed.ok) return invalid(form, values, parsed.errors);
    const card = await services.giftCards.mine.change(user.id, id.data.id, parsed.data);
    // A card already sent is not sent again by a new address: the notice says so.
    const key = card.state === 'sent' ? 'myGiftCards.emailChangedSent' : 'myGiftCards.emailChanged';
    return redirectWithFlash(args, args.url.pathname, [{ key, values: { code: card.code, email: card.recipientEmail } }]);
  } catch (error) {
    return refused(error, form, values, t);
  }
}
