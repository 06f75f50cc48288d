// The favourite hearts of tour cards that the browser keeps as the server wrote them (a page's server
// island, lib/page/server-island.tsx): no FavouriteButton runs there, so one submit listener does its part.
import { useEffect } from 'react';
import { useSubmit } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { favouriteFetcherKey, favouriteToggle } from './favourite-button.tsx';

/** A tour card's heart posts here (favourite-button.tsx): /{lang}/{currency}/favourite/{id}?back=… */
const favouriteAction = /\/favourite\/(\d+)(?:\?|$)/;

/**
 * A signed-in person's heart in `island` (a form; a visitor's is a link to the login) is sent as
 * FavouriteButton sends it, by a fetcher keyed by the tour, and shows at once what was asked for: the same
 * button keeps the focus, its pressed state and its label change, and its form's next press asks the
 * opposite. The action toggles only when needed, so two quick presses end where the second one asked.
 */
export function useKeptHearts(island: HTMLElement): void {
  const { t } = useI18n();
  const submit = useSubmit();
  useEffect(() => {
    const press = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.classList.contains('favourite-form')) return;
      const action = form.getAttribute('action') ?? '';
      const tourId = favouriteAction.exec(action)?.[1];
      const wanted = form.elements.namedItem('favourite');
      const button = form.querySelector('button');
      if (!tourId || !(wanted instanceof HTMLInputElement) || !button) return;
      event.preventDefault();
      const adding = wanted.value === '1';
      void submit(favouriteToggle(adding), { method: 'post', action, navigate: false, fetcherKey: favouriteFetcherKey(Number(tourId)) });
      const label = t(adding ? 'favourites.remove' : 'favourites.add');
      button.setAttribute('aria-pressed', String(adding));
      button.setAttribute('aria-label', label);
      button.title = label;
      wanted.value = adding ? '0' : '1';
    };
    island.addEventListener('submit', press);
    return () => island.removeEventListener('submit', press);
  }, [island, submit, t]);
}
