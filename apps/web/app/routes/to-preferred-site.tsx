import { redirect } from 'react-router';
import { appContext } from '../context.ts';
import { activePreferences } from '../site/preferred.server.ts';
import { resolveSiteUrl } from '../site/site-url.ts';
import type { Route } from './+types/to-preferred-site';

/** '/' and paths without /{lang}/{currency}: the same page in the visitor's language and currency. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const active = await activePreferences(request, context.get(appContext).services);
  const resolution = resolveSiteUrl(new URL(request.url), active, active.preferred);
  const to = resolution.kind === 'redirect' ? resolution.to : `/${resolution.locale}/${resolution.currency}/`;
  return redirect(to, { status: 302, headers: { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'no-store' } });
}
