import { passwordMinLength } from '@cicerone/core/limits';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { doneRedirect, signedInPage } from '../accounts/account-page.server.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { parsePasswordChange } from '../accounts/form-contracts.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { NewPasswordFields } from '../accounts/new-password-fields.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/account-password';

export function loader(args: Route.LoaderArgs) {
  const { t } = signedInPage(args);
  return { title: t('account.password.title') };
}

export async function action(args: Route.ActionArgs) {
  const { services, user, t } = signedInPage(args);
  const values = await formValues(args.request);
  const parsed = parsePasswordChange(values, t);
  if (!parsed.ok) return invalid('password', values, parsed.errors);
  try {
    await services.accounts.changePassword(user, parsed.data.currentPassword, parsed.data.password);
  } catch (error) {
    return refused(error, 'password', values, t, { fieldOf: { wrong_password: 'currentPassword' } });
  }
  return doneRedirect(args, 'account.password.changed');
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** Changing the password (requirements §screens.account): this device stays logged in, every other one is logged out. */
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
      <SiteForm name="password" problems={problemsFor(actionData, 'password')} labels={labels} submitLabel={t('account.password.submit')} className="site-form narrow-form">
        <TextField name="currentPassword" type="password" label={labels.currentPassword} required autoComplete="current-password" />
        <NewPasswordFields labels={labels} hint={t('account.password.rule', { count: passwordMinLength })} />
      </SiteForm>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
