import { Form } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { MonthOption } from './payout-month.ts';

/** The month/year filter (requirements §screens.guide-dashboard payments): a GET form, so it works without JavaScript and the month stays in the address. */
export function MonthFilter({ options, chosen }: { options: readonly MonthOption[]; chosen: string }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="payout-filter">
      <div className="form-field">
        <label htmlFor="payout-month">{t('payouts.filter.month')}</label>
        <select id="payout-month" name="month" defaultValue={chosen}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-secondary">
        {t('payouts.filter.show')}
      </button>
    </Form>
  );
}
