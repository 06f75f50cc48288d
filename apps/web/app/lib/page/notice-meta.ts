import { isRouteErrorResponse } from 'react-router';

/**
 * The <head> of a page that answered with an error: the title its loader sent (see site-page.server.ts notFound), never indexed.
 * Apart from the notice itself, so that home's first load carries only this (decision 0037).
 */
export function noticeMeta(error: unknown) {
  const title = isRouteErrorResponse(error) ? (error.data as { title?: string } | null)?.title : undefined;
  return [{ title: `${title ?? 'Cicerone'} · Cicerone` }, { name: 'robots', content: 'noindex' }];
}
