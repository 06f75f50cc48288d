import type { ReactNode } from 'react';

/** Every account page opens with its title and one line on what it is for. */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="account-heading">
      <h1 className="page-title">{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </header>
  );
}
