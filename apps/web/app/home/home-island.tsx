import { useEffect } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { useKeptHearts } from '../catalog/kept-hearts.ts';
import { useIslandLinks } from '../lib/page/island-links.ts';

/**
 * What home's server-written sections need of the browser (routes/home.tsx keeps them as written): their
 * links navigate in the app, a tour card's is fetched ahead on intent as its <Link prefetch="intent"> does,
 * and a signed-in person's hearts are sent by a fetcher. Loaded once the page has hydrated.
 */
export default function HomeIsland({ island }: { island: HTMLElement }) {
  const intent = useIslandLinks(island, 'a.tour-card-link');
  useKeptHearts(island);
  // Says the links and hearts are live (after the two hooks' listeners): what the browser tests wait for.
  useEffect(() => {
    island.setAttribute('data-live', '');
    return () => island.removeAttribute('data-live');
  }, [island]);
  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
