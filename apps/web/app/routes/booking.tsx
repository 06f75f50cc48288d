import { Link } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { problemsFor, type FormProblems } from '../lib/forms/form-problems.ts';
import { bookingAction, bookingLoader } from '../bookings/booking-page.server.ts';
import { BookingFacts, ProofList } from '../bookings/booking-facts.tsx';
import { CancelForm, NoteForm, ProofForm, UpdateForm } from '../bookings/booking-forms.tsx';
import { StatusBadge } from '../bookings/booking-parts.tsx';
import { ReviewSection } from '../bookings/review-form.tsx';
import { isPaid } from '../bookings/booking-shown.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { BankDetails } from '../checkout/bank-details.tsx';
import { PayNow } from '../checkout/pay-now.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import { bookingTitle } from '../bookings/booking-title.ts';
import { ServiceFactItems } from '../quotes/quote-facts.tsx';
import type { Route } from './+types/booking';
import '../checkout/checkout.css';
import '../bookings/bookings.css';

export async function loader(args: Route.LoaderArgs) {
  return bookingLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return bookingAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** One booking (requirements §screens.bookings): its every field, then what can be done with it now. */
export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const { booking, terms, change, transfer, proofs, timeZone } = loaderData;
  const documents = `/api/me/bookings/${encodeURIComponent(booking.id)}`;
  const { ofCompany } = useInstants();
  // A form sent from a stale page (a second tab cancelled the booking meanwhile) is no longer on
  // this one: its refusal shows at the top instead of being lost.
  const shownForms = [transfer ? 'proof' : '', booking.status === 'completed' ? 'note' : '', loaderData.review?.canComment ? 'review' : '', change ? 'update' : '', terms ? 'cancel' : ''];
  const answer = actionData as FormProblems | undefined;
  const stale = answer?.form && !shownForms.includes(answer.form) ? (answer.message ?? Object.values(answer.errors)[0]) : undefined;
  return (
    <>
      <p className="small">
        <Link to={sitePath('/bookings')}>
          <span aria-hidden="true">‹ </span>
          {t('bookings.detail.back')}
        </Link>
      </p>
      <header className="account-heading booking-heading">
        <h1 className="page-title">{loaderData.title}</h1>
        <p className="booking-heading-line">
          <StatusBadge status={booking.status} />
          {booking.tour ? <Link to={sitePath(pagePaths.tour(booking.tour.slug))}>{booking.tour.title}</Link> : <span>{bookingTitle(booking, t)}</span>}
        </p>
      </header>

      {stale ? (
        <p className="notice-error booking-stale" role="alert">
          {stale}
        </p>
      ) : null}
      <BookingFacts booking={booking} />
      {booking.service ? (
        <section className="booking-section" aria-labelledby="service-title">
          <h2 id="service-title">{t('quotes.page.request')}</h2>
          <dl className="quote-facts">
            <dt>{t('quotes.page.reference')}</dt>
            <dd>
              <Link to={sitePath(`/quotes/${booking.service.reference}`)}>{booking.service.reference}</Link>
            </dd>
            <ServiceFactItems request={booking.service.request} />
          </dl>
        </section>
      ) : null}

      {booking.payment.payNow ? (
        <section className="booking-section" aria-labelledby="pay-now-title">
          <h2 id="pay-now-title">{t('payNow.title')}</h2>
          <p>{t('payNow.intro')}</p>
          <PayNow orderReference={booking.orderReference} />
        </section>
      ) : null}

      {isPaid(booking) ? (
        <section className="booking-section" aria-labelledby="documents-title">
          <h2 id="documents-title">{t('bookings.documents.title')}</h2>
          <div className="row-actions">
            <a className="button button-secondary" href={`${documents}/voucher.pdf`} download>
              {t('bookings.documents.voucher')}
            </a>
            <a className="button button-secondary" href={`${documents}/invoice.pdf`} download>
              {t('bookings.documents.invoice')}
            </a>
          </div>
        </section>
      ) : null}

      {transfer ? (
        <section className="booking-section" aria-labelledby="transfer-title">
          <h2 id="transfer-title">{t('payDone.pendingTitle')}</h2>
          <p>{t('payDone.pending')}</p>
          <BankDetails bank={transfer.bank} amount={formatPrice(transfer.amount)} reference={booking.orderReference} />
          {transfer.expiresAt ? (
            <p className="small">{t('payDone.deadline', { date: ofCompany(transfer.expiresAt) })}</p>
          ) : null}
          <h3 id="proof">{t('bookings.proof.title')}</h3>
          <p className="muted">{t('bookings.proof.intro')}</p>
          <ProofList proofs={proofs} orderReference={booking.orderReference} />
          <ProofForm problems={problemsFor(actionData, 'proof')} />
        </section>
      ) : proofs.length > 0 ? (
        <section className="booking-section" aria-labelledby="proofs-title">
          <h2 id="proofs-title">{t('bookings.proof.title')}</h2>
          <ProofList proofs={proofs} orderReference={booking.orderReference} />
        </section>
      ) : null}

      {loaderData.review && booking.tour ? <ReviewSection review={loaderData.review} tour={booking.tour} problems={problemsFor(actionData, 'review')} /> : null}

      {booking.status === 'completed' ? <NoteForm note={booking.privateNote} problems={problemsFor(actionData, 'note')} /> : null}

      {change ? <UpdateForm booking={booking} days={change.days} times={change.times} problems={problemsFor(actionData, 'update')} /> : null}
      {terms && !change ? <p className="notice-info booking-section">{t('errors.booking_locked')}</p> : null}

      {terms ? <CancelForm booking={booking} terms={terms} timeZone={timeZone} problems={problemsFor(actionData, 'cancel')} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
