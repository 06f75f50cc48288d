import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';

export interface Crumb {
  label: string;
  /** Path below /{lang}/{currency}; the last crumb (the page itself) has none. */
  path?: string;
}

/** Where a page sits: Home › Country › City › Tour. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const all: Crumb[] = [{ label: t('catalog.breadcrumb.home'), path: '/' }, ...items];
  return (
    <nav className="breadcrumb" aria-label={t('catalog.breadcrumb.label')}>
      <ol>
        {all.map((item, index) =>
          item.path && index < all.length - 1 ? (
            <li key={`${index}-${item.label}`}>
              <Link to={sitePath(item.path)}>{item.label}</Link>
            </li>
          ) : (
            <li key={`${index}-${item.label}`} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
