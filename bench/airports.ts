// Requirements §screens.quotes budget: GET /api/airports/search p95 under 10 ms at 50 connections. The airports are in
// memory (features/airports), so the load is what travellers type: codes, the first letters of
// cities and names, and the words of the issue ('cdg', 'charles', 'narita', 'zur').
import '../apps/server/src/production-default.ts';
import type { App } from '../apps/server/src/app.ts';
import { loadAirports } from '../apps/server/src/features/airports/airport-dataset.ts';
import { foldForSearch } from '@cicerone/core/slug';
import { httpLoad, type LoadResult } from './support/load.ts';

const connections = 50;

export async function benchAirportSearch(app: App): Promise<{ search50: LoadResult; health50: LoadResult; queries: number }> {
  const airports = await loadAirports();
  const typed = new Set(['cdg', 'charles', 'narita', 'zur', 'zürich', 'international']);
  airports.forEach((airport, index) => {
    if (index % 8 !== 0) return;
    typed.add(airport.code.toLowerCase());
    const city = foldForSearch(airport.city);
    for (const length of [3, 4, 6]) {
      const beginning = city.slice(0, length).trim();
      if (beginning.length >= 3) typed.add(beginning);
    }
  });
  const paths = [...typed].map((query) => `/api/airports/search?query=${encodeURIComponent(query)}&limit=10&language=fr_FR`);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  await httpLoad({ origin, paths: paths.toReversed(), connections, seconds: 1 }); // warm-up: the dataset's first load, the JIT
  const search50 = await httpLoad({ origin, paths, connections, seconds: 5 });
  const health50 = await httpLoad({ origin, paths: ['/healthz'], connections, seconds: 2 });
  return { search50, health50, queries: paths.length };
}
