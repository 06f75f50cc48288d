import { freeCancellationHours } from '@cicerone/core/checkout/cancellation';
import { cancellationKindOf } from '@cicerone/core/quotes/quote-kinds';
import { meetingPointMaxLength } from '@cicerone/core/limits';
import { SiteForm } from '../lib/forms/form.tsx';
import { FileField } from '../lib/forms/file-field.tsx';
import { SelectField, TextAreaField, TextField } from '../lib/forms/fields.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { timeName } from '../lib/format/intl-names.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { dayName } from '../checkout/cart-view.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import type { BookingMoney, ShownBooking } from './booking-shown.ts';

export interface CancelTerms {
  free: boolean;
  /** The last instant cancelling is free (ISO). */
  deadline: string;
  refund: BookingMoney;
  /** Coins back to the balance, EUR cents. */
  coins: number;
  /** Whether the order is paid (a bank transfer not yet received has nothing to refund). */
  paid: boolean;
  /** Paid by bank transfer: its money goes back by transfer, to an account the traveller names. */
  byTransfer: boolean;
}

/** The terms in words, said before the traveller confirms (requirements §constants.cancellation): free until the deadline in the city's time, or no refund. */
function TermsText({ terms, timeZone, city, service }: { terms: CancelTerms; timeZone: string | null; city: string; service: ShownBooking['service'] }) {
  const { t } = useI18n();
  const formatPrice = useFormatPrice();
  const { ofTour } = useInstants();
  if (!terms.free) {
    // A service on request has its own window (requirements §constants.cancellation: 48 h for pickups, transfers, quotes and cruises).
    return <p className="notice-error">{service ? t('bookings.cancel.noRefundService', { hours: freeCancellationHours[cancellationKindOf[service.kind]] }) : t('bookings.cancel.noRefund')}</p>;
  }
  // The end of free cancellation is counted from the tour's start: the city's clock.
  const when = ofTour(terms.deadline, { timeZone, name: city }, 'full');
  return (
    <div className="notice-info">
      <p>{t('bookings.cancel.freeUntil', { when })}</p>
      <p>
        {terms.paid
          ? t(terms.byTransfer ? 'bookings.cancel.transferRefund' : 'bookings.cancel.refund', { amount: formatPrice(terms.refund) })
          : t('bookings.cancel.unpaid')}
        {terms.coins > 0 ? ` ${t('bookings.cancel.coins', { amount: formatPrice({ amount: terms.coins, currency: 'EUR', minorUnits: 2 }) })}` : null}
      </p>
    </div>
  );
}

export function CancelForm({ booking, terms, timeZone, problems }: { booking: ShownBooking; terms: CancelTerms; timeZone: string | null; problems: FormProblems | null }) {
  const { t } = useI18n();
  const labels = { reason: t('bookings.cancel.reason'), accountHolder: t('bookings.cancel.accountHolder'), iban: t('bookings.cancel.iban') };
  // Money that goes back by transfer needs the account it goes to (requirements §lifecycles.refund).
  const asksAccount = terms.free && terms.paid && terms.byTransfer && terms.refund.amount > 0;
  return (
    <section className="booking-section" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t('bookings.cancel.title')}</h2>
      <TermsText terms={terms} timeZone={timeZone} city={booking.city.name} service={booking.service} />
      {/* Requirements §constants.cancellation: purchased tickets are non-refundable, said before the traveller confirms. */}
      {booking.tour ? <p className="muted">{t('tour.cancellation.tickets')}</p> : null}
      <SiteForm name="cancel" problems={problems} labels={labels} submitLabel={t('bookings.cancel.confirm')} pendingLabel={t('bookings.cancel.pending')}>
        <TextAreaField name="reason" label={labels.reason} required minLength={3} maxLength={500} lengthMessage="bookings.cancel.reasonLength" hint={t('bookings.cancel.reasonHint')} />
        {asksAccount ? (
          <div className="form-grid">
            <TextField name="accountHolder" label={labels.accountHolder} required maxLength={70} autoComplete="name" />
            <TextField name="iban" label={labels.iban} required maxLength={50} autoComplete="off" spellCheck={false} hint={t('bookings.cancel.ibanHint')} />
          </div>
        ) : null}
      </SiteForm>
    </section>
  );
}

export function UpdateForm({ booking, days, times, problems }: { booking: ShownBooking; days: readonly string[]; times: readonly string[]; problems: FormProblems | null }) {
  const { t, tag } = useI18n();
  const labels = { day: t('tour.booking.date'), startTime: t('tour.booking.startTime'), meetingPoint: t('tour.booking.meetingPoint') };
  // A start time the tour no longer offers stays choosable: keeping it is not a change.
  const timeChoices = times.includes(booking.startTime) ? times : [booking.startTime, ...times];
  return (
    <section className="booking-section" aria-labelledby="update-title">
      <h2 id="update-title">{t('bookings.update.title')}</h2>
      <p className="muted">{t('bookings.update.intro', { city: booking.city.name })}</p>
      <SiteForm name="update" problems={problems} labels={labels} submitLabel={t('bookings.update.submit')}>
        <div className="form-grid">
          <SelectField name="day" label={labels.day} defaultValue={booking.day} required hint={t('bookings.update.dayHint')}>
            {days.map((day) => (
              <option key={day} value={day}>
                {dayName(tag, day)}
              </option>
            ))}
          </SelectField>
          <SelectField name="startTime" label={labels.startTime} defaultValue={booking.startTime} required>
            {timeChoices.map((time) => (
              <option key={time} value={time}>
                {timeName(tag, time)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField name="meetingPoint" label={labels.meetingPoint} defaultValue={booking.meetingPoint} maxLength={meetingPointMaxLength} hint={t('tour.booking.meetingPointHint')} autoComplete="address-line1" />
      </SiteForm>
    </section>
  );
}

export function ProofForm({ problems }: { problems: FormProblems | null }) {
  const { t } = useI18n();
  const labels = { file: t('bookings.proof.file') };
  return (
    <SiteForm name="proof" problems={problems} labels={labels} submitLabel={t('bookings.proof.submit')} pendingLabel={t('bookings.proof.sending')} encType="multipart/form-data">
      <FileField name="file" kind="proof" label={labels.file} required hint={t('bookings.proof.hint')} />
    </SiteForm>
  );
}

export function NoteForm({ note, problems }: { note: string | null; problems: FormProblems | null }) {
  const { t } = useI18n();
  const labels = { note: t('bookings.note.label') };
  return (
    <section className="booking-section" aria-labelledby="note-title">
      <h2 id="note-title">{t('bookings.note.title')}</h2>
      <SiteForm name="note" problems={problems} labels={labels} submitLabel={t('bookings.note.submit')}>
        <TextAreaField name="note" label={labels.note} defaultValue={note} maxLength={2000} lengthMessage="errors.field.too_long" hint={t('bookings.note.hint')} rows={5} />
      </SiteForm>
    </section>
  );
}
