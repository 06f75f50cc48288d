import { Form } from 'react-router';
import { answerLanguages, preferenceOptions, type PreferenceKey } from '@cicerone/core/guides/recruitment-form';
import { languageTag } from '@cicerone/core/locales';
import { useI18n } from '../i18n/i18n.tsx';
import { CheckboxGroup, TextAreaField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { languageName } from '../lib/format/intl-names.ts';
import type { StepProps } from './recruitment-types.ts';

/** Step 3: the written questions and the five qualities in the answers' language, then the guide's preferences (requirements §screens.recruitment). */
export function QuestionsStep({ application, problems, questions, answersLanguage }: StepProps) {
  const { t, locale } = useI18n();
  const tag = languageTag(locale);
  const texts = [...questions.written, ...questions.qualities];
  const prefs = application?.guidePreferences ?? {};
  const labels = {
    ...Object.fromEntries(texts.map((question) => [question.key, question.title])),
    ...Object.fromEntries((Object.keys(preferenceOptions) as PreferenceKey[]).map((key) => [key, t(`recruitment.preferences.${key}`)])),
  };
  return (
    <>
      {/* A GET form: the questions come again in the chosen language, nothing typed is lost because nothing is typed yet. */}
      <Form method="get" className="recruitment-language">
        <input type="hidden" name="step" value="questions" />
        <label className="field-label" htmlFor="answers-in">
          {t('recruitment.basics.answersLanguage')}
        </label>
        <select id="answers-in" name="answersIn" className="select" defaultValue={answersLanguage}>
          {answerLanguages.map((code) => (
            <option key={code} value={code}>
              {languageName(tag, code)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          {t('recruitment.questions.showIn')}
        </button>
      </Form>
      <SiteForm name="questions" hidden={{ form: 'questions', answersLanguage }} problems={problems} labels={labels} submitLabel={t('recruitment.next')} className="site-form recruitment-form">
        <h2 className="recruitment-subtitle">{t('recruitment.questions.written')}</h2>
        {questions.written.map((question) => (
          <TextAreaField key={question.key} name={question.key} label={question.title} hint={question.summary} required maxLength={4000} defaultValue={application?.cmsAnswers[question.key]} />
        ))}
        <h2 className="recruitment-subtitle">{t('recruitment.questions.qualities')}</h2>
        {questions.qualities.map((question) => (
          <TextAreaField key={question.key} name={question.key} label={question.title} hint={question.summary} required maxLength={4000} rows={3} defaultValue={application?.cmsAnswers[question.key]} />
        ))}
        <h2 className="recruitment-subtitle">{t('recruitment.questions.preferences')}</h2>
        {(Object.keys(preferenceOptions) as PreferenceKey[]).map((key) => (
          <CheckboxGroup
            key={key}
            name={key}
            label={labels[key] ?? key}
            defaultValues={prefs[key] ?? []}
            options={preferenceOptions[key].map((option) => ({ value: option, label: t(`recruitment.option.${option}`) }))}
          />
        ))}
      </SiteForm>
    </>
  );
}
