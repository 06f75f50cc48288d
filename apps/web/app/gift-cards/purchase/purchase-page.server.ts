// The /gift-cards page's loader and action (requirements §screens.gift-cards, the four-step purchase): each
// step's fields are checked with the contract's pieces, and the order is placed through the same
// service call as POST /api/gift-cards (docs/decisions/0013-one-door-per-rule.md). What was entered
// travels with the forms (purchase-draft.ts). A visitor buys without an account (requirements §screens.gift-cards): they
// give the e-mail their receipt goes to, and their visitor cookie owns the order.
import { randomUUID } from 'node:crypto';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { emailField } from '@cicerone/core/contracts/accounts';
import { giftCardPurchaseBody, giftCardSendAtField, type GiftCardSendAt } from '@cicerone/core/contracts/gift-cards';
import { giftCardAmountBounds, giftCardAmountOfText, suggestedGiftCardAmounts } from '@cicerone/core/gift-cards/gift-card-amounts';
import { giftCardMaxScheduleDays } from '@cicerone/core/gift-cards/gift-card-rules';
import { giftCardSendInstant } from '@cicerone/core/gift-cards/gift-card-send-at';
import { giftCardValueOf } from '@cicerone/core/gift-cards/gift-card-value';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney, type CurrencyUnit } from '@cicerone/core/money';
import { mailTranslatorFor } from '@cicerone/server/features/mail/messages';
import { formValues, invalid, parseForm, refused } from '../../lib/forms/form-data.server.ts';
import type { FormErrors } from '../../lib/forms/form-problems.ts';
import { sitePage } from '../../lib/page/site-page.server.ts';
import { sessionContext } from '../../site/session.server.ts';
import { cartOwnerOf } from '../../site/cart.server.ts';
import type { GiftCardBuyer } from '@cicerone/server/features/orders/checkout-view';
import { AppError } from '@cicerone/core/errors';
import { draftFields, draftOf, otherAmount, purchaseForm, purchaseSteps, type Draft, type PurchaseStep } from './purchase-draft.ts';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };
type Page = ReturnType<typeof sitePage>;

const sitePathOf = (args: Args, path: string) => `/${args.params['lang']}/${args.params['currency']}${path}`;
const dayMs = 86_400_000;
const stepOf = (value: unknown): PurchaseStep => (purchaseSteps.includes(value as PurchaseStep) ? (value as PurchaseStep) : 'amount');

async function unitOf(page: Page) {
  const exchange = await page.services.reference.exchangeRate(page.currency);
  return { rate: exchange.rate, unit: { code: exchange.currency, minorUnits: exchange.minorUnits } satisfies CurrencyUnit };
}

/** The amount chosen at step 1 in minor units of the page's currency, or the field's problem. */
function amountOf(draft: Draft, rate: number, unit: CurrencyUnit, page: Page): { amount: number; eurCents: number } | { errors: FormErrors } {
  const { t } = page;
  const other = draft.amountChoice === otherAmount;
  const field = other ? 'customAmount' : 'amountChoice';
  const text = (other ? draft.customAmount : draft.amountChoice) ?? '';
  if (text.trim() === '') return { errors: { [field]: t('errors.field.required') } };
  const amount = other ? giftCardAmountOfText(text, unit) : /^\d{1,12}$/.test(text) ? Number(text) : null;
  const value = amount === null ? null : giftCardValueOf(amount, rate, unit);
  if (amount !== null && value?.ok) return { amount, eurCents: value.eurCents };
  const { min, max } = giftCardAmountBounds(rate, unit);
  const money = (minor: number) => formatMoney(minor, unit, languageTag(page.locale));
  return { errors: { [field]: t('errors.gift_card_amount_out_of_range', { min: money(min), max: money(max) }) } };
}

/** When to send, as the contract reads it, or null when the buyer chose a day and time that is no time within the year. */
function sendAtOf(draft: Draft): GiftCardSendAt | null {
  if (draft.sendWhen === 'now') return 'now';
  const parsed = giftCardSendAtField.safeParse({ day: draft.sendDay ?? '', time: draft.sendTime ?? '', timeZone: draft.timeZone ?? '' });
  return parsed.success && giftCardSendInstant(parsed.data, new Date()) ? parsed.data : null;
}

