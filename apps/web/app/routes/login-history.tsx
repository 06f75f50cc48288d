import { loginHistoryPageSize } from '@cicerone/core/limits';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { signedInPage } from '../accounts/account-page.server.ts';
import { loginDateTime, useReaderTimeZone } from '../accounts/account-pages/login-times.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { pageParam } from '../lib/page/site-page.server.ts';
import { HistoryTable } from '../lib/page/history-table.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/login-history';

export async function loader(args: Route.LoaderArgs) {
  const { services, user, t } = signedInPage(args);
  const page = pageParam(args.request, 'page');
  const history = await services.loginHistory.page(user.id, { page, pageSize: loginHistoryPageSize });
  return { title: t('account.history.title'), history };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** Every login of the account (requirements §screens.account Login history), newest first, 10 a page: a login the person does not recognise is a reason to change the password. */
export default function LoginHistory({ loaderData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const zone = useReaderTimeZone();
  const { history } = loaderData;
  const columns = {
    date: t('account.history.date'),
    time: t('account.history.time'),
    location: t('account.history.location'),
    browser: t('account.history.browser'),
    screen: t('account.history.screen'),
    device: t('account.history.device'),
    ip: t('account.history.ip'),
  };
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.history.intro')} />
      {history.logs.length === 0 ? (
        <p className="empty-note">{t('account.history.empty')}</p>
      ) : (
        <>
          <p className="small muted">{zone ? t('account.history.localTimes') : t('account.history.utcTimes')}</p>
          <HistoryTable
            caption={t('account.history.caption', { page: history.currentPage, total: history.totalPages })}
            columns={columns}
            pages={{ ...history, hrefFor: (page) => sitePath(page > 1 ? `/login-history?page=${page}` : '/login-history'), label: t('account.history.pagination') }}
          >
            {history.logs.map((log, index) => {
              const { date, time } = loginDateTime(log.date, tag, zone);
              const unknown = t('account.history.unknown');
              return (
                <tr key={`${log.date}-${index}`}>
                  <td data-label={columns.date} className="nowrap">
                    <time dateTime={log.date}>{date}</time>
                  </td>
                  <td data-label={columns.time} className="nowrap">
                    {time}
                  </td>
                  <td data-label={columns.location}>{log.location ?? unknown}</td>
                  <td data-label={columns.browser}>{log.browser ?? unknown}</td>
                  <td data-label={columns.screen}>{log.screenResolution?.replace('x', ' × ') ?? unknown}</td>
                  <td data-label={columns.device}>{log.deviceId ? <span className="mono">{log.deviceId}</span> : unknown}</td>
                  <td data-label={columns.ip}>
                    <span className="mono">{log.ipAddress}</span>
                  </td>
                </tr>
              );
            })}
          </HistoryTable>
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
