// Server-only: what a loader gives the server's render of a document and leaves out of its hydration data
// (lib/page/server-island.tsx says how the browser keeps that HTML; docs/decisions/0041-styles-in-the-page.md says why).
import { createContext, type RouterContextProvider } from 'react-router';

const documentData = createContext<Map<string, unknown> | null>(null);

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * `value` for this request's render only when the request is a document's, and null in the loader's
 * answer (the page's hydration data then does not carry it twice); a client navigation's data request
 * (React Router's `.data` URL, which loaders receive as is since React Router 8) gets it whole, as the
 * browser renders it then.
 */
export function forDocumentOnly<T>({ request, context }: LoaderArgs, id: string, value: T): T | null {
  if (new URL(request.url).pathname.endsWith('.data')) return value;
  let values = context.get(documentData);
  if (!values) {
    values = new Map();
    context.set(documentData, values);
  }
  values.set(id, value);
  return null;
}

/** What this document's loaders set aside for its render (entry.server.tsx hands it to the islands). */
export function documentOnlyData(context: Readonly<RouterContextProvider>): ReadonlyMap<string, unknown> {
  return context.get(documentData) ?? new Map();
}