const detailsBody = giftCardPurchaseBody.pick({ recipientName: true, recipientEmail: true, senderFirstName: true, senderLastName: true, message: true });
// A visitor's receipt needs an address; an account's goes to the account.
const visitorDetailsBody = detailsBody.extend({ buyerEmail: emailField });
const detailsOf = (draft: Draft) => ({
  recipientName: draft.recipientName?.trim() ? draft.recipientName : null,
  recipientEmail: draft.recipientEmail ?? '',
  senderFirstName: draft.senderFirstName ?? '',
  senderLastName: draft.senderLastName ?? '',
  message: draft.message ?? '',
});

/** One step's problems, each at its field, in the contract's words; `visitor`: bought without an account. */
function stepErrors(step: PurchaseStep, draft: Draft, money: { rate: number; unit: CurrencyUnit }, page: Page, visitor: boolean): FormErrors {
  const { t } = page;
  switch (step) {
    case 'amount': {
      const amount = amountOf(draft, money.rate, money.unit, page);
      return 'errors' in amount ? amount.errors : {};
    }
    case 'occasion':
      return giftCardPurchaseBody.shape.occasion.safeParse(draft.occasion).success ? {} : { occasion: t('errors.field.required') };
    case 'details': {
      const parsed = visitor ? parseForm(visitorDetailsBody, { ...detailsOf(draft), buyerEmail: draft.buyerEmail ?? '' }, t) : parseForm(detailsBody, detailsOf(draft), t);
      const errors = parsed.ok ? {} : parsed.errors;
      if (draft.sendWhen !== 'now' && draft.sendWhen !== 'later') errors['sendWhen'] = t('errors.field.required');
      else if (draft.sendWhen === 'later') {
        if (!draft.sendDay) errors['sendDay'] = t('errors.field.required');
        else if (!draft.sendTime) errors['sendTime'] = t('errors.field.required');
        else if (!sendAtOf(draft)) errors['sendDay'] = t('errors.gift_card_send_at_invalid');
      }
      return errors;
    }
    case 'review':
      return giftCardPurchaseBody.shape.paymentMethod.safeParse(draft.paymentMethod).success ? {} : { paymentMethod: t('errors.field.required') };
  }
}

/** The e-mail the recipient gets, as text (the mail catalog's own words), for step 4's preview; the code is shown masked. */
function mailPreview(draft: Draft, eurCents: number, page: Page) {
  const mt = mailTranslatorFor(page.locale);
  const sender = `${draft.senderFirstName ?? ''} ${draft.senderLastName ?? ''}`.trim();
  const value = { amount: formatMoney(eurCents, { code: 'EUR', minorUnits: 2 }, languageTag(page.locale)), coins: eurCents / 100 };
  const name = draft.recipientName?.trim();
  return {
    subject: mt('mail.giftCardReceived.subject', { sender }),
    lines: [
      name ? mt('mail.layout.greeting', { name }) : mt('mail.layout.greetingNoName'),
      mt('mail.giftCardReceived.intro', { sender, ...value }),
      `${mt('mail.giftCardReceived.code')} GC-•••••••`,
      mt('mail.giftCardReceived.how'),
      mt('mail.giftCardReceived.attached'),
    ],
  };
}

/** What the card is worth and the e-mail's text, for the preview, once the amount is one. */
function summaryOf(draft: Draft, money: { rate: number; unit: CurrencyUnit }, page: Page) {
  const amount = amountOf(draft, money.rate, money.unit, page);
  if ('errors' in amount) return null;
  return { amount: amount.amount, valueEurCents: amount.eurCents, mail: mailPreview(draft, amount.eurCents, page) };
}

export async function purchaseLoader(args: Args) {
  const page = sitePage(args);
  const { t } = page;
  const user = args.context.get(sessionContext);
  const url = new URL(args.request.url);
  const money = await unitOf(page);
  // A link may carry what was entered. The sender is the account's holder unless changed.
  const draft: Draft = { senderFirstName: user?.firstName, senderLastName: user?.lastName, sendWhen: 'now', ...draftOf(url.searchParams) };
  const today = new Date();
  return {
    title: t('giftCards.purchase.title'),
    // A page to be found (requirements §quality.performance: SEO 100): its intro says what it sells.
    meta: { path: '/gift-cards', title: t('giftCards.purchase.title'), description: t('giftCards.purchase.intro') },
    step: stepOf(url.searchParams.get('step')),
    draft,
    signedIn: user !== null,
    currency: money.unit,
    rate: money.rate,
    suggested: suggestedGiftCardAmounts(money.rate, money.unit).map((minor) => ({ amount: minor, eurCents: (giftCardValueOf(minor, money.rate, money.unit) as { eurCents: number }).eurCents })),
    bounds: giftCardAmountBounds(money.rate, money.unit),
    // The date field's bounds; the server judges the day on the buyer's clock (sendAtOf).
    firstDay: new Date(today.getTime() - dayMs).toISOString().slice(0, 10),
    lastDay: new Date(today.getTime() + (giftCardMaxScheduleDays - 1) * dayMs).toISOString().slice(0, 10),
    summary: summaryOf(draft, money, page),
    /** Sent back with the pay button: a double submit places one order. */
    idempotencyKey: randomUUID(),
  };
}


