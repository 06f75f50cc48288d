import { Link, redirect } from 'react-router';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { ClientInfoFields } from '../accounts/client-info.tsx';
import { loginRequestInfo, parseLogin } from '../accounts/form-contracts.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { safeNextPath } from '../accounts/next-path.ts';
import { landingAfterLogin } from '@cicerone/core/roles';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { cartOwnerOf } from '../site/cart.server.ts';
import { sessionCookies } from '../site/session.server.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/login';
import '../accounts/accounts.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const next = safeNextPath(new URL(args.request.url).searchParams.get('next'));
  // Someone already logged in has nothing to do here.
  if (page.user) throw redirect(next ?? page.path(landingAfterLogin(page.user)));
  return { next, meta: page.meta('/login', 'auth.login.title', 'auth.login.description') };
}

export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const next = safeNextPath(values['next']);
  const parsed = parseLogin(values, page.t);
  if (!parsed.ok) return invalid('login', values, parsed.errors);
  try {
    const { tokens, user } = await page.services.accounts.login(parsed.data.email, parsed.data.password, loginRequestInfo(args.request, args.context, values));
    const headers = new Headers();
    // Cart (requirements §screens.checkout): the visitor's cart moves to the account; its cookie is cleared.
    await cartOwnerOf(args, { userId: user.uuid });
    for (const cookie of sessionCookies(tokens, page.secure)) headers.append('Set-Cookie', cookie);
    return redirect(next ?? page.path(landingAfterLogin(user)), { status: 303, headers });
  } catch (error) {
    return refused(error, 'login', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

/** E-mail and password; back to the page that asked for a login (?next=), else where the account's role starts (landingAfterLogin). */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { next } = loaderData;
  const withNext = (path: string) => (next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path);
  const labels = { email: t('auth.login.email'), password: t('auth.login.password') };
  return (
    <AuthCard id="login" title={t('auth.login.title')}>
      <p className="muted">{t('auth.login.intro')}</p>
      <SiteForm
        name="login"
        hidden={next ? { next } : {}}
        problems={problemsFor(actionData, 'login')}
        labels={labels}
        submitLabel={t('auth.login.submit')}
        pendingLabel={t('auth.login.submitting')}
        className="auth-form"
        marks="optional"
      >
        <ClientInfoFields />
        <TextField name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" required />
        <TextField name="password" type="password" label={labels.password} autoComplete="current-password" required />
        <p className="auth-aside-link">
          <Link to={sitePath('/forgot-password')}>{t('auth.login.forgot')}</Link>
        </p>
      </SiteForm>
      <div className="auth-alternatives">
        <p>
          {t('auth.login.noAccount')} <Link to={withNext(sitePath('/sign-up'))}>{t('auth.login.signUp')}</Link>
        </p>
        <p>
          <Link to={withNext(sitePath('/sign-up?type=business'))}>{t('auth.login.business')}</Link>
        </p>
      </div>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
