import { Link } from 'react-router';
import { tooLargeValues } from '@cicerone/core/uploads';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { BankDetails } from '../checkout/bank-details.tsx';
import { payDoneAction, payDoneLoader } from '../checkout/pay-done.server.ts';
import { PayNow, payNowForm } from '../checkout/pay-now.tsx';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/pay-done';
import '../catalog/catalog.css';
import '../checkout/checkout.css';

export async function loader(args: Route.LoaderArgs) {
  return payDoneLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return payDoneAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** After the payment (requirements §screens.checkout): order complete (card), pending with the transfer instructions (bank), unpaid (pay now), or log in again. */
export default function PayDone({ loaderData, actionData }: Route.ComponentProps) {
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
  // A gift card's order (requirements §screens.gift-cards) is about its cards: no booking to confirm, none to link to.
  const onlyGiftCards = data.giftCards.length > 0 && data.bookings.length === 0;
  return (
    <div className="section checkout-page">
      <h1 className="page-title">{data.title}</h1>
      <ErrorSummary prefix="pay" labels={{}} problems={problemsFor(actionData, payNowForm)} />
      <div className="checkout-box" role="status">
        {data.state === 'complete' && <p className="checkout-ok">{t('payDone.complete', { reference: order.reference })}</p>}
        {data.state === 'processing' && <p>{t('payDone.processing', { reference: order.reference })}</p>}
        {data.state === 'closed' && <p className="checkout-error">{t('payDone.closed', { reference: order.reference })}</p>}
        {data.state === 'unpaid' && (
          <>
            <p>{t('payDone.unpaid', { reference: order.reference })}</p>
            <p className="small">{t('payNow.intro')}</p>
            <PayNow orderReference={order.reference} />
          </>
        )}
        {data.state === 'pending' && (
          <>
            <h2>{t('payDone.pendingTitle')}</h2>
            <p>{t(onlyGiftCards ? 'payDone.pendingGiftCard' : 'payDone.pending')}</p>
            <BankDetails bank={bank} amount={amount} reference={order.reference} />
            {/* Requirements §screens.bookings: a proof of payment is uploaded on the booking's page (one for the whole order). */}
            {data.bookings[0] ? (
              <p>
                {t('payDone.pendingProof', tooLargeValues('proof'))}{' '}
                <Link to={sitePath(`/bookings/${encodeURIComponent(data.bookings[0])}#proof`)}>{t('payDone.uploadProof')}</Link>
              </p>
            ) : null}
            {order.expiresAt && (
              <p className="small">{t('payDone.deadline', { date: ofCompany(order.expiresAt) })}</p>
            )}
          </>
        )}
        {data.state !== 'pending' && <p>{t('payDone.amount', { amount })}</p>}
        {data.giftCards.length > 0 && (
          <section aria-labelledby="pay-done-gift-cards">
            <h2 id="pay-done-gift-cards">{t('payDone.giftCards')}</h2>
            <ul>
              {data.giftCards.map((card) => (
                <li key={card.id}>{t('payDone.giftCard', { email: card.recipientEmail })}</li>
              ))}
            </ul>
            {/* Where the cards live on (state, send now, resend, the recipient's e-mail), and another one. */}
            <div className="pay-done-links">
              <ul>
                {data.signedIn && (
                  <li>
                    <Link to={sitePath('/my-gift-cards')}>{t('myGiftCards.title')}</Link>
                  </li>
                )}
                <li>
                  <Link to={sitePath('/gift-cards')}>{t('payDone.anotherGiftCard')}</Link>
                </li>
              </ul>
            </div>
          </section>
        )}
        {/* Where the order lives on: My bookings, and each booking's page (voucher, changes, proof of payment). */}
        {onlyGiftCards ? null : (
          <nav className="pay-done-links" aria-label={t('payDone.links')}>
            <ul>
              {data.bookings.map((reference) => (
                <li key={reference}>
                  <Link to={sitePath(`/bookings/${encodeURIComponent(reference)}`)}>{t('payDone.booking', { reference })}</Link>
                </li>
              ))}
              <li>
                <Link to={sitePath('/bookings')}>{t('bookings.title')}</Link>
              </li>
            </ul>
          </nav>
        )}
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
