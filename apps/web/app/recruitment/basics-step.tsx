import { useState } from 'react';
import { answerLanguages } from '@cicerone/core/guides/recruitment-form';
import { passwordMinLength } from '@cicerone/core/limits';
import { languageTag, locales } from '@cicerone/core/locales';
import { NewPasswordFields } from '../accounts/new-password-fields.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { CheckboxGroup, FieldMessage, RadioGroup, SelectField, TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { languageName } from '../lib/format/intl-names.ts';
import { CityAutocomplete } from '../shell/city-autocomplete.tsx';
import type { StepProps } from './recruitment-types.ts';

/** Native languages offered besides the site's seven: the most spoken others (any ISO 639-1 code is accepted by the API). */
const otherNativeLanguages = ['ar', 'zh', 'pt', 'nl', 'pl', 'el', 'tr', 'sv', 'hi', 'ko', 'he', 'cs', 'ro', 'hu', 'da', 'fi', 'no', 'uk', 'ca', 'hr'];

/** The latest birth date a guide may have (18 today), for the date input's max. */
function latestBirthdate(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

/** Step 1 (requirements §screens.recruitment recruitment form): opens the guide's account. */
export function BasicsStep({ problems }: StepProps) {
  const { t, locale } = useI18n();
  const tag = languageTag(locale);
  const [cityText, setCityText] = useState(problems?.values['cityName'] ?? '');
  const [cityId, setCityId] = useState(problems?.values['city'] ?? '');
  const yesNo = [
    { value: 'no', label: t('recruitment.basics.no') },
    { value: 'yes', label: t('recruitment.basics.yes') },
  ];
  const name = (code: string) => languageName(tag, code);
  const labels = {
    lastName: t('recruitment.basics.lastName'),
    firstName: t('recruitment.basics.firstName'),
    birthdate: t('recruitment.basics.birthdate'),
    gender: t('recruitment.basics.gender'),
    phone: t('recruitment.basics.phone'),
    email: t('recruitment.basics.email'),
    confirmEmail: t('recruitment.basics.confirmEmail'),
    password: t('recruitment.basics.password'),
    confirmPassword: t('recruitment.basics.confirmPassword'),
    city: t('recruitment.basics.city'),
    bikeTour: t('recruitment.basics.bikeTour'),
    carTour: t('recruitment.basics.carTour'),
    language: t('recruitment.basics.language'),
    spokenLanguages: t('recruitment.basics.spokenLanguages'),
    answersLanguage: t('recruitment.basics.answersLanguage'),
  };
  return (
    <SiteForm name="basics" hidden={{ form: 'basics', city: cityId }} problems={problems} labels={labels} submitLabel={t('recruitment.next')} className="site-form recruitment-form" marks="required">
      <div className="recruitment-pair">
        <TextField name="firstName" label={labels.firstName} autoComplete="given-name" required maxLength={80} />
        <TextField name="lastName" label={labels.lastName} autoComplete="family-name" required maxLength={80} />
      </div>
      <div className="recruitment-pair">
        <TextField name="birthdate" type="date" label={labels.birthdate} autoComplete="bday" required max={latestBirthdate()} hint={t('recruitment.basics.birthdateHint')} />
        <RadioGroup
          name="gender"
          label={labels.gender}
          options={[
            { value: 'male', label: t('account.profile.genderMale') },
            { value: 'female', label: t('account.profile.genderFemale') },
          ]}
        />
      </div>
      <TextField name="phone" type="tel" label={labels.phone} autoComplete="tel" required hint={t('recruitment.basics.phoneHint')} />
      <div className="recruitment-pair">
        <TextField name="email" type="email" label={labels.email} autoComplete="email" required />
        <TextField name="confirmEmail" type="email" label={labels.confirmEmail} autoComplete="email" required sameAs={{ name: 'email', messageKey: 'errors.field.email_mismatch' }} />
      </div>
      <NewPasswordFields labels={labels} hint={t('auth.signUp.passwordHint', { min: passwordMinLength })} />
      <div className="form-field">
        <CityAutocomplete
          name="cityName"
          labelKey="recruitment.basics.city"
          value={cityText}
          onValueChange={(text) => {
            setCityText(text);
            setCityId('');
          }}
          onSelect={(city) => {
            setCityText(city.nameTranslated || city.name);
            setCityId(String(city.id));
          }}
        />
        <FieldMessage name="city" />
      </div>
      <div className="recruitment-pair">
        <RadioGroup name="bikeTour" label={labels.bikeTour} defaultValue="no" options={yesNo} />
        <RadioGroup name="carTour" label={labels.carTour} defaultValue="no" options={yesNo} />
      </div>
      <SelectField name="language" label={labels.language} required emptyLabel={t('recruitment.basics.choose')}>
        {[...locales, ...otherNativeLanguages].map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup name="spokenLanguages" label={labels.spokenLanguages} hint={t('recruitment.basics.spokenLanguagesHint')} options={locales.map((code) => ({ value: code, label: name(code) }))} />
      <SelectField name="answersLanguage" label={labels.answersLanguage} required defaultValue={(answerLanguages as readonly string[]).includes(locale) ? locale : 'en_US'} hint={t('recruitment.basics.answersLanguageHint')}>
        {answerLanguages.map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </SelectField>
    </SiteForm>
  );
}
