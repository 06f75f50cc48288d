import type { RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import { rejectionReasonMaxLength } from '@cicerone/core/guides/recruitment-status';
import { useI18n } from '../../i18n/i18n.tsx';
import { TextAreaField } from '../../lib/forms/fields.tsx';
import { SiteForm } from '../../lib/forms/form.tsx';
import type { FormProblems } from '../../lib/forms/form-problems.ts';
import './guides.css';

export interface Fact {
  label: string;
  value: string;
}

export interface GuideApplicationView {
  id: string;
  name: string;
  pictureUrl: string | null;
  recruitmentStatus: RecruitmentStatus;
  personal: Fact[];
  work: Fact[];
  answersLanguage: string | null;
  answers: Fact[];
  preferences: Fact[];
  audio: { key: string; label: string; duration: string | null; url: string; contentType: string }[];
  decided: { text: string; reason: string | null } | null;
}

function Facts({ facts, empty }: { facts: readonly Fact[]; empty?: string }) {
  if (facts.length === 0) return <p className="muted">{empty}</p>;
  return (
    <dl className="guide-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="guide-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One recorded answer per question, each a native player (keyboard and screen readers know it),
 * streamed from the admin-only route; the download link is for a browser that cannot play the type.
 */
function AudioAnswers({ audio }: { audio: GuideApplicationView['audio'] }) {
  const { t } = useI18n();
  if (audio.length === 0) return <p className="muted">{t('admin.guides.noAudio')}</p>;
  return (
    <ul className="guide-audio">
      {audio.map((answer) => (
        <li key={answer.key}>
          <span id={`audio-${answer.key}`}>{answer.label}</span>
          {/* A browser's recording carries no duration of its own: the recorder's timing, shown like any answer's. */}
          <span className="small muted guide-audio-duration">{answer.duration ? t('admin.guides.audioDuration', { duration: answer.duration }) : t('admin.guides.audioDurationUnknown')}</span>
          <audio controls preload="metadata" aria-labelledby={`audio-${answer.key}`}>
            <source src={answer.url} type={answer.contentType} />
            <a href={answer.url}>{t('admin.guides.audioDownload')}</a>
          </audio>
        </li>
      ))}
    </ul>
  );
}

/** Approve, or reject with the reason the applicant reads: two plain POST forms to the page's action (SiteForm), each with its own problems. */
function Decision({ application, problems }: { application: GuideApplicationView; problems: { approve: FormProblems | null; reject: FormProblems | null } }) {
  const { t } = useI18n();
  if (application.decided) {
    return (
      <>
        <p>{application.decided.text}</p>
        {application.decided.reason ? (
          <>
            <p className="muted">{t('admin.guides.reasonGiven')}</p>
            <blockquote className="guide-decided">{application.decided.reason}</blockquote>
          </>
        ) : null}
      </>
    );
  }
  if (application.recruitmentStatus !== 'submitted') return <p>{t('admin.guides.notSubmitted')}</p>;
  return (
    <div className="guide-decision">
      <SiteForm name="approve" hidden={{ intent: 'approve' }} problems={problems.approve} labels={{}} submitLabel={t('admin.guides.approve')} pendingLabel={t('admin.guides.approving')}>
        <p className="muted">{t('admin.guides.approveHint')}</p>
      </SiteForm>
      <SiteForm
        name="reject"
        hidden={{ intent: 'reject' }}
        problems={problems.reject}
        labels={{ reason: t('admin.guides.reasonLabel') }}
        submitLabel={t('admin.guides.reject')}
        pendingLabel={t('admin.guides.rejecting')}
      >
        <TextAreaField name="reason" label={t('admin.guides.reasonLabel')} hint={t('admin.guides.reasonHint')} required maxLength={rejectionReasonMaxLength} rows={4} />
      </SiteForm>
    </div>
  );
}

export function GuideApplicationDetail({ application, problems }: { application: GuideApplicationView; problems: { approve: FormProblems | null; reject: FormProblems | null } }) {
  const { t } = useI18n();
  return (
    <article className="guide-application" aria-labelledby="guide-application-title">
      <div className="guide-head">
        {application.pictureUrl ? (
          <img className="guide-photo" src={application.pictureUrl} alt={t('admin.guides.photoAlt', { name: application.name })} />
        ) : (
          <p className="muted">{t('admin.guides.noPhoto')}</p>
        )}
        <section aria-labelledby="guide-personal">
          <h2 id="guide-personal">{t('admin.guides.section.personal')}</h2>
          <Facts facts={application.personal} />
        </section>
      </div>
      <section aria-labelledby="guide-work">
        <h2 id="guide-work">{t('admin.guides.section.work')}</h2>
        <Facts facts={application.work} />
      </section>
      <section aria-labelledby="guide-answers">
        <h2 id="guide-answers">{t('admin.guides.section.answers')}</h2>
        {application.answersLanguage ? <p className="muted">{application.answersLanguage}</p> : null}
        <Facts facts={application.answers} empty={t('admin.guides.noAnswers')} />
      </section>
      <section aria-labelledby="guide-preferences">
        <h2 id="guide-preferences">{t('admin.guides.section.preferences')}</h2>
        <Facts facts={application.preferences} empty={t('admin.guides.noPreferences')} />
      </section>
      <section aria-labelledby="guide-audio">
        <h2 id="guide-audio">{t('admin.guides.section.audio')}</h2>
        <AudioAnswers audio={application.audio} />
      </section>
      <section aria-labelledby="guide-decision">
        <h2 id="guide-decision">{t('admin.guides.section.decision')}</h2>
        <Decision application={application} problems={problems} />
      </section>
    </article>
  );
}
