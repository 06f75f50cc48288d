// Server-only: the back office's page of one request, and its offer form (requirements §lifecycles.quote).
import { quoteOfferBody, quoteReferenceParams } from '@cicerone/core/contracts/quotes';
import { accountPage } from '../accounts/account-page.server.ts';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { appErrorStatus, notFound } from '../lib/page/site-page.server.ts';
import { offerPrice } from './quote-page.server.ts';

type PageArgs = Parameters<typeof accountPage>[0];

function referenceOf(args: PageArgs, page: ReturnType<typeof accountPage>): string {
  const parsed = quoteReferenceParams.safeParse(args.params);
  if (!parsed.success) throw notFound(page.locale);
  return parsed.data.reference;
}

export async function adminQuoteLoader(args: PageArgs) {
  const page = accountPage(args);
  try {
    const quote = await page.services.quotes.admin.show(referenceOf(args, page));
    const { minorUnits } = await page.services.reference.exchangeRate(quote.request['currency'] as string);
    // The mission's city proposed with the offer (decision 0027): the request's, or the one its airport serves.
    const missionCity = quote.status === 'submitted' ? await page.services.quotes.admin.missionCity(quote.reference) : null;
    return { title: `${page.t(`quotes.kind.${quote.kind}`)} · ${quote.reference}`, quote, price: await offerPrice(page, quote), currency: quote.request['currency'] as string, minorUnits, missionCity, now: new Date().toISOString() };
  } catch (error) {
    if (appErrorStatus(error) === 404) throw notFound(page.locale);
    throw error;
  }
}

/**
 * The offer: the price typed in the traveller's currency ('85.50', or '12000' for yen) becomes its
 * minor units here; the contract and the service check the rest (a validity still to come, once).
 */
export async function adminQuoteAction(args: PageArgs) {
  const page = accountPage(args);
  const reference = referenceOf(args, page);
  const values = await formValues(args.request);
  const quote = await page.services.quotes.admin.show(reference);
  const { minorUnits } = await page.services.reference.exchangeRate(quote.request['currency'] as string);
  const typed = (values['amount'] ?? '').trim().replace(',', '.');
  const amount = /^\d{1,9}(\.\d{1,3})?$/.test(typed) ? Math.round(Number(typed) * 10 ** minorUnits) : Number.NaN;
  if (!Number.isFinite(amount) || amount <= 0) return invalid('offer', values, { amount: page.t('forms.invalidValue') });
  const cityId = /^\d+$/.test(values['cityId'] ?? '') ? Number(values['cityId']) : undefined;
  // The day and time are asked only of a request without a day: left empty, the service says they are required.
  const parsed = parseForm(quoteOfferBody, { ...values, amount, cityId, serviceDay: values['serviceDay'] || undefined, serviceTime: values['serviceTime'] || undefined }, page.t);
  if (!parsed.ok) return invalid('offer', values, parsed.errors);
  try {
    await page.services.quotes.admin.offer(reference, page.user?.id ?? '', parsed.data);
  } catch (error) {
    return refused(error, 'offer', values, page.t);
  }
  return redirectWithFlash(args, page.path(`/admin/quotes/${reference}`), [{ key: 'quotes.admin.sent' }]);
}
