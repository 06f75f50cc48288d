import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { AdminTable } from '../admin/admin-table.tsx';
import { languageName } from '../lib/format/intl-names.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/admin-newsletter';
import '../accounts/accounts.css';

/** The newsletter's confirmed addresses per language, and the list as CSV (requirements §lifecycles.newsletter); admins only. */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return {
    counts: await page.services.newsletter.counts(),
    meta: page.meta('/admin/newsletter', 'admin.newsletter.title', 'admin.newsletter.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const { counts } = loaderData;
  const number = new Intl.NumberFormat(tag);
  return (
    <div className="admin-page">
      <h1 id="newsletter-title" className="auth-title">
        {t('admin.newsletter.title')}
      </h1>
      <p className="muted">{t('admin.newsletter.description')}</p>
      <p>{t('admin.newsletter.totals', { confirmed: counts.confirmed, pending: counts.pending })}</p>
      <AdminTable labelledBy="newsletter-title">
        <thead>
          <tr>
            <th scope="col">{t('admin.newsletter.language')}</th>
            <th scope="col">{t('admin.newsletter.confirmed')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.byLanguage.map((row) => (
            <tr key={row.language}>
              <th scope="row">{languageName(tag, row.language)}</th>
              <td className="admin-amount">{number.format(row.confirmed)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <p>
        <a className="button button-primary" href="/api/admin/newsletter/subscribers.csv" download>
          {t('admin.newsletter.export')}
        </a>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
