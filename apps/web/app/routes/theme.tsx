import { redirect } from 'react-router';
import { preferenceCookieMaxAge } from '@cicerone/core/preferences';
import { preferenceCookie } from '../site/cookies.server.ts';
import { secureCookies } from '../site/session.server.ts';
import { parseTheme, themeCookie } from '../theme/theme.ts';
import type { Route } from './+types/theme';
import { readForm } from '../lib/forms/form-data.server.ts';

/** POST /theme: remembers the theme for a year; without JavaScript it also brings the visitor back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = parseTheme(String(form.get('theme')));
  const back = String(form.get('redirectTo') ?? '/');
  // Only same-site paths: never an open redirect.
  const redirectTo = back.startsWith('/') && !back.startsWith('//') ? back : '/';
  const secure = secureCookies(context);
  const headers = new Headers();
  if (theme) headers.append('Set-Cookie', preferenceCookie(themeCookie, theme, preferenceCookieMaxAge, secure));
  return redirect(redirectTo, { status: 303, headers });
}

export async function loader() {
  return redirect('/', 302);
}
