import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tour } from '@cicerone/db/schema/catalog';
import { tourCardSchema, type TourList } from '@cicerone/core/contracts/catalog';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../test/app.ts';
import { createTour, type CreatedTour } from '../../test/catalog-factory.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tours: CreatedTour[] = [];
beforeAll(async () => {
  test = await createTestApp();
  tours = [];
  for (let index = 0; index < 14; index += 1) tours.push(await createTour(test.db, { city: 'rome', titles: { en_US: `Rome walk ${index}`, fr_FR: `Balade romaine ${index}` } }));
});
afterAll(() => test.close());

const toggle = (user: TestUser, tourId: number | string, userId = user.id) =>
  test.app.inject({ method: 'PUT', url: `/api/tour/${tourId}/user-favourite/${userId}`, headers: { authorization: user.bearer } });
const favourites = async (user: TestUser, query = ''): Promise<TourList> => {
  const response = await test.app.inject({ method: 'GET', url: `/api/user/${user.id}/favourite-tours${query}`, headers: { authorization: user.bearer } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('favourite tours', () => {
  it('toggles a tour on and off', async () => {
    const user = await userWithSession(test.app, test.db);
    const on = await toggle(user, tours[0]!.id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ favourite: true });
    expect((await favourites(user)).tours.map((card) => card.id)).toEqual([tours[0]!.id]);
    expect((await toggle(user, tours[0]!.id)).json()).toEqual({ favourite: false });
    expect(await favourites(user)).toEqual({ tours: [], totalItems: 0, totalPages: 0, currentPage: 1, pageSize: 12 });
  });

  it('survives a double click', async () => {
    const user = await userWithSession(test.app, test.db);
    const answers = await Promise.all([toggle(user, tours[1]!.id), toggle(user, tours[1]!.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().favourite).sort()).toEqual([false, true]);
  });

  it('lists tour cards, newest favourite first, 12 a page, in the language and currency asked', async () => {
    const user = await userWithSession(test.app, test.db);
    for (const created of tours.slice(0, 13)) expect((await toggle(user, created.id)).statusCode).toBe(200);
    const first = await favourites(user, '?language=fr_FR&currency=usd');
    expect(first).toMatchObject({ totalItems: 13, totalPages: 2, currentPage: 1, pageSize: 12 });
    expect(first.tours.map((card) => card.id)).toEqual(tours.slice(1, 13).map((created) => created.id).reverse());
    expect(first.tours[0]?.title).toBe('Balade romaine 12');
    expect(first.tours[0]?.price?.currency).toBe('USD');
    expect(() => tourCardSchema.parse(first.tours[0])).not.toThrow();
    const second = await favourites(user, '?page=2');
    expect(second.tours.map((card) => card.id)).toEqual([tours[0]!.id]);

    // A withdrawn tour leaves the list (and the count).
    await test.db.update(tour).set({ activated: false }).where(eq(tour.id, tours[12]!.id));
    expect((await favourites(user)).totalItems).toBe(12);

    const ids = await test.app.services.favourites.favouriteTourIds(user.id, [tours[0]!.id, tours[13]!.id, 999_999]);
    expect(ids).toEqual([tours[0]!.id]);
    expect(await test.app.services.favourites.favouriteTourIds(user.id, [])).toEqual([]);
  });

  it('answers 404 for an unknown or withdrawn tour, 403 for another person', async () => {
    const [user, other] = await Promise.all([userWithSession(test.app, test.db), userWithSession(test.app, test.db)]);
    const unknown = await toggle(user, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('tour_not_found');
    const hidden = await createTour(test.db, { city: 'rome', activated: false });
    expect((await toggle(user, hidden.id)).statusCode).toBe(404);
    expect((await toggle(user, tours[2]!.id, other.id)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: `/api/user/${other.id}/favourite-tours`, headers: { authorization: user.bearer } })).statusCode).toBe(403);
    expect((await favourites(other)).totalItems).toBe(0);
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    expect((await toggle(admin, tours[2]!.id, '00000000-0000-4000-8000-000000000000')).json().code).toBe('user_not_found');
  });
});
