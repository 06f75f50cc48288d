import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { tour, tourImage, tourText } from '@cicerone/db/schema/catalog';

const imageColumns = {
  id: tourImage.id,
  position: tourImage.position,
  path: tourImage.path,
  width: tourImage.width,
  height: tourImage.height,
  hash: tourImage.hash,
  widths: tourImage.widths,
  alt: tourImage.alt,
};

export type TourImageRow = Awaited<ReturnType<typeof selectTourImages>>[number];
export type NewTourImage = Pick<typeof tourImage.$inferInsert, 'path' | 'width' | 'height' | 'hash' | 'widths'>;

/** A tour's gallery in its order (tour_image_tour_idx). */
export function selectTourImages(db: Executor, tourId: number) {
  return db.select(imageColumns).from(tourImage).where(eq(tourImage.tourId, tourId)).orderBy(asc(tourImage.position), asc(tourImage.id));
}

/**
 * The tour's slug and title in `language` or English, or undefined when there is no such tour;
 * `lock` holds the tour's row until the transaction ends, so two changes of one gallery take turns.
 */
export async function selectTourNames(db: Executor, tourId: number, language: string, { lock = false } = {}): Promise<{ slug: string; title: string } | undefined> {
  const found = db.select({ slug: tour.slug }).from(tour).where(eq(tour.id, tourId));
  const [row] = await (lock ? found.for('update') : found);
  if (!row) return undefined;
  const texts = await db
    .select({ language: tourText.language, title: tourText.title })
    .from(tourText)
    .where(and(eq(tourText.tourId, tourId), inArray(tourText.language, [language, 'en_US'])));
  return { slug: row.slug, title: (texts.find((text) => text.language === language) ?? texts[0])?.title ?? '' };
}

/** A new photo at the end of the gallery. */
export async function insertTourImage(tx: Executor, tourId: number, image: NewTourImage) {
  const [row] = await tx
    .insert(tourImage)
    .values({ ...image, tourId, position: sql`(select coalesce(max(${tourImage.position}) + 1, 0) from ${tourImage} where ${tourImage.tourId} = ${tourId})` })
    .returning(imageColumns);
  return row;
}

/** Positions 0, 1, 2… in the order of `ids` (every photo of the tour, checked by the service). */
export async function updatePositions(tx: Executor, tourId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(tourImage)
      .set({ position })
      .where(and(eq(tourImage.id, id), eq(tourImage.tourId, tourId)));
  }
}

export async function updateAlt(tx: Executor, tourId: number, imageId: number, alt: Partial<Record<string, string>>) {
  const [row] = await tx
    .update(tourImage)
    .set({ alt })
    .where(and(eq(tourImage.id, imageId), eq(tourImage.tourId, tourId)))
    .returning(imageColumns);
  return row;
}

export async function deleteTourImage(tx: Executor, tourId: number, imageId: number) {
  const [row] = await tx
    .delete(tourImage)
    .where(and(eq(tourImage.id, imageId), eq(tourImage.tourId, tourId)))
    .returning(imageColumns);
  return row;
}

/** Whether another gallery line shows the same photo (sent twice, or to two tours): its files then stay. */
export async function hashStillUsed(tx: Executor, hash: string, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: tourImage.id })
    .from(tourImage)
    .where(and(eq(tourImage.hash, hash), ne(tourImage.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
