import { createContext, useContext } from 'react';
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
 * <style nonce> elements instead of <link>s: the first paint waits on no request (issue 19; decision 0041).
 * A page reached by client navigation whose styles the document never held gets <link>s, which React
 * Router fetched before it navigated. The policy lets these elements in by the response's nonce.
 */
export function PageStyles({ nonce }: { nonce: string | undefined }) {
  const { manifest } = useContext(UNSAFE_FrameworkContext) ?? {};
  const textOf = useContext(StylesheetTextContext);
  const hrefs = [...new Set(useMatches().flatMap((match) => manifest?.routes[match.id]?.css ?? []))];
  return hrefs.map((href) => {
    const text = textOf(href);
    // data-href names the file, so the browser finds the text the server wrote (and hydration renders it as is).
    if (text !== undefined) return <style key={href} nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
    return <link key={href} rel="stylesheet" href={href} nonce={nonce} />;
  });
}
