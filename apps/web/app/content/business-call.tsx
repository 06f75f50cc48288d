import { Link } from 'react-router';
import { agentDiscountPercent } from '@cicerone/core/accounts/business';
import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';
import { EditorialHeader, EditorialSections } from './editorial-sections.tsx';
import { useSitePath } from '../site/site-data.ts';

/** The professional discount (requirements §audiences.business: 10% through a personal code) and the call to open a business account. */
export function BusinessCall({ heading }: { heading: string }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <section className="content-call" aria-labelledby="business-call-title">
      <h2 id="business-call-title">{heading}</h2>
      <p className="content-discount">{t('content.business.discount', { percent: agentDiscountPercent / 100 })}</p>
      <p>{t('content.business.howItWorks')}</p>
      <Link className="button button-primary" to={sitePath('/sign-up?type=business')}>
        {t('content.business.signUp')}
      </Link>
    </section>
  );
}

/** The travel agents' and the partners' pages: their entry, then the discount and the sign-up. */
export function BusinessPage({ entry }: { entry: ContentEntry }) {
  const { t } = useI18n();
  return (
    <div className="section content-page">
      <EditorialHeader entry={entry} />
      <EditorialSections entry={entry} />
      <BusinessCall heading={t('content.business.callTitle')} />
    </div>
  );
}
