import type { Translate } from '@cicerone/core/i18n/translate';
import { useContext, useState } from 'react';
import { maxStopovers } from '@cicerone/core/quotes/quote-kinds';
import { useI18n } from '../i18n/i18n.tsx';
import { FieldsOf } from '../lib/forms/form.tsx';
import { FieldMessage, TextField } from '../lib/forms/fields.tsx';
import { PortChoice } from './city-choice.tsx';

/** The stopover fields of row `index`, named as the contract's list ('stopovers.0.port'). */
export function stopoverLabels(t: Translate, rows: number): Record<string, string> {
  const labels: Record<string, string> = { stopovers: t('quotes.form.stopovers') };
  for (let index = 0; index < rows; index += 1) {
    for (const field of ['port', 'date', 'arrival', 'departure']) labels[`stopovers.${index}.${field}`] = t(`quotes.form.stop.${field}`, { number: index + 1 });
    // The port's city (its zone), named as the port it is chosen by.
    labels[`stopovers.${index}.cityId`] = t('quotes.form.stop.port', { number: index + 1 });
  }
  return labels;
}

/** How many rows the form shows first: those sent back by the server, else one. */
export function stopoverRowsOf(values: Readonly<Record<string, string>> | null): number[] {
  const sent = [...new Set(Object.keys(values ?? {}).flatMap((name) => /^stopovers\.(\d+)\./.exec(name)?.[1] ?? []))].map(Number).sort((a, b) => a - b);
  return sent.length > 0 ? sent : [0];
}

/**
 * The cruise's stopover list (requirements §screens.quotes): port, date, arrival and departure time of each call, added
 * and removed in place. Each row keeps its number in its field names, so a removed row leaves the
 * others' typing and messages where they are; the server reads the rows in order.
 */
export function StopoverList({ today }: { today: string }) {
  const { t } = useI18n();
  const { values } = useContext(FieldsOf);
  const [rows, setRows] = useState<number[]>(() => stopoverRowsOf(values));
  const labels = stopoverLabels(t, Math.max(...rows) + 1);
  return (
    <fieldset className="quote-group">
      <legend className="quote-legend">{t('quotes.form.stopovers')}</legend>
      <FieldMessage name="stopovers" />
      <ol className="stopover-list">
        {rows.map((row, position) => (
          <li key={row} className="stopover">
            <p className="stopover-title">{t('quotes.form.stop.title', { number: position + 1 })}</p>
            <div className="quote-row">
              <PortChoice row={row} label={labels[`stopovers.${row}.port`] ?? ''} />
              <TextField type="date" name={`stopovers.${row}.date`} label={labels[`stopovers.${row}.date`] ?? ''} min={today} required />
              <TextField type="time" name={`stopovers.${row}.arrival`} label={labels[`stopovers.${row}.arrival`] ?? ''} required />
              <TextField type="time" name={`stopovers.${row}.departure`} label={labels[`stopovers.${row}.departure`] ?? ''} required />
            </div>
            {rows.length > 1 ? (
              <button type="button" className="button button-secondary" onClick={() => setRows(rows.filter((one) => one !== row))}>
                {t('quotes.form.stop.remove', { number: position + 1 })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {rows.length < maxStopovers ? (
        <button type="button" className="button button-secondary" onClick={() => setRows([...rows, Math.max(...rows) + 1])}>
          {t('quotes.form.stop.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
