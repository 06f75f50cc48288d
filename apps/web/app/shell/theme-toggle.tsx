import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { effectiveTheme, type ThemeChoice } from '../theme/theme.ts';
import { Icon } from './icons.tsx';

/**
 * Dark-theme switch. The choice is a cookie the server reads to render <html data-theme>,
 * so the next visit starts in the right theme with no flash; it works without JavaScript too.
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const location = useLocation();
  const choice = useRouteLoaderData<typeof rootLoader>('root')?.theme ?? undefined;
  const pending = fetcher.formData?.get('theme');
  const [shown, setShown] = useState<ThemeChoice>(choice ?? 'light');
  // The system preference is only known in the browser.
  useEffect(() => setShown(effectiveTheme((pending as ThemeChoice | null) ?? choice)), [choice, pending]);
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
        role="switch"
        aria-checked={shown === 'dark'}
        aria-label={withLabel ? undefined : label}
        title={label}
      >
        <Icon name={shown === 'dark' ? 'moon' : 'sun'} />
        {withLabel ? <span>{t('shell.theme.label')}</span> : null}
      </button>
    </fetcher.Form>
  );
}
