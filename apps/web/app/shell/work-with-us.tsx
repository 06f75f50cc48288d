import { Link } from 'react-router';
import { canSeeBecomeGuide } from '@cicerone/core/roles';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';

/** 'Work with us': become a guide (visitors, guides mid-recruitment) and become a partner (always). */
export function WorkWithUs() {
  const { t } = useI18n();
  const { user } = useSite();
  const sitePath = useSitePath();
  return (
    <Dropdown label={t('shell.header.workWithUs')} panelClassName="work-panel">
      {() => (
        <ul className="menu-list">
          {canSeeBecomeGuide(user) ? (
            <li>
              <Link className="menu-item menu-item-rich" to={sitePath('/recruitment')}>
                <strong>{t('shell.header.becomeGuide')}</strong>
                <span className="muted">{t('shell.header.becomeGuideHint')}</span>
              </Link>
            </li>
          ) : null}
          <li>
            <Link className="menu-item menu-item-rich" to={sitePath('/partners')}>
              <strong>{t('shell.header.becomePartner')}</strong>
              <span className="muted">{t('shell.header.becomePartnerHint')}</span>
            </Link>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
