import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { countryOptions, doneRedirect, signedInPage } from '../accounts/account-page.server.ts';
import { nativeLanguageOptions } from '../accounts/account-pages/native-languages.server.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { parseProfile } from '../accounts/form-contracts.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { RadioGroup, SelectField, TextField } from '../lib/forms/fields.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { CoinBalance } from '../lib/format/coin-value.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/account';

/** What a business account was validated on: it may be corrected, never emptied (the profile service's rule, asked for up front). */
const businessRequired = ['companyName', 'vatNumber', 'phone'] as const;

export async function loader(args: Route.LoaderArgs) {
  const page = signedInPage(args);
  const { services, locale, user, t } = page;
  const [me, countries] = await Promise.all([services.accounts.me(user.id), countryOptions(page)]);
  return {
    title: t('account.profile.title'),
    me,
    countries,
    languages: nativeLanguageOptions(locale, me.nativeLanguage),
    // The birth date picker stops at today; the server's day, so the page and its hydration agree.
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, user, t } = signedInPage(args);
  const values = await formValues(args.request);
  const me = await services.accounts.me(user.id);
  const parsed = parseProfile(values, t, me.accountType === 'business' ? businessRequired : []);
  if (!parsed.ok) return invalid('profile', values, parsed.errors);
  try {
    await services.profile.updateAccount(user.id, parsed.data);
  } catch (error) {
    return refused(error, 'profile', values, t, { fieldOf: { invalid_country: 'country' } });
  }
  return doneRedirect(args, 'account.profile.saved');
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** Account information (requirements §screens.account Account): the e-mail, role and coins as they are, and the form for the rest. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { me, countries, languages, today } = loaderData;
  const business = me.accountType === 'business';
  const labels = {
    firstName: t('account.profile.firstName'),
    lastName: t('account.profile.lastName'),
    gender: t('account.profile.gender'),
    birthDate: t('account.profile.birthDate'),
    nativeLanguage: t('account.profile.nativeLanguage'),
    country: t('account.profile.country'),
    phone: t('account.profile.phone'),
    companyName: t('account.profile.companyName'),
    vatNumber: t('account.profile.vatNumber'),
    taxNumber: t('account.profile.taxNumber'),
  };
  const accountKind = business
    ? t(me.businessStatus === 'validated' ? 'account.profile.agentValidated' : 'account.profile.agentPending')
    : t(`shell.user.role.${me.role}`);

  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.profile.intro')} />
      <dl className="account-facts">
        <div>
          <dt>{t('account.profile.email')}</dt>
          <dd>
            <span className="account-email">{me.email}</span>{' '}
            {me.emailVerified ? (
              <span className="status-badge status-badge-success">{t('account.profile.verified')}</span>
            ) : (
              <span className="status-badge status-badge-warning">{t('account.profile.notVerified')}</span>
            )}
            {me.emailVerified ? null : <span className="small muted account-fact-note">{t('account.profile.notVerifiedHint')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('account.profile.accountType')}</dt>
          <dd>{accountKind}</dd>
        </div>
        <div>
          <dt>{t('account.profile.coins')}</dt>
          <dd>
            <CoinBalance coins={me.ciceroneCoin} />
            <span className="small muted account-fact-note">{t('coins.explained')}</span>
          </dd>
        </div>
      </dl>

      <SiteForm
        // A saved form starts again from what the server stored (a phone number comes back in its international form).
        key={JSON.stringify(me)}
        name="profile"
        problems={problemsFor(actionData, 'profile')}
        labels={labels}
        submitLabel={t('account.profile.submit')}
      >
        <p className="small muted">{t('account.form.requiredNote')}</p>
        <fieldset className="form-section">
          <legend>{t('account.profile.personal')}</legend>
          <div className="form-grid">
            <TextField name="firstName" label={labels.firstName} defaultValue={me.firstName} required autoComplete="given-name" />
            <TextField name="lastName" label={labels.lastName} defaultValue={me.lastName} required autoComplete="family-name" />
          </div>
          <RadioGroup
            name="gender"
            label={labels.gender}
            defaultValue={me.gender ?? ''}
            options={[
              { value: 'male', label: t('account.profile.genderMale') },
              { value: 'female', label: t('account.profile.genderFemale') },
              { value: '', label: t('account.profile.genderUnspecified') },
            ]}
          />
          <div className="form-grid">
            <TextField name="birthDate" type="date" label={labels.birthDate} defaultValue={me.birthDate} autoComplete="bday" max={today} />
            <SelectField name="nativeLanguage" label={labels.nativeLanguage} defaultValue={me.nativeLanguage} emptyLabel={t('account.profile.notSpecified')}>
              <optgroup label={t('account.profile.siteLanguages')}>
                {languages.site.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('account.profile.otherLanguages')}>
                {languages.others.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </optgroup>
            </SelectField>
            <SelectField name="country" label={labels.country} defaultValue={me.country} autoComplete="country" emptyLabel={t('account.profile.notSpecified')}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
            <TextField
              name="phone"
              type="tel"
              label={labels.phone}
              defaultValue={me.phone}
              required={business}
              autoComplete="tel"
              hint={t('account.profile.phoneHint')}
            />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('account.profile.business')}</legend>
          <p className="small muted">{business ? t('account.profile.businessRequired') : t('account.profile.businessOptional')}</p>
          <div className="form-grid">
            <TextField name="companyName" label={labels.companyName} defaultValue={me.companyName} required={business} autoComplete="organization" />
            <TextField name="vatNumber" label={labels.vatNumber} defaultValue={me.vatNumber} required={business} spellCheck={false} />
            <TextField name="taxNumber" label={labels.taxNumber} defaultValue={me.taxNumber} spellCheck={false} />
          </div>
        </fieldset>
      </SiteForm>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
