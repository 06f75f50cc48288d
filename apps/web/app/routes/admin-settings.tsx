import { languageTag } from '@cicerone/core/locales';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { CurrencySettings } from '../admin/currency-settings.tsx';
import { BankSettings, LanguageSettings, RateSourceNote } from '../admin/settings-sections.tsx';
import { settingsFormAction } from '../admin/settings.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, refused } from '../lib/forms/form-data.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import type { Route } from './+types/admin-settings';
import '../accounts/accounts.css';

/** Requirements §back-office.settings: the languages and currencies the site offers, the exchange rates and the bank accounts; admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return {
    settings: await page.services.settings.overview(),
    meta: page.meta('/admin/settings', 'admin.settings.title', 'admin.settings.description'),
  };
}

/** Every form of the page posts here with its intent; back to the page with what changed, or the refusal above the form. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  if (!page.user) throw new Response(null, { status: 401 });
  try {
    const result = await settingsFormAction(page.services.settings, values, { adminId: page.user.id, tag: languageTag(page.locale), t: page.t });
    if ('problems' in result) return result.problems;
    return redirectWithFlash(args, page.path('/admin/settings'), [result.notice]);
  } catch (error) {
    return refused(error, values['form'] ?? 'settings', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { settings } = loaderData;
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.settings.title')}</h1>
      <p className="muted">{t('admin.settings.description')}</p>
      <ErrorSummary prefix="settings" labels={{}} problems={problemsFor(actionData, 'settings')} />
      <section aria-labelledby="settings-currencies">
        <h2 id="settings-currencies">{t('admin.settings.currencies.title')}</h2>
        <RateSourceNote source={settings.rateSource} lastRefresh={settings.lastRefresh} />
        <CurrencySettings currencies={settings.currencies} />
      </section>
      <LanguageSettings languages={settings.languages} />
      <BankSettings currencies={settings.currencies.filter((currency) => currency.activated)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
