import type { Readable } from 'node:stream';
import type { AdminTourGallery, AdminTourImage, TourImageAltBody } from '@cicerone/core/contracts/tour-images';
import { AppError } from '@cicerone/core/errors';
import type { Locale } from '@cicerone/core/locales';
import { tourImageFallback, tourImageFileName, tourImageView, type TourImageFormat } from '@cicerone/core/tour-images/tour-image-files';
import type { Database, Executor } from '@cicerone/db/client';
import type { AdminAction } from '@cicerone/core/admin/admin-actions';
import type { AuditValues } from '@cicerone/core/admin/admin-actions';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import type { FileStore, StoredFile } from '../../shared/file-store.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { convertTourImage } from './image-conversion.ts';
import { spoolUpload } from './spooled-upload.ts';
import { deleteTourImage, hashStillUsed, insertTourImage, selectTourImages, selectTourNames, updateAlt, updatePositions, type TourImageRow } from './tour-image-queries.ts';

const fileKey = (name: string) => `tour-images/${name}`;
const contentTypes: Record<TourImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

function shaped(row: TourImageRow): AdminTourImage {
  return { id: row.id, ...tourImageView(row), alt: row.alt };
}

/** What the audit line keeps of a photo: enough to tell which one it was, never its bytes. */
const audited = (row: TourImageRow): AuditValues => ({ id: row.id, position: row.position, hash: row.hash, path: row.path, alt: row.alt });

/**
 * A tour's gallery in the back office (requirements §back-office.catalogue, decision 0032). The files are written to the
 * file store before the line that shows them (a store is not part of a transaction) and removed
 * again when the line is not written; each change holds the tour's row, so two admins' changes of
 * one gallery take turns, and writes its one audit line in its transaction. `changed` tells the
 * catalogue to forget the pages that show the tour.
 */
export function tourImageService(db: Database, deps: { files: FileStore; changed: (tourId: number) => void }) {
  async function locked(tx: Executor, tourId: number): Promise<void> {
    if ((await selectTourNames(tx, tourId, 'en_US', { lock: true })) === undefined) throw new AppError('tour_not_found', { id: tourId });
  }

  async function change<T>(tourId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await retryingTransaction(db, async (tx) => {
      await locked(tx, tourId);
      return work(tx);
    });
    deps.changed(tourId);
    return result;
  }

  const log = (tx: Executor, adminUserId: string, action: AdminAction, tourId: number, imageId: number, before: AuditValues, after: AuditValues) =>
    recordAdminAction(tx, { adminUserId, action, subjectType: 'tour', subjectId: String(tourId), detail: { imageId }, ...changedFields(before, after) });

  async function removeFiles(hash: string, widths: readonly number[]): Promise<void> {
    await Promise.all(widths.flatMap((width) => (['avif', 'webp'] as const).map((format) => deps.files.delete(fileKey(tourImageFileName(hash, width, format))))));
  }

  return {
    /** GET /api/admin/tours/{id}/images: the tour's slug and title (in `language`, else English) and its photos in order. */
    async gallery(tourId: number, language: Locale): Promise<AdminTourGallery> {
      const names = await selectTourNames(db, tourId, language);
      if (names === undefined) throw new AppError('tour_not_found', { id: tourId });
      return { tourId, ...names, images: (await selectTourImages(db, tourId)).map(shaped) };
    },

    /**
     * POST /api/admin/tours/{id}/images: one photo, streamed to a temporary file (never whole in
     * memory), checked by its content, converted, stored, and added at the end of the gallery.
     */
    async upload(adminUserId: string, tourId: number, source: Readable): Promise<AdminTourImage> {
      if ((await selectTourNames(db, tourId, 'en_US')) === undefined) throw new AppError('tour_not_found', { id: tourId });
      const spooled = await spoolUpload('tourImage', source);
      try {
        const converted = await convertTourImage(spooled.path);
        const { hash, widths } = converted;
        await Promise.all(converted.files.map((file) => deps.files.put(fileKey(tourImageFileName(hash, file.width, file.format)), file.bytes, contentTypes[file.format])));
        try {
          return await change(tourId, async (tx) => {
            const row = await insertTourImage(tx, tourId, { path: tourImageFallback(hash, widths), width: converted.width, height: converted.height, hash, widths });
            if (!row) throw new AppError('internal');
            await log(tx, adminUserId, 'tour_image.added', tourId, row.id, {}, audited(row));
            return shaped(row);
          });
        } catch (error) {
          // The same photo may already be in a gallery: its files are shared and stay.
          if (!(await hashStillUsed(db, hash, 0))) await removeFiles(hash, widths);
          throw error;
        }
      } finally {
        await spooled.discard();
      }
    },

    /** PUT /api/admin/tours/{id}/images/order: `order` names every photo of the tour once. */
    reorder(adminUserId: string, tourId: number, order: readonly number[]): Promise<AdminTourImage[]> {
      return change(tourId, async (tx) => {
        const before = await selectTourImages(tx, tourId);
        const known = new Set(before.map((row) => row.id));
        if (order.length !== known.size || !order.every((id) => known.has(id))) throw new AppError('tour_image_order_mismatch');
        await updatePositions(tx, tourId, order);
        const after = await selectTourImages(tx, tourId);
        await log(tx, adminUserId, 'tour_image.reordered', tourId, order[0] ?? 0, { order: before.map((row) => row.id) }, { order: after.map((row) => row.id) });
        return after.map(shaped);
      });
    },

    /** PUT /api/admin/tours/{id}/images/{imageId}/alt: the texts given replace those languages' (empty removes one). */
    setAlt(adminUserId: string, tourId: number, imageId: number, body: TourImageAltBody): Promise<AdminTourImage> {
      return change(tourId, async (tx) => {
        const before = (await selectTourImages(tx, tourId)).find((row) => row.id === imageId);
        if (!before) throw new AppError('tour_image_not_found', { id: imageId });
        const alt: Partial<Record<string, string>> = { ...before.alt };
        for (const [language, text] of Object.entries(body.alt)) {
          if (text) alt[language] = text;
          else delete alt[language];
        }
        const after = await updateAlt(tx, tourId, imageId, alt);
        if (!after) throw new AppError('tour_image_not_found', { id: imageId });
        await log(tx, adminUserId, 'tour_image.alt_changed', tourId, imageId, before.alt, after.alt);
        return shaped(after);
      });
    },

    /** DELETE /api/admin/tours/{id}/images/{imageId}: the line goes, then its files unless another line shows them. */
    async remove(adminUserId: string, tourId: number, imageId: number): Promise<void> {
      const removed = await change(tourId, async (tx) => {
        const row = await deleteTourImage(tx, tourId, imageId);
        if (!row) throw new AppError('tour_image_not_found', { id: imageId });
        const rest = await selectTourImages(tx, tourId);
        await updatePositions(
          tx,
          tourId,
          rest.map((image) => image.id),
        );
        await log(tx, adminUserId, 'tour_image.deleted', tourId, imageId, audited(row), {});
        return { row, shared: row.hash !== null && (await hashStillUsed(tx, row.hash, row.id)) };
      });
      if (removed.row.hash !== null && !removed.shared) await removeFiles(removed.row.hash, removed.row.widths);
    },

    /** GET /api/tour-images/{file}: a converted photo's file, or null. */
    file(name: string): Promise<StoredFile | null> {
      return deps.files.get(fileKey(name));
    },
  };
}

export type TourImageService = ReturnType<typeof tourImageService>;
