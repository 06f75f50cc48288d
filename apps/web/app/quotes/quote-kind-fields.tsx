import type { Translate } from '@cicerone/core/i18n/translate';
import { useContext } from 'react';
import { contactReasons, flightNumberPattern, maxSuitcases, quoteTextLimits as limits, routeTypes, type QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import { useI18n } from '../i18n/i18n.tsx';
import { FieldsOf } from '../lib/forms/form.tsx';
import { FieldMessage, RadioGroup, SelectField, TextField } from '../lib/forms/fields.tsx';
import { AirportField } from './airport-field.tsx';
import { CityChoice } from './city-choice.tsx';
import { CruiseShipField } from './cruise-ship-field.tsx';
import { StopoverList, stopoverLabels, stopoverRowsOf } from './stopover-list.tsx';

type T = Translate;

/** The labels of a kind's own fields, in the order of its form (the error summary names fields by them). */
export function kindLabels(kind: QuoteKind, t: T, values: Readonly<Record<string, string>> | null): Record<string, string> {
  const dayTime = { date: t('quotes.form.date'), time: t('quotes.form.time') };
  switch (kind) {
    case 'airport-pickup':
      // The browser finds the typed text missing (airportText), the server an airport not chosen (airportCode).
      return { routeType: t('quotes.form.routeType'), airportText: t('quotes.airport.label'), airportCode: t('quotes.airport.label'), flightNumber: t('quotes.form.flightNumber'), terminal: t('quotes.form.terminal'), ...dayTime, suitcases: t('quotes.form.suitcases'), address: t('quotes.form.address') };
    case 'transfer':
      return { addressFrom: t('quotes.form.addressFrom'), addressTo: t('quotes.form.addressTo'), ...dayTime, suitcases: t('quotes.form.suitcases') };
    case 'business-trip':
      return { companyName: t('quotes.form.company'), fromDate: t('quotes.form.fromDate'), toDate: t('quotes.form.toDate'), cityId: t('quotes.form.city') };
    case 'cruise':
      return { cruiseCompanyId: t('quotes.cruise.company'), cruiseShipId: t('quotes.cruise.ship'), ...stopoverLabels(t, Math.max(...stopoverRowsOf(values)) + 1) };
    case 'general':
      return { contactReason: t('quotes.form.reason'), cityId: t('quotes.form.city'), fromDate: t('quotes.form.fromDate'), toDate: t('quotes.form.toDate') };
  }
}

/** Date and time of a pickup or transfer: the local time of its place; the service runs around the clock (requirements §constants.times). */
function DayAndTime({ labels, today }: { labels: Record<string, string>; today: string }) {
  const { t } = useI18n();
  return (
    <div className="quote-row">
      <TextField type="date" name="date" label={labels['date'] ?? ''} min={today} required />
      <TextField type="time" name="time" label={labels['time'] ?? ''} hint={t('quotes.form.timeHint')} required />
    </div>
  );
}

function Suitcases({ labels }: { labels: Record<string, string> }) {
  return <TextField type="number" name="suitcases" label={labels['suitcases'] ?? ''} defaultValue="0" min={0} max={maxSuitcases} inputMode="numeric" />;
}

function Stay({ labels, today, required }: { labels: Record<string, string>; today: string; required: boolean }) {
  return (
    <div className="quote-row">
      <TextField type="date" name="fromDate" label={labels['fromDate'] ?? ''} min={today} required={required} />
      <TextField type="date" name="toDate" label={labels['toDate'] ?? ''} min={today} required={required} />
    </div>
  );
}

/** The pickup's airport (GET /api/airports/search), kept as typed and chosen when the form comes back refused. */
function AirportChoice({ labels }: { labels: Record<string, string> }) {
  const { values } = useContext(FieldsOf);
  return (
    <div className="form-field quote-airport">
      <AirportField name="airportCode" textName="airportText" inputId="quote-airportText" label={labels['airportCode']} defaultText={values?.['airportText']} defaultCode={values?.['airportCode'] || undefined} required />
      <FieldMessage name="airportText" />
      <FieldMessage name="airportCode" />
    </div>
  );
}

/** The cruise's company, then ship; the request sends the ship's id (the company only narrows the list). */
function CruiseChoice() {
  const { values } = useContext(FieldsOf);
  const id = (name: string) => (values?.[name] ? Number(values[name]) : undefined);
  return (
    <div className="quote-row">
      <CruiseShipField companyName="cruiseCompanyId" shipName="cruiseShipId" defaultCompanyId={id('cruiseCompanyId')} defaultShipId={id('cruiseShipId')} required />
    </div>
  );
}

/** The fields only this kind of service asks for (requirements §screens.quotes Quote form). */
export function KindFields({ kind, labels, today }: { kind: QuoteKind; labels: Record<string, string>; today: string }) {
  const { t } = useI18n();
  switch (kind) {
    case 'airport-pickup':
      return (
        <>
          <RadioGroup name="routeType" label={labels['routeType'] ?? ''} defaultValue="airport_to_address" options={routeTypes.map((value) => ({ value, label: t(`quotes.form.route.${value}`) }))} />
          <AirportChoice labels={labels} />
          <div className="quote-row">
            <TextField name="flightNumber" label={labels['flightNumber'] ?? ''} hint={t('quotes.form.flightNumberHint')} pattern={flightNumberPattern} maxLength={9} autoComplete="off" autoCapitalize="characters" required />
            <TextField name="terminal" label={labels['terminal'] ?? ''} maxLength={limits.terminal} required />
          </div>
          <DayAndTime labels={labels} today={today} />
          <TextField name="address" label={labels['address'] ?? ''} autoComplete="address-line1" maxLength={limits.address} required />
          <Suitcases labels={labels} />
        </>
      );
    case 'transfer':
      return (
        <>
          <TextField name="addressFrom" label={labels['addressFrom'] ?? ''} maxLength={limits.address} required />
          <TextField name="addressTo" label={labels['addressTo'] ?? ''} maxLength={limits.address} required />
          <DayAndTime labels={labels} today={today} />
          <Suitcases labels={labels} />
        </>
      );
    case 'business-trip':
      return (
        <>
          <TextField name="companyName" label={labels['companyName'] ?? ''} autoComplete="organization" maxLength={limits.company} required />
          <Stay labels={labels} today={today} required />
          <CityChoice labelKey="quotes.form.city" required />
        </>
      );
    case 'cruise':
      return (
        <>
          <CruiseChoice />
          <StopoverList today={today} />
        </>
      );
    case 'general':
      return (
        <>
          <SelectField name="contactReason" label={labels['contactReason'] ?? ''} emptyLabel={t('quotes.form.reasonChoose')} required>
            {contactReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`quotes.form.reason.${reason}`)}
              </option>
            ))}
          </SelectField>
          <CityChoice labelKey="quotes.form.cityOptional" required={false} />
          <Stay labels={labels} today={today} required={false} />
        </>
      );
  }
}
