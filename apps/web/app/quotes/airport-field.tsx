import { useCallback, useState } from 'react';
import type { Airport } from '@cicerone/core/contracts/airports';
import { airportSearchMaxResults, airportSearchMinLength } from '@cicerone/core/limits';
import type { Translate } from '@cicerone/core/i18n/translate';
import { useI18n } from '../i18n/i18n.tsx';
import { Combobox } from '../shell/combobox.tsx';

interface AirportFieldProps {
  /** The form field that carries the chosen airport's IATA code (hidden; empty until one is chosen). */
  name: string;
  /** The visible label, translated (default 'Airport'). */
  label?: string;
  /** The airport already chosen (a form shown again after a refusal). */
  defaultAirport?: Airport | null;
  required?: boolean;
  onSelect?: (airport: Airport | null) => void;
}

/** 'CDG — Paris-Charles De Gaulle Airport, Paris, France': how an airport reads in the list and once chosen. */
export function airportLabel(t: Translate, airport: Airport): string {
  return t('quotes.airport.option', { code: airport.code, name: airport.name, city: airport.city, country: airport.country.name });
}

/**
 * The airport of a pickup or drop-off request: type a code, a name or a city (3 characters, accents
 * ignored), choose among the airports GET /api/airports/search finds, and the form sends the IATA
 * code. Changing the text after a choice clears it, so a stale code is never sent.
 */
export function AirportField({ name, label, defaultAirport = null, required, onSelect }: AirportFieldProps) {
  const { t, locale } = useI18n();
  const [chosen, setChosen] = useState<Airport | null>(defaultAirport);
  const [text, setText] = useState(defaultAirport ? airportLabel(t, defaultAirport) : '');
  const search = useCallback(
    async (query: string, signal: AbortSignal) => {
      const params = new URLSearchParams({ query, limit: String(airportSearchMaxResults), language: locale });
      const response = await fetch(`/api/airports/search?${params}`, { signal });
      if (!response.ok) throw new Error(`airports ${response.status}`);
      return (await response.json()) as Airport[];
    },
    [locale],
  );
  const choose = (airport: Airport | null) => {
    setChosen(airport);
    onSelect?.(airport);
  };

  return (
    <>
      <Combobox
        label={label ?? t('quotes.airport.label')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (chosen && value !== airportLabel(t, chosen)) choose(null);
        }}
        search={search}
        minLength={airportSearchMinLength}
        resultsKey="quotes.airport.results"
        optionText={(airport) => airportLabel(t, airport)}
        // The option reads as the field will once chosen: 'CDG — Paris-Charles De Gaulle Airport, Paris, France'.
        renderOption={(airport) => <span>{airportLabel(t, airport)}</span>}
        onSelect={choose}
        placeholder={t('quotes.airport.placeholder')}
        required={required}
      />
      <input type="hidden" name={name} value={chosen?.code ?? ''} />
    </>
  );
}
