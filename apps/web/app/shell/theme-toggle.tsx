import { useSyncExternalStore } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { parseTheme, type ThemeChoice } from '../theme/theme.ts';
import { Icon } from './icons.tsx';

/**
 * Dark-theme toggle. The choice is a cookie the server reads to render <html data-theme>,
 * so the next visit starts in the right theme with no flash; it works without JavaScript too.
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const location = useLocation();
  const choice = useRouteLoaderData<typeof rootLoader>('root')?.theme ?? undefined;
  const pending = parseTheme(fetcher.formData?.get('theme') as string | null);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const shown: ThemeChoice = pending ?? choice ?? (systemDark ? 'dark' : 'light');
  const next: ThemeChoice = shown === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'shell.theme.toDark' : 'shell.theme.toLight');

  return (
    <fetcher.Form
      method="post"
      action="/theme"
      className="theme-toggle"
      onSubmit={() => document.documentElement.setAttribute('data-theme', next)}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={withLabel ? 'menu-item theme-switch' : 'icon-button'}
        // A toggle button (aria-pressed): a submit button may not take the switch role (ARIA in HTML), and it
        // stays a submit button so that the choice works without JavaScript. Its name stays while its state changes.
        aria-pressed={shown === 'dark'}
        aria-label={withLabel ? undefined : t('shell.theme.label')}
        title={label}
      >
        <Icon name={shown === 'dark' ? 'moon' : 'sun'} />
        {withLabel ? <span>{t('shell.theme.label')}</span> : null}
      </button>
    </fetcher.Form>
  );
}

// The operating system's preference is only known in the browser; the server renders 'light' for the label.
const darkQuery = '(prefers-color-scheme: dark)';
function subscribeToSystemTheme(onChange: () => void) {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function systemPrefersDark() {
  return window.matchMedia(darkQuery).matches;
}
