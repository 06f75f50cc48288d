// Server-only: one request's page — read by its account or with the e-mailed link's token — and the
// traveller's answer to its offer (accept, and pay it through the cart's checkout; or decline).
import { redirect } from 'react-router';
import { quoteReferenceParams } from '@cicerone/core/contracts/quotes';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { accountPage } from '../accounts/account-page.server.ts';
import { formValues, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { appErrorStatus, notFound } from '../lib/page/site-page.server.ts';

type PageArgs = Parameters<typeof accountPage>[0];

export interface QuotePageData {
  title: string;
  quote: QuoteAnswer;
  /** The offer's price in its currency and the reader's language. */
  price: string | null;
  token: string | null;
  signedIn: boolean;
  /** The server's clock when the page was read: whether the offer's free cancellation is already over. */
  now: string;
}

/** The offer's price as the reader reads it (its currency's minor units from the reference data). */
export async function offerPrice(page: ReturnType<typeof accountPage>, quote: QuoteAnswer): Promise<string | null> {
  if (!quote.offer) return null;
  const { minorUnits } = await page.services.reference.exchangeRate(quote.offer.currency);
  return formatMoney(quote.offer.amount, { code: quote.offer.currency, minorUnits }, languageTag(page.locale));
}

export async function quotePageLoader(args: PageArgs) {
  const page = accountPage(args);
  const reference = quoteReferenceParams.safeParse(args.params);
  if (!reference.success) throw notFound(page.locale);
  const token = new URL(args.request.url).searchParams.get('token');
  try {
    const quote = await page.services.quotes.show(reference.data.reference, { userId: page.user?.id ?? null, token: token ?? undefined });
    return { title: page.t(`quotes.kind.${quote.kind}`), quote, price: await offerPrice(page, quote), token, signedIn: page.user !== null, now: new Date().toISOString() } satisfies QuotePageData;
  } catch (error) {
    if (appErrorStatus(error) === 404) throw notFound(page.locale);
    throw error;
  }
}

/**
 * Accept (signed in) or decline, as the same service calls as the API's. An accepted offer is a
 * cart item paid through the one checkout (decision 0027): accepting opens the cart with it.
 */
export async function quotePageAction(args: PageArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const reference = quoteReferenceParams.safeParse(args.params);
  if (!reference.success) throw notFound(page.locale);
  const token = values['token'] || undefined;
  try {
    if (values['intent'] === 'accept') {
      if (!page.user) throw redirect(page.path(`/login?next=${encodeURIComponent(page.path(`/quotes/${reference.data.reference}${token ? `?token=${encodeURIComponent(token)}` : ''}`))}`));
      await page.services.quotes.accept(reference.data.reference, page.user, token);
      return redirectWithFlash(args, page.path('/cart'), [{ key: 'quotes.page.accepted' }]);
    }
    await page.services.quotes.decline(reference.data.reference, { userId: page.user?.id ?? null, token });
    return redirectWithFlash(args, page.path(`/quotes/${reference.data.reference}${token ? `?token=${encodeURIComponent(token)}` : ''}`), [{ key: 'quotes.page.declined' }]);
  } catch (error) {
    if (error instanceof Response) throw error;
    return refused(error, values['intent'] ?? 'quote', values, page.t);
  }
}
