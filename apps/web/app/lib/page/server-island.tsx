// A part of a page that the server renders and the browser keeps as written: its data is not in the
// document's hydration data (lib/page/server-island.server.ts), so hydration leaves its element as the
// server sent it instead of rendering it again (docs/decisions/0041-styles-in-the-page.md, "what home's document carries once").
import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider, useI18n } from '../../i18n/i18n.tsx';
import { DocumentRenderContext, keptHtml, useDocumentOnly, useKeptServerHtml } from './kept-html.ts';

interface ServerIslandProps<T> {
  /** The name the loader set its data aside under (forDocumentOnly). */
  id: string;
  /** The loader's answer: null on the document (the server rendered it), the data on a client navigation. */
  data: T | null;
  /** Its content, from the data: a panel of the page (lazyPanel), whose messages the browser fetches when it renders them itself. */
  children: (data: T) => ReactNode;
  /**
   * What makes the kept HTML work as the rendered content would (island-links.ts, a form's handler): a lazy
   * component given the element, rendered once the page has hydrated. Until its code is in, the HTML works
   * as plain HTML (a link loads its page, a form posts), as the whole page does before hydration.
   */
  behaviour: ComponentType<{ island: HTMLElement }>;
}

/**
 * Renders `children(data)` on the server and on a client navigation. On the document, the browser keeps the
 * server's element until the next navigation; a revalidation of the same page (after a form in it) keeps it
 * too, the behaviour updating it: nothing in it is hydrated, so it needs neither its code nor its data.
 */
export function ServerIsland<T>({ id, data, children, behaviour: Behaviour }: ServerIslandProps<T>) {
  const value = useDocumentOnly(id, data);
  const kept = useKeptServerHtml(value === null, useLocation().key);
  // Set by the ref once hydration has committed: the behaviour is the browser's alone.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  if (import.meta.env.SSR && value !== null) {
    return (
      <div>
        <WholeCatalogue>{children(value)}</WholeCatalogue>
      </div>
    );
  }
  if (!kept) return <div>{value === null ? null : children(value)}</div>;
  return (
    <>
      <div ref={setElement} dangerouslySetInnerHTML={keptHtml} suppressHydrationWarning />
      {element ? (
        <Suspense fallback={null}>
          <Behaviour island={element} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The document carries the page's messages only: the server writes an island with its language's whole catalogue. */
function WholeCatalogue({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const server = use(DocumentRenderContext);
  if (!server) return children;
  return (
    <I18nProvider locale={locale} messages={server.messagesFor(locale)}>
      {children}
    </I18nProvider>
  );
}
