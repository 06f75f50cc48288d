import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { appErrorOf, formValues } from '../lib/forms/form-data.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/newsletter-token';
import '../accounts/accounts.css';

type Step = 'confirm' | 'unsubscribe';
type Result = 'done' | 'invalid' | null;

/** Which link this is: '/newsletter/confirm' or '/newsletter/unsubscribe' (or its '.data' when the app posts). */
function stepOf(request: Request): Step {
  return /\/newsletter\/unsubscribe(\.data)?$/.test(new URL(request.url).pathname) ? 'unsubscribe' : 'confirm';
}

/**
 * The newsletter mails' links land here and ask for one click: opening the link changes nothing,
 * so a mail scanner that follows every link neither confirms an address nor takes it off the list
 * (docs/decisions/0024). The click posts the token; the page comes back without it.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const step = stepOf(args.request);
  const query = new URL(args.request.url).searchParams;
  const result = query.get('result');
  return {
    step,
    token: query.get('token') ?? '',
    result: (result === 'done' || result === 'invalid' ? result : null) as Result,
    meta: page.meta(`/newsletter/${step}`, `newsletter.${step}.title`, `newsletter.${step}.title`),
  };
}

export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const step = stepOf(args.request);
  const token = (await formValues(args.request))['token'] ?? '';
  let result: Result = 'done';
  try {
    await (step === 'confirm' ? page.services.newsletter.confirm(token) : page.services.newsletter.unsubscribe(token));
  } catch (error) {
    if (appErrorOf(error)?.code !== 'link_invalid') throw error;
    result = 'invalid';
  }
  return redirect(page.path(`/newsletter/${step}?result=${result}`), 303);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function NewsletterToken({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const navigation = useNavigation();
  const { step, token, result } = loaderData;
  const home = (
    <Link className="button button-secondary" to={sitePath('/')}>
      {t('newsletter.goHome')}
    </Link>
  );
  return (
    <AuthCard id="newsletter-link" title={t(`newsletter.${step}.title`)}>
      {result === 'done' ? (
        <div className="auth-result" role="status">
          <p className="auth-result-lead">{t(`newsletter.${step}.done`)}</p>
          <p className="auth-actions">{home}</p>
        </div>
      ) : result === 'invalid' || !token ? (
        <div className="auth-result" role="alert">
          <p className="auth-result-lead">{t('errors.link_invalid')}</p>
          <p className="auth-actions">{home}</p>
        </div>
      ) : (
        <div className="auth-result">
          <p className="auth-result-lead">{t(`newsletter.${step}.intro`)}</p>
          <Form method="post" className="auth-actions">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button-primary" disabled={navigation.state !== 'idle'}>
              {t(`newsletter.${step}.submit`)}
            </button>
          </Form>
        </div>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
