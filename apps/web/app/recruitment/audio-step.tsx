import { lazy, Suspense, useState } from 'react';
import { languageTag } from '@cicerone/core/locales';
import { useI18n } from '../i18n/i18n.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { FileField } from '../lib/forms/file-field.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { QuestionText, StepProps } from './recruitment-types.ts';

// The recorder (MediaRecorder, level meter) loads when a guide chooses to record, never with the page.
const AudioRecorder = lazy(() => import('./audio-recorder.tsx'));

/** '0:07' */
function clock(tag: string, ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 }).format(seconds % 60)}`;
}

function AudioQuestion({ question, number, props }: { question: QuestionText; number: number; props: StepProps }) {
  const { t, locale } = useI18n();
  const [recording, setRecording] = useState(false);
  const answer = props.application?.audio.find((audio) => audio.questionKey === question.key);
  const form = `audio-${question.key}`;
  return (
    <li className="recruitment-audio" id={`question-${question.key}`}>
      <h3 className="recruitment-question">
        {number}. {question.title}
      </h3>
      {question.summary ? <p className="muted">{question.summary}</p> : null}
      {answer ? (
        <div className="recruitment-answer">
          <span className="badge">{t('recruitment.audio.answered', { duration: answer.durationMs === null ? '—' : clock(languageTag(locale), answer.durationMs) })}</span>
          <audio controls preload="none" src={`${answer.url}?v=${encodeURIComponent(answer.uploadedAt)}`} aria-label={t('recruitment.audio.listen', { number })} />
        </div>
      ) : null}
      {recording ? (
        <Suspense fallback={<p className="muted">{t('recruitment.audio.loading')}</p>}>
          <AudioRecorder userId={props.application?.uuid ?? ''} questionKey={question.key} number={number} onDone={() => setRecording(false)} />
        </Suspense>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setRecording(true)}>
          {answer ? t('recruitment.audio.recordAgain') : t('recruitment.audio.record')}
        </button>
      )}
      <SiteForm
        name={form}
        action={`?step=audio&upload=${form}`}
        hidden={{ form: 'audio', questionKey: question.key }}
        problems={props.problems?.form === form ? props.problems : null}
        labels={{ audio: t('recruitment.audio.file', { number }) }}
        submitLabel={t('recruitment.audio.send')}
        pendingLabel={t('recruitment.sending')}
        encType="multipart/form-data"
        className="site-form recruitment-upload"
      >
        <FileField name="audio" kind="audio" label={t('recruitment.audio.file', { number })} required hint={t('recruitment.audio.hint')} />
      </SiteForm>
    </li>
  );
}

/** Step 4: five questions answered aloud, each recorded in the browser or uploaded (requirements §screens.recruitment, §rules.uploads). */
export function AudioStep(props: StepProps) {
  const { t } = useI18n();
  return (
    <>
      <p className="muted">{t('recruitment.audio.intro')}</p>
      <ol className="recruitment-audio-list">
        {props.questions.audio.map((question, index) => (
          <AudioQuestion key={question.key} question={question} number={index + 1} props={props} />
        ))}
      </ol>
      <SiteForm name="audio-done" hidden={{ form: 'audio-done' }} problems={problemsFor(props.problems, 'audio-done')} labels={{}} submitLabel={t('recruitment.next')} className="site-form recruitment-form">
        <span />
      </SiteForm>
    </>
  );
}
