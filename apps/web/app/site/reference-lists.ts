import { use, useEffect, useState } from 'react';
import type { currencySchema, languageSchema, tourCategorySchema, citySchema } from '@cicerone/core/contracts/reference';
import type { z } from 'zod';

// The lists only a menu, the language and currency picker or a notice shows, read from the public
// reference API when one of them is shown, rather than sent in every
// page's hydration data for panels most visitors never open (requirements §quality.performance). Each list is read once per page
// load; a failed read leaves the list empty and is tried again by the next panel that asks.

const reads = new Map<string, Promise<unknown[]>>();

function read<Row, Item>(url: string, shape: (rows: Row[]) => Item[]): Promise<Item[]> {
  let promise = reads.get(url) as Promise<Item[]> | undefined;
  if (!promise) {
    // Asked of the server each page load, not taken from the browser's minute of cache: a currency or
    // language the team withdraws or restores shows in the next picker opened, as it did in the page's data.
    promise = fetch(url, { headers: { accept: 'application/json' }, cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<Row[]>) : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then(shape)
      .catch(() => {
        reads.delete(url);
        return [];
      });
    reads.set(url, promise);
  }
  return promise;
}

const languages = (rows: z.infer<typeof languageSchema>[]) => rows.map(({ code, nativeName }) => ({ code, nativeName }));
const currencies = (rows: z.infer<typeof currencySchema>[]) => rows.map(({ code }) => ({ code }));
const categories = (rows: z.infer<typeof tourCategorySchema>[]) => rows.map((row) => ({ slug: row.slug, title: row.entry.data[0]?.title ?? row.slug }));
// The menu's top destinations: the first twelve featured cities.
const cities = (rows: z.infer<typeof citySchema>[]) => rows.slice(0, 12).map((city) => ({ slug: city.slug, name: city.nameTranslated }));
const citiesUrl = (locale: string) => `/api/featuredCities?language=${locale}`;

// In a panel (lazy, inside a Suspense boundary, opened in the browser only): the panel shows once its
// lists are there. Both reads start before either is awaited, so they go out together.
/** The languages the site is offered in and the currencies it sells in (the picker). */
export function usePickerLists() {
  const offered = { languages: read('/api/languages?activated=true', languages), currencies: read('/api/currencies?activated=true', currencies) };
  return { languages: use(offered.languages), currencies: use(offered.currencies) };
}
/** The tour types titled in `locale`, and the top destinations named in it (the menus). */
export function useMenuLists(locale: string) {
  const lists = { categories: read(`/api/tourCategories?activated=true&language=${locale}`, categories), cities: read(citiesUrl(locale), cities) };
  return { categories: use(lists.categories), cities: use(lists.cities) };
}

/** The top destinations for a page the server renders too (a notice): none on the server, read once in the browser. */
export function useFeaturedCitiesInBrowser(locale: string): { slug: string; name: string }[] {
  const [list, setList] = useState<{ slug: string; name: string }[]>([]);
  useEffect(() => {
    let current = true;
    void read(citiesUrl(locale), cities).then((rows) => current && setList(rows));
    return () => {
      current = false;
    };
  }, [locale]);
  return list;
}
