import { data, redirect } from 'react-router';
import { signedInPage } from '../accounts/account-page.server.ts';
import { appErrorOf, readForm } from '../lib/forms/form-data.server.ts';
import { safeNextPath } from '../accounts/next-path.ts';
import type { Route } from './+types/favourite';

/** Back to the page the heart was on: only a path of this site (the login's ?next= rule), else the favourites page. */
function backPath(request: Request, fallback: string): string {
  return safeNextPath(new URL(request.url).searchParams.get('back')) ?? fallback;
}

/** A GET here is someone sent to log in before their heart was counted: back to the page they were on. */
export function loader(args: Route.LoaderArgs) {
  const { locale, currency } = signedInPage(args);
  return redirect(backPath(args.request, `/${locale}/${currency}/favourite-tours`));
}

/**
 * The heart of a tour card or page. `favourite` says what the person asked for ('1' add, '0' remove):
 * the service toggles, and a second click sent before the first one's answer came back (or from
 * another tab) is toggled again rather than undone. A fetcher gets the state; a plain form, the page back.
 */
export async function action(args: Route.ActionArgs) {
  const { services, user, locale, currency, t } = signedInPage(args);
  const tourId = Number(args.params.tourId);
  const form = await readForm(args.request);
  const wanted = form.get('favourite') === '1';
  const fallback = `/${locale}/${currency}/favourite-tours`;
  if (!Number.isInteger(tourId) || tourId <= 0) throw data({ title: t('pages.notFound.title') }, { status: 404 });
  let favourite: boolean;
  try {
    favourite = (await services.favourites.toggle(user.id, tourId)).favourite;
    if (favourite !== wanted) favourite = (await services.favourites.toggle(user.id, tourId)).favourite;
  } catch (error) {
    const failure = appErrorOf(error);
    if (failure?.code === 'tour_not_found') throw data({ title: t('pages.notFound.title') }, { status: 404 });
    throw error;
  }
  if (form.get('via') === 'fetch') return { favourite };
  return redirect(backPath(args.request, fallback));
}
