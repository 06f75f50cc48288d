import { Link } from 'react-router';
import { businessKinds } from '@cicerone/core/accounts/business';
import { passwordMinLength } from '@cicerone/core/limits';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { ClientInfoFields } from '../accounts/client-info.tsx';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { loginRequestInfo, parseSignUp } from '../accounts/form-contracts.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { NewPasswordFields } from '../accounts/new-password-fields.tsx';
import { safeNextPath } from '../accounts/next-path.ts';
import { AccountTypeChoice, BusinessFields, SignUpAside, useSignUpLabels, type AccountType } from '../accounts/sign-up-parts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { cartOwnerOf } from '../site/cart.server.ts';
import { sessionCookies } from '../site/session.server.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/sign-up';
import '../accounts/accounts.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const query = new URL(args.request.url).searchParams;
  const type: AccountType = query.get('type') === 'business' ? 'business' : 'individual';
  return {
    type,
    next: safeNextPath(query.get('next')),
    kinds: businessKinds,
    meta: page.meta(type === 'business' ? '/sign-up?type=business' : '/sign-up', 'auth.signUp.title', 'auth.signUp.description'),
  };
}

export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const { accountType, parsed } = parseSignUp(values, page.t, page.locale);
  if (!parsed.ok) return invalid('sign-up', values, parsed.errors);
  try {
    const { tokens, user } = await page.services.accounts.register(parsed.data, {
      ...loginRequestInfo(args.request, args.context, values),
      locale: page.locale,
      // The page's currency: the links of the person's e-mails keep it.
      currency: page.currency,
      caller: page.user,
    });
    const notices = [{ key: 'auth.notice.checkInbox' }];
    if (accountType === 'business') notices.push({ key: 'auth.notice.businessPending' });
    // Cart (requirements §screens.checkout): the visitor's cart moves to the new account; its cookie is cleared.
    await cartOwnerOf(args, { userId: user.uuid });
    return redirectWithFlash(args, safeNextPath(values['next']) ?? page.path('/account'), notices, sessionCookies(tokens, page.secure));
  } catch (error) {
    return refused(error, 'sign-up', values, page.t, { help: { guide_business_refused: 'recruitment', email_taken: 'login' } });
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

/** Sign-up (requirements §screens.account): an individual account, or a business one that the team validates within 24 hours. */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { type, next, kinds } = loaderData;
  const business = type === 'business';
  const { personal, company } = useSignUpLabels();
  return (
    <AuthCard id="sign-up" title={t('auth.signUp.title')} aside={<SignUpAside type={type} />}>
      <AccountTypeChoice type={type} next={next} />
      <p className="muted">{t(business ? 'auth.signUp.intro.business' : 'auth.signUp.intro.individual')}</p>
      <SiteForm
        name="sign-up"
        hidden={next ? { accountType: type, next } : { accountType: type }}
        problems={problemsFor(actionData, 'sign-up')}
        labels={business ? { ...personal, ...company } : personal}
        submitLabel={t(business ? 'auth.signUp.submitBusiness' : 'auth.signUp.submit')}
        pendingLabel={t('auth.signUp.submitting')}
        className="auth-form"
        marks="optional"
      >
        <ClientInfoFields />
        <fieldset className="form-fieldset">
          <legend>{t('auth.signUp.aboutYou')}</legend>
          <div className="form-row">
            <TextField name="firstName" label={personal.firstName} autoComplete="given-name" required maxLength={80} />
            <TextField name="lastName" label={personal.lastName} autoComplete="family-name" required maxLength={80} />
          </div>
          <TextField name="email" type="email" label={personal.email} autoComplete="email" inputMode="email" required />
          <TextField
            name="confirmEmail"
            type="email"
            label={personal.confirmEmail}
            autoComplete="email"
            inputMode="email"
            required
            sameAs={{ name: 'email', messageKey: 'errors.field.email_mismatch' }}
          />
          <NewPasswordFields labels={personal} hint={t('auth.signUp.passwordHint', { min: passwordMinLength })} />
        </fieldset>
        {business ? <BusinessFields kinds={kinds} labels={company} /> : null}
      </SiteForm>
      <div className="auth-alternatives">
        <p>
          {t('auth.signUp.haveAccount')} <Link to={sitePath(next ? `/login?next=${encodeURIComponent(next)}` : '/login')}>{t('auth.signUp.login')}</Link>
        </p>
      </div>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
