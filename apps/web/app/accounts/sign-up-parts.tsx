import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { FormErrors } from './form-state.ts';
import { SelectField, TextField } from './form-parts.tsx';

export type AccountType = 'individual' | 'business';

/** Individual or business: two links, so the choice works without JavaScript and keeps what was typed with it. */
export function AccountTypeChoice({ type, next }: { type: AccountType; next: string | null }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const href = (choice: AccountType) => {
    const query = new URLSearchParams();
    if (choice === 'business') query.set('type', 'business');
    if (next) query.set('next', next);
    const search = query.toString();
    return sitePath(`/sign-up${search ? `?${search}` : ''}`);
  };
  return (
    <nav className="segmented" aria-label={t('auth.signUp.typeLabel')}>
      {(['individual', 'business'] as const).map((choice) => (
        <Link key={choice} to={href(choice)} replace preventScrollReset className="segmented-option" aria-current={choice === type ? 'true' : undefined}>
          {t(`auth.signUp.type.${choice}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The company part of a business sign-up (spec §1: travel agents, event agencies, partners). */
export function BusinessFields({ kinds, errors, values }: { kinds: readonly string[]; errors: FormErrors; values: Record<string, string | undefined> | undefined }) {
  const { t } = useI18n();
  return (
    <fieldset className="form-fieldset">
      <legend>{t('auth.signUp.company')}</legend>
      <SelectField
        idPrefix="sign-up"
        name="businessKind"
        label={t('auth.signUp.kind')}
        placeholder={t('auth.signUp.kindChoose')}
        options={kinds.map((kind) => ({ value: kind, label: t(`accounts.businessKind.${kind}`) }))}
        defaultValue={values?.['businessKind']}
        error={errors['businessKind']}
        required
      />
      <TextField
        idPrefix="sign-up"
        name="companyName"
        label={t('auth.signUp.companyName')}
        autoComplete="organization"
        required
        maxLength={120}
        defaultValue={values?.['companyName']}
        error={errors['companyName']}
      />
      <div className="form-row">
        <TextField
          idPrefix="sign-up"
          name="vatNumber"
          label={t('auth.signUp.vatNumber')}
          autoComplete="off"
          required
          maxLength={40}
          defaultValue={values?.['vatNumber']}
          error={errors['vatNumber']}
        />
        <TextField
          idPrefix="sign-up"
          name="taxNumber"
          label={t('auth.signUp.taxNumber')}
          autoComplete="off"
          optional
          maxLength={40}
          defaultValue={values?.['taxNumber']}
          error={errors['taxNumber']}
        />
      </div>
      <TextField
        idPrefix="sign-up"
        name="phone"
        type="tel"
        label={t('auth.signUp.phone')}
        hint={t('auth.signUp.phoneHint')}
        autoComplete="tel"
        inputMode="tel"
        required
        defaultValue={values?.['phone']}
        error={errors['phone']}
      />
    </fieldset>
  );
}

/** Beside the form: what a business account brings, and where guides apply instead. */
export function SignUpAside({ type }: { type: AccountType }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <aside className="auth-aside" aria-labelledby="sign-up-aside-title">
      {type === 'business' ? (
        <>
          <h2 id="sign-up-aside-title">{t('auth.signUp.benefits.title')}</h2>
          <ul className="benefit-list">
            <li>{t('auth.signUp.benefits.discount')}</li>
            <li>{t('auth.signUp.benefits.validation')}</li>
            <li>{t('auth.signUp.benefits.forWhom')}</li>
          </ul>
        </>
      ) : (
        <>
          <h2 id="sign-up-aside-title">{t('auth.signUp.businessTeaser.title')}</h2>
          <p>{t('auth.signUp.businessTeaser.text')}</p>
          <p>
            <Link to={sitePath('/sign-up?type=business')}>{t('auth.signUp.businessTeaser.link')}</Link>
          </p>
        </>
      )}
      <h2 className="auth-aside-subtitle">{t('auth.signUp.guides.title')}</h2>
      <p>
        {t('auth.signUp.guides.text')} <Link to={sitePath('/recruitment')}>{t('auth.signUp.guides.link')}</Link>
      </p>
    </aside>
  );
}
