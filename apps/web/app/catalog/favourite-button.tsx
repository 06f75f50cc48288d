import { Link, useFetcher, useLocation, type FetcherWithComponents } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';

/** The fetcher a tour's heart is sent by: a card's button and a kept card's form (kept-hearts.ts) share its pending state. */
export const favouriteFetcherKey = (tourId: number) => `favourite-${tourId}`;

/** What a heart sends: the state asked for, by a fetcher (the route then answers instead of redirecting back). */
export const favouriteToggle = (favourite: boolean) => ({ favourite: favourite ? '1' : '0', via: 'fetch' });

/**
 * The heart of a tour (requirements §screens.catalogue favourite tours). Logged in: a form posting to the favourite route,
 * which works without JavaScript (the route toggles and redirects back) and, with it, is sent by a
 * fetcher so the heart fills at once and the page stays where it is. A visitor's heart is a link
 * to the login page, which brings them back here. Kept small: it is on every tour card.
 */
export function FavouriteButton({ tourId, favourite, className = '' }: { tourId: number; favourite: boolean; className?: string }) {
  const { t } = useI18n();
  const { user } = useSite();
  const sitePath = useSitePath();
  const { pathname, search } = useLocation();
  const fetcher: FetcherWithComponents<unknown> = useFetcher({ key: favouriteFetcherKey(tourId) });
  const here = `${pathname}${search}`;
  // While the toggle travels (and the page's data reloads after it), the heart shows what was asked for.
  const wanted = fetcher.formData?.get('favourite');
  const pressed = wanted === undefined || wanted === null ? favourite : wanted === '1';
  const label = t(pressed ? 'favourites.remove' : 'favourites.add');
  const heart = (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20Z" />
    </svg>
  );
  if (!user) {
    return (
      <Link className={`favourite-button ${className}`} to={sitePath(`/login?next=${encodeURIComponent(here)}`)} aria-label={t('favourites.add')} title={t('favourites.add')}>
        {heart}
      </Link>
    );
  }
  const action = sitePath(`/favourite/${tourId}?back=${encodeURIComponent(here)}`);
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="favourite-form"
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(favouriteToggle(!pressed), { method: 'post', action });
      }}
    >
      <input type="hidden" name="favourite" value={pressed ? '0' : '1'} />
      <button type="submit" className={`favourite-button ${className}`} aria-pressed={pressed} aria-label={label} title={label}>
        {heart}
      </button>
    </fetcher.Form>
  );
}
