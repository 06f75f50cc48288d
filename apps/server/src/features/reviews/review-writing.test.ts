import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { canCommentSchema, addedReviewSchema } from '@cicerone/core/contracts/reviews';
import { reviewPageSchema } from '@cicerone/core/contracts/catalog';
import { roles } from '@cicerone/core/roles';
import { tour } from '@cicerone/db/schema/catalog';
import { booking } from '@cicerone/db/schema/orders';
import { adminAction } from '@cicerone/db/schema/admin';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking, type PlacedBooking } from '../../test/orders-factory.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let dayOffset = 10;

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  alice = await userWithSession(test.app, test.db, { firstName: 'Alice', country: 'FR' });
  bob = await userWithSession(test.app, test.db);
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

/** A booking of `user`'s, paid, moved into the past and completed by the completion job. */
async function completedBooking(user: TestUser): Promise<PlacedBooking> {
  dayOffset += 1;
  const placed = await paidBooking(test, user, tourId, dayAhead(dayOffset));
  await test.db.update(booking).set({ startsAt: new Date(Date.now() - 30 * 3_600_000) }).where(eq(booking.id, placed.id));
  await test.app.services.bookings.completeEndedBookings();
  return placed;
}

const photo = () => sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7' } }).jpeg().toBuffer();

function post(user: TestUser, fields: Record<string, string | number>, files: MultipartPart[] = [], language = 'fr-FR') {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })), ...files]);
  return test.app.inject({ method: 'POST', url: '/api/reviews/add', payload: body.payload, headers: { ...body.headers, authorization: user.bearer, 'accept-language': language } });
}

const review = (placed: PlacedBooking, rating: number) => ({ tourId, bookingId: placed.id, rating, title: 'Lovely', body: 'A wonderful walk through the old town with a great guide.' });

async function canComment(user: TestUser, bookingId: string, forTour = tourId) {
  const response = await test.app.inject({ url: `/api/reviews/can-comment/${forTour}/${bookingId}`, headers: { authorization: user.bearer } });
  expect(response.statusCode, response.body).toBe(200);
  return canCommentSchema.strict().parse(response.json());
}

async function tourFigures() {
  const [row] = await test.db.select({ rating: tour.rating, count: tour.reviewCount }).from(tour).where(eq(tour.id, tourId));
  const listed = reviewPageSchema.parse((await test.app.inject({ url: `/api/reviews/${tourId}` })).json());
  const visible = await test.db.execute(sql`select coalesce(round(avg(rating), 2), 0)::float8 as rating, count(*)::int as n from review where tour_id = ${tourId} and hidden_at is null`);
  const truth = (visible as unknown as { rows: { rating: number; n: number }[] }).rows[0];
  return { stored: { rating: Number(row?.rating), count: row?.count }, listed: { rating: listed.rating, count: listed.totalReviews }, truth: { rating: truth?.rating, count: truth?.n } };
}

