import { Form, Link, redirect } from 'react-router';
import { accountPage, invalid, refused } from '../accounts/account-page.server.ts';
import { ClientInfoFields } from '../accounts/client-info.tsx';
import { parseLogin } from '../accounts/auth-forms.server.ts';
import { loginRequestInfo } from '../accounts/form-data.server.ts';
import { ErrorSummary, SubmitButton, TextField, useAccountForm } from '../accounts/form-parts.tsx';
import { safeNextPath } from '../accounts/next-path.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../shell/notice-page.tsx';
import { sessionCookies } from '../site/session.server.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/login';
import '../accounts/accounts.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const next = safeNextPath(new URL(args.request.url).searchParams.get('next'));
  // Someone already logged in has nothing to do here.
  if (page.user) throw redirect(next ?? page.path('/account'));
  return { next, meta: page.meta('/login', 'auth.login.title', 'auth.login.description') };
}

export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const form = await args.request.formData();
  const next = safeNextPath(form.get('next'));
  const { fields, parsed } = parseLogin(form, page.t);
  if (!parsed.ok) return invalid(parsed.errors, { email: fields['email'] });
  try {
    const { tokens } = await page.services.accounts.login(parsed.data.email, parsed.data.password, loginRequestInfo(args.request, args.context, form));
    const headers = new Headers();
    for (const cookie of sessionCookies(tokens, page.secure)) headers.append('Set-Cookie', cookie);
    return redirect(next ?? page.path('/account'), { status: 303, headers });
  } catch (error) {
    return refused(error, ['invalid_credentials', 'too_many_requests'], page, { values: { email: fields['email'] } });
  }
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** E-mail and password; back to the page that asked for a login (?next=), else the account. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { errors, summaryRef, formProps } = useAccountForm(actionData?.errors);
  const { next } = loaderData;
  const withNext = (path: string) => (next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path);
  const fields = [
    { name: 'email', label: t('auth.login.email') },
    { name: 'password', label: t('auth.login.password') },
  ];
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-title">
          {t('auth.login.title')}
        </h1>
        <p className="muted">{t('auth.login.intro')}</p>
        <ErrorSummary errors={errors} fields={fields} idPrefix="login" summaryRef={summaryRef} />
        <Form method="post" className="auth-form" {...formProps}>
          {next ? <input type="hidden" name="next" value={next} /> : null}
          <ClientInfoFields />
          <TextField
            idPrefix="login"
            name="email"
            type="email"
            label={t('auth.login.email')}
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={actionData?.values?.['email']}
            error={errors['email']}
          />
          <TextField
            idPrefix="login"
            name="password"
            type="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            error={errors['password']}
          />
          <p className="auth-aside-link">
            <Link to={sitePath('/forgot-password')}>{t('auth.login.forgot')}</Link>
          </p>
          <SubmitButton label={t('auth.login.submit')} pendingLabel={t('auth.login.submitting')} />
        </Form>
        <div className="auth-alternatives">
          <p>
            {t('auth.login.noAccount')} <Link to={withNext(sitePath('/sign-up'))}>{t('auth.login.signUp')}</Link>
          </p>
          <p>
            <Link to={withNext(sitePath('/sign-up?type=business'))}>{t('auth.login.business')}</Link>
          </p>
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
