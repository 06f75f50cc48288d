import { Form, Link, useActionData } from 'react-router';
import { languageTag, locales } from '@cicerone/core/locales';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { TourDetailsFields } from '../admin/tour-details-fields.tsx';
import { tourLabels } from '../admin/tour-labels.ts';
import { categoryNames, changedNotice, detailsFormValues, postedForm, readDetails, tourOfPage } from '../admin/tours.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { languageName } from '../lib/format/intl-names.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import { auditTrailOf } from '../admin/audit/audit-trail.server.ts';
import { AuditTrail } from '../admin/audit/audit-trail.tsx';
import type { Route } from './+types/admin-tour';
import '../accounts/accounts.css';
import '../admin/tours.css';

/** One tour of the catalogue (requirements §back-office.catalogue): published or not, its languages, its images, its details; admins only. */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const [tour, categories] = await Promise.all([tourOfPage(page, args.params.id), categoryNames(page)]);
  const meta = page.meta(`/admin/tours/${tour.id}`, 'admin.tours.editTitle', 'admin.tours.description');
  return {
    tour: { id: tour.id, slug: tour.slug, published: tour.published, title: tour.texts.en_US?.title ?? tour.slug, imageCount: tour.imageCount, missingForPublish: tour.missingForPublish },
    languages: locales.map((code) => ({ code, present: Boolean(tour.texts[code]) })),
    values: detailsFormValues(tour.details),
    categories,
    history: await auditTrailOf(page, 'tour', String(tour.id)),
    meta: { ...meta, title: `${tour.texts.en_US?.title ?? tour.slug} · ${meta.title}` },
  };
}

/** The details form ('details') or the publish button ('publish'): saved and logged, back here with what changed. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  if (!page.user) throw new Response(null, { status: 401 });
  const tour = await tourOfPage(page, args.params.id);
  const here = page.path(`/admin/tours/${tour.id}`);
  const form = await postedForm(args.request);
  const intent = form.values['intent'];
  try {
    if (intent === 'publish' || intent === 'unpublish') {
      const change = await page.services.tourEditing.setPublished(page.user.id, tour.id, intent === 'publish');
      const key = change.changed.length === 0 ? 'admin.tours.unchanged' : intent === 'publish' ? 'admin.tours.publishedNow' : 'admin.tours.unpublishedNow';
      return redirectWithFlash(args, here, [{ key }]);
    }
    const parsed = readDetails(form, page.t);
    if (!parsed.ok) return invalid('details', form.values, parsed.errors);
    const change = await page.services.tourEditing.changeDetails(page.user.id, tour.id, parsed.data);
    return redirectWithFlash(args, here, [changedNotice(change.changed, page.locale, page.t)]);
  } catch (error) {
    return refused(error, intent === 'publish' ? 'publish' : 'details', form.values, page.t, { fieldOf: { tour_city_unknown: 'city' } });
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminTour({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const sitePath = useSitePath();
  const actionData = useActionData();
  const { tour, languages, values, categories, history } = loaderData;
  const tag = languageTag(locale);
  return (
    <div className="admin-page">
      <p>
        <Link to={sitePath('/admin/tours')}>{t('admin.tours.backToList')}</Link>
      </p>
      <h1 className="auth-title">{tour.title}</h1>
      <p className="muted">
        {t(tour.published ? 'admin.tours.published' : 'admin.tours.draft')} · {tour.slug}
        {tour.published ? (
          <>
            {' · '}
            <Link to={sitePath(`/tour/${tour.slug}`)}>{t('admin.tours.viewPublic')}</Link>
          </>
        ) : null}
      </p>

      <section className="admin-tour-group" aria-labelledby="tour-publish">
        <h2 id="tour-publish" className="admin-tour-subtitle">
          {t('admin.tours.publication')}
        </h2>
        <ErrorSummary prefix="publish" labels={{}} problems={problemsFor(actionData, 'publish')} />
        {tour.missingForPublish.length > 0 ? (
          <ul className="admin-tour-missing">
            {tour.missingForPublish.map((requirement) => (
              <li key={requirement}>{t(`admin.tours.requirement.${requirement}`)}</li>
            ))}
          </ul>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value={tour.published ? 'unpublish' : 'publish'} />
          <button type="submit" className={`button ${tour.published ? 'button-secondary' : 'button-primary'}`}>
            {t(tour.published ? 'admin.tours.unpublish' : 'admin.tours.publish')}
          </button>
        </Form>
      </section>

      <section className="admin-tour-group" aria-labelledby="tour-languages">
        <h2 id="tour-languages" className="admin-tour-subtitle">
          {t('admin.tours.texts')}
        </h2>
        <ul className="admin-tour-languages">
          {languages.map(({ code, present }) => (
            <li key={code}>
              <Link to={sitePath(`/admin/tours/${tour.id}/texts/${code}`)}>{languageName(tag, code)}</Link> <span className={present ? 'muted' : 'admin-tour-missing-mark'}>{t(present ? 'admin.tours.translated' : 'admin.tours.missing')}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link to={sitePath(`/admin/tours/${tour.id}/images`)}>{t('admin.tours.images', { count: tour.imageCount })}</Link>
        </p>
      </section>

      <SiteForm name="details" problems={problemsFor(actionData, 'details')} labels={tourLabels(t)} submitLabel={t('admin.tours.save')} hidden={{ intent: 'details' }}>
        <TourDetailsFields values={values} categories={categories} />
      </SiteForm>
      <section className="audit-section" aria-labelledby="tour-history">
        <h2 id="tour-history">{t('admin.audit.history')}</h2>
        <AuditTrail rows={history} labelledBy="tour-history" showSubject={false} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
