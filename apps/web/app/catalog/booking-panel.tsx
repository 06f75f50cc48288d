import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { passengerRelations, travelerTypes } from '@cicerone/core/checkout/booking-choices';
import type { TourDetail } from '@cicerone/core/contracts/catalog';
import { maxGroupSize, type TourDuration } from '@cicerone/core/catalog/pricing';
import { groupProblem, infantsAllowed } from '@cicerone/core/checkout/group-size';
import { priceFor } from '@cicerone/core/catalog/tour-price';
import { startTimes } from '@cicerone/core/catalog/tour-schedule';
import { isCalendarDay, monthOf } from '@cicerone/core/checkout/month-grid';
import { useI18n } from '../i18n/i18n.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { bookableTour, bookingForm, bookingProblems, type BookingCalendar } from '../checkout/booking-fields.ts';
import { DayPicker } from '../checkout/day-picker.tsx';
import { languageName, timeName } from '../lib/format/intl-names.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';

type Travellers = { adults: number; children: number; infants: number };

interface BookingPanelProps {
  tour: TourDetail;
  /** The first day one can book, in the tour's city ('YYYY-MM-DD', computed by the server). */
  firstDay: string;
  /** The days with a free slot, and the month the picker opens on. */
  calendar: BookingCalendar;
  /** The action's answer when the server refused the choice (the page without JavaScript shows it too). */
  problems: FormProblems | null;
}

/**
 * Choose duration, travellers, day and start time and see the price of that group (spec §3 booking
 * in progress). Private tours are priced per group band, so the price changes only when the group
 * crosses a band. Adding to the cart arrives with the checkout; the button says so until then.
 */
