// The /redeem page's loader and action (requirements §screens.redeem, §lifecycles.gift-card): adapters over the same
// service calls as POST /api/gift-cards/redeem and GET /api/me/coins
// (docs/decisions/0013-one-door-per-rule.md); the rules stay in the services.
import type { RouterContextProvider } from 'react-router';
import { redeemBody } from '@cicerone/core/contracts/gift-cards';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { signedInPage } from '../accounts/account-page.server.ts';
import { appErrorOf, formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { redeemForm } from './redeem-form.tsx';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { pageParam } from '../lib/page/site-page.server.ts';

type Args = { request: Request; url: URL; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };

/** Ledger lines a page: a history read over a few visits, not scrolled through. */
export const coinHistoryPageSize = 10;

/** Refusals about the code itself are shown at the field; the others (too many attempts, try later) above the form. */
const aboutTheCode = { gift_card_code_invalid: 'code', gift_card_not_paid: 'code', gift_card_already_redeemed: 'code' };

export async function redeemLoader(args: Args) {
  const { services, user, t } = signedInPage(args);
  const page = pageParam(args.request, 'page');
  const history = await services.coins.of(user.id, { page, pageSize: coinHistoryPageSize });
  return {
    title: t('redeem.title'),
    // The gift card's e-mail and QR code link here with ?code=, kept across the login (the layout's ?next=).
    code: (args.url.searchParams.get('code') ?? '').slice(0, 64),
    history,
  };
}

export async function redeemAction(args: Args) {
  const { services, user, t, locale, clientIp } = signedInPage(args);
  const values = await formValues(args.request);
  const parsed = parseForm(redeemBody, values, t);
  if (!parsed.ok) return invalid(redeemForm, values, parsed.errors);
  try {
    const redeemed = await services.giftCards.redeem(user.id, parsed.data.code, { ip: clientIp });
    // Coins are counted in euros (requirements §rules.coins); the page itself shows the balance ≈ in its currency.
    const euros = (eurCents: number) => formatMoney(eurCents, { code: 'EUR', minorUnits: 2 }, languageTag(locale));
    // POST → redirect → GET: a reload shows the page, it does not send the code again. The ?code= goes with it.
    return redirectWithFlash(args, args.url.pathname, [{ key: 'redeem.result.success', values: { coins: euros(redeemed.coins), balance: euros(redeemed.balance) } }]);
  } catch (error) {
    // 'Generic failure, try later' (requirements §errors) is the form's answer, not the error page: nothing happened, and the code is kept.
    if (appErrorOf(error)?.code === 'gift_card_redeem_failed') return invalid(redeemForm, values, {}, { message: t('errors.gift_card_redeem_failed'), status: 503 });
    return refused(error, redeemForm, values, t, { fieldOf: aboutTheCode });
  }
}
