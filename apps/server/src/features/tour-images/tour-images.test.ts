import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tourCardSchema, tourImageSchema } from '@cicerone/core/contracts/catalog';
import { adminTourGallerySchema, adminTourImageSchema, type AdminTourImage } from '@cicerone/core/contracts/tour-images';
import { roles } from '@cicerone/core/roles';
import { adminAction } from '@cicerone/db/schema/admin';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour, type CreatedTour } from '../../test/catalog-factory.ts';
import { multipart } from '../../test/multipart.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let customer: TestUser;
let walk: CreatedTour;

/** A photo-like picture (smooth colours, some noise) of the given size. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).blur(2);
}

beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  customer = await userWithSession(test.app, test.db);
  walk = await createTour(test.db, { titles: { en_US: 'Old town walk', fr_FR: 'Promenade dans la vieille ville' }, images: 0 });
});
afterAll(() => test.close());

const galleryUrl = (tourId = walk.id) => `/api/admin/tours/${tourId}/images`;
const auditLines = (action: string) =>
  test.db
    .select()
    .from(adminAction)
    .where(and(eq(adminAction.action, action as 'tour_image.added'), eq(adminAction.subjectId, String(walk.id))));

function upload(file: Buffer, { filename = 'photo.jpg', type = 'image/jpeg', user = admin as TestUser | null, language = 'en-US' } = {}) {
  const body = multipart([{ name: 'file', file, filename, type }]);
  return test.app.inject({ method: 'POST', url: galleryUrl(), payload: body.payload, headers: { ...body.headers, 'accept-language': language, ...(user ? { authorization: user.bearer } : {}) } });
}
const send = (method: 'PUT' | 'DELETE', url: string, payload?: object) => test.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: admin.bearer } });
const publicGallery = async (language = 'en_US') => z.array(tourImageSchema.strict()).parse((await test.app.inject({ url: `/api/tour/${walk.id}/get-gallery?language=${language}` })).json());

async function uploaded(file: Buffer, filename: string, type: string): Promise<AdminTourImage> {
  const response = await upload(file, { filename, type });
  expect(response.statusCode, response.body).toBe(201);
  return adminTourImageSchema.strict().parse(response.json());
}

describe('uploading photos to a tour', () => {
  let images: AdminTourImage[] = [];

  it('keeps a JPEG (upright, without its metadata), a PNG and a WebP as AVIF and WebP at up to three widths', async () => {
    // A camera's portrait: stored landscape with an EXIF orientation that turns it upright.
    const portrait = await photo(2000, 1500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const png = await photo(900, 600).png().toBuffer();
    const webp = await photo(300, 200).webp().toBuffer();
    const before = (await auditLines('tour_image.added')).length;
    images = [await uploaded(portrait, 'IMG_0001.JPG', 'image/jpeg'), await uploaded(png, 'map.png', 'image/png'), await uploaded(webp, 'tiny.webp', 'image/webp')];
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [1500, 2000],
      [900, 600],
      [300, 200],
    ]);
    const [first] = images as [AdminTourImage];
    expect(first.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(first.sources[0]?.srcset).toMatch(/^\/api\/tour-images\/[0-9a-f]{16}-400\.avif 400w, \/api\/tour-images\/[0-9a-f]{16}-800\.avif 800w, \/api\/tour-images\/[0-9a-f]{16}-1500\.avif 1500w$/);
    expect(images[1]?.sources[1]?.srcset).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-900\.webp 900w$/);
    expect(images[2]?.sources[0]?.srcset).toMatch(/^\/api\/tour-images\/[0-9a-f]{16}-300\.avif 300w$/);
    expect(first.path).toMatch(/-1500\.webp$/);
    // One audit line per photo, with what was added.
    const lines = await auditLines('tour_image.added');
    expect(lines.length - before).toBe(3);
    expect(lines.at(-1)).toMatchObject({ adminUserId: admin.id, subjectType: 'tour', before: {}, after: { id: images[2]?.id, position: 2 } });
    // Three conversions: seconds on a busy machine.
  }, 30_000);

  it('serves each file as what its name says, for a year, without the camera metadata', async () => {
    const [first] = images as [AdminTourImage];
    for (const source of first.sources) {
      const url = source.srcset.split(', ').at(-1)?.split(' ')[0] as string;
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(source.type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([source.type === 'image/avif' ? 'heif' : 'webp', 1500, 2000, undefined]);
    }
    expect((await test.app.inject({ url: '/api/tour-images/0123456789abcdef-400.webp' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/api/tour-images/..%2Fsecret.webp' })).statusCode).toBe(400);
  });

  it('refuses a text file named like a photo, and a JPEG cut short, by their content, in the admin’s language', async () => {
    const before = (await auditLines('tour_image.added')).length;
    const renamed = await upload(Buffer.from('Just some notes, not a photo at all.\n'.repeat(50)), { filename: 'holiday.jpg', type: 'image/jpeg', language: 'fr-FR' });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ code: 'tour_image_type_not_allowed', message: expect.stringMatching(/JPEG/) });
    expect(renamed.json<{ message: string }>().message).not.toBe((await upload(Buffer.from('x'), { filename: 'a.jpg' })).json<{ message: string }>().message);
    const cut = (await photo(800, 600).jpeg().toBuffer()).subarray(0, 2000);
    expect((await upload(cut)).json()).toMatchObject({ code: 'tour_image_type_not_allowed' });
    expect((await auditLines('tour_image.added')).length).toBe(before);
    expect(adminTourGallerySchema.parse((await test.app.inject({ url: galleryUrl(), headers: { authorization: admin.bearer } })).json()).images).toHaveLength(3);
  });

  it('refuses a file over the limit before reading it, and anyone but an admin', async () => {
    const tooLarge = await test.app.inject({ method: 'POST', url: galleryUrl(), payload: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(26 * 1024 * 1024 + 100_000), authorization: admin.bearer } });
    expect(tooLarge.json()).toMatchObject({ code: 'tour_image_too_large' });
    const small = await photo(100, 100).jpeg().toBuffer();
    expect((await upload(small, { user: customer })).statusCode).toBe(403);
    expect((await upload(small, { user: null })).statusCode).toBe(401);
    const body = multipart([{ name: 'file', file: small, filename: 'a.jpg', type: 'image/jpeg' }]);
    const unknownTour = await test.app.inject({ method: 'POST', url: galleryUrl(999_999), payload: body.payload, headers: { ...body.headers, authorization: admin.bearer } });
    expect(unknownTour.json()).toMatchObject({ code: 'tour_not_found' });
  });

  it('reorders the photos: the public gallery and the tour card follow, with one audit line', async () => {
    const ids = images.map((image) => image.id);
    const order = [ids[2], ids[0], ids[1]] as number[];
    const reordered = await send('PUT', `${galleryUrl()}/order`, { order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await publicGallery()).map((image) => image.id)).toEqual(order);
    const [card] = z.array(tourCardSchema.strict()).parse((await test.app.inject({ url: `/api/tours-by-country/${(await test.app.services.catalog.tourById(walk.id, { language: 'en_US', currency: 'EUR' })).country.id}` })).json()).filter((tour) => tour.id === walk.id);
    expect(card?.image?.id).toBe(order[0]);
    expect(card?.image?.sources).toHaveLength(2);
    const lines = await auditLines('tour_image.reordered');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ before: { order: ids }, after: { order } });
    // An order that leaves a photo out, or names one twice, changes nothing.
    expect((await send('PUT', `${galleryUrl()}/order`, { order: order.slice(1) })).json()).toMatchObject({ code: 'tour_image_order_mismatch' });
    expect((await send('PUT', `${galleryUrl()}/order`, { order: [order[0], order[0], order[1]] })).statusCode).toBe(400);
    expect(await auditLines('tour_image.reordered')).toHaveLength(1);
  });

  it('describes a photo per language: the public gallery reads it, other languages the title', async () => {
    const [target] = await publicGallery();
    const url = `${galleryUrl()}/${target?.id}/alt`;
    const described = await send('PUT', url, { alt: { fr_FR: ' Le vieux port au coucher du soleil ', en_US: 'The old harbour at sunset' } });
    expect(described.statusCode, described.body).toBe(200);
    expect(adminTourImageSchema.parse(described.json()).alt).toEqual({ fr_FR: 'Le vieux port au coucher du soleil', en_US: 'The old harbour at sunset' });
    expect((await publicGallery('fr_FR'))[0]?.alt).toBe('Le vieux port au coucher du soleil');
    // The tour has no German texts: its page in German reads the English ones, photo's text included.
    expect((await publicGallery('de_DE'))[0]?.alt).toBe('The old harbour at sunset');
    // An empty text gives the language back to the title.
    await send('PUT', url, { alt: { en_US: '' } });
    expect((await publicGallery('en_US'))[0]?.alt).toBe('Old town walk (1/3)');
    const lines = await auditLines('tour_image.alt_changed');
    expect(lines.map((line) => [line.before, line.after])).toEqual([
      [{ fr_FR: null, en_US: null }, { fr_FR: 'Le vieux port au coucher du soleil', en_US: 'The old harbour at sunset' }],
      [{ en_US: 'The old harbour at sunset' }, { en_US: null }],
    ]);
  });

  it('deletes a photo with its files, closes the gap in the order, with one audit line', async () => {
    const [first, second] = await publicGallery();
    const files = (first?.sources ?? []).flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0] as string));
    const deleted = await send('DELETE', `${galleryUrl()}/${first?.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await publicGallery()).map((image) => image.id)).toEqual([second?.id, expect.any(Number)]);
    for (const file of files) expect((await test.app.inject({ url: file })).statusCode).toBe(404);
    expect((await send('DELETE', `${galleryUrl()}/${first?.id}`)).json()).toMatchObject({ code: 'tour_image_not_found' });
    const lines = await auditLines('tour_image.deleted');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ before: { id: first?.id }, after: {}, detail: { imageId: first?.id } });
  });
});