describe('reviews after a tour', () => {
  it('lets only the traveller of a completed booking review it, and says why not otherwise', async () => {
    const upcoming = await paidBooking(test, alice, tourId, dayAhead(60));
    expect(await canComment(alice, upcoming.id)).toEqual({ canComment: false, reason: 'booking_not_completed' });
    expect((await post(alice, review(upcoming, 5))).json().code).toBe('review_booking_not_completed');

    const done = await completedBooking(alice);
    expect(await canComment(bob, done.id)).toEqual({ canComment: false, reason: 'booking_not_found' });
    expect(await canComment(alice, done.id, tourId + 1000)).toEqual({ canComment: false, reason: 'booking_not_found' });
    const stranger = await post(bob, review(done, 1));
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'booking_not_found']);
    expect(await canComment(alice, done.id)).toEqual({ canComment: true, reason: null });
    expect((await test.app.inject({ url: `/api/reviews/can-comment/${tourId}/${done.id}` })).statusCode).toBe(401);
  });

  it('adds one review per booking however many posts race (10 at once → 1), with the tour’s rating and count at once', async () => {
    const done = await completedBooking(alice);
    const before = await tourFigures();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(alice, review(done, 4))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'review_already_exists')).toBe(true);
    const added = addedReviewSchema.strict().parse(answers.find((answer) => answer.statusCode === 201)?.json());
    const after = await tourFigures();
    expect(after.stored.count).toBe((before.stored.count ?? 0) + 1);
    expect(after.stored).toEqual(after.truth);
    expect(after.listed).toEqual(after.truth);
    expect({ rating: added.rating, count: added.totalReviews }).toEqual(after.truth);
    expect(await canComment(alice, done.id)).toEqual({ canComment: false, reason: 'already_reviewed' });

    const listed = reviewPageSchema.parse((await test.app.inject({ url: `/api/reviews/${tourId}`, query: { language: 'fr_FR' } })).json());
    // The reviewer is named by first name and country; the review is in the language it was written in.
    expect(listed.reviews.find((shown) => shown.id === added.id)).toMatchObject({ authorName: 'Alice', authorCountry: 'FR', language: 'fr_FR', rating: 4, title: 'Lovely' });
  });

  it('stores photos checked by their content, resized, served while the review is visible', async () => {
    const done = await completedBooking(alice);
    const liar = await post(alice, review(done, 5), [{ name: 'photos', file: Buffer.from('just some text, not a picture'), filename: 'holiday.jpg', type: 'image/jpeg' }]);
    expect([liar.statusCode, liar.json().code]).toEqual([415, 'review_photo_type_not_allowed']);
    expect(await canComment(alice, done.id)).toEqual({ canComment: true, reason: null });

    const sixPhotos = await Promise.all(Array.from({ length: 6 }, async () => ({ name: 'photos', file: await photo(), filename: 'p.jpg', type: 'image/jpeg' })));
    expect((await post(alice, review(done, 5), sixPhotos)).json().code).toBe('review_too_many_photos');

    const added = await post(alice, review(done, 5), sixPhotos.slice(0, 2));
    expect(added.statusCode, added.body).toBe(201);
    const listed = reviewPageSchema.parse((await test.app.inject({ url: `/api/reviews/${tourId}` })).json());
    const photos = listed.reviews.find((shown) => shown.id === added.json().id)?.photos ?? [];
    expect(photos.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 1600, height: 1200 },
      { width: 1600, height: 1200 },
    ]);
    const thumb = await test.app.inject({ url: photos[0]?.thumbUrl ?? '' });
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240, format: 'jpeg' });
  });

  it('lets an admin hide a review with a reason: it leaves the lists, the rating and the count', async () => {
    const done = await completedBooking(bob);
    const added = await post(bob, review(done, 1), [{ name: 'photos', file: await photo(), filename: 'p.jpg', type: 'image/jpeg' }]);
    expect(added.statusCode, added.body).toBe(201);
    const withIt = await tourFigures();
    // The tour's page, read now, is kept by the catalogue's cache (decision 0005)…
    const tourPage = async () => (await test.app.inject({ url: `/api/tour/${tourId}` })).json();
    expect((await tourPage()).reviewCount).toBe(withIt.truth.count);
    const thumbUrl = reviewPageSchema.parse((await test.app.inject({ url: `/api/reviews/${tourId}` })).json()).reviews[0]?.photos[0]?.thumbUrl ?? '';

    const hide = (user: TestUser, reason = 'Insults the guide') => test.app.inject({ method: 'POST', url: `/api/admin/reviews/${added.json().id}/hide`, headers: { authorization: user.bearer }, payload: { reason } });
    expect((await hide(bob)).statusCode).toBe(403);
    const hidden = await hide(admin);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await hide(admin)).json().code).toBe('review_already_hidden');
    // One line in the audit trail, with what hiding changed.
    expect((await test.db.select().from(adminAction).where(eq(adminAction.subjectId, String(added.json().id)))).map((line) => [line.action, line.before, line.after])).toEqual([
      ['review.hidden', { hiddenAt: null, hiddenReason: null }, { hiddenAt: expect.any(String), hiddenReason: 'Insults the guide' }],
    ]);

    const after = await tourFigures();
    expect(after.stored.count).toBe((withIt.stored.count ?? 0) - 1);
    expect(after.stored).toEqual(after.truth);
    expect(after.listed).toEqual(after.truth);
    expect(hidden.json()).toMatchObject({ rating: after.truth.rating, totalReviews: after.truth.count });
    const listed = reviewPageSchema.parse((await test.app.inject({ url: `/api/reviews/${tourId}` })).json());
    expect(listed.reviews.map((shown) => shown.id)).not.toContain(added.json().id);
    expect((await test.app.inject({ url: thumbUrl })).statusCode).toBe(404);
    // …and shows the new figures at once after the hide, as the lists do.
    const page = await tourPage();
    expect({ rating: page.rating, count: page.reviewCount }).toEqual({ rating: after.truth.rating, count: after.truth.count });

    const adminList = (await test.app.inject({ url: '/api/admin/reviews', headers: { authorization: admin.bearer } })).json();
    expect(adminList.reviews.find((row: { id: number }) => row.id === added.json().id)).toMatchObject({ hidden: { reason: 'Insults the guide' }, bookingReference: done.reference, photos: 1 });
  });

  it('invites the traveller to review a day after the tour, once per booking, with a link to the form', async () => {
    const done = await completedBooking(bob);
    const now = Date.now();
    // The tour (started 30 hours ago, 4 hours long) ended 26 hours ago: due now, not two hours earlier.
    expect(await test.app.services.reviewWriting.inviteDue(new Date(now - 3 * 3_600_000))).toBe(0);
    const invited = await test.app.services.reviewWriting.inviteDue(new Date(now));
    expect(invited).toBeGreaterThanOrEqual(1);
    expect(await test.app.services.reviewWriting.inviteDue(new Date(now))).toBe(0);
    const mails = await test.db.execute(sql`select to_address as "to", template, html from mail_outbox where template = 'review-invitation' and html like ${`%${done.reference}%`}`);
    const rows = (mails as unknown as { rows: { to: string; html: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.to).toBe(bob.email);
    expect(rows[0]?.html).toContain(`/bookings/${done.reference}#review`);
  });
});
