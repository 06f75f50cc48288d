import { pagePaths } from '@cicerone/core/page-paths';
import { useFeaturedCitiesInBrowser } from '../../site/reference-lists.ts';
import { useSite } from '../../site/site-data.ts';
import { ChipLinks } from './chip-links.tsx';

/** A notice page's ways back in: six top destinations, read once the page is in the browser. */
export default function NoticeCities() {
  const cities = useFeaturedCitiesInBrowser(useSite().locale);
  return <ChipLinks links={cities.slice(0, 6).map((city) => ({ path: pagePaths.city(city.slug), label: city.name }))} />;
}
