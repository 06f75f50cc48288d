import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import type { BusinessStatus } from '@cicerone/core/accounts/business';
import { BusinessAccountsTable, BusinessTabs } from '../accounts/business-accounts.tsx';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { safeNextPath } from '../accounts/next-path.ts';
import { notFound, pageParam } from '../lib/page/site-page.server.ts';
import { Pagination } from '../lib/page/pagination.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-business-accounts';
import '../accounts/accounts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Business accounts waiting for the team (oldest first) or validated (newest first); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const query = new URL(args.request.url).searchParams;
  const status: BusinessStatus = query.get('status') === 'validated' ? 'validated' : 'pending';
  const pageNumber = pageParam(args.request, 'page');
  const [list, other] = await Promise.all([
    page.services.business.list(status, pageNumber),
    page.services.business.list(status === 'pending' ? 'validated' : 'pending', 1),
  ]);
  if (pageNumber > 1 && list.accounts.length === 0) throw notFound(page.locale);
  // On the company's clock, saying so (core/i18n/instants.ts).
  const when = (instant: Date) => formatInstant(instant, companyClock(page.t), { tag: languageTag(page.locale), t: page.t });
  return {
    status,
    counts: status === 'pending' ? { pending: list.totalItems, validated: other.totalItems } : { pending: other.totalItems, validated: list.totalItems },
    currentPage: list.currentPage,
    totalPages: list.totalPages,
    accounts: list.accounts.map((account) => ({
      id: account.uuid,
      name: `${account.firstName} ${account.lastName}`.trim(),
      companyName: account.companyName,
      kind: account.businessKind,
      vatNumber: account.vatNumber,
      taxNumber: account.taxNumber,
      phone: account.phone,
      email: account.email,
      emailVerified: account.emailVerified,
      signedUpAt: when(new Date(account.createdAt)),
    })),
    meta: page.meta('/admin/business-accounts', 'admin.business.title', 'admin.business.description'),
  };
}

/** 'Validate': isPro, a personal 10% promo code and its mail (business service); back to the list with a notice. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const id = values['id'] ?? '';
  if (!page.user || !uuidPattern.test(id)) return invalid('validate', values, {}, { message: page.t('errors.user_not_found') });
  const back = safeNextPath(values['back']) ?? page.path('/admin/business-accounts');
  try {
    const { user, promoCode } = await page.services.business.validate(id, page.user.id);
    return redirectWithFlash(args, back, [{ key: 'admin.business.validated', values: { code: promoCode, email: user.email } }]);
  } catch (error) {
    return refused(error, 'validate', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminBusinessAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { status, counts, accounts, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => sitePath(`/admin/business-accounts?status=${status}${page > 1 ? `&page=${page}` : ''}`);
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.business.title')}</h1>
      <p className="muted">{t('admin.business.description')}</p>
      <BusinessTabs status={status} counts={counts} />
      <ErrorSummary prefix="business" labels={{}} problems={actionData ?? null} />
      <BusinessAccountsTable status={status} accounts={accounts} back={pagePath(currentPage)} />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.business.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
