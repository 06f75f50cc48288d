import { Link } from 'react-router';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { guideApplicationView, questionsLanguage } from '../admin/guides/guide-applications.server.ts';
import { GuideApplicationDetail } from '../admin/guides/guide-application.tsx';
import { auditTrailOf } from '../admin/audit/audit-trail.server.ts';
import { AuditTrail } from '../admin/audit/audit-trail.tsx';
import { rejectGuideBody } from '@cicerone/core/contracts/guide-vetting';
import { useI18n } from '../i18n/i18n.tsx';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { notFound, orNotFound } from '../lib/page/site-page.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-guide';
import '../accounts/accounts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One guide application in full, with its photo, answers and recordings, and the decision (requirements §lifecycles.application); admins only. */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  if (!uuidPattern.test(args.params.id)) throw notFound(page.locale);
  const application = await orNotFound(page.services.guideVetting.application(args.params.id, page.locale), page.locale);
  // The answers under the wizard's own questions, in its order (RecruitmentService.questions).
  const questions = await page.services.recruitment.questions(questionsLanguage(page, application));
  return {
    application: guideApplicationView(page, application, questions),
    // Its history: who approved or rejected it, and what changed (requirements §back-office.audit).
    history: await auditTrailOf(page, 'user', application.id),
    meta: {
      ...page.meta(`/admin/guides/${application.id}`, 'admin.guides.detailTitle', 'admin.guides.detailDescription'),
      title: `${page.t('admin.guides.detailTitle')}: ${application.firstName} ${application.lastName}`,
    },
  };
}

/**
 * Approve, or reject with a reason: the vetting service decides once (a second admin, a stale page
 * or a double click is told it was decided already), then back to the queue with a notice.
 */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const intent = values['intent'] === 'reject' ? 'reject' : 'approve';
  if (!page.user || !uuidPattern.test(args.params.id)) return invalid(intent, values, {}, { message: page.t('errors.guide_application_not_found') });
  const back = page.path('/admin/guides');
  try {
    if (intent === 'approve') {
      const application = await page.services.guideVetting.approve(args.params.id, page.user.id, page.locale);
      return redirectWithFlash(args, back, [
        {
          key: 'admin.guides.approved',
          values: { name: `${application.firstName} ${application.lastName}` },
        },
      ]);
    }
    const parsed = parseForm(rejectGuideBody, { reason: values['reason'] ?? '' }, page.t);
    if (!parsed.ok) return invalid('reject', values, parsed.errors);
    const application = await page.services.guideVetting.reject(args.params.id, page.user.id, parsed.data.reason, page.locale);
    return redirectWithFlash(args, back, [
      {
        key: 'admin.guides.rejected',
        values: { name: `${application.firstName} ${application.lastName}` },
      },
    ]);
  } catch (error) {
    return refused(error, intent, values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminGuide({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { application, history } = loaderData;
  return (
    <div className="admin-page">
      <p>
        <Link to={sitePath('/admin/guides')}>{t('admin.guides.back')}</Link>
      </p>
      <h1 className="auth-title" id="guide-application-title">
        {application.name}
      </h1>
      <GuideApplicationDetail
        application={application}
        problems={{
          approve: problemsFor(actionData, 'approve'),
          reject: problemsFor(actionData, 'reject'),
        }}
      />
      <section className="audit-section" aria-labelledby="guide-application-history">
        <h2 id="guide-application-history">{t('admin.audit.history')}</h2>
        <AuditTrail rows={history} labelledBy="guide-application-history" showSubject={false} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
