import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { metaSite, pageMeta, type PageMeta } from '../seo/page-meta.ts';
import { noticeMeta } from '../lib/page/notice-page.tsx';

/**
 * The frame of the login, sign-up, password and verification pages: a card titled by the page's
 * h1 (#<id>-title names the section), and what stands beside it on a wide page.
 */
export function AuthCard({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={aside ? 'auth-page auth-page-wide' : 'auth-page'}>
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="auth-title">
          {title}
        </h1>
        {children}
      </section>
      {aside}
    </div>
  );
}

/** The <head> of those pages and of the back office's: what their loader chose (accountPage().meta), never indexed. */
export function authPageMeta({ loaderData, matches, error }: { loaderData: { meta: PageMeta } | undefined; matches: Parameters<typeof metaSite>[0]; error?: unknown }): MetaDescriptor[] {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}
