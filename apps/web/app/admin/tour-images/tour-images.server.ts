// Server-only: the tour photos page's forms (requirements §back-office.catalogue), read with the API's own contracts (zod
// never reaches the browser) and carried out by the same service as /api/admin/tours/{id}/images.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { tourImageAltBody, tourImageOrderBody } from '@cicerone/core/contracts/tour-images';
import { locales } from '@cicerone/core/locales';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { AppServices } from '@cicerone/server/services';
import { invalid, parseForm } from '../../lib/forms/form-data.server.ts';
import type { FormValues } from '../../lib/forms/form-problems.ts';
import type { FlashNotice } from '../../lib/page/flash.ts';
import { altFormName } from './form-names.ts';


type Gallery = AppServices['tourImages'];


/**
 * The photos sent by the page's form without JavaScript (with it, each goes to the API with its
 * progress bar): one after the other through the service, which streams each to a temporary file.
 */
export async function uploadPhotos(gallery: Gallery, adminId: string, tourId: number, form: FormData): Promise<FlashNotice> {
  const files = form.getAll('file').filter((file): file is File => file instanceof File && file.size > 0);
  for (const file of files) await gallery.upload(adminId, tourId, Readable.fromWeb(file.stream() as unknown as NodeReadableStream));
  return { key: 'admin.tourImages.done.upload', values: { count: files.length } };
}

/** Carries out a posted form other than the upload; the notice to flash, or the form's problems. */
export async function galleryFormAction(gallery: Gallery, adminId: string, tourId: number, values: FormValues, t: Translate): Promise<{ notice: FlashNotice } | { problems: ReturnType<typeof invalid> }> {
  const form = values['form'] ?? 'tour-images';
  const imageId = /^\d{1,9}$/.test(values['id'] ?? '') ? Number(values['id']) : 0;
  const current = (await gallery.gallery(tourId, 'en_US')).images.map((image) => image.id);
  const position = current.indexOf(imageId) + 1;
  switch (values['intent']) {
    case 'move': {
      // Move up / Move down: the photo swaps places with its neighbour.
      const to = position + (values['direction'] === 'up' ? -1 : 1);
      if (position === 0 || to < 1 || to > current.length) break;
      const order = current.toSpliced(position - 1, 1).toSpliced(to - 1, 0, imageId);
      await gallery.reorder(adminId, tourId, order);
      return { notice: { key: 'admin.tourImages.done.move', values: { from: position, to } } };
    }
    case 'order': {
      // A photo dropped elsewhere (drag and drop): the whole new order.
      const parsed = tourImageOrderBody.safeParse({ order: (values['order'] ?? '').split(',').map(Number) });
      if (!parsed.success) break;
      const moved = parsed.data.order.findIndex((id, index) => id !== current[index]);
      await gallery.reorder(adminId, tourId, parsed.data.order);
      const id = parsed.data.order[moved];
      return { notice: { key: 'admin.tourImages.done.move', values: { from: current.indexOf(id ?? 0) + 1, to: moved + 1 } } };
    }
    case 'alt': {
      const alt = Object.fromEntries(locales.map((locale) => [locale, values[`alt_${locale}`] ?? '']));
      const parsed = parseForm(tourImageAltBody, { alt }, t);
      if (!parsed.ok) return { problems: invalid(altFormName(imageId), values, parsed.errors) };
      await gallery.setAlt(adminId, tourId, imageId, parsed.data);
      return { notice: { key: 'admin.tourImages.done.alt', values: { position } } };
    }
    case 'delete': {
      if (values['confirmed'] !== 'yes') break;
      await gallery.remove(adminId, tourId, imageId);
      return { notice: { key: 'admin.tourImages.done.delete' } };
    }
  }
  return { problems: invalid(form, values, {}, { message: t('errors.bad_request') }) };
}