/**
 * Who buys: the account, or the visitor with the e-mail they gave, owning the order by their
 * visitor cookie (the visitor cart's; given now if they have none, as the cart's first add does).
 */
async function buyerOf(args: Args, buyerEmail: string | undefined): Promise<GiftCardBuyer> {
  const user = args.context.get(sessionContext);
  if (user) return { user };
  const owner = await cartOwnerOf(args, { create: true });
  if (!owner || !('visitorCartId' in owner) || !buyerEmail) throw new AppError('validation_failed', { field: 'buyerEmail' });
  return { visitor: { id: owner.visitorCartId, email: buyerEmail } };
}

export async function purchaseAction(args: Args) {
  const page = sitePage(args);
  const { services, t, currency, locale } = page;
  const values = await formValues(args.request);
  const draft = draftOf(values);
  const step = stepOf(values['step']);
  const index = purchaseSteps.indexOf(step);
  const kept = Object.fromEntries(draftFields.filter((name) => draft[name] !== undefined).map((name) => [name, draft[name] ?? '']));
  const money = await unitOf(page);
  const user = args.context.get(sessionContext);
  // Where a step's answer leads: the next step (or the previous one, Back), with everything entered.
  const toStep = (to: PurchaseStep) => data({ step: to, draft, summary: summaryOf(draft, money, page) });
  // A step's problems come with the card's summary too, so the review keeps its preview when the order is refused.
  const withSummary = (answer: ReturnType<typeof invalid>) => data({ ...answer.data, summary: summaryOf(draft, money, page) }, answer.init ?? undefined);
  if (values['intent'] === 'back') return toStep(purchaseSteps[Math.max(0, index - 1)] ?? 'amount');
  // Each step checks its own fields; paying checks them all again, and shows the first step with a problem.
  const toCheck = step === 'review' ? purchaseSteps : [step];
  for (const checked of toCheck) {
    const errors = stepErrors(checked, draft, money, page, user === null);
    if (Object.keys(errors).length > 0) return withSummary(invalid(purchaseForm(checked), kept, errors));
  }
  if (step !== 'review') return toStep(purchaseSteps[index + 1] ?? 'review');
  const amount = amountOf(draft, money.rate, money.unit, page);
  const sendAt = sendAtOf(draft);
  if ('errors' in amount || !sendAt) return withSummary(invalid(purchaseForm('amount'), kept, {}));
  const buyerEmail = user ? undefined : draft.buyerEmail;
  const body = { amount: amount.amount, currency, paymentMethod: draft.paymentMethod, occasion: draft.occasion, ...detailsOf(draft), buyerEmail, sendAt, idempotencyKey: values['idempotencyKey'] || undefined };
  const parsed = parseForm(giftCardPurchaseBody, body, t);
  if (!parsed.ok) return withSummary(invalid(purchaseForm('review'), kept, parsed.errors));
  const { paymentMethod, idempotencyKey, discountCode: _code, coinsRequested: _coins, useMaxCoins: _max, currency: _currency, buyerEmail: receiptTo, ...card } = parsed.data;
  try {
    const placed = await services.orders.placeGiftCard(await buyerOf(args, receiptTo), card, { paymentMethod, currency, locale }, { idempotencyKey });
    // The card form of the tours' checkout, or pay-done with the transfer's details.
    if (placed.clientSecret) throw redirect(sitePathOf(args, `/checkout?order=${placed.reference}`));
    throw redirect(sitePathOf(args, `/pay-done?order=${placed.reference}`));
  } catch (error) {
    // The redirects above pass through (refused rethrows what is not a service's refusal).
    return withSummary(refused(error, purchaseForm('review'), kept, t));
  }
}