export function BookingPanel({ tour, firstDay, calendar, problems }: BookingPanelProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const formatPrice = useFormatPrice();
  const times = startTimes(tour.minStartTime, tour.maxStartTime);
  const [duration, setDuration] = useState<TourDuration>(tour.priceDuration ?? tour.durations[0] ?? '4h');
  const [travellers, setTravellers] = useState<Travellers>({
    adults: Math.min(Math.max(2, tour.minPeople), tour.maxPeople),
    children: 0,
    infants: 0,
  });
  const sent = problems?.values ?? {};
  // A day sent back by the server is shown again only if it is one: a forged form may send anything.
  const [day, setDay] = useState(isCalendarDay(sent['date'] ?? '') ? (sent['date'] ?? '') : '');
  const [time, setTime] = useState(sent['time'] ?? times[0] ?? '');
  const [guideLanguage, setGuideLanguage] = useState(sent['guideLanguage'] ?? (tour.guideLanguages.length === 1 ? (tour.guideLanguages[0] ?? '') : ''));
  const [contact, setContact] = useState({ contactName: sent['contactName'] ?? '', contactEmail: sent['contactEmail'] ?? '', contactPhone: sent['contactPhone'] ?? '' });
  // The summary appears once the traveller tries to add (or the server answered): not while they start typing.
  const [tried, setTried] = useState(problems !== null);
  const summary = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('form') === bookingForm;
  const bookable = useMemo(() => bookableTour(tour), [tour]);
  // The page's moment: a day that ends while the panel is open is caught by the server.
  const [now] = useState(() => new Date());
  const paying = travellers.adults + travellers.children;
  const row = priceFor(tour.prices, duration, paying);
  const free = useMemo(() => new Set(calendar.freeDays), [calendar.freeDays]);
  const dayError = day !== '' && (day < firstDay || !free.has(day));

  const change = (band: keyof Travellers, delta: number) => setTravellers((current) => ({ ...current, [band]: current[band] + delta }));
  // A step is offered only when the group it leads to can book (checkout/group-size.ts, the server's rule).
  const canStep = (band: keyof Travellers, delta: number) => travellers[band] + delta >= 0 && groupProblem(tour, { ...travellers, [band]: travellers[band] + delta }) === null;
  const infantsFull = !canStep('infants', 1);
  const live = bookingProblems(bookable, { duration, date: day, time, ...travellers, guideLanguage, ...contact }, now, t);
  // The browser's list while it runs; the server's answer until the traveller changes something.
  const errors: Record<string, string> = tried ? { ...problems?.errors, ...live } : (problems?.errors ?? {});
  const missing = Object.entries(errors);
  const fieldId = (name: string) => `${id}-${name}`;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {});
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const labels: Record<string, string> = {
    form: t('tour.booking.title'),
    duration: t('tour.booking.duration'),
    adults: t('tour.booking.travellers'),
    date: t('tour.booking.date'),
    time: t('tour.booking.startTime'),
    guideLanguage: t('tour.booking.guideLanguage'),
    contactName: t('tour.booking.contactName'),
    contactEmail: t('tour.booking.contactEmail'),
    contactPhone: t('tour.booking.contactPhone'),
  };

  useEffect(() => {
    if (problems) summary.current?.focus();
  }, [problems]);

  function submit(event: FormEvent<HTMLFormElement>) {
    setTried(true);
    if (Object.keys(live).length > 0) {
      event.preventDefault();
      requestAnimationFrame(() => summary.current?.focus());
    }
  }

  return (
    <Form method="post" className="booking-panel" id="booking" aria-labelledby={`${id}-title`} noValidate onSubmit={submit} preventScrollReset>
      <input type="hidden" name="form" value={bookingForm} />
      <input type="hidden" name="tourId" value={tour.id} />
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

      {(missing.length > 0 || problems?.message) && (
        <div ref={summary} className="booking-missing" role="alert" tabIndex={-1} aria-labelledby={`${id}-missing`}>
          <p id={`${id}-missing`} className="booking-missing-title">
            {t('tour.booking.missing')}
          </p>
          {problems?.message && <p>{problems.message}</p>}
          <ul>
            {missing.map(([name, message]) => (
              <li key={name}>
                {name === 'form' ? message : <a href={`#${fieldId(name)}`}>{`${labels[name] ?? name}: ${message}`}</a>}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="booking-field">
        <label className="field-label" htmlFor={`${id}-duration`}>
          {t('tour.booking.duration')}
        </label>
        <select id={`${id}-duration`} name="duration" className="select" value={duration} onChange={(event) => setDuration(event.target.value as TourDuration)}>
          {tour.durations.map((option) => (
            <option key={option} value={option}>
              {t(`tour.duration.${option}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="booking-field travellers">
        <legend className="field-label">{t('tour.booking.travellers')}</legend>
        <Stepper
          name="adults"
          label={t('tour.booking.adults')}
          hint={t('tour.booking.adultsHint')}
          value={travellers.adults}
          canRemove={travellers.adults > 1 && canStep('adults', -1)}
          canAdd={canStep('adults', 1)}
          onChange={(delta) => change('adults', delta)}
        />
        <Stepper
          name="children"
          label={t('tour.booking.children')}
          hint={t('tour.booking.childrenHint')}
          value={travellers.children}
          canRemove={canStep('children', -1)}
          canAdd={canStep('children', 1)}
          onChange={(delta) => change('children', delta)}
        />
        <Stepper
          name="infants"
          label={t('tour.booking.infants')}
          hint={t('tour.booking.infantsHint')}
          value={travellers.infants}
          canRemove={travellers.infants > 0}
          canAdd={!infantsFull}
          onChange={(delta) => change('infants', delta)}
        />
        {/* Why no more infants (and no fewer adults) can be chosen, said when it matters. */}
        <p className="field-hint" role="status">
          {infantsFull ? t('errors.too_many_infants', { max: infantsAllowed(travellers), group: maxGroupSize }) : null}
        </p>
        <p className="field-hint" id={`${fieldId('adults')}`} tabIndex={-1}>
          {t('tour.booking.groupLimits', { min: tour.minPeople, max: tour.maxPeople })}
        </p>
        {fieldError('adults')}
      </fieldset>

      <DayPicker
        name="date"
        label={t('tour.booking.date')}
        freeDays={calendar.freeDays}
        month={calendar.month}
        firstMonth={monthOf(firstDay)}
        lastMonth={calendar.lastMonth}
        value={day}
        onChange={setDay}
        anchor="booking"
        errorId={dayError ? `${id}-date-error` : errors['date'] ? `${fieldId('date')}-error` : undefined}
      />
      <p className="field-hint">{t('tour.booking.cutoff', { hours: tour.bookingCutoffHours })}</p>
      <div id={fieldId('date')} tabIndex={-1}>
        {!dayError && fieldError('date')}
        {dayError && (
          <p id={`${id}-date-error`} className="field-error" role="alert">
            {day < firstDay ? t('tour.booking.pastDay') : t('tour.booking.noSlots')}
          </p>
        )}
      </div>

      <div className="booking-field">
        <label className="field-label" htmlFor={`${id}-time`}>
          {t('tour.booking.startTime')}
        </label>
        <select id={`${id}-time`} name="time" className="select" value={time} required {...invalid('time')} onChange={(event) => setTime(event.target.value)}>
          {times.map((option) => (
            <option key={option} value={option}>
              {timeName(tag, option)}
            </option>
          ))}
        </select>
        {fieldError('time')}
      </div>

      <div className="booking-field">
        <label className="field-label" htmlFor={fieldId('guideLanguage')}>
          {t('tour.booking.guideLanguage')}
        </label>
        <select id={fieldId('guideLanguage')} name="guideLanguage" className="select" value={guideLanguage} required {...invalid('guideLanguage')} onChange={(event) => setGuideLanguage(event.target.value)}>
          <option value="">{t('tour.booking.choose')}</option>
          {tour.guideLanguages.map((code) => (
            <option key={code} value={code}>
              {languageName(tag, code)}
            </option>
          ))}
        </select>
        {fieldError('guideLanguage')}
      </div>

      <details className="booking-more" open={Boolean(sent['meetingPoint'] || sent['specialRequirements'] || sent['travelerType'] || sent['passengerRelation']) || undefined}>
        <summary>{t('tour.booking.moreDetails')}</summary>
        <div className="booking-field">
          <label className="field-label" htmlFor={fieldId('meetingPoint')}>
            {t('tour.booking.meetingPoint')} <span className="muted small">{t('tour.booking.optional')}</span>
          </label>
          <input id={fieldId('meetingPoint')} name="meetingPoint" className="input" maxLength={300} defaultValue={sent['meetingPoint'] ?? ''} placeholder={tour.meetingPoint} aria-describedby={`${fieldId('meetingPoint')}-hint`} />
          <p id={`${fieldId('meetingPoint')}-hint`} className="field-hint">
            {t('tour.booking.meetingPointHint')}
          </p>
        </div>
        <div className="booking-field">
          <label className="field-label" htmlFor={fieldId('specialRequirements')}>
            {t('tour.booking.specialRequirements')} <span className="muted small">{t('tour.booking.optional')}</span>
          </label>
          <textarea id={fieldId('specialRequirements')} name="specialRequirements" className="input" rows={3} maxLength={1000} defaultValue={sent['specialRequirements'] ?? ''} />
        </div>
        <div className="booking-field">
          <label className="field-label" htmlFor={fieldId('travelerType')}>
            {t('tour.booking.travelerType')} <span className="muted small">{t('tour.booking.optional')}</span>
          </label>
          <select id={fieldId('travelerType')} name="travelerType" className="select" defaultValue={sent['travelerType'] ?? ''}>
            <option value="">{t('tour.booking.choose')}</option>
            {travelerTypes.map((type) => (
              <option key={type} value={type}>
                {t(`tour.booking.travelerTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="booking-field">
          <label className="field-label" htmlFor={fieldId('passengerRelation')}>
            {t('tour.booking.passengerRelation')} <span className="muted small">{t('tour.booking.optional')}</span>
          </label>
          <select id={fieldId('passengerRelation')} name="passengerRelation" className="select" defaultValue={sent['passengerRelation'] ?? ''}>
            <option value="">{t('tour.booking.choose')}</option>
            {passengerRelations.map((relation) => (
              <option key={relation} value={relation}>
                {t(`tour.booking.relations.${relation}`)}
              </option>
            ))}
          </select>
        </div>
      </details>

      <fieldset className="booking-field booking-contact">
        <legend className="field-label">{t('tour.booking.contact')}</legend>
        {(
          [
            ['contactName', 'text', 'name'],
            ['contactEmail', 'email', 'email'],
            ['contactPhone', 'tel', 'tel'],
          ] as const
        ).map(([name, type, autoComplete]) => (
          <div key={name} className="booking-field">
            <label className="field-label" htmlFor={fieldId(name)}>
              {labels[name]}
            </label>
            <input
              id={fieldId(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              className="input"
              required
              maxLength={name === 'contactName' ? 120 : 254}
              value={contact[name]}
              {...invalid(name)}
              onChange={(event) => setContact((current) => ({ ...current, [name]: event.target.value }))}
            />
            {fieldError(name)}
          </div>
        ))}
      </fieldset>

      <button type="submit" className="button button-primary booking-submit" disabled={pending}>
        {pending ? t('tour.booking.adding') : t('tour.booking.addToCart')}
      </button>
    </Form>
  );
}

interface StepperProps {
  name: string;
  label: string;
  hint: string;
  value: number;
  canRemove: boolean;
  canAdd: boolean;
  onChange: (delta: number) => void;
}

/** A count with − and + buttons; the count is announced when it changes. */
function Stepper({ name, label, hint, value, canRemove, canAdd, onChange }: StepperProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <div className="stepper-text">
        <span id={`${id}-label`} className="stepper-label">
          {label}
        </span>
        <span className="small muted">{hint}</span>
      </div>
      <div className="stepper-controls">
        <button type="button" className="stepper-button" aria-label={t('tour.booking.remove', { label })} disabled={!canRemove} onClick={() => onChange(-1)}>
          −
        </button>
        <output className="stepper-value" aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <input type="hidden" name={name} value={value} />
        <button type="button" className="stepper-button" aria-label={t('tour.booking.add', { label })} disabled={!canAdd} onClick={() => onChange(1)}>
          +
        </button>
      </div>
    </div>
  );
}
