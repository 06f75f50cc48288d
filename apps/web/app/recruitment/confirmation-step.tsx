import { languageTag } from '@cicerone/core/locales';
import { useI18n } from '../i18n/i18n.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { languageName, listOf } from '../lib/format/intl-names.ts';
import type { StepProps } from './recruitment-types.ts';
import { Facts } from '../lib/page/facts.tsx';

/** Step 5: everything the guide gave, each part with a link back to its step, then submit. */
export function ConfirmationStep({ application, problems, questions }: StepProps) {
  const { t, locale } = useI18n();
  const tag = languageTag(locale);
  if (!application) return null;
  const texts = [...questions.written, ...questions.qualities];
  const dateOf = (day: string | null) => (day ? new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : '—');
  const yes = (value: boolean) => t(value ? 'recruitment.basics.yes' : 'recruitment.basics.no');
  const rows: [string, string][] = [
    [t('recruitment.basics.firstName'), `${application.firstName} ${application.lastName}`],
    [t('recruitment.basics.birthdate'), dateOf(application.birthdate)],
    [t('recruitment.basics.phone'), application.phone ?? '—'],
    [t('recruitment.basics.email'), application.email],
    [t('recruitment.basics.city'), application.city?.name ?? '—'],
    [t('recruitment.basics.bikeTour'), yes(application.bikeTour)],
    [t('recruitment.basics.carTour'), yes(application.carTour)],
    [t('recruitment.basics.language'), application.language ? languageName(tag, application.language) : '—'],
    [t('recruitment.basics.spokenLanguages'), listOf(tag, application.spokenLanguages.map((code) => languageName(tag, code)))],
    [t('recruitment.basics.answersLanguage'), application.answersLanguage ? languageName(tag, application.answersLanguage) : '—'],
  ];
  return (
    <div className="recruitment-review">
      <section>
        <h2 className="recruitment-subtitle">{t('recruitment.step.basics')}</h2>
        <Facts rows={rows} className="recruitment-facts" />
      </section>
      <section>
        <h2 className="recruitment-subtitle">{t('recruitment.step.photo')}</h2>
        {application.picture ? <img src={application.picture} alt={t('recruitment.photo.preview')} width={160} height={160} className="recruitment-review-photo" /> : null}
        <a href="?step=photo">{t('recruitment.review.change')}</a>
      </section>
      <section>
        <h2 className="recruitment-subtitle">{t('recruitment.step.questions')}</h2>
        <dl className="recruitment-facts recruitment-answers">
          {texts.map((question) => (
            <div key={question.key}>
              <dt>{question.title}</dt>
              <dd>{application.cmsAnswers[question.key] ?? '—'}</dd>
            </div>
          ))}
          {Object.entries(application.guidePreferences).map(([key, options]) => (
            <div key={key}>
              <dt>{t(`recruitment.preferences.${key}`)}</dt>
              <dd>{listOf(tag, options.map((option) => t(`recruitment.option.${option}`)))}</dd>
            </div>
          ))}
        </dl>
        <a href="?step=questions">{t('recruitment.review.change')}</a>
      </section>
      <section>
        <h2 className="recruitment-subtitle">{t('recruitment.step.audio')}</h2>
        <ol>
          {questions.audio.map((question) => {
            const answer = application.audio.find((audio) => audio.questionKey === question.key);
            return (
              <li key={question.key}>
                {question.title} {answer ? <audio controls preload="none" src={answer.url} aria-label={question.title} /> : <strong>{t('recruitment.review.missing')}</strong>}
              </li>
            );
          })}
        </ol>
        <a href="?step=audio">{t('recruitment.review.change')}</a>
      </section>
      <SiteForm name="submit" hidden={{ form: 'submit' }} problems={problems?.form === 'submit' ? problems : null} labels={{}} submitLabel={t('recruitment.review.submit')} pendingLabel={t('recruitment.sending')} className="site-form recruitment-form">
        <p>{t('recruitment.review.promise')}</p>
      </SiteForm>
    </div>
  );
}
