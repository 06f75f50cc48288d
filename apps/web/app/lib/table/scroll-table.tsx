import type { ReactNode } from 'react';

/**
 * A data table of the back office and the dashboards: its empty notice when there are no rows, else
 * the table inside a region that scrolls sideways on a phone (and can be scrolled with the keyboard),
 * named by the table's caption (read by screen readers, hidden on screen).
 */
export function ScrollTable({ id, caption, empty, headings, stacked = false, children }: { id: string; caption: string; empty: string | null; headings: ReactNode; stacked?: boolean; children: ReactNode }) {
  if (empty !== null) return <p className="admin-empty">{empty}</p>;
  return (
    // stacked: on a phone one card per row, each cell under its data-label (a few columns a reader needs all of; accounts/accounts.css).
    <div className={stacked ? 'table-scroll table-stacked' : 'table-scroll'} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="admin-table">
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>{headings}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
