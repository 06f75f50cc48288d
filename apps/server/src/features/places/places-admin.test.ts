import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPlacesSchema, placeTextsSchema } from '@cicerone/core/contracts/admin-places';
import { roles } from '@cicerone/core/roles';
import { adminAction } from '@cicerone/db/schema/admin';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createContent, createTour, placeIds } from '../../test/catalog-factory.ts';

/** Cities, countries and categories kept by the back office (requirements §back-office.catalogue): every change shows on the public answers at once. */
let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

const get = (url: string, user: TestUser | null = admin) => test.app.inject({ url, headers: user ? { authorization: user.bearer } : {} });
const put = (url: string, payload: object) => test.app.inject({ method: 'PUT', url, headers: { authorization: admin.bearer }, payload });
const linesOf = (subjectType: 'city' | 'country' | 'category', id: number) => test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, subjectType), eq(adminAction.subjectId, String(id))));

describe('the back office of places', () => {
  it('switches a city off: it leaves the public list and its page at once, with one audit line', async () => {
    const { cityId } = await placeIds(test.db, 'lyon');
    // The public answers are read (and cached) first.
    const before = await get('/api/cities?q=lyon', null);
    expect(before.json<{ slug: string }[]>().map((city) => city.slug)).toContain('lyon');
    expect((await get('/api/city/data?slug=lyon', null)).statusCode).toBe(200);

    const changed = await put(`/api/admin/places/cities/${cityId}`, { activated: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ place: { slug: 'lyon', activated: false }, changed: ['activated'] });
    expect((await get('/api/cities?q=lyon', null)).json<{ slug: string }[]>().map((city) => city.slug)).not.toContain('lyon');
    expect((await get('/api/city/data?slug=lyon', null)).statusCode).toBe(404);
    expect(await linesOf('city', cityId)).toMatchObject([{ action: 'city.changed', adminUserId: admin.id, before: { activated: true }, after: { activated: false } }]);

    await put(`/api/admin/places/cities/${cityId}`, { activated: true });
    expect((await get('/api/city/data?slug=lyon', null)).statusCode).toBe(200);
  });

  it('features and orders a city, orders a category, and refuses what a kind has not', async () => {
    const { cityId, countryId } = await placeIds(test.db, 'lyon');
    const changed = await put(`/api/admin/places/cities/${cityId}`, { featured: true, order: 1 });
    expect(changed.json()).toMatchObject({ place: { featured: true, order: 1 } });
    expect((await get('/api/featuredCities', null)).json<{ slug: string }[]>().map((city) => city.slug)).toContain('lyon');
    expect((await put(`/api/admin/places/countries/${countryId}`, { order: 3 })).json()).toMatchObject({ code: 'validation_failed' });
    const categories = adminPlacesSchema.parse((await get('/api/admin/places?kind=categories&sort=name&dir=asc')).json());
    const first = categories.places[0];
    if (!first) throw new Error('no category');
    expect((await put(`/api/admin/places/categories/${first.id}`, { order: 42 })).json()).toMatchObject({ place: { order: 42 } });
  });

  it('writes a city’s page text in one language, shown by /api/city/data at once, English elsewhere', async () => {
    const { cityId } = await placeIds(test.db, 'nice');
    // A city page shows a city switched on, with tours.
    await createTour(test.db, { city: 'nice' });
    await put(`/api/admin/places/cities/${cityId}`, { activated: true });
    await createContent(test.db, 'city:nice', 'en_US', { title: 'Nice', summary: 'The bay of angels.' });
    expect((await get('/api/city/data?slug=nice&language=fr_FR', null)).json()).toMatchObject({ content: { language: 'en_US', data: { title: 'Nice' } } });
    const saved = await put(`/api/admin/places/cities/${cityId}/texts/fr_FR`, { title: 'Nice, la baie', summary: 'La baie des Anges.', body: ['Un paragraphe.'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/city/data?slug=nice&language=fr_FR', null)).json()).toMatchObject({ content: { language: 'fr_FR', data: { title: 'Nice, la baie', summary: 'La baie des Anges.' } } });
    const texts = placeTextsSchema.parse((await get(`/api/admin/places/cities/${cityId}/texts`)).json()).texts;
    expect(texts.find((text) => text.language === 'fr_FR')).toMatchObject({ written: true, title: 'Nice, la baie' });
    expect(texts.find((text) => text.language === 'de_DE')).toMatchObject({ written: false, title: 'Nice' });
    const lines = await linesOf('city', cityId);
    expect(lines.filter((line) => line.detail?.['language'] === 'fr_FR')).toMatchObject([{ before: { title: null }, after: { title: 'Nice, la baie', summary: 'La baie des Anges.' } }]);
  });

  it('renames a category in one language, shown by /api/tourCategories at once', async () => {
    const categories = adminPlacesSchema.parse((await get('/api/admin/places?kind=categories')).json());
    const category = categories.places[1];
    if (!category) throw new Error('no category');
    const saved = await put(`/api/admin/places/categories/${category.id}/texts/de_DE`, { title: 'Stadtrundgänge neu' });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await get('/api/tourCategories?language=de_DE', null)).json<{ slug: string; entry: { data: { title: string }[] } }[]>();
    expect(listed.find((row) => row.slug === category.slug)?.entry.data[0]?.title).toBe('Stadtrundgänge neu');
    expect(await linesOf('category', category.id)).toHaveLength(1);
  });
});
