import { useCallback, useState } from 'react';
import type { Airport } from '@cicerone/core/contracts/airports';
import { airportSearchMaxResults, airportSearchMinLength } from '@cicerone/core/limits';

/** An IATA code is 3 letters, and the airports' names are in Latin script: 3 characters in any script. */
const airportSearchable = (text: string) => [...text.trim()].length >= airportSearchMinLength;
import type { Translate } from '@cicerone/core/i18n/translate';
import { useI18n } from '../i18n/i18n.tsx';
import { Combobox } from '../shell/combobox.tsx';

interface AirportFieldProps {
  /** The form field that carries the chosen airport's IATA code (hidden; empty until one is chosen). */
  name: string;
  /**
   * The form field of the typed text. Without JavaScript it is all the form sends: the server
   * takes a typed IATA code ('cdg') as the airport's (quote-request.server.ts).
   */
  textName?: string;
  /** The text input's id, when a form's error summary links to it. */
  inputId?: string;
  /** The visible label, translated (default 'Airport'). */
  label?: string;
  /** What was typed and chosen before (a form shown again after a refusal): the text, and the code it stood for. */
  defaultText?: string | undefined;
  defaultCode?: string | undefined;
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
export function AirportField({ name, textName, inputId, label, defaultText = '', defaultCode, required, onSelect }: AirportFieldProps) {
  const { t, locale } = useI18n();
  /** The chosen airport's code and the text that stands for it: another text clears the choice. */
  const [chosen, setChosen] = useState<{ code: string; text: string } | null>(defaultCode ? { code: defaultCode, text: defaultText } : null);
  const [text, setText] = useState(defaultText);
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
    setChosen(airport ? { code: airport.code, text: airportLabel(t, airport) } : null);
    onSelect?.(airport);
  };

  return (
    <>
      <Combobox
        label={label ?? t('quotes.airport.label')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (chosen && value !== chosen.text) choose(null);
        }}
        search={search}
        searchable={airportSearchable}
        resultsKey="quotes.airport.results"
        optionText={(airport) => airportLabel(t, airport)}
        // The option reads as the field will once chosen: 'CDG — Paris-Charles De Gaulle Airport, Paris, France'.
        renderOption={(airport) => <span>{airportLabel(t, airport)}</span>}
        onSelect={choose}
        placeholder={t('quotes.airport.placeholder')}
        name={textName}
        inputId={inputId}
        required={required}
      />
      <input type="hidden" name={name} value={chosen?.code ?? ''} />
    </>
  );
}
