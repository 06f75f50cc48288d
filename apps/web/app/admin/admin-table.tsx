import type { ReactNode } from 'react';

/**
 * How a table is named: by its own caption (read by screen readers, hidden on screen), or, when the
 * heading just above already says what the table is, by that heading's id, so that a screen reader
 * does not read the same title twice (heading, then caption).
 */
export type TableName = { id: string; caption: string; labelledBy?: never } | { labelledBy: string; id?: never; caption?: never };

/**
 * A back-office table: a wide table scrolls sideways on a phone, and the scrolling region is named
 * like the table and reachable by keyboard.
 */
export function AdminTable({ children, ...name }: TableName & { children: ReactNode }) {
  const nameId = name.labelledBy ?? name.id;
  return (
    <div className="table-scroll" role="region" aria-labelledby={nameId} tabIndex={0}>
      <table className="admin-table" aria-labelledby={name.labelledBy}>
        {name.caption === undefined ? null : (
          <caption id={name.id} className="visually-hidden">
            {name.caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
}
