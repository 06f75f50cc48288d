import type { MetaDescriptor } from 'react-router';
import { noticeMeta } from '../../lib/page/notice-page.tsx';

/** A private page's <head>: its title (translated by the loader), never indexed. */
export function accountMeta(loaderData: { title: string } | undefined, error: unknown): MetaDescriptor[] {
  if (!loaderData) return noticeMeta(error);
  return [{ title: `${loaderData.title} · Cicerone` }, { name: 'robots', content: 'noindex' }];
}
