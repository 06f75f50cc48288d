// Server-only helpers the account pages' loaders and actions share (login, sign-up, password, verification, admin).
import { data, type RouterContextProvider } from 'react-router';
import { catalogPage } from '../catalog/catalog-page.server.ts';
import { appContext } from '../context.ts';
import { secureCookies, sessionContext } from '../site/session.server.ts';
import { appErrorOf } from './form-data.server.ts';
import type { FormFailure, FormHelp } from './form-state.ts';

interface PageArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** The services, language, translator and session of an account page, and its site's paths. */
export function accountPage(args: PageArgs) {
  const page = catalogPage(args);
  const { services, clientIp } = args.context.get(appContext);
  return {
    ...page,
    services,
    clientIp,
    user: args.context.get(sessionContext),
    /** Whether cookies set now must be Secure. */
    secure: secureCookies(args.request, services.config.publicUrl),
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

/**
 * The answer of a form whose service refused: an expected error becomes the form's message (with
 * its status), anything else is rethrown to the error boundary.
 */
export function refused(
  error: unknown,
  expected: readonly string[],
  page: ReturnType<typeof accountPage>,
  options: { values?: FormFailure['values']; help?: Partial<Record<string, FormHelp>> } = {},
) {
  const appError = appErrorOf(error);
  if (!appError || !expected.includes(appError.code)) throw error;
  return data<FormFailure>(
    { errors: { form: page.t(`errors.${appError.code}`, appError.values) }, values: options.values, help: options.help?.[appError.code] },
    { status: appError.status },
  );
}

/** A form with problems: 400 (or the status given) with the messages and what to refill. */
export function invalid(errors: FormFailure['errors'], values?: FormFailure['values'], status = 400) {
  return data<FormFailure>({ errors, values }, { status });
}
