import { useContext, useState } from 'react';
import type { City } from '@cicerone/core/contracts/reference';
import { FieldsOf } from '../lib/forms/form.tsx';
import { FieldMessage } from '../lib/forms/fields.tsx';
import { CityAutocomplete } from '../shell/city-autocomplete.tsx';

/**
 * The city of a request (requirements §screens.quotes location): the site's city search, whose choice is sent as
 * `cityId`; the typed name is kept to show again. Required: the browser asks for a typed name at the
 * field (a hidden input takes no part in the browser's checks), and without a chosen city, `cityId`
 * is empty and the server's answer says so at the field. `initial` is a city proposed before the
 * reader types (the mission's city of an offer, decision 0027).
 */
export function CityChoice({ labelKey, required, initial }: { labelKey: string; required: boolean; initial?: { id: number; name: string } | null }) {
  const { values } = useContext(FieldsOf);
  const [text, setText] = useState(values?.['cityName'] ?? initial?.name ?? '');
  const [chosen, setChosen] = useState<string>(values?.['cityId'] ?? (initial ? String(initial.id) : ''));
  return (
    <div className="form-field quote-city">
      <CityAutocomplete
        name="cityName"
        labelKey={labelKey}
        required={required}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setChosen('');
        }}
        onSelect={(city: City) => {
          setText(city.nameTranslated || city.name);
          setChosen(String(city.id));
        }}
      />
      <input type="hidden" name="cityId" value={chosen} />
      <FieldMessage name="cityId" />
    </div>
  );
}

/**
 * A cruise stopover's port (requirements §screens.quotes stopover list): a city of the dataset, chosen from the city
 * search, whose zone reads the row's date and times (quote-start.ts). The typed name is the port's
 * name as sent; the chosen city's id goes as `stopovers.N.cityId`, required so no port is read as UTC.
 */
export function PortChoice({ row, label }: { row: number; label: string }) {
  const { values } = useContext(FieldsOf);
  const portName = `stopovers.${row}.port`;
  const cityName = `stopovers.${row}.cityId`;
  const [text, setText] = useState(values?.[portName] ?? '');
  const [chosen, setChosen] = useState<string>(values?.[cityName] ?? '');
  return (
    <div className="form-field quote-city">
      <CityAutocomplete
        name={portName}
        label={label}
        required
        value={text}
        onValueChange={(value) => {
          setText(value);
          setChosen('');
        }}
        onSelect={(city: City) => {
          setText(city.nameTranslated || city.name);
          setChosen(String(city.id));
        }}
      />
      {/* A hidden field takes no `required` (HTML): the port's own field is required. */}
      <input type="hidden" name={cityName} value={chosen} />
      <FieldMessage name={portName} />
      <FieldMessage name={cityName} />
    </div>
  );
}
