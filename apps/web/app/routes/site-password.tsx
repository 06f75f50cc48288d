import { data, Form, redirect, useNavigation } from 'react-router';
import { createTranslator } from '@cicerone/core/i18n/translate';
import { appContext } from '../context.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { Logo } from '../shell/logo.tsx';
import type { Route } from './+types/site-password';
import { readForm } from '../lib/forms/form-data.server.ts';

/** Where to go once unlocked: a path of this site only, never another origin. */
function nextPath(request: Request): string {
  const next = new URL(request.url).searchParams.get('next') ?? '/';
  return next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  if (!services.sitePassword.isGated(new URL(request.url).hostname)) throw redirect(nextPath(request));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const form = await readForm(request);
  const cookie = services.sitePassword.unlock(String(form.get('password') ?? ''), new URL(request.url).protocol === 'https:');
  if (!cookie) return data({ wrong: true }, { status: 401 });
  return redirect(nextPath(request), { status: 303, headers: { 'Set-Cookie': cookie } });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const title = root ? createTranslator(root.locale, root.messages)('gate.title') : 'Enter Password';
  return [{ title: `${title} · Cicerone` }, { name: 'robots', content: 'noindex' }];
}

/** The 'Enter Password' page of development host names (requirements §screens.account). */
export default function SitePassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <main className="gate">
      {/* Left by a whole page load: the gate's document carries only its own messages, the site's come with its page (decision 0035). */}
      <Form method="post" className="gate-card" reloadDocument>
        <Logo />
        <h1>{t('gate.title')}</h1>
        <p className="muted">{t('gate.intro')}</p>
        <label className="field-label" htmlFor="site-password">
          {t('gate.label')}
        </label>
        <input
          id="site-password"
          name="password"
          type="password"
          required
          autoFocus
          autoComplete="current-password"
          aria-invalid={actionData?.wrong ? true : undefined}
          aria-describedby={actionData?.wrong ? 'site-password-error' : undefined}
        />
        {actionData?.wrong ? (
          <p id="site-password-error" className="field-error" role="alert">
            {t('gate.wrong')}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {t('gate.submit')}
        </button>
      </Form>
    </main>
  );
}
