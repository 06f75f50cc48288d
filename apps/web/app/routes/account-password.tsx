import { passwordMinLength } from '@cicerone/core/limits';
import { AccountForm, TextField } from '../account/account-form.tsx';
import { accountMeta } from '../account/account-meta.ts';
import { accountPage, doneRedirect, fieldErrors, formValues, problems, serviceProblems } from '../account/account-page.server.ts';
import { changePasswordBody } from '../account/contracts.server.ts';
import { problemsFor } from '../account/form-problems.ts';
import { PageHeading } from '../account/page-heading.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../shell/notice-page.tsx';
import type { Route } from './+types/account-password';

export function loader(args: Route.LoaderArgs) {
  const { t } = accountPage(args);
  return { title: t('account.password.title') };
}

export async function action(args: Route.ActionArgs) {
  const { services, user, t } = accountPage(args);
  const values = await formValues(args.request);
  const parsed = changePasswordBody.safeParse(values);
  // Passwords are never written back into the page.
  if (!parsed.success) return problems('password', {}, fieldErrors(parsed.error, values, t));
  try {
    await services.accounts.changePassword(user, parsed.data.currentPassword, parsed.data.password);
  } catch (error) {
    return serviceProblems(error, 'password', {}, t, { wrong_password: 'currentPassword' });
  }
  return doneRedirect(args, 'account.password.changed');
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** Changing the password (issue 4): this device stays logged in, every other one is logged out. */
export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const labels = {
    currentPassword: t('account.password.current'),
    password: t('account.password.new'),
    confirmPassword: t('account.password.confirm'),
  };
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.password.intro')} />
      <AccountForm name="password" problems={problemsFor(actionData, 'password')} labels={labels} submitLabel={t('account.password.submit')} className="account-form narrow-form">
        <TextField name="currentPassword" type="password" label={labels.currentPassword} required autoComplete="current-password" />
        <TextField
          name="password"
          type="password"
          label={labels.password}
          required
          autoComplete="new-password"
          minLength={passwordMinLength}
          hint={t('account.password.rule', { count: passwordMinLength })}
        />
        <TextField name="confirmPassword" type="password" label={labels.confirmPassword} required autoComplete="new-password" />
      </AccountForm>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
