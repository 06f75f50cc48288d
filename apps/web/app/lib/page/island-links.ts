// The links of HTML the browser keeps as the server wrote it (lib/page/server-island.tsx), made to work as
// <Link>s: loaded once the page has hydrated, with the island's behaviour.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * A plain click on a link of `island` navigates in the app, as <Link> does (a modified click, another window,
 * a download or another site is the browser's). The links matching `intentPrefetch` are fetched ahead as
 * <Link prefetch="intent"> does: after 100 ms of hover, or at once on focus or touch, until left. Returns the
 * page to prefetch (render it as <PrefetchPageLinks page>), or null.
 */
export function useIslandLinks(island: HTMLElement, intentPrefetch: string): string | null {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  useEffect(() => {
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    const intended = (event: Event) => (event.target as Element).closest<HTMLAnchorElement>(intentPrefetch);
    const intend = (event: Event) => {
      const link = intended(event);
      if (!link) return;
      clearTimeout(waiting);
      waiting = setTimeout(() => setIntent(link.pathname + link.search), event.type === 'mouseover' ? 100 : 0);
    };
    // Moving between a link's own children is no leaving.
    const leave = (event: MouseEvent | FocusEvent) => {
      const link = intended(event);
      if (!link || link.contains(event.relatedTarget as Node | null)) return;
      clearTimeout(waiting);
      setIntent(null);
    };
    const listeners = [
      ['click', follow],
      ['mouseover', intend],
      ['focusin', intend],
      ['touchstart', intend],
      ['mouseout', leave],
      ['focusout', leave],
    ] as const;
    for (const [type, listener] of listeners) island.addEventListener(type, listener as EventListener, { passive: type === 'touchstart' });
    return () => {
      clearTimeout(waiting);
      for (const [type, listener] of listeners) island.removeEventListener(type, listener as EventListener);
    };
  }, [island, intentPrefetch, navigate]);
  return intent;
}
