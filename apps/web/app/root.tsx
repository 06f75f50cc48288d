import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isLocale, languageTag, textDirection, type Locale } from '@cicerone/core/locales';
import { appContext } from './context.ts';
import { I18nProvider, useT } from './i18n/i18n.tsx';
import { pageMessages } from './i18n/page-messages.server.ts';
import { holdMessages, loadPageMessages, messagesFolder } from './i18n/route-messages.ts';
import { flashKeys } from './lib/page/flash.server.ts';
import { readCookie } from './site/cookies.server.ts';
import { activePreferences } from './site/preferred.server.ts';
import { parseTheme, themeCookie } from './theme/theme.ts';
import { PageStyles } from './styles/page-styles.tsx';
import type { Route } from './+types/root';
import './styles/app.css';
import './styles/shell.css';

/** The language of every page, even the gate and error pages: the URL's when valid, else the visitor's preference. */
export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const active = await activePreferences(request, services);
  const locale: Locale = isLocale(params.lang) && active.locales.includes(params.lang) ? params.lang : active.preferred.locale;
  // Only the messages this page's routes can use (decision 0035); another page's come with its navigation.
  const { messages, version } = await pageMessages(locale, pattern, services.config.env, flashKeys(context));
  return {
    locale,
    messages,
    // Where a navigation finds its page's messages (route-messages.ts); none in development, which sends them all.
    messagesFolder: version ? messagesFolder(version, locale) : null,
    theme: parseTheme(readCookie(request, themeCookie)) ?? null,
    // This response's CSP nonce (public: it is in the page's HTML anyway), so that hydration renders the
    // nonce the server rendered: React Router only knows it on the server (<ServerRouter nonce>).
    nonce: context.get(appContext).nonce,
  };
}

/** Every navigation in the language fetches its page's messages while its data loads (the root's loader does not run again). */
export const clientMiddleware = [loadPageMessages];

/** The catalog only changes with the language (and the theme with its form). */
export function shouldRevalidate({ currentParams, nextParams, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction) return defaultShouldRevalidate;
  return currentParams.lang !== nextParams.lang;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en_US';
  // Without the root's data (its loader failed) React Router falls back to <ServerRouter nonce>.
  const nonce = data?.nonce;
  return (
    <html lang={languageTag(locale)} dir={textDirection(locale)} data-theme={data?.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* The built site writes its stylesheets into the page (no request before the first paint); Vite's dev server serves its own. */}
        {import.meta.env.DEV ? <Links nonce={nonce} /> : <PageStyles nonce={nonce} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  holdMessages(loaderData.locale, loaderData.messagesFolder, loaderData.messages);
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) {
    // The root loader itself failed (database down): a plain English page is all that can be said.
    return (
      <main className="error-page">
        <h1>Something went wrong</h1>
        <p>An unknown error occurred. Please try again in a moment.</p>
      </main>
    );
  }
  return (
    <I18nProvider locale={data.locale} messages={data.messages}>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </I18nProvider>
  );
}

/** 404: no such page; 400: a form post the page could not read (form-data.server.ts readForm); else our failure. */
const errorTexts: Readonly<Record<number, { title: string; body: string }>> = {
  404: { title: 'pages.notFound.title', body: 'pages.notFound.body' },
  400: { title: 'pages.badForm.title', body: 'errors.bad_form' },
};

export function ErrorPage({ status }: { status: number }) {
  const t = useT();
  const texts = errorTexts[status] ?? { title: 'pages.error.title', body: 'pages.error.body' };
  return (
    <main className="error-page">
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.body)}</p>
      <a className="button button-primary" href="/">
        {t('pages.comingSoon.back')}
      </a>
    </main>
  );
}
