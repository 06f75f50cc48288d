import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { MissionsList } from '../admin/missions-list.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/admin-missions';
import '../accounts/accounts.css';
import '../bookings/bookings.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Missions waiting for a guide, and assigned ones, soonest first (requirements §lifecycles.mission); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return {
    missions: await page.services.missions.adminList(page.locale),
    meta: page.meta('/admin/missions', 'admin.missions.title', 'admin.missions.description'),
  };
}

/** 'Assign' of a guide's row: the first assignment wins (a second gets 'Mission already assigned or given'); back to the list with a notice. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const missionId = values['missionId'] ?? '';
  const guideUserId = values['guideUserId'] ?? '';
  if (!page.user || !uuidPattern.test(missionId) || !uuidPattern.test(guideUserId)) return invalid('assign', values, {}, { message: page.t('errors.mission_not_found') });
  try {
    const mission = await page.services.missions.assign(page.user.id, missionId, guideUserId, page.locale);
    return redirectWithFlash(args, page.path('/admin/missions'), [{ key: 'admin.missions.assigned', values: { guide: mission.guide?.name ?? '' } }]);
  } catch (error) {
    return refused(error, 'assign', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminMissions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.missions.title')}</h1>
      <p className="muted">{t('admin.missions.description')}</p>
      <ErrorSummary prefix="missions" labels={{}} problems={actionData ?? null} />
      <MissionsList missions={loaderData.missions} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
