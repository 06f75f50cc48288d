import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { adminBookingResends } from '@cicerone/core/admin/admin-bookings';
import { meetingPointMaxLength } from '@cicerone/core/limits';
import { useI18n } from '../i18n/i18n.tsx';
import { RadioGroup, TextAreaField, TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import type { ShownAdminBooking } from './bookings.server.ts';

/** What the action answered before doing a write: the form and what was typed, to confirm. */
export interface PendingConfirmation {
  form: 'cancel' | 'refund' | 'change';
  values: Record<string, string>;
}

/** Cancel on the traveller's behalf: a reason, and whether their share goes back (the policy's answer first). */
export function CancelBookingForm({ shown, problems }: { shown: ShownAdminBooking; problems: FormProblems | null }) {
  const { t } = useI18n();
  const terms = shown.cancellation;
  if (!terms) return null;
  const labels = { reason: t('admin.booking.cancel.reason'), refund: t('admin.booking.cancel.refund'), accountHolder: t('bookings.cancel.accountHolder'), iban: t('bookings.cancel.iban') };
  // A paid bank-transfer order's refund goes back by transfer: to the account the traveller gave the team.
  const byTransfer = shown.booking.order.paymentMethod === 'bank_transfer' && shown.booking.order.status === 'paid';
  return (
    <SiteForm name="cancel" problems={problems} labels={labels} submitLabel={t('admin.booking.cancel.submit')} heading={<h3>{t('admin.booking.cancel.title')}</h3>} className="site-form admin-action-form">
      <p className="muted">{t(terms.free ? 'admin.booking.cancel.policyFree' : 'admin.booking.cancel.policyClosed', { deadline: terms.deadline })}</p>
      <TextAreaField name="reason" label={labels.reason} required minLength={3} maxLength={500} rows={3} />
      <RadioGroup
        name="refund"
        label={labels.refund}
        defaultValue={terms.free ? 'yes' : 'no'}
        options={[
          { value: 'yes', label: t(byTransfer ? 'admin.booking.cancel.withRefundTransfer' : 'admin.booking.cancel.withRefund', { card: terms.whole.card, coins: terms.whole.coins }) },
          { value: 'no', label: t('admin.booking.cancel.withoutRefund') },
        ]}
      />
      {byTransfer ? (
        <>
          <p className="muted">{t('admin.booking.cancel.transferAccount')}</p>
          <TextField name="accountHolder" label={labels.accountHolder} maxLength={70} autoComplete="off" />
          <TextField name="iban" label={labels.iban} maxLength={50} autoComplete="off" spellCheck={false} />
        </>
      ) : null}
    </SiteForm>
  );
}

/** Part of the booking's money back without cancelling it, up to what is left of it (requirements §lifecycles.refund). */
export function RefundPartForm({ shown, refundable, problems }: { shown: ShownAdminBooking; refundable: string; problems: FormProblems | null }) {
  const { t } = useI18n();
  const labels = { amount: t('admin.booking.refund.amount', { currency: shown.booking.order.currency }), reason: t('admin.booking.refund.reason'), accountHolder: t('bookings.cancel.accountHolder'), iban: t('bookings.cancel.iban') };
  const byTransfer = shown.booking.order.paymentMethod === 'bank_transfer';
  return (
    <SiteForm name="refund" problems={problems} labels={labels} submitLabel={t('admin.booking.refund.submit')} heading={<h3>{t('admin.booking.refund.title')}</h3>} className="site-form admin-action-form">
      <p className="muted">{t(byTransfer ? 'admin.booking.refund.hintTransfer' : 'admin.booking.refund.hintCard', { amount: refundable })}</p>
      <TextField name="amount" label={labels.amount} required inputMode="decimal" maxLength={16} autoComplete="off" hint={t('admin.booking.refund.upTo', { amount: refundable })} />
      <TextAreaField name="reason" label={labels.reason} required minLength={3} maxLength={500} rows={2} />
      {byTransfer ? (
        <>
          <TextField name="accountHolder" label={labels.accountHolder} required maxLength={70} autoComplete="off" />
          <TextField name="iban" label={labels.iban} required maxLength={50} autoComplete="off" spellCheck={false} />
        </>
      ) : null}
    </SiteForm>
  );
}

/** Day, start time, meeting point: the tour's rules apply as for the traveller. */
export function ChangeBookingForm({ shown, problems }: { shown: ShownAdminBooking; problems: FormProblems | null }) {
  const { t } = useI18n();
  const { booking } = shown;
  const labels = { day: t('admin.booking.field.day'), startTime: t('admin.booking.field.startTime'), meetingPoint: t('admin.booking.field.meetingPoint') };
  return (
    <SiteForm name="change" problems={problems} labels={labels} submitLabel={t('admin.booking.change.submit')} heading={<h3>{t('admin.booking.change.title')}</h3>} className="site-form admin-action-form">
      <p className="muted">{t('admin.booking.change.hint')}</p>
      <TextField type="date" name="day" label={labels.day} defaultValue={booking.day} required />
      <TextField type="time" name="startTime" label={labels.startTime} defaultValue={booking.startTime} required />
      <TextAreaField name="meetingPoint" label={labels.meetingPoint} defaultValue={booking.meetingPoint ?? ''} maxLength={meetingPointMaxLength} rows={2} />
    </SiteForm>
  );
}

/** The documents sent again: a mail that only repeats what the traveller has, so one button each. */
export function ResendDocuments({ problems }: { problems: FormProblems | null }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="resend-title" className="admin-action-form">
      <h3 id="resend-title">{t('admin.booking.resend.title')}</h3>
      <ErrorSummary prefix="resend" labels={{}} problems={problems} />
      <Form method="post" className="row-actions">
        <input type="hidden" name="form" value="resend" />
        {adminBookingResends.map((document) => (
          <button key={document} type="submit" name="document" value={document} className="button button-secondary" disabled={busy}>
            {t(`admin.booking.resend.${document}`)}
          </button>
        ))}
      </Form>
    </section>
  );
}

