import { useActionData } from 'react-router';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { TourDetailsFields } from '../admin/tour-details-fields.tsx';
import { tourLabels } from '../admin/tour-labels.ts';
import { TourTextFields } from '../admin/tour-text-fields.tsx';
import { itinerarySlots } from '@cicerone/core/catalog/tour-editing';
import { bothOrErrors, categoryNames, postedForm, readDetails, readText } from '../admin/tours.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/admin-tour-new';
import '../accounts/accounts.css';
import '../admin/tours.css';

/** A new tour (requirements §back-office.catalogue): its details and English texts, saved unpublished; admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return { categories: await categoryNames(page), meta: page.meta('/admin/tours/new', 'admin.tours.newTitle', 'admin.tours.newDescription') };
}

/** Checked with the API's contracts; created and logged under this admin, then on to the tour's page. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  if (!page.user) throw new Response(null, { status: 401 });
  const form = await postedForm(args.request);
  const parsed = bothOrErrors(readDetails(form, page.t), readText(form.values, page.t));
  if (!parsed.ok) return invalid('tour', form.values, parsed.errors);
  try {
    const [details, english] = parsed.data;
    const { tour } = await page.services.tourEditing.create(page.user.id, { details, english });
    return redirectWithFlash(args, page.path(`/admin/tours/${tour.id}`), [{ key: 'admin.tours.created', values: { title: english.title } }]);
  } catch (error) {
    return refused(error, 'tour', form.values, page.t, { fieldOf: { tour_city_unknown: 'city' } });
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminTourNew({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const problems = problemsFor(useActionData(), 'tour');
  const steps = Object.keys(problems?.values ?? {}).filter((name) => name.startsWith('itinerary-title-')).length;
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.tours.newTitle')}</h1>
      <p className="muted">{t('admin.tours.newDescription')}</p>
      <SiteForm name="tour" problems={problems} labels={tourLabels(t)} submitLabel={t('admin.tours.create')}>
        <TourDetailsFields values={{}} categories={loaderData.categories} />
        <fieldset className="admin-tour-group">
          <legend>{t('admin.tours.section.english')}</legend>
          <TourTextFields values={{}} steps={Math.max(itinerarySlots(0), steps)} lang="en" />
        </fieldset>
      </SiteForm>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
