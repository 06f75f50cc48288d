import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { hideReviewBody } from '@cicerone/core/contracts/reviews';
import { languageTag } from '@cicerone/core/locales';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { AdminReviewItem, hideFormName } from '../admin/admin-review-item.tsx';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { notFound, pageParam } from '../lib/page/site-page.server.ts';
import { Pagination } from '../lib/page/pagination.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-reviews';
import '../accounts/accounts.css';

/** Every review, newest first, hidden ones with their reason (requirements §rules.reviews); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const pageNumber = pageParam(args.request, 'page');
  const list = await page.services.reviewWriting.admin.page({ page: pageNumber, language: page.locale });
  if (pageNumber > 1 && list.reviews.length === 0) throw notFound(page.locale);
  // On the company's clock, saying so (core/i18n/instants.ts).
  const when = (instant: string) => formatInstant(new Date(instant), companyClock(page.t), { tag: languageTag(page.locale), t: page.t });
  return {
    reviews: list.reviews.map((review) => ({ review, createdAt: when(review.createdAt), hiddenAt: review.hidden ? when(review.hidden.at) : null })),
    currentPage: list.currentPage,
    totalPages: list.totalPages,
    meta: page.meta('/admin/reviews', 'admin.reviews.title', 'admin.reviews.description'),
  };
}

/** 'Hide' with its reason: the review leaves the site and its tour's rating (the same service as POST /api/admin/reviews/{id}/hide). */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const id = /^\d{1,9}$/.test(values['id'] ?? '') ? Number(values['id']) : 0;
  const form = hideFormName(id);
  if (!page.user || id === 0) return invalid(form, values, {}, { message: page.t('errors.review_not_found') });
  const parsed = parseForm(hideReviewBody, { reason: values['reason'] ?? '' }, page.t);
  if (!parsed.ok) return invalid(form, values, parsed.errors);
  try {
    const hidden = await page.services.reviewWriting.hide(page.user.id, id, parsed.data.reason);
    const url = new URL(args.request.url);
    return redirectWithFlash(args, `${url.pathname.replace(/\.data$/, '')}${url.search}`, [
      { key: 'admin.reviews.hidden', values: { tour: values['tour'] ?? '', rating: hidden.rating, count: hidden.totalReviews } },
    ]);
  } catch (error) {
    return refused(error, form, values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { reviews, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => sitePath(`/admin/reviews${page > 1 ? `?page=${page}` : ''}`);
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.reviews.title')}</h1>
      <p className="muted">{t('admin.reviews.description')}</p>
      {reviews.length === 0 ? <p>{t('admin.reviews.empty')}</p> : null}
      <ul className="admin-reviews">
        {reviews.map((item) => (
          <li key={item.review.id}>
            <AdminReviewItem {...item} problems={problemsFor(actionData, hideFormName(item.review.id))} />
          </li>
        ))}
      </ul>
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.reviews.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
