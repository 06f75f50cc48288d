// Server-only helpers every page loader of the site shares (the catalogue, accounts, checkout, bookings).
import { data, redirect, type RouterContextProvider } from 'react-router';
import { defaultLocale, isLocale, type Locale } from '@cicerone/core/locales';
import { slugify } from '@cicerone/core/slug';
import { appContext } from '../../context.ts';
import { translatorFor } from '../../i18n/catalog.server.ts';

/** The first start date a search may ask for (the API's rule). */
export { earliestStartDate } from '@cicerone/core/contracts/catalog';

interface PageArgs {
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** The services and the page's language and currency (the layout loader redirects when either segment is wrong). */
export function sitePage({ params, context }: PageArgs) {
  const locale: Locale = isLocale(params.lang) ? params.lang : defaultLocale;
  return {
    services: context.get(appContext).services,
    locale,
    currency: (params.currency ?? 'EUR').toUpperCase(),
    t: translatorFor(locale),
  };
}

/** The answer for an unknown slug or id: status 404, and the page's error boundary shows the not-found notice. */
export function notFound(locale: Locale) {
  return data({ title: translatorFor(locale)('pages.notFound.title') }, { status: 404 });
}

/**
 * The HTTP status of an application error (AppError) thrown by a service, else undefined.
 * Checked by name, not instanceof: in development Vite loads its own copy of @cicerone/core.
 */
export function appErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'AppError') return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** Resolves a service call, turning its 404 (tour_not_found, city_not_found…) into the page's 404. */
export async function orNotFound<T>(load: Promise<T>, locale: Locale): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (appErrorStatus(error) === 404) throw notFound(locale);
    throw error;
  }
}

/**
 * Place URLs are lowercase with hyphens (requirements §screens.catalogue: /city/{name lowercased, spaces → hyphens});
 * any other spelling of the slug answers 301 to that one, keeping the query.
 * @param pathOf the page's path below /{lang}/{currency} for a slug
 */
export function requireCanonicalSlug(args: PageArgs & { url: URL }, slug: string, pathOf: (slug: string) => string): string {
  const canonical = slugify(slug);
  if (canonical !== slug) {
    if (!canonical) throw notFound(sitePage(args).locale);
    const { search } = args.url;
    throw redirect(`/${args.params.lang ?? ''}/${args.params.currency ?? ''}${pathOf(canonical)}${search}`, 301);
  }
  return slug;
}

/** A page number from the query (?page=, ?reviews=): anything else than a whole number ≥ 1 is page 1. */
export function pageParam(request: Request, name: string): number {
  const raw = new URL(request.url).searchParams.get(name);
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}
