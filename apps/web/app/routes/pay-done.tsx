import { Link } from 'react-router';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { BankDetails } from '../checkout/bank-details.tsx';
import { payDoneLoader } from '../checkout/pay-done.server.ts';
import { useFormatPrice } from '../catalog/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { RouteErrorNotice } from '../shell/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/pay-done';
import '../catalog/catalog.css';
import '../checkout/checkout.css';

export async function loader(args: Route.LoaderArgs) {
  return payDoneLoader(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** After the payment (spec §2): order complete (card), pending with the transfer instructions (bank), or log in again. */
export default function PayDone({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { ofCompany } = useInstants();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const data = loaderData;

  if (data.state === 'login-again') {
    return (
      <div className="section checkout-page">
        <h1 className="page-title">{data.title}</h1>
        <div className="checkout-box">
          <p className="checkout-error" role="alert">
            {t('payDone.loginAgain')}
          </p>
          <Link className="button button-primary" to={sitePath(`/login?next=${encodeURIComponent(data.next ?? sitePath('/pay-done'))}`)}>
            {t('checkout.account.login')}
          </Link>
        </div>
      </div>
    );
  }

  const { order, bank } = data;
  if (!order) return null;
  const amount = formatPrice(order.amount);
  return (
    <div className="section checkout-page">
      <h1 className="page-title">{data.title}</h1>
      <div className="checkout-box" role="status">
        {data.state === 'complete' && <p className="checkout-ok">{t('payDone.complete', { reference: order.reference })}</p>}
        {data.state === 'processing' && <p>{t('payDone.processing', { reference: order.reference })}</p>}
        {data.state === 'closed' && <p className="checkout-error">{t('payDone.closed', { reference: order.reference })}</p>}
        {data.state === 'pending' && (
          <>
            <h2>{t('payDone.pendingTitle')}</h2>
            <p>{t('payDone.pending')}</p>
            <BankDetails bank={bank} amount={amount} reference={order.reference} />
            {order.expiresAt && (
              <p className="small">{t('payDone.deadline', { date: ofCompany(order.expiresAt) })}</p>
            )}
          </>
        )}
        {data.state !== 'pending' && <p>{t('payDone.amount', { amount })}</p>}
        <Link className="button button-secondary" to={sitePath('/tours')}>
          {t('shell.cart.browse')}
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
