import { useId, useState } from 'react';
import type { TourDetail } from '@cicerone/core/contracts/catalog';
import type { TourDuration } from '@cicerone/core/catalog/pricing';
import { priceFor } from '@cicerone/core/catalog/tour-price';
import { runsOn, startTimes } from '@cicerone/core/catalog/tour-schedule';
import { useI18n } from '../i18n/i18n.tsx';
import { timeName } from './intl-names.ts';
import { useFormatPrice } from './use-price.ts';

type Travellers = { adults: number; children: number; infants: number };

interface BookingPanelProps {
  tour: TourDetail;
  /** The first day one can book, in the tour's city ('YYYY-MM-DD', computed by the server). */
  firstDay: string;
}

/**
 * Choose duration, travellers, day and start time and see the price of that group (spec §3 booking
 * in progress). Private tours are priced per group band, so the price changes only when the group
 * crosses a band. Adding to the cart arrives with the checkout; the button says so until then.
 */
export function BookingPanel({ tour, firstDay }: BookingPanelProps) {
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
  const [day, setDay] = useState('');
  const [time, setTime] = useState(times[0] ?? '');
  const paying = travellers.adults + travellers.children;
  const row = priceFor(tour.prices, duration, paying);
  const dayError = day !== '' && (day < firstDay || !runsOn(tour.weekdays, day));

  const change = (band: keyof Travellers, delta: number) => setTravellers((current) => ({ ...current, [band]: current[band] + delta }));

  return (
    <form className="booking-panel" id="booking" aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
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
          canRemove={travellers.adults > 1 && paying > tour.minPeople}
          canAdd={paying < tour.maxPeople}
          onChange={(delta) => change('adults', delta)}
        />
        <Stepper
          name="children"
          label={t('tour.booking.children')}
          hint={t('tour.booking.childrenHint')}
          value={travellers.children}
          canRemove={travellers.children > 0 && paying > tour.minPeople}
          canAdd={paying < tour.maxPeople}
          onChange={(delta) => change('children', delta)}
        />
        <Stepper
          name="infants"
          label={t('tour.booking.infants')}
          hint={t('tour.booking.infantsHint')}
          value={travellers.infants}
          canRemove={travellers.infants > 0}
          canAdd={travellers.infants < tour.maxPeople}
          onChange={(delta) => change('infants', delta)}
        />
        <p className="field-hint">{t('tour.booking.groupLimits', { min: tour.minPeople, max: tour.maxPeople })}</p>
      </fieldset>

      <div className="booking-field">
        <label className="field-label" htmlFor={`${id}-date`}>
          {t('tour.booking.date')}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          name="date"
          className="input"
          min={firstDay}
          value={day}
          aria-invalid={dayError || undefined}
          aria-describedby={dayError ? `${id}-date-error` : undefined}
          onChange={(event) => setDay(event.target.value)}
        />
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
        <select id={`${id}-time`} name="time" className="select" value={time} onChange={(event) => setTime(event.target.value)}>
          {times.map((option) => (
            <option key={option} value={option}>
              {timeName(tag, option)}
            </option>
          ))}
        </select>
      </div>

      <button type="submit" className="button button-primary booking-submit" disabled aria-describedby={`${id}-soon`}>
        {t('tour.booking.addToCart')}
      </button>
      <p id={`${id}-soon`} className="field-hint">
        {t('tour.booking.checkoutSoon')}
      </p>
    </form>
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
