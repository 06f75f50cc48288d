import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCruiseCompanySchema, cruiseCompanySchema, type CruiseCompany } from '@cicerone/core/contracts/cruises';
import { roles } from '@cicerone/core/roles';
import { adminAction } from '@cicerone/db/schema/admin';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  customer = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

async function publicList(): Promise<CruiseCompany[]> {
  const response = await test.app.inject({ url: '/api/cruises-ships' });
  expect(response.statusCode).toBe(200);
  return z.array(cruiseCompanySchema.strict()).parse(response.json());
}
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, user: TestUser | null = admin) =>
  test.app.inject({ method, url, payload: payload as object, headers: user ? { authorization: user.bearer } : {} });
const byName = new Intl.Collator('en', { sensitivity: 'base' });

describe('GET /api/cruises-ships', () => {
  it('lists the seeded major lines with their ships, both by name', async () => {
    const companies = await publicList();
    expect(companies.length).toBeGreaterThanOrEqual(10);
    expect(companies.flatMap((company) => company.ships).length).toBeGreaterThanOrEqual(80);
    expect(companies.map((company) => company.name)).toEqual(companies.map((company) => company.name).toSorted(byName.compare));
    const cunard = companies.find((company) => company.name === 'Cunard');
    expect(cunard?.ships.map((ship) => ship.name)).toEqual(['Queen Anne', 'Queen Elizabeth', 'Queen Mary 2', 'Queen Victoria']);
  });
});

describe('the back office of cruise companies and ships', () => {
  it('adds a company and a ship, renames the ship, and the form lists them', async () => {
    const added = await send('POST', '/api/admin/cruise-lines', { name: '  Explora Journeys ' });
    expect(added.statusCode, added.body).toBe(201);
    const company = adminCruiseCompanySchema.parse(added.json());
    expect(company).toMatchObject({ name: 'Explora Journeys', activated: true, ships: [] });
    // A company without a ship in service offers nothing to choose: the form leaves it out.
    expect((await publicList()).map((line) => line.name)).not.toContain('Explora Journeys');

    const ship = await send('POST', `/api/admin/cruise-lines/${company.id}/ships`, { name: 'Explora 1' });
    expect(ship.statusCode, ship.body).toBe(201);
    const shipId = ship.json<{ id: number }>().id;
    const renamed = await send('PUT', `/api/admin/cruise-ships/${shipId}`, { name: 'EXPLORA I' });
    expect(renamed.json()).toEqual({ id: shipId, name: 'EXPLORA I', activated: true });
    expect((await publicList()).find((line) => line.id === company.id)?.ships).toEqual([{ id: shipId, name: 'EXPLORA I' }]);
    expect(await test.app.services.cruises.shipInService(shipId)).toEqual({ ship: { id: shipId, name: 'EXPLORA I' }, company: { id: company.id, name: 'Explora Journeys' } });

    const logged = await test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'cruise_ship'), eq(adminAction.subjectId, String(shipId))));
    expect(logged.map((row) => [row.action, row.adminUserId, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ['cruise_ship.added', admin.id, { name: null, activated: null, cruiseLineId: null }, { name: 'Explora 1', activated: true, cruiseLineId: company.id }],
        ['cruise_ship.changed', admin.id, { name: 'Explora 1' }, { name: 'EXPLORA I' }],
      ]),
    );
  });

  it('retires a ship or a whole company from the form, keeping them in the back office, and brings them back', async () => {
    const [before] = (await publicList()).filter((line) => line.name === 'Disney Cruise Line');
    const magic = before?.ships.find((ship) => ship.name === 'Disney Magic');
    if (!before || !magic) throw new Error('Disney Magic is seeded');

    expect((await send('PUT', `/api/admin/cruise-ships/${magic.id}`, { activated: false })).statusCode).toBe(200);
    expect((await publicList()).find((line) => line.id === before.id)?.ships.map((ship) => ship.id)).not.toContain(magic.id);
    expect(await test.app.services.cruises.shipInService(magic.id)).toBeNull();

    expect((await send('PUT', `/api/admin/cruise-lines/${before.id}`, { activated: false })).json()).toMatchObject({ id: before.id, activated: false });
    expect((await publicList()).map((line) => line.id)).not.toContain(before.id);
    const adminList = z.array(adminCruiseCompanySchema).parse((await test.app.inject({ url: '/api/admin/cruise-lines', headers: { authorization: admin.bearer } })).json());
    expect(adminList.find((line) => line.id === before.id)?.ships.find((ship) => ship.id === magic.id)).toEqual({ id: magic.id, name: 'Disney Magic', activated: false });

    await send('PUT', `/api/admin/cruise-lines/${before.id}`, { activated: true });
    await send('PUT', `/api/admin/cruise-ships/${magic.id}`, { activated: true });
    expect((await publicList()).find((line) => line.id === before.id)?.ships).toEqual(before.ships);
  });

  it('refuses a name already taken (any case), an empty change, an unknown id', async () => {
    const [cunard] = (await publicList()).filter((line) => line.name === 'Cunard');
    const taken = await send('POST', '/api/admin/cruise-lines', { name: 'cunard' });
    expect([taken.statusCode, taken.json<{ code: string }>().code]).toEqual([409, 'cruise_name_taken']);
    const shipTaken = await send('POST', `/api/admin/cruise-lines/${cunard?.id}/ships`, { name: 'queen mary 2' });
    expect([shipTaken.statusCode, shipTaken.json<{ code: string }>().code]).toEqual([409, 'cruise_name_taken']);
    expect((await send('PUT', `/api/admin/cruise-lines/${cunard?.id}`, {})).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/cruise-lines', { name: '   ' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/cruise-ships/999999', { name: 'Nowhere' })).json<{ code: string }>().code).toBe('cruise_ship_not_found');
    expect((await send('POST', '/api/admin/cruise-lines/999999/ships', { name: 'Nowhere' })).json<{ code: string }>().code).toBe('cruise_line_not_found');
  });

  it('is refused to anyone but an admin, and changes nothing then', async () => {
    for (const [user, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await send('POST', '/api/admin/cruise-lines', { name: 'Pirate Line' }, user)).statusCode).toBe(status);
      expect((await send('PUT', '/api/admin/cruise-ships/1', { activated: false }, user)).statusCode).toBe(status);
      expect((await test.app.inject({ url: '/api/admin/cruise-lines', headers: user ? { authorization: user.bearer } : {} })).statusCode).toBe(status);
    }
    expect((await publicList()).map((line) => line.name)).not.toContain('Pirate Line');
  });
});
