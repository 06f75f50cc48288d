import { company } from '@cicerone/core/company';
import { useI18n } from '../i18n/i18n.tsx';

/** The company's country by interface language: every page's footer names it, and DisplayNames reads the locale's data. */
const countryNames = new Map<string, string>();

/** The company's postal and contact details (requirements §product.claims), as the footer and the contact page show them. */
export function CompanyAddress({ className }: { className?: string }) {
  const { t, tag } = useI18n();
  let countryName = countryNames.get(tag);
  if (countryName === undefined) {
    countryName = new Intl.DisplayNames([tag], { type: 'region' }).of(company.countryIso2) ?? company.countryIso2;
    countryNames.set(tag, countryName);
  }
  return (
    <address className={className}>
      <strong>{company.name}</strong>
      <span>{company.street}</span>
      <span>
        {company.postalCode} {company.city}, {countryName}
      </span>
      <span>
        {t('shell.footer.phone')}: <a href={`tel:${company.phone.replaceAll(' ', '')}`}>{company.phone}</a>
      </span>
      <span>
        {t('shell.footer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
      </span>
    </address>
  );
}