/** The second step of a cancellation or a change: what will happen, said plainly, then a second button. */
export function ConfirmBookingWrite({ shown, pending }: { shown: ShownAdminBooking; pending: PendingConfirmation }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [pending]);
  const { booking, cancellation } = shown;
  const { values } = pending;
  const cancelling = pending.form === 'cancel';
  const refunding = pending.form === 'refund';
  const changes = (['day', 'startTime', 'meetingPoint'] as const)
    .filter((field) => values[field] !== undefined && values[field] !== ((field === 'meetingPoint' ? booking.meetingPoint : booking[field]) ?? ''))
    .map((field) => t('admin.booking.changedField', { field: t(`admin.booking.field.${field}`), before: (field === 'meetingPoint' ? booking.meetingPoint : booking[field]) || '—', after: values[field] || '—' }));
  return (
    <section className="admin-confirm" aria-labelledby="confirm-booking-title">
      <h2 id="confirm-booking-title" ref={heading} tabIndex={-1}>
        {t(cancelling ? 'admin.booking.confirm.cancelTitle' : refunding ? 'admin.booking.confirm.refundTitle' : 'admin.booking.confirm.changeTitle', { reference: booking.reference })}
      </h2>
      {refunding ? (
        <>
          <p>{t('admin.booking.confirm.reason', { reason: values['reason'] ?? '' })}</p>
          <p>
            {booking.order.paymentMethod === 'bank_transfer'
              ? t('admin.booking.confirm.partTransfer', { amount: `${values['amount'] ?? ''} ${booking.order.currency}`, holder: values['accountHolder'] || '—', iban: values['iban'] || '—' })
              : t('admin.booking.confirm.partCard', { amount: `${values['amount'] ?? ''} ${booking.order.currency}` })}
          </p>
        </>
      ) : cancelling ? (
        <>
          <p>{t('admin.booking.confirm.reason', { reason: values['reason'] ?? '' })}</p>
          <p>
            {values['refund'] === 'yes' && cancellation
              ? booking.order.paymentMethod === 'bank_transfer'
                ? t('admin.booking.confirm.transferRefund', { amount: cancellation.whole.card, coins: cancellation.whole.coins, holder: values['accountHolder'] || '—', iban: values['iban'] || '—' })
                : t('admin.booking.confirm.refund', { card: cancellation.whole.card, coins: cancellation.whole.coins })
              : t('admin.booking.confirm.noRefund')}
          </p>
          <p className="admin-confirm-warning">{t('admin.booking.confirm.cancelWarning')}</p>
        </>
      ) : (
        <>
          <ul>
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <p>{t('admin.booking.confirm.changeMail', { email: booking.account.email })}</p>
        </>
      )}
      <Form method="post" className="row-actions">
        {Object.entries(values).map(([name, value]) => (name === 'confirmed' ? null : <input key={name} type="hidden" name={name} value={value} />))}
        <button type="submit" name="confirmed" value="yes" className="button button-primary" disabled={busy}>
          {t(cancelling ? 'admin.booking.confirm.cancelYes' : refunding ? 'admin.booking.confirm.refundYes' : 'admin.booking.confirm.changeYes')}
        </button>
        <Link className="button button-secondary" to="." preventScrollReset>
          {t('admin.booking.confirm.keep')}
        </Link>
      </Form>
    </section>
  );
}
