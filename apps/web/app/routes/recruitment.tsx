import { recruitmentSteps } from '@cicerone/core/guides/recruitment-form';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { StepList } from '../lib/page/step-list.tsx';
import { AudioStep } from '../recruitment/audio-step.tsx';
import { BasicsStep } from '../recruitment/basics-step.tsx';
import { ConfirmationStep } from '../recruitment/confirmation-step.tsx';
import { PhotoStep } from '../recruitment/photo-step.tsx';
import { QuestionsStep } from '../recruitment/questions-step.tsx';
import { recruitmentAction, recruitmentLoader } from '../recruitment/recruitment-page.server.ts';
import type { Route } from './+types/recruitment';
import '../recruitment/recruitment.css';

export function loader(args: Route.LoaderArgs) {
  return recruitmentLoader(args);
}

export function action(args: Route.ActionArgs) {
  return recruitmentAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/**
 * Become a guide (requirements §screens.recruitment /recruitment, requirements §screens.recruitment): five steps — basic information (opens the
 * account), photo, questions, audio answers, confirmation. The loader opens the step where the
 * guide left off; each step's form posts to the action, which saves it and opens the next.
 */
export default function Recruitment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { application, step } = loaderData;
  const problems = actionData && 'errors' in actionData ? (actionData as FormProblems) : null;
  const props = { application, problems, questions: loaderData.questions, answersLanguage: loaderData.answersLanguage };
  const sent = application !== null && application.status !== 'in_progress';
  return (
    <div className="section recruitment">
      <h1 className="page-title">{t('recruitment.title')}</h1>
      {loaderData.blocked ? (
        <p role="alert">{t('recruitment.blocked')}</p>
      ) : sent ? (
        <p role="status">{t('recruitment.sent')}</p>
      ) : (
        <>
          <p className="muted">{t('recruitment.intro')}</p>
          <StepList steps={recruitmentSteps} current={step} label={t('recruitment.steps')} labelOf={(name) => t(`recruitment.step.${name}`)} />
          {step === 'basics' && <BasicsStep {...props} />}
          {step === 'photo' && <PhotoStep {...props} />}
          {step === 'questions' && <QuestionsStep {...props} />}
          {step === 'audio' && <AudioStep {...props} />}
          {step === 'confirmation' && <ConfirmationStep {...props} />}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
