import type { ReactNode } from 'react';

/**
 * A back-office table: a wide table scrolls sideways on a phone, and the scrolling region is named
 * by the table's caption (read by screen readers, hidden on screen) and reachable by keyboard.
 */
export function AdminTable({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="admin-table">
        <caption id={id} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
