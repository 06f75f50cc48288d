import { useI18n } from '../i18n/i18n.tsx';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { Activation, CoinsForm, RoleForm } from '../admin/user-actions.tsx';
import { UserActivityLists, UserFacts } from '../admin/user-activity.tsx';
import { userAction } from '../admin/user-action.server.ts';
import { userPageData } from '../admin/user-page.server.ts';
import { shownBookings } from '../bookings/bookings-page.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { auditTrailOf } from '../admin/audit/audit-trail.server.ts';
import { RefundsTable } from '../admin/refunds-table.tsx';
import { shownRefunds } from '../admin/refunds.server.ts';
import { AuditTrail } from '../admin/audit/audit-trail.tsx';
import type { Route } from './+types/admin-user';
import '../accounts/accounts.css';
import '../admin/users.css';
import '../lib/forms/forms.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One user's account for the back office (requirements §back-office.users): what they are, what they did, and the admin's changes to them. */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const id = args.params.id;
  if (!page.user || !uuidPattern.test(id)) throw new Response(null, { status: 404 });
  const detail = await page.services.adminUsers.detail(id, page.locale).catch((error: unknown) => {
    throw (error as { code?: string }).code === 'user_not_found' ? new Response(null, { status: 404 }) : error;
  });
  const data = userPageData(page, detail, await shownBookings(page.services, detail.bookings), page.user);
  return {
    ...data,
    history: await auditTrailOf(page, 'user', id),
    // The newest refunds of their orders (a page's worth): the rest are on the refunds page, searched by their e-mail.
    refunds: await shownRefunds(page, (await page.services.refunds.list({ state: 'all', userId: id })).rows),
    // ?deactivate=1: the confirmation step of the deactivation, a page state so it works without JavaScript.
    confirmingDeactivation: new URL(args.request.url).searchParams.get('deactivate') === '1' && detail.user.status === 'active',
    back: page.path(`/admin/users/${id}`),
    meta: { ...page.meta(`/admin/users/${id}`, 'admin.users.userTitle', 'admin.users.description'), title: page.t('admin.users.userTitle', { name: data.profile.name }) },
  };
}

export function action(args: Route.ActionArgs) {
  return userAction(args);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { profile, activity, own, roles, coinKey, balance, back, confirmingDeactivation, history, refunds } = loaderData;
  const coinsConfirm = actionData && 'confirmCoins' in actionData ? actionData.confirmCoins : null;
  return (
    <div className="admin-page admin-user">
      <h1 className="auth-title">{profile.name}</h1>
      <p className="muted">
        {profile.email} · {profile.roleLabel} · <span className={`user-status user-status-${profile.status}`}>{profile.statusLabel}</span>
      </p>
      <UserFacts profile={profile} />
      <section aria-labelledby="user-actions-title" className="admin-user-section admin-user-actions">
        <h2 id="user-actions-title">{t('admin.users.actions')}</h2>
        {own ? (
          <p className="muted">{t('admin.users.ownAccount')}</p>
        ) : (
          <>
            <RoleForm profile={profile} roles={roles} problems={problemsFor(actionData, 'role')} />
            {roles.length > 0 ? <Activation profile={profile} confirming={confirmingDeactivation} back={back} problems={problemsFor(actionData, 'activation')} /> : null}
            <CoinsForm coinKey={coinKey} balance={balance} confirm={coinsConfirm} back={back} problems={problemsFor(actionData, 'coins')} />
          </>
        )}
      </section>
      <UserActivityLists activity={activity} />
      <section aria-labelledby="user-refunds-title" className="admin-user-section">
        <h2 id="user-refunds-title">{t('admin.users.refunds')}</h2>
        <RefundsTable id="user-refunds" refunds={refunds} caption={t('admin.users.refundsCaption', { name: profile.name })} empty={t('admin.users.nothingYet')} />
      </section>
      <section className="audit-section" aria-labelledby="user-history">
        <h2 id="user-history">{t('admin.audit.history')}</h2>
        <AuditTrail rows={history} labelledBy="user-history" showSubject={false} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
