import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, redirect, type MiddlewareFunction } from 'react-router';
import { currencyCookie, languageCookie, preferenceCookieMaxAge } from '@cicerone/core/preferences';
import { flashMiddleware, takeFlash } from '../lib/page/flash.server.ts';
import { forDocumentOnly } from '../lib/page/server-island.server.ts';
import { appContext } from '../context.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { ChatButtons } from '../shell/chat-buttons.tsx';
import { chatButtonsMarkup } from '../shell/chat-buttons.server.ts';
import { translatorFor } from '../i18n/catalog.server.ts';
import * as SiteFooter from '../shell/footer.tsx';
import { Header } from '../shell/header.tsx';
import { ToastProvider, useToast } from '../shell/toast.tsx';
import { cartCount } from '../site/cart.server.ts';
import { preferenceCookie, readCookie } from '../site/cookies.server.ts';
import { activePreferences } from '../site/preferred.server.ts';
import { ratesNote } from '../site/rates-note.server.ts';
import { shellUser } from '../site/site-data.ts';
import { resolveSiteUrl } from '../site/site-url.ts';
import { secureCookies, sessionContext, sessionMiddleware } from '../site/session.server.ts';
import type { Route } from './+types/site';
import '../accounts/notices.css';

// The unverified-address banner and a form's confirmation: code loaded only when there is one to show.
const SiteNotices = lazy(() => import('../accounts/notices.tsx'));
// The footer is below the fold and its links and form work as plain HTML: in the browser its code loads
// after the page's own and React hydrates it when it arrives (the server's HTML stays as it is meanwhile),
// as home's sections do. The server imports it directly so it never suspends.
const Footer = import.meta.env.SSR ? SiteFooter.Footer : lazy(async () => ({ default: (await import('../shell/footer.tsx')).Footer }));

/** Every page under /{lang}/{currency}/ remembers both in one-year cookies (requirements §lifecycles.preferences). */
const rememberPreferences: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const response = await next();
  if (response.status >= 300 || !params.lang || !params.currency) return response;
  const secure = secureCookies(context);
  if (readCookie(request, languageCookie) !== params.lang) {
    response.headers.append('Set-Cookie', preferenceCookie(languageCookie, params.lang, preferenceCookieMaxAge, secure));
  }
  if (readCookie(request, currencyCookie) !== params.currency) {
    response.headers.append('Set-Cookie', preferenceCookie(currencyCookie, params.currency, preferenceCookieMaxAge, secure));
  }
  return response;
};

export const middleware = [rememberPreferences, sessionMiddleware, flashMiddleware];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const active = await activePreferences(request, services);
  const resolution = resolveSiteUrl(url, active, active.preferred);
  if (resolution.kind === 'redirect') {
    throw redirect(resolution.to, { status: 302, headers: { Vary: 'Cookie, Accept-Language' } });
  }
  const { locale, currency: code } = resolution;
  const { reference } = services;
  const user = context.get(sessionContext);
  const [languages, currencies, rate, networks, cartItems] = await Promise.all([
    reference.listLanguages({ activated: true }),
    reference.listCurrencies({ activated: true }),
    reference.exchangeRate(code).catch(() => null),
    reference.socialNetworks(),
    cartCount({ request, context }),
  ]);
  const currency = currencies.find((row) => row.code === code);
  if (!currency) throw new Error(`activated currency ${code} vanished`);
  return {
    locale,
    /** Canonical and share links are absolute (PUBLIC_URL). */
    origin: services.config.publicUrl,
    currency: { code: currency.code, symbol: currency.symbol, minorUnits: currency.minorUnits },
    /** null when the rate cannot be read: amounts then use 1 and say so (requirements §errors). */
    rate: rate ? { value: rate.rate, date: rate.date } : null,
    /** The footer's word on which day's rates converted the prices (null in euros). */
    ratesNote: ratesNote(locale, code, rate),
    /** The page's language in its own words (the picker's button). The lists of languages, currencies, tour
     * types and top destinations are the menus' and the picker's, read when one opens (site/reference-lists.ts). */
    languageName: languages.find((language) => language.code === locale)?.nativeName ?? locale,
    socialNetworks: networks.map((network) => ({ name: network.name, url: network.url })),
    user: shellUser(user),
    /** A confirmation left by the form that redirected here (shown once). */
    flash: takeFlash(context),
    /** The header's cart count (the account's, or the visitor's cart cookie's). */
    cart: { count: cartItems },
    /** Rendered by the server so the page and its hydration agree on it. */
    year: new Date().getUTCFullYear(),
    /** The support chat's buttons, as HTML: no script of their own until pressed (decision 0026); a document's are in its HTML only. */
    chatButtons: forDocumentOnly({ request, context }, 'chat-buttons', chatButtonsMarkup(translatorFor(locale))),
  };
}

export default function Site({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <RememberInBrowser
        locale={loaderData.locale}
        currency={loaderData.currency.code}
        languageName={loaderData.languageName}
      />
      <Header />
      {loaderData.user || loaderData.flash ? (
        <Suspense fallback={null}>
          <SiteNotices />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ChatButtons markup={loaderData.chatButtons} locale={loaderData.locale} />
    </ToastProvider>
  );
}

/** The original site's browser storage kept lang and currency too (requirements §lifecycles.preferences); a change made in the picker is confirmed by a toast. */
function RememberInBrowser({ locale, currency, languageName }: { locale: string; currency: string; languageName: string }) {
  const { t } = useI18n();
  const { show } = useToast();
  const previous = useRef<{ locale: string; currency: string } | null>(null);
  useEffect(() => {
    localStorage.setItem('lang', locale);
    localStorage.setItem('currency', currency);
    const before = previous.current;
    previous.current = { locale, currency };
    if (before && (before.locale !== locale || before.currency !== currency)) {
      show(t('shell.picker.changed', { language: languageName, currency }));
    }
  }, [locale, currency, languageName, show, t]);
  return null;
}
