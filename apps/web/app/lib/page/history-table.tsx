import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';

interface HistoryTableProps {
  /** Read by screen readers: what the rows are and which page ('Logins, page 2 of 5'). */
  caption: string;
  /** Column → heading, in order; each cell repeats its heading as data-label (the rows become cards on phones). */
  columns: Readonly<Record<string, string>>;
  className?: string;
  /** The list's pages: which one this is, how many, a page's URL, and the navigation's name. */
  pages: { currentPage: number; totalPages: number; hrefFor: (page: number) => string; label: string };
  children: ReactNode;
}

/** The account's dated lists (logins, the balance history): a table on wide screens, a card per row on phones, and its pages. */
export function HistoryTable({ caption, columns, className, pages, children }: HistoryTableProps) {
  return (
    <>
      <div className="table-scroll">
        <table className={className ? `history-table ${className}` : 'history-table'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {Object.values(columns).map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <Pagination {...pages} />
    </>
  );
}
