import { Link, redirect } from 'react-router';
import { newsletterSubscribeBody } from '@cicerone/core/contracts/contact';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/newsletter';
import '../accounts/accounts.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return {
    sent: new URL(args.request.url).searchParams.get('sent') === '1',
    meta: page.meta('/newsletter', 'newsletter.title', 'newsletter.description'),
  };
}

/**
 * The footer's form posts here as a plain HTML form (no script on every page for it), and so does
 * this page's own: an address to correct comes back on this page, in its form.
 */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const parsed = parseForm(newsletterSubscribeBody, { email: values['email'] ?? '', locale: page.locale, currency: page.currency }, page.t);
  if (!parsed.ok) return invalid('newsletter', values, parsed.errors);
  try {
    await page.services.newsletter.subscribe(parsed.data, { ip: page.clientIp, locale: page.locale });
  } catch (error) {
    return refused(error, 'newsletter', values, page.t);
  }
  // The same answer for every address: nobody learns who is on the list.
  return redirect(page.path('/newsletter?sent=1'), 303);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const labels = { email: t('newsletter.email') };
  return (
    <AuthCard id="newsletter" title={t(loaderData.sent ? 'newsletter.sent.title' : 'newsletter.title')}>
      {loaderData.sent ? (
        <div className="auth-result" role="status">
          <p className="auth-result-lead">{t('newsletter.sent.body')}</p>
          <p className="auth-actions">
            <Link className="button button-secondary" to={sitePath('/')}>
              {t('newsletter.goHome')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t('newsletter.intro')}</p>
          <SiteForm name="newsletter" problems={problemsFor(actionData, 'newsletter')} labels={labels} submitLabel={t('newsletter.submit')} pendingLabel={t('newsletter.submitting')} className="auth-form">
            <TextField name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" maxLength={254} required />
          </SiteForm>
        </>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
