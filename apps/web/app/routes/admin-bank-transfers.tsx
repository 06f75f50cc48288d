import { redirect } from 'react-router';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { safeNextPath } from '../accounts/next-path.ts';
import { BankTransfersTable } from '../admin/bank-transfers-table.tsx';
import { ConfirmTransfer } from '../admin/confirm-transfer.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-bank-transfers';
import '../accounts/accounts.css';

const proofKinds: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' };

/** Bank transfers waiting for their money, oldest first (requirements §back-office.bookings, §lifecycles.bank-transfer); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const [waiting, currencies] = await Promise.all([page.services.bankTransfers.waiting(), page.services.reference.listCurrencies()]);
  const tag = languageTag(page.locale);
  // On the company's clock, as the customer reads the same deadline (core/i18n/instants.ts).
  const when = (instant: Date) => formatInstant(instant, companyClock(page.t), { tag, t: page.t });
  // Sizes as people read them: kB under a megabyte, MB (one decimal) above, in the page's language.
  const kilobytes = new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const megabytes = new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? kilobytes.format(Math.max(1, Math.round(bytes / 1024))) : megabytes.format(bytes / 1024 / 1024));
  const transfers = waiting.map((order) => ({
      reference: order.reference,
      customerName: `${order.firstName} ${order.lastName}`.trim(),
      customerEmail: order.email,
      // An order keeps the currency it was placed in, whatever the page's currency.
      amount: formatMoney(order.amount, { code: order.currency, minorUnits: currencies.find((unit) => unit.code === order.currency)?.minorUnits ?? 2 }, tag),
      // What the money pays for: tours, and each gift card by value (EUR) and occasion.
      items: [
        ...(order.tours > 0 ? [page.t('admin.bankTransfers.item.tours', { count: order.tours })] : []),
        ...order.giftCards.map((card) => page.t('admin.bankTransfers.item.giftCard', { value: formatMoney(card.valueEurCents, { code: 'EUR', minorUnits: 2 }, tag), occasion: page.t(`giftCards.occasion.${card.occasion}`) })),
      ],
      createdAt: when(order.createdAt),
      expiresAt: order.expiresAt ? when(order.expiresAt) : null,
      proofs: order.proofs.map((proof, index) => ({
        id: proof.id,
        url: `/api/orders/${encodeURIComponent(order.reference)}/proofs/${proof.id}`,
        label: page.t('admin.bankTransfers.proofLink', {
          number: index + 1,
          kind: proofKinds[proof.contentType] ?? proof.contentType,
          size: sizeOf(proof.size),
          date: when(proof.uploadedAt),
        }),
      })),
    }));
  // ?confirm=REF: the confirmation step of one waiting transfer; one confirmed or gone meanwhile says so.
  const asked = new URL(args.request.url).searchParams.get('confirm');
  const confirming = asked ? (transfers.find((transfer) => transfer.reference === asked.toUpperCase()) ?? null) : null;
  return {
    transfers,
    confirming,
    notWaiting: asked && !confirming ? page.t('errors.order_not_awaiting_payment') : null,
    meta: page.meta('/admin/bank-transfers', 'admin.bankTransfers.title', 'admin.bankTransfers.description'),
  };
}

/**
 * 'Yes, confirm' of the confirmation step: the order is paid and its bookings pending (first come,
 * first served); back to the list with a notice. A POST without the step's answer (a page from
 * before the step existed) is shown the step instead of confirming.
 */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const reference = values['reference']?.trim() ?? '';
  if (!page.user || !/^[A-Za-z0-9-]{1,40}$/.test(reference)) return invalid('confirm', values, {}, { message: page.t('errors.order_not_found') });
  const back = safeNextPath(values['back']) ?? page.path('/admin/bank-transfers');
  if (values['confirmed'] !== 'yes') throw redirect(`${page.path('/admin/bank-transfers')}?confirm=${encodeURIComponent(reference)}`);
  try {
    const confirmed = await page.services.bankTransfers.confirm(reference, page.user.id);
    return redirectWithFlash(args, back, [{ key: 'admin.bankTransfers.confirmed', values: { reference: confirmed.reference } }]);
  } catch (error) {
    return refused(error, 'confirm', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminBankTransfers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.bankTransfers.title')}</h1>
      <p className="muted">{t('admin.bankTransfers.description')}</p>
      <ErrorSummary prefix="transfer" labels={{}} problems={actionData ?? null} />
      {/* Not a problem with what was entered: the transfer opened to confirm was confirmed meanwhile. */}
      {loaderData.notWaiting && !actionData ? (
        <p className="form-alert" role="alert">
          {loaderData.notWaiting}
        </p>
      ) : null}
      {loaderData.confirming ? <ConfirmTransfer transfer={loaderData.confirming} back={sitePath('/admin/bank-transfers')} /> : null}
      <BankTransfersTable transfers={loaderData.transfers} back={sitePath('/admin/bank-transfers')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
