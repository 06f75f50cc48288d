import { Link, useActionData } from 'react-router';
import { itinerarySlots, tourTextFields, tourTextLists } from '@cicerone/core/catalog/tour-editing';
import { fallbackLocale, languageTag, locales } from '@cicerone/core/locales';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { tourLabels } from '../admin/tour-labels.ts';
import { TourTextFields } from '../admin/tour-text-fields.tsx';
import { changedNotice, languageOfPage, postedForm, readText, textFormValues, tourOfPage } from '../admin/tours.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { languageName } from '../lib/format/intl-names.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-tour-texts';
import '../accounts/accounts.css';
import '../admin/tours.css';

/**
 * A tour's texts in one language beside the English original (requirements §back-office.catalogue), with every language
 * and whether it is still missing; admins only (page access table).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const language = languageOfPage(page, args.params.language);
  const tour = await tourOfPage(page, args.params.id);
  const text = tour.texts[language];
  const english = tour.texts[fallbackLocale];
  const meta = page.meta(`/admin/tours/${tour.id}/texts/${language}`, 'admin.tours.textsTitle', 'admin.tours.description');
  return {
    tour: { id: tour.id, title: english?.title ?? tour.slug },
    language,
    missing: !text,
    languages: locales.map((code) => ({ code, present: Boolean(tour.texts[code]) })),
    // The English original, shown beside the form (not for English itself).
    original: language === fallbackLocale || !english ? null : english,
    values: textFormValues(text),
    steps: itinerarySlots(text?.itinerary.length ?? english?.itinerary.length ?? 0),
    meta: { ...meta, title: `${english?.title ?? tour.slug} · ${meta.title}` },
  };
}

/** Saved and logged under this admin, back here with what changed. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  if (!page.user) throw new Response(null, { status: 401 });
  const language = languageOfPage(page, args.params.language);
  const tour = await tourOfPage(page, args.params.id);
  const form = await postedForm(args.request);
  const parsed = readText(form.values, page.t);
  if (!parsed.ok) return invalid('texts', form.values, parsed.errors);
  try {
    const change = await page.services.tourEditing.changeText(page.user.id, tour.id, language, parsed.data);
    return redirectWithFlash(args, page.path(`/admin/tours/${tour.id}/texts/${language}`), [changedNotice(change.changed, page.locale, page.t)]);
  } catch (error) {
    return refused(error, 'texts', form.values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminTourTexts({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const sitePath = useSitePath();
  const { tour, language, languages, original, values, steps, missing } = loaderData;
  const tag = languageTag(locale);
  const problems = problemsFor(useActionData(), 'texts');
  const sentSteps = Object.keys(problems?.values ?? {}).filter((name) => name.startsWith('itinerary-title-')).length;
  return (
    <div className="admin-page">
      <p>
        <Link to={sitePath(`/admin/tours/${tour.id}`)}>{t('admin.tours.backToTour', { title: tour.title })}</Link>
      </p>
      <h1 className="auth-title">{t('admin.tours.textsIn', { language: languageName(tag, language) })}</h1>
      {missing ? <p className="admin-tour-missing-mark">{t('admin.tours.languageMissing')}</p> : null}
      <nav aria-label={t('admin.tours.languagesNav')}>
        <ul className="admin-tour-languages">
          {languages.map(({ code, present }) => (
            <li key={code}>
              <Link to={sitePath(`/admin/tours/${tour.id}/texts/${code}`)} aria-current={code === language ? 'page' : undefined}>
                {languageName(tag, code)}
              </Link>{' '}
              <span className={present ? 'muted' : 'admin-tour-missing-mark'}>{t(present ? 'admin.tours.translated' : 'admin.tours.missing')}</span>
            </li>
          ))}
        </ul>
      </nav>
      <div className={original ? 'admin-tour-side-by-side' : undefined}>
        {original ? (
          <section className="admin-tour-original" aria-labelledby="tour-original" lang="en">
            <h2 id="tour-original" className="admin-tour-subtitle">
              {t('admin.tours.original')}
            </h2>
            <dl>
              {tourTextFields.map((name) => (
                <div key={name}>
                  <dt>{t(`admin.tours.field.${name}`)}</dt>
                  <dd>{original[name]}</dd>
                </div>
              ))}
              {tourTextLists.map((name) => (
                <div key={name}>
                  <dt>{t(`admin.tours.field.${name}`)}</dt>
                  <dd>{original[name].length > 0 ? <ul>{original[name].map((line, index) => <li key={index}>{line}</li>)}</ul> : '—'}</dd>
                </div>
              ))}
              <div>
                <dt>{t('admin.tours.field.itinerary')}</dt>
                <dd>
                  <ol>
                    {original.itinerary.map((step, index) => (
                      <li key={index}>
                        <strong>{step.title}</strong> {step.description}
                      </li>
                    ))}
                  </ol>
                </dd>
              </div>
            </dl>
          </section>
        ) : null}
        <SiteForm name="texts" problems={problems} labels={tourLabels(t)} submitLabel={t('admin.tours.save')}>
          <TourTextFields values={values} steps={Math.max(steps, sentSteps)} lang={languageTag(language)} />
        </SiteForm>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
