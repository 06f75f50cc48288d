import { Form, Link } from 'react-router';
import { businessKinds } from '@cicerone/core/accounts/business';
import { passwordMaxLength, passwordMinLength } from '@cicerone/core/limits';
import { accountPage, invalid, refused } from '../accounts/account-page.server.ts';
import { parseSignUp } from '../accounts/auth-forms.server.ts';
import { ClientInfoFields } from '../accounts/client-info.tsx';
import { redirectWithFlash } from '../accounts/flash.server.ts';
import { loginRequestInfo } from '../accounts/form-data.server.ts';
import { FormHelpLink } from '../accounts/form-help.tsx';
import { ErrorSummary, SubmitButton, TextField, useAccountForm } from '../accounts/form-parts.tsx';
import { safeNextPath } from '../accounts/next-path.ts';
import { AccountTypeChoice, BusinessFields, SignUpAside, type AccountType } from '../accounts/sign-up-parts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../shell/notice-page.tsx';
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
  const form = await args.request.formData();
  const { accountType, fields, parsed } = parseSignUp(form, page.t, page.locale);
  // Refilled after an error without JavaScript; never the passwords.
  const { password: _password, confirmPassword: _confirm, ...values } = fields;
  if (!parsed.ok) return invalid(parsed.errors, values);
  try {
    const { tokens } = await page.services.accounts.register(parsed.data, {
      ...loginRequestInfo(args.request, args.context, form),
      locale: page.locale,
      caller: page.user,
    });
    const notices = [{ key: 'auth.notice.checkInbox' }];
    if (accountType === 'business') notices.push({ key: 'auth.notice.businessPending' });
    return redirectWithFlash(args, safeNextPath(form.get('next')) ?? page.path('/account'), notices, sessionCookies(tokens, page.secure));
  } catch (error) {
    return refused(error, ['email_taken', 'guide_business_refused', 'too_many_requests'], page, {
      values,
      help: { guide_business_refused: 'recruitment', email_taken: 'login' },
    });
  }
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Sign-up (spec §2): an individual account, or a business one that the team validates within 24 hours. */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { type, next, kinds } = loaderData;
  const { errors, summaryRef, formProps } = useAccountForm(actionData?.errors);
  const values = actionData?.values;
  const business = type === 'business';
  const personal = [
    { name: 'firstName', label: t('auth.signUp.firstName') },
    { name: 'lastName', label: t('auth.signUp.lastName') },
    { name: 'email', label: t('auth.signUp.email') },
    { name: 'confirmEmail', label: t('auth.signUp.confirmEmail') },
    { name: 'password', label: t('auth.signUp.password') },
    { name: 'confirmPassword', label: t('auth.signUp.confirmPassword') },
  ];
  const company = [
    { name: 'businessKind', label: t('auth.signUp.kind') },
    { name: 'companyName', label: t('auth.signUp.companyName') },
    { name: 'vatNumber', label: t('auth.signUp.vatNumber') },
    { name: 'taxNumber', label: t('auth.signUp.taxNumber') },
    { name: 'phone', label: t('auth.signUp.phone') },
  ];
  return (
    <div className="auth-page auth-page-wide">
      <section className="auth-card" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className="auth-title">
          {t('auth.signUp.title')}
        </h1>
        <AccountTypeChoice type={type} next={next} />
        <p className="muted">{t(business ? 'auth.signUp.intro.business' : 'auth.signUp.intro.individual')}</p>
        <ErrorSummary
          errors={errors}
          fields={[...personal, ...(business ? company : [])]}
          idPrefix="sign-up"
          summaryRef={summaryRef}
          help={actionData?.help ? <FormHelpLink help={actionData.help} /> : undefined}
        />
        <Form method="post" className="auth-form" {...formProps}>
          <input type="hidden" name="accountType" value={type} />
          {next ? <input type="hidden" name="next" value={next} /> : null}
          <ClientInfoFields />
          <fieldset className="form-fieldset">
            <legend>{t('auth.signUp.aboutYou')}</legend>
            <div className="form-row">
              <TextField idPrefix="sign-up" name="firstName" label={t('auth.signUp.firstName')} autoComplete="given-name" required maxLength={80} defaultValue={values?.['firstName']} error={errors['firstName']} />
              <TextField idPrefix="sign-up" name="lastName" label={t('auth.signUp.lastName')} autoComplete="family-name" required maxLength={80} defaultValue={values?.['lastName']} error={errors['lastName']} />
            </div>
            <TextField idPrefix="sign-up" name="email" type="email" label={t('auth.signUp.email')} autoComplete="email" inputMode="email" required defaultValue={values?.['email']} error={errors['email']} />
            <TextField
              idPrefix="sign-up"
              name="confirmEmail"
              type="email"
              label={t('auth.signUp.confirmEmail')}
              autoComplete="email"
              inputMode="email"
              required
              sameAs={{ name: 'email', messageKey: 'errors.field.email_mismatch' }}
              defaultValue={values?.['confirmEmail']}
              error={errors['confirmEmail']}
            />
            <TextField
              idPrefix="sign-up"
              name="password"
              type="password"
              label={t('auth.signUp.password')}
              hint={t('auth.signUp.passwordHint', { min: passwordMinLength })}
              autoComplete="new-password"
              required
              minLength={passwordMinLength}
              maxLength={passwordMaxLength}
              lengthMessage="errors.field.password_length"
              error={errors['password']}
            />
            <TextField
              idPrefix="sign-up"
              name="confirmPassword"
              type="password"
              label={t('auth.signUp.confirmPassword')}
              autoComplete="new-password"
              required
              sameAs={{ name: 'password', messageKey: 'errors.field.password_mismatch' }}
              error={errors['confirmPassword']}
            />
          </fieldset>
          {business ? <BusinessFields kinds={kinds} errors={errors} values={values} /> : null}
          <SubmitButton label={t(business ? 'auth.signUp.submitBusiness' : 'auth.signUp.submit')} pendingLabel={t('auth.signUp.submitting')} />
        </Form>
        <div className="auth-alternatives">
          <p>
            {t('auth.signUp.haveAccount')} <Link to={sitePath(next ? `/login?next=${encodeURIComponent(next)}` : '/login')}>{t('auth.signUp.login')}</Link>
          </p>
        </div>
      </section>
      <SignUpAside type={type} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
