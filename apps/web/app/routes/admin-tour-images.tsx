import { useEffect, useRef, type DragEvent } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigation } from 'react-router';
import type { AdminTourImage } from '@cicerone/core/contracts/tour-images';
import { pagePaths } from '@cicerone/core/page-paths';
import { tooLargeValues, uploads } from '@cicerone/core/uploads';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { PhotoItem } from '../admin/tour-images/photo-item.tsx';
import { PhotoUploader } from '../admin/tour-images/photo-uploader.tsx';
import { altFormName, uploadForm } from '../admin/tour-images/form-names.ts';
import { galleryFormAction, uploadPhotos } from '../admin/tour-images/tour-images.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { formValues, invalid, readForm, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { notFound, orNotFound } from '../lib/page/site-page.server.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-tour-images';
import '../accounts/accounts.css';
import '../admin/tour-images/tour-images.css';

/** The most photos one form without JavaScript may send (with it, each goes on its own). */
const filesPerForm = 10;

function tourIdOf(params: { id?: string }): number | null {
  return /^\d{1,9}$/.test(params.id ?? '') && Number(params.id) > 0 ? Number(params.id) : null;
}

/** A tour's photos (requirements §back-office.catalogue): add, order, describe, delete; admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const tourId = tourIdOf(args.params);
  if (tourId === null) throw notFound(page.locale);
  const gallery = await orNotFound(page.services.tourImages.gallery(tourId, page.locale), page.locale);
  const deleting = Number(new URL(args.request.url).searchParams.get('delete'));
  return {
    gallery,
    deleting: gallery.images.find((image) => image.id === deleting)?.id ?? null,
    meta: page.meta(`/admin/tours/${tourId}/images`, 'admin.tourImages.metaTitle', 'admin.tourImages.description'),
  };
}

/** Every form of the page posts here with its intent; back to the page with what changed, or the refusal at its form. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const tourId = tourIdOf(args.params);
  if (!page.user || tourId === null) throw new Response(null, { status: 404 });
  const back = page.path(`/admin/tours/${tourId}/images`);
  const multipart = (args.request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  try {
    if (multipart) {
      // Refused before the body is read when it cannot hold acceptable files.
      if (Number(args.request.headers.get('content-length')) > filesPerForm * uploads.tourImage.maxBytes) {
        return invalid(uploadForm, {}, { file: page.t(`errors.${uploads.tourImage.tooLarge}`, tooLargeValues('tourImage')) }, { status: 413 });
      }
      const notice = await uploadPhotos(page.services.tourImages, page.user.id, tourId, await readForm(args.request));
      return redirectWithFlash(args, back, [notice]);
    }
    const values = await formValues(args.request);
    const result = await galleryFormAction(page.services.tourImages, page.user.id, tourId, values, page.t).catch((error: unknown) => ({ problems: refused(error, formOf(values), values, page.t) }));
    if ('problems' in result) return result.problems;
    return redirectWithFlash(args, back, [result.notice]);
  } catch (error) {
    return refused(error, uploadForm, {}, page.t, { fieldOf: { [uploads.tourImage.tooLarge]: 'file', [uploads.tourImage.wrongType]: 'file' } });
  }
}

const formOf = (values: Record<string, string>) => (values['intent'] === 'alt' ? altFormName(Number(values['id'])) : 'tour-images');

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminTourImages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const location = useLocation();
  const { gallery, deleting } = loaderData;
  const reorder = useFetcher();
  // While a dropped photo's new order is being saved, the list shows it already (optimistic UI).
  const pending = String(reorder.formData?.get('order') ?? '');
  const byId = new Map(gallery.images.map((image) => [image.id, image]));
  const shown = pending ? pending.split(',').flatMap((id) => byId.get(Number(id)) ?? []) : [];
  const order = shown.length === gallery.images.length ? shown : gallery.images;
  const dragged = useRef<number | null>(null);

  function dropOn(target: AdminTourImage) {
    return (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      const moving = order.find((image) => image.id === dragged.current);
      dragged.current = null;
      if (!moving || moving.id === target.id) return;
      const next = order.filter((image) => image.id !== moving.id).toSpliced(order.indexOf(target), 0, moving);
      void reorder.submit({ intent: 'order', order: next.map((image) => image.id).join(',') }, { method: 'post', preventScrollReset: true });
    };
  }

  const deletingIndex = order.findIndex((image) => image.id === deleting);
  return (
    <div className="admin-page">
      <p className="small">
        <Link to={sitePath(`/admin/tours/${gallery.tourId}`)}>{t('admin.tourImages.backToTour')}</Link>
        {' · '}
        <Link to={sitePath(pagePaths.tour(gallery.slug))}>{t('admin.tourImages.viewPage')}</Link>
      </p>
      <h1 className="auth-title">{t('admin.tourImages.title', { title: gallery.title })}</h1>
      <p className="muted">{t('admin.tourImages.description')}</p>
      <ErrorSummary prefix={uploadForm} labels={{ file: t('admin.tourImages.upload.label') }} problems={problemsFor(actionData, uploadForm)} />
      <ErrorSummary prefix="tour-images" labels={{}} problems={problemsFor(actionData, 'tour-images') ?? (reorder.data as never) ?? null} />
      <PhotoUploader tourId={gallery.tourId} formName={uploadForm} />
      {deletingIndex >= 0 && <ConfirmDelete imageId={deleting as number} position={deletingIndex + 1} back={location.pathname} />}
      {order.length === 0 ? (
        <p>{t('admin.tourImages.empty')}</p>
      ) : (
        <>
          <p className="small muted">{t('admin.tourImages.dragHint')}</p>
          <ol className="photo-list" aria-label={t('admin.tourImages.listLabel')}>
            {order.map((image, index) => (
              <PhotoItem
                key={image.id}
                image={image}
                position={index + 1}
                total={order.length}
                altForm={altFormName(image.id)}
                deleteHref={`${location.pathname}?delete=${image.id}`}
                onDragStart={(event) => {
                  dragged.current = image.id;
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDrop={dropOn(image)}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** The second step of deleting a photo: it cannot be undone (its files go), so the admin confirms with a second button. */
function ConfirmDelete({ imageId, position, back }: { imageId: number; position: number; back: string }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [imageId]);
  return (
    <section className="admin-confirm" aria-labelledby="delete-photo-title">
      <h2 id="delete-photo-title" ref={heading} tabIndex={-1}>
        {t('admin.tourImages.deleteTitle', { position })}
      </h2>
      <p className="admin-confirm-warning">{t('admin.tourImages.deleteWarning')}</p>
      <Form method="post" action={back} className="row-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={imageId} />
        <button type="submit" name="confirmed" value="yes" className="button button-primary" disabled={busy}>
          {busy ? t('admin.tourImages.working') : t('admin.tourImages.deleteYes')}
        </button>
        <Link className="button button-secondary" to={back} preventScrollReset>
          {t('admin.tourImages.keep')}
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
