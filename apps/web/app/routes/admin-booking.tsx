import { Link } from 'react-router';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { adminBookingAction, adminBookingLoader } from '../admin/booking-page.server.ts';
import { CancelBookingForm, ChangeBookingForm, ConfirmBookingWrite, RefundPartForm, ResendDocuments, type PendingConfirmation } from '../admin/booking-actions.tsx';
import { BookingFacts, BookingHistory } from '../admin/booking-facts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import { AuditTrail } from '../admin/audit/audit-trail.tsx';
import { RefundsTable } from '../admin/refunds-table.tsx';
import type { Route } from './+types/admin-booking';
import '../accounts/accounts.css';

export function loader(args: Route.LoaderArgs) {
  return adminBookingLoader(args);
}

export function action(args: Route.ActionArgs) {
  return adminBookingAction(args);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

/** One booking in the back office (requirements §back-office.bookings): its facts and order, its whole history, and what the team may do with it. */
export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { booking, auditTrail } = loaderData;
  const pending = (actionData as { confirm?: PendingConfirmation } | undefined)?.confirm ?? null;
  const open = booking.status === 'pending' || booking.status === 'waiting-payment';
  return (
    <div className="admin-page">
      <p>
        <Link to={sitePath('/admin/bookings')}>{t('admin.booking.back')}</Link>
      </p>
      <h1 className="auth-title">{t('admin.booking.title', { reference: booking.reference })}</h1>
      {pending ? <ConfirmBookingWrite shown={loaderData} pending={pending} /> : null}
      <BookingFacts shown={loaderData} />
      <BookingHistory shown={loaderData} />
      <section className="audit-section" aria-labelledby="booking-refunds">
        <h2 id="booking-refunds">{t('admin.booking.section.refunds')}</h2>
        {loaderData.disputes.map((line) => (
          <p key={line} className="notice-error">
            {line}
          </p>
        ))}
        <RefundsTable id="booking-refunds-list" refunds={loaderData.refunds} caption={t('admin.booking.refundsCaption', { reference: booking.order.reference })} empty={t('admin.booking.noRefunds')} />
      </section>
      <section className="audit-section" aria-labelledby="booking-audit">
        <h2 id="booking-audit">{t('admin.audit.history')}</h2>
        <AuditTrail rows={auditTrail} labelledBy="booking-audit" showSubject={false} />
      </section>
      <section aria-labelledby="booking-actions-title" className="admin-actions">
        <h2 id="booking-actions-title">{t('admin.booking.section.actions')}</h2>
        {open ? (
          <>
            <ChangeBookingForm shown={loaderData} problems={problemsFor(actionData, 'change')} />
            <CancelBookingForm shown={loaderData} problems={problemsFor(actionData, 'cancel')} />
          </>
        ) : (
          <p className="muted">{t('admin.booking.closed')}</p>
        )}
        {loaderData.refundable > 0 ? <RefundPartForm shown={loaderData} refundable={loaderData.refundableText} problems={problemsFor(actionData, 'refund')} /> : null}
        <ResendDocuments problems={problemsFor(actionData, 'resend')} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
