import { Link } from 'react-router';
import { accountTypes } from '@cicerone/core/accounts/business';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { SelectField, TextField } from '../lib/forms/fields.tsx';

export type AccountType = 'individual' | 'business';

/** The sign-up form's labels, in its order (the error summary names fields by them): the person's, then the company's. */
export function useSignUpLabels() {
  const { t } = useI18n();
  const personal = {
    firstName: t('auth.signUp.firstName'),
    lastName: t('auth.signUp.lastName'),
    email: t('auth.signUp.email'),
    confirmEmail: t('auth.signUp.confirmEmail'),
    password: t('auth.signUp.password'),
    confirmPassword: t('auth.signUp.confirmPassword'),
  };
  const company = {
    businessKind: t('auth.signUp.kind'),
    companyName: t('auth.signUp.companyName'),
    vatNumber: t('auth.signUp.vatNumber'),
    taxNumber: t('auth.signUp.taxNumber'),
    phone: t('auth.signUp.phone'),
  };
  return { personal, company };
}

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
      {accountTypes.map((choice) => (
        <Link key={choice} to={href(choice)} replace preventScrollReset className="segmented-option" aria-current={choice === type ? 'true' : undefined}>
          {t(`auth.signUp.type.${choice}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The company part of a business sign-up (requirements §audiences.business: travel agents, event agencies, partners). */
export function BusinessFields({ kinds, labels }: { kinds: readonly string[]; labels: ReturnType<typeof useSignUpLabels>['company'] }) {
  const { t } = useI18n();
  return (
    <fieldset className="form-fieldset">
      <legend>{t('auth.signUp.company')}</legend>
      <SelectField name="businessKind" label={labels.businessKind} emptyLabel={t('auth.signUp.kindChoose')} required>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`accounts.businessKind.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField name="companyName" label={labels.companyName} autoComplete="organization" required maxLength={120} />
      <div className="form-row">
        <TextField name="vatNumber" label={labels.vatNumber} autoComplete="off" required maxLength={40} />
        <TextField name="taxNumber" label={labels.taxNumber} autoComplete="off" maxLength={40} />
      </div>
      <TextField name="phone" type="tel" label={labels.phone} hint={t('auth.signUp.phoneHint')} autoComplete="tel" inputMode="tel" required />
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
