import { Link, useLocation } from 'react-router';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import { useI18n } from '../i18n/i18n.tsx';

interface SortHeaderProps {
  /** The list's ?sort= value for this column. */
  column: string;
  label: string;
  /** The list's current sort and direction, as its loader read them. */
  sort: string;
  dir: SortDirection;
}

/**
 * A column header of a back-office list that sorts by its column (requirements §back-office.area): a link that keeps the
 * list's search and filters, starts again at page 1, and turns the direction over when the column is
 * already the sort. A link, so it works before hydration; `aria-sort` tells screen readers the order.
 */
export function SortHeader({ column, label, sort, dir }: SortHeaderProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const current = sort === column;
  const params = new URLSearchParams(search);
  params.set('sort', column);
  params.set('dir', current && dir === 'desc' ? 'asc' : 'desc');
  params.delete('page');
  return (
    <th scope="col" aria-sort={current ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link className="sort-header" to={`${pathname}?${params.toString()}`} preventScrollReset>
        {label}
        {current ? (
          <>
            <span aria-hidden="true">{dir === 'asc' ? ' ▲' : ' ▼'}</span>
            <span className="visually-hidden">{`, ${t(dir === 'asc' ? 'admin.list.sortedAscending' : 'admin.list.sortedDescending')}`}</span>
          </>
        ) : null}
      </Link>
    </th>
  );
}
