import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';

/** The page numbers to show: the first, the last, and two on each side of the current one; null is a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The URL of a page (a real link, so that search engines follow every page). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark: 'Pages of tours'. */
  label: string;
  /** Keeps the scroll position (review pages inside a tour page). */
  preventScrollReset?: boolean;
}

/** "Page X of Y", previous and next, and numbered links. Nothing when everything fits on one page. */
export function Pagination({ currentPage, totalPages, hrefFor, label, preventScrollReset }: PaginationProps) {
  const { t } = useI18n();
  if (totalPages <= 1) return null;
  const linkProps = { preventScrollReset };
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination-status">{t('catalog.pagination.status', { page: currentPage, total: totalPages })}</p>
      <ul className="pagination-list">
        <li>
          {currentPage > 1 ? (
            <Link className="pagination-link" to={hrefFor(currentPage - 1)} rel="prev" {...linkProps}>
              <span aria-hidden="true">‹</span>
              {t('catalog.pagination.previous')}
            </Link>
          ) : (
            <span className="pagination-link" aria-disabled="true">
              <span aria-hidden="true">‹</span>
              {t('catalog.pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page} className="pagination-number">
              <Link
                className="pagination-link"
                to={hrefFor(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={t('catalog.pagination.page', { page })}
                {...linkProps}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages ? (
            <Link className="pagination-link" to={hrefFor(currentPage + 1)} rel="next" {...linkProps}>
              {t('catalog.pagination.next')}
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination-link" aria-disabled="true">
              {t('catalog.pagination.next')}
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
