import type { ShownTour } from './shown-tour.ts';
import { useId, useReducer } from 'react';
import { passengerRelations, travelerTypes } from '@cicerone/core/checkout/booking-choices';
import { maxGroupSize, type TourDuration } from '@cicerone/core/catalog/pricing';
import { groupProblem, infantsAllowed } from '@cicerone/core/checkout/group-size';
import { priceFor } from '@cicerone/core/catalog/tour-price';
import { startTimes } from '@cicerone/core/catalog/tour-schedule';
import { isFreeDay } from '@cicerone/core/checkout/free-days';
import { isCalendarDay, monthOf } from '@cicerone/core/checkout/month-grid';
import { meetingPointMaxLength } from '@cicerone/core/limits';
import { useI18n } from '../i18n/i18n.tsx';
import { FieldMessage, SelectField, TextAreaField, TextField, useField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import type { ContactDefaults } from '../accounts/contact-defaults.ts';
import { bookingForm, type BookingCalendar } from '../checkout/booking-fields.ts';
import { DayPicker } from '../checkout/day-picker.tsx';
import { languageName, timeName } from '../lib/format/intl-names.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { Stepper } from './traveller-stepper.tsx';

type Travellers = { adults: number; children: number; infants: number };

/** What the panel shows as it changes: the price follows the duration and the group, the picker the day. */
interface Choice {
  duration: TourDuration;
  travellers: Travellers;
  day: string;
}

type ChoiceChange = { duration: TourDuration } | { band: keyof Travellers; delta: number } | { day: string };

function choose(choice: Choice, change: ChoiceChange): Choice {
  if ('duration' in change) return { ...choice, duration: change.duration };
  if ('day' in change) return { ...choice, day: change.day };
  return { ...choice, travellers: { ...choice.travellers, [change.band]: choice.travellers[change.band] + change.delta } };
}

interface BookingPanelProps {
  tour: ShownTour;
  /** The first day one can book, in the tour's city ('YYYY-MM-DD', computed by the server). */
  firstDay: string;
  /** The days with a free slot, and the month the picker opens on. */
  calendar: BookingCalendar;
  /** A signed-in traveller's name, e-mail and phone from their account: the contact fields start with them. */
  contact: ContactDefaults | null;
  /** The action's answer when the server refused the choice (the page without JavaScript shows it too). */
  problems: FormProblems | null;
}

/**
 * Choose duration, travellers, day and start time and see the price of that group (requirements §screens.tour-page booking
 * in progress), then add it to the cart. Private tours are priced per group band, so the price
 * changes only when the group crosses a band. A SiteForm like every form: the browser checks what
 * the fields say (required, an e-mail's shape); the server checks the booking with the cart's
 * contract and rules (the phone, the day, the group) and its answer shows in the same summary.
 */
export function BookingPanel({ tour, firstDay, calendar, contact, problems }: BookingPanelProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const formatPrice = useFormatPrice();
  const times = startTimes(tour.minStartTime, tour.maxStartTime);
  const sent = problems?.values ?? {};
  const [{ duration, travellers, day }, change] = useReducer(choose, null, () => ({
    duration: tour.priceDuration ?? tour.durations[0] ?? '4h',
    travellers: { adults: Math.min(Math.max(2, tour.minPeople), tour.maxPeople), children: 0, infants: 0 },
    // A day sent back by the server is shown again only if it is one: a forged form may send anything.
    day: isCalendarDay(sent['date'] ?? '') ? (sent['date'] ?? '') : '',
  }));
  const paying = travellers.adults + travellers.children;
  const row = priceFor(tour.prices, duration, paying);
  // A step is offered only when the group it leads to can book (checkout/group-size.ts, the server's rule).
  const canStep = (band: keyof Travellers, delta: number) => travellers[band] + delta >= 0 && groupProblem(tour, { ...travellers, [band]: travellers[band] + delta }) === null;
  const step = (band: keyof Travellers) => (delta: number) => change({ band, delta });
  const infantsFull = !canStep('infants', 1);
  const fieldId = (name: string) => `${bookingForm}-${name}`;
  const labels: Record<string, string> = {
    duration: t('tour.booking.duration'),
    adults: t('tour.booking.travellers'),
    date: t('tour.booking.date'),
    time: t('tour.booking.startTime'),
    guideLanguage: t('tour.booking.guideLanguage'),
    contactName: t('tour.booking.contactName'),
    contactEmail: t('tour.booking.contactEmail'),
    contactPhone: t('tour.booking.contactPhone'),
  };

  const heading = (
    <>
      <h2 id={`${id}-title`} className="booking-title">
        {t('tour.booking.title')}
      </h2>
      <p className="booking-price" aria-live="polite">
        {row ? (
          <>
            <strong>{formatPrice(row.price)}</strong>{' '}
            <span className="small muted">{t('tour.booking.priceFor', { count: paying, duration: t(`tour.duration.${duration}`) })}</span>
          </>
        ) : (
          <span className="small">{t('tour.booking.noPrice')}</span>
        )}
      </p>
    </>
  );

  return (
    <SiteForm
      name={bookingForm}
      hidden={{ tourId: String(tour.id) }}
      problems={problems}
      labels={labels}
      submitLabel={t('tour.booking.addToCart')}
      pendingLabel={t('tour.booking.adding')}
      className="booking-panel"
      id="booking"
      labelledBy={`${id}-title`}
      heading={heading}
      marks="optional"
    >
      <div className="form-field">
        <label className="field-label" htmlFor={fieldId('duration')}>
          {t('tour.booking.duration')}
        </label>
        <select id={fieldId('duration')} name="duration" className="select" value={duration} onChange={(event) => change({ duration: event.target.value as TourDuration })}>
          {tour.durations.map((option) => (
            <option key={option} value={option}>
              {t(`tour.duration.${option}`)}
            </option>
          ))}
        </select>
        <FieldMessage name="duration" />
      </div>

      <fieldset className="booking-field travellers">
        <legend className="field-label">{t('tour.booking.travellers')}</legend>
        <Stepper name="adults" label={t('tour.booking.adults')} hint={t('tour.booking.adultsHint')} value={travellers.adults} canRemove={travellers.adults > 1 && canStep('adults', -1)} canAdd={canStep('adults', 1)} onChange={step('adults')} />
        <Stepper name="children" label={t('tour.booking.children')} hint={t('tour.booking.childrenHint')} value={travellers.children} canRemove={canStep('children', -1)} canAdd={canStep('children', 1)} onChange={step('children')} />
        <Stepper name="infants" label={t('tour.booking.infants')} hint={t('tour.booking.infantsHint')} value={travellers.infants} canRemove={travellers.infants > 0} canAdd={!infantsFull} onChange={step('infants')} />
        {/* Why no more infants (and no fewer adults) can be chosen, said when it matters. */}
        <p className="field-hint" role="status">
          {infantsFull ? t('errors.too_many_infants', { max: infantsAllowed(travellers), group: maxGroupSize }) : null}
        </p>
        <p className="field-hint" id={fieldId('adults')} tabIndex={-1}>
          {t('tour.booking.groupLimits', { min: tour.minPeople, max: tour.maxPeople })}
        </p>
        <FieldMessage name="adults" />
      </fieldset>

      <BookingDay calendar={calendar} firstDay={firstDay} day={day} onChange={(chosen) => change({ day: chosen })} cutoffHours={tour.bookingCutoffHours} />

      <SelectField name="time" label={t('tour.booking.startTime')} defaultValue={times[0]} required>
        {times.map((option) => (
          <option key={option} value={option}>
            {timeName(tag, option)}
          </option>
        ))}
      </SelectField>
      <SelectField name="guideLanguage" label={t('tour.booking.guideLanguage')} defaultValue={tour.guideLanguages.length === 1 ? tour.guideLanguages[0] : ''} emptyLabel={t('tour.booking.choose')} required>
        {tour.guideLanguages.map((code) => (
          <option key={code} value={code}>
            {languageName(tag, code)}
          </option>
        ))}
      </SelectField>

      <details className="booking-more" open={Boolean(sent['meetingPoint'] || sent['specialRequirements'] || sent['travelerType'] || sent['passengerRelation']) || undefined}>
        <summary>{t('tour.booking.moreDetails')}</summary>
        <TextField name="meetingPoint" label={t('tour.booking.meetingPoint')} maxLength={meetingPointMaxLength} placeholder={tour.meetingPoint} hint={t('tour.booking.meetingPointHint')} />
        <TextAreaField name="specialRequirements" label={t('tour.booking.specialRequirements')} rows={3} maxLength={1000} />
        <SelectField name="travelerType" label={t('tour.booking.travelerType')} emptyLabel={t('tour.booking.choose')}>
          {travelerTypes.map((type) => (
            <option key={type} value={type}>
              {t(`tour.booking.travelerTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField name="passengerRelation" label={t('tour.booking.passengerRelation')} emptyLabel={t('tour.booking.choose')}>
          {passengerRelations.map((relation) => (
            <option key={relation} value={relation}>
              {t(`tour.booking.relations.${relation}`)}
            </option>
          ))}
        </SelectField>
      </details>

      <fieldset className="booking-field booking-contact">
        <legend className="field-label">{t('tour.booking.contact')}</legend>
        <TextField name="contactName" label={labels['contactName'] ?? ''} defaultValue={contact?.name} autoComplete="name" required maxLength={120} />
        <TextField name="contactEmail" type="email" label={labels['contactEmail'] ?? ''} defaultValue={contact?.email} autoComplete="email" required maxLength={254} />
        <TextField name="contactPhone" type="tel" label={labels['contactPhone'] ?? ''} defaultValue={contact?.phone} autoComplete="tel" required maxLength={254} />
      </fieldset>
    </SiteForm>
  );
}

interface BookingDayProps {
  calendar: BookingCalendar;
  firstDay: string;
  day: string;
  onChange: (day: string) => void;
  cutoffHours: number;
}

/** The day: the picker offers free days only; a day sent back that is not (any more) one says why. */
function BookingDay({ calendar, firstDay, day, onChange, cutoffHours }: BookingDayProps) {
  const { t } = useI18n();
  const { id, error } = useField('date', undefined);
  const dayError = day !== '' && (day < firstDay || !isFreeDay(calendar.freeDays, day));
  return (
    <>
      <DayPicker
        name="date"
        label={t('tour.booking.date')}
        freeDays={calendar.freeDays}
        month={calendar.month}
        firstMonth={monthOf(firstDay)}
        lastMonth={calendar.lastMonth}
        value={day}
        onChange={onChange}
        anchor="booking"
        required
        errorId={dayError || error ? `${id}-error` : undefined}
      />
      <p className="field-hint">{t('tour.booking.cutoff', { hours: cutoffHours })}</p>
      <div id={id} tabIndex={-1}>
        {dayError ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {day < firstDay ? t('tour.booking.pastDay') : t('tour.booking.noSlots')}
          </p>
        ) : (
          <FieldMessage name="date" />
        )}
      </div>
    </>
  );
}
