// Server-only helpers the accounts pages' loaders and actions share (login, sign-up, password,
// verification, the account pages, the back office's business accounts).
import { redirect, type RouterContextProvider } from 'react-router';
import { sitePage } from '../lib/page/site-page.server.ts';
import { appContext } from '../context.ts';
import { secureCookies, sessionContext } from '../site/session.server.ts';
import type { CountryOption } from './account-pages/address-fields.tsx';
import { redirectWithFlash } from '../lib/page/flash.server.ts';

interface PageArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** The services, language, translator and session of an accounts page, and its site's paths. */
export function accountPage(args: PageArgs) {
  const page = sitePage(args);
  const { services, clientIp } = args.context.get(appContext);
  return {
    ...page,
    services,
    clientIp,
    user: args.context.get(sessionContext),
    /** Whether cookies set now must be Secure. */
    secure: secureCookies(args.context),
    /** '/account' → '/fr_FR/EUR/account' */
    path: (path: string) => `/${page.locale}/${args.params.currency ?? page.currency}${path}`,
    /** The page's <head>: these pages are never indexed. */
    meta: (path: string, titleKey: string, descriptionKey: string) => ({
      path,
      title: page.t(titleKey),
      description: page.t(descriptionKey),
      noindex: true,
    }),
  };
}

/** A page of the logged-in person's account (the layout's middleware already sent visitors to the login page). */
export function signedInPage(args: PageArgs) {
  const page = accountPage(args);
  if (!page.user) throw redirect(page.path('/login'));
  return { ...page, user: page.user };
}

/** The countries a form offers, named in the reader's language. */
export async function countryOptions(page: ReturnType<typeof accountPage>): Promise<CountryOption[]> {
  const countries = await page.services.reference.listCountries({ language: page.locale });
  return countries.map((country) => ({ code: country.iso2, name: country.nameTranslated }));
}

/**
 * After a change: back to the page (without ?edit= or ?remove=) with the confirmation the site's
 * flash carries over the redirect (the green toast, or a notice in a page sent without JavaScript).
 * POST → redirect → GET, so reloading never sends the form again.
 */
export function doneRedirect(args: { request: Request; url: URL; context: Readonly<RouterContextProvider> }, messageKey: string): Response {
  // args.url, not request.url: a form sent by the app posts to '<page>.data', which must not be where it comes back to.
  return redirectWithFlash(args, args.url.pathname, [{ key: messageKey }]);
}
