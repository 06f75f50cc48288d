import type { RouterContextProvider } from 'react-router';
import { catalogPage } from '../catalog/catalog-page.server.ts';
import { sessionContext } from '../site/session.server.ts';
import { orderMoney } from './order-money.server.ts';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };

/** pay-done?order=REF (spec §2): complete (paid), pending with the transfer's details, or not this session's order. */
export async function payDoneLoader(args: Args) {
  const { services, t } = catalogPage(args);
  const user = args.context.get(sessionContext);
  const reference = new URL(args.request.url).searchParams.get('order') ?? '';
  const order = reference ? await services.checkout.order(reference) : null;
  // Someone else's order and an unknown reference look the same: nothing tells a guesser which references exist.
  if (!user || !order || order.userId !== user.id) return { title: t('payDone.title'), state: 'login-again' as const, next: new URL(args.request.url).pathname + new URL(args.request.url).search };
  const bank = order.paymentMethod === 'bank_transfer' && order.status === 'awaiting_payment' ? await services.checkout.bankDetails(order.currency) : null;
  const state = order.status === 'paid' ? 'complete' : order.status === 'awaiting_payment' ? (order.paymentMethod === 'bank_transfer' ? 'pending' : 'processing') : 'closed';
  return {
    title: state === 'complete' ? t('payDone.completeTitle') : t('payDone.title'),
    state,
    order: { reference: order.reference, amount: await orderMoney(services, order.grandTotal, order.currency), expiresAt: order.expiresAt?.toISOString() ?? null },
    bank: bank ? { holder: bank.accountHolder, bankName: bank.bankName, iban: bank.iban, bic: bank.bic } : null,
  };
}
