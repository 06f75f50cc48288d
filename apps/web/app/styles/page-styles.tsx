import { createContext, useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The text of a built stylesheet (its /assets/… path), when it can be written into the page; undefined
 * leaves it a <link>. The server's answer reads the build (entry.server.tsx); the browser's is the text
 * the server wrote into the document, kept here once read so a page left and visited again gets it back
 * without a request.
 */
export type StylesheetText = (href: string) => string | undefined;

const inlinedTexts = new Map<string, string>();

function inlinedByServer(href: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = inlinedTexts.get(href);
  if (known !== undefined) return known;
  const text = document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? undefined;
  if (text !== undefined) inlinedTexts.set(href, text);
  return text;
}

export const StylesheetTextContext = createContext<StylesheetText>(inlinedByServer);

/**
 * The stylesheets of the matched routes, as React Router's <Links> lists them, written into the page as
 * <style nonce> elements instead of <link>s: the first paint waits on no request (requirements §quality.performance; decision 0041).
 * A page reached by client navigation whose styles the document never held gets <link>s, which React
 * Router fetched before it navigated. The policy lets these elements in by the response's nonce.
 */
export function PageStyles({ nonce: loaderNonce }: { nonce: string | undefined }) {
  const nonce = documentNonce() ?? loaderNonce;
  const { manifest } = useContext(UNSAFE_FrameworkContext) ?? {};
  const textOf = useContext(StylesheetTextContext);
  const hrefs = [...new Set(useMatches().flatMap((match) => builtCss.get(match.id) ?? manifest?.routes[match.id]?.css ?? []))];
  // After each render: routes discovered since the last one may list stylesheets the page holds.
  useEffect(() => {
    if (manifest) forgetStylesInPage(manifest.routes);
  });
  return hrefs.map((href) => {
    const text = textOf(href);
    // data-href names the file, so the browser finds the text the server wrote (and hydration renders it as is).
    if (text !== undefined) return <style key={href} nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
    return <link key={href} rel="stylesheet" href={href} nonce={nonce} />;
  });
}

/** Each route's stylesheets as the build lists them, kept before forgetStylesInPage takes the page's own out of the manifest. */
const builtCss = new Map<string, string[]>();

/**
 * Takes the stylesheets written into the page out of the browser's copy of React Router's manifest
 * (PageStyles keeps the full lists in builtCss). Before it calls a route's action or loader, React Router
 * loads that route's stylesheets unless a <link rel="stylesheet"> for them is in the document; it cannot
 * see the <style data-href> elements of decision 0041, so it fetched them again at every form sent, and
 * the redirect that answers a successful form (a Response it throws) waited for that download with nothing
 * handling it yet: the console's "Uncaught (in promise) Response" after the recruitment's, the checkout's
 * and the back office's forms. A stylesheet the page holds needs no loading.
 */
function forgetStylesInPage(routes: Record<string, { css?: string[] | undefined } | undefined>): void {
  for (const [id, route] of Object.entries(routes)) {
    if (!route?.css || route.css.length === 0) continue;
    const inPage = route.css.filter((href) => inlinedByServer(href) !== undefined);
    if (inPage.length === 0) continue;
    if (!builtCss.has(id)) builtCss.set(id, route.css);
    route.css = route.css.filter((href) => !inPage.includes(href));
  }
}

/**
 * In the browser, the nonce of the document's own policy (the server's first <style> carries it). The
 * root's loader runs again after a form and brings a new nonce that this document's policy never heard
 * of: a stylesheet written with it after a form was refused ("Applying inline style violates the
 * Content Security Policy") and the page stayed unstyled.
 */
function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLStyleElement>('style[data-href]')?.nonce || undefined;
}
