import { useEffect, useState } from 'react';
import type { CruiseCompany } from '@cicerone/core/contracts/cruises';
import { useI18n } from '../i18n/i18n.tsx';
import { useField } from '../lib/forms/fields.tsx';

interface CruiseShipFieldProps {
  /** Form field names of the chosen company's id and ship's id. */
  companyName: string;
  shipName: string;
  /** What was chosen before (a form shown again after a refusal). */
  defaultCompanyId?: number | undefined;
  defaultShipId?: number | undefined;
  required?: boolean;
}

/** The ships a company's select offers: the chosen company's, or none before a company is chosen. */
export function shipsOf(companies: readonly CruiseCompany[], companyId: number | undefined) {
  return companies.find((company) => company.id === companyId)?.ships ?? [];
}

/**
 * The cruise request's company, then ship (requirements §screens.quotes): both lists come from GET /api/cruises-ships;
 * choosing another company clears the ship. When the list cannot be loaded the form says so in
 * requirements §errors's words ('failed to fetch cruise companies with ships').
 */
export function CruiseShipField({ companyName, shipName, defaultCompanyId, defaultShipId, required }: CruiseShipFieldProps) {
  const { t } = useI18n();
  // In a form the selects take its ids (its error summary links to them) and show their fields' problems.
  const companyField = useField(companyName, undefined);
  const shipField = useField(shipName, undefined);
  const [companies, setCompanies] = useState<CruiseCompany[] | 'loading' | 'failed'>('loading');
  const [companyId, setCompanyId] = useState(defaultCompanyId);
  const [shipId, setShipId] = useState(defaultShipId);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/cruises-ships', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`cruises-ships ${response.status}`);
        setCompanies((await response.json()) as CruiseCompany[]);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        setCompanies('failed');
      });
    return () => controller.abort();
  }, []);

  if (companies === 'failed') {
    return (
      <p className="field-error" role="alert">
        {t('quotes.cruise.loadFailed')}
      </p>
    );
  }
  const list = companies === 'loading' ? [] : companies;
  const ships = shipsOf(list, companyId);
  return (
    <>
      <div className="form-field">
        <label className="field-label" htmlFor={companyField.id}>
          {t('quotes.cruise.company')}
        </label>
        <select
          {...companyField.control}
          className="select"
          required={required}
          aria-busy={companies === 'loading'}
          value={companyId ?? ''}
          onChange={(event) => {
            setCompanyId(event.target.value === '' ? undefined : Number(event.target.value));
            setShipId(undefined);
          }}
        >
          <option value="">{companies === 'loading' ? t('quotes.cruise.loading') : t('quotes.cruise.chooseCompany')}</option>
          {list.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
        {companyField.help}
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor={shipField.id}>
          {t('quotes.cruise.ship')}
        </label>
        <select
          {...shipField.control}
          className="select"
          required={required}
          disabled={ships.length === 0}
          value={shipId ?? ''}
          onChange={(event) => setShipId(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">{t('quotes.cruise.chooseShip')}</option>
          {ships.map((ship) => (
            <option key={ship.id} value={ship.id}>
              {ship.name}
            </option>
          ))}
        </select>
        {shipField.help}
      </div>
    </>
  );
}
