import type { marketingClaims } from '@cicerone/core/company';
import { useI18n } from '../i18n/i18n.tsx';

/** The figures of requirements §product.claims (core/company.ts, also on the home page), each number written by Intl in the page's language. */
export function CompanyFigures({ figures }: { figures: typeof marketingClaims }) {
  const { t, tag } = useI18n();
  const number = new Intl.NumberFormat(tag);
  const rating = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const items = [
    { value: number.format(figures.bookingsPerYear), label: t('content.about.figureBookings') },
    { value: `${number.format(figures.destinations)}+`, label: t('content.about.figureDestinations') },
    { value: number.format(figures.guides), label: t('content.about.figureGuides') },
    { value: number.format(figures.partnerAgencies), label: t('content.about.figureAgencies') },
    { value: `${rating.format(figures.rating)}/${number.format(5)}`, label: t('content.about.figureRating') },
  ];
  return (
    <section className="content-section" aria-labelledby="figures-title">
      <h2 id="figures-title" className="section-title">
        {t('content.about.figuresTitle')}
      </h2>
      <dl className="figures">
        {items.map((item) => (
          <div key={item.label} className="figure">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
