import type { Database, Executor } from '@cicerone/db/client';
import { AppError } from '@cicerone/core/errors';
import type { AdminCruiseCompany, AdminCruiseShip, CruiseChangeBody, CruiseCompany } from '@cicerone/core/contracts/cruises';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import {
  cruiseLineExists,
  insertCruiseLine,
  lockCruiseLine,
  lockCruiseShip,
  insertCruiseShip,
  selectCruiseFleet,
  selectShipInService,
  updateCruiseLine,
  updateCruiseShip,
} from './cruise-queries.ts';

/**
 * Cruise companies and their ships (decision 0021): the list the cruise request form offers, and
 * the back office's edits of it. A company or ship is retired, never deleted, so a request already
 * sent keeps naming it; every edit is written to the admin action log in its transaction.
 */
export function cruiseService(db: Database) {
  /** An edit that would give two companies, or two ships of one company, the same name is a 409. */
  async function named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('cruise_name_taken');
      throw error;
    }
  }

  async function fleet(inService: boolean) {
    const { lines, ships } = await selectCruiseFleet(db, { inService });
    return lines.map((line) => ({ ...line, ships: ships.filter((ship) => ship.lineId === line.id).map(({ id, name, activated }) => ({ id, name, activated })) }));
  }

  return {
    /** GET /api/cruises-ships: the companies in service that have a ship in service, each with those ships. */
    async companiesWithShips(): Promise<CruiseCompany[]> {
      return (await fleet(true))
        .filter((line) => line.ships.length > 0)
        .map((line) => ({ id: line.id, name: line.name, ships: line.ships.map(({ id, name }) => ({ id, name })) }));
    },

    /** The back office's list: every company and ship, retired ones included. */
    adminList(): Promise<AdminCruiseCompany[]> {
      return fleet(false);
    },

    /** The ship a cruise request names, with its company, if both are in service; else null. */
    shipInService(shipId: number) {
      return selectShipInService(db, shipId);
    },

    addCompany(adminUserId: string, name: string): Promise<AdminCruiseCompany> {
      return named(() =>
        db.transaction(async (tx) => {
          const line = await insertCruiseLine(tx, name);
          if (!line) throw new AppError('internal');
          await log(tx, adminUserId, 'cruise_line.added', 'cruise_line', line.id, {}, { name: line.name, activated: line.activated });
          return { ...line, ships: [] };
        }),
      );
    },

    changeCompany(adminUserId: string, id: number, change: CruiseChangeBody): Promise<Omit<AdminCruiseCompany, 'ships'>> {
      return named(() =>
        db.transaction(async (tx) => {
          const before = await lockCruiseLine(tx, id);
          const line = await updateCruiseLine(tx, id, change);
          if (!before || !line) throw new AppError('cruise_line_not_found');
          await log(tx, adminUserId, 'cruise_line.changed', 'cruise_line', id, before, { name: line.name, activated: line.activated });
          return line;
        }),
      );
    },

    addShip(adminUserId: string, cruiseLineId: number, name: string): Promise<AdminCruiseShip> {
      return named(() =>
        db.transaction(async (tx) => {
          if (!(await cruiseLineExists(tx, cruiseLineId))) throw new AppError('cruise_line_not_found');
          const ship = await insertCruiseShip(tx, cruiseLineId, name);
          if (!ship) throw new AppError('internal');
          await log(tx, adminUserId, 'cruise_ship.added', 'cruise_ship', ship.id, {}, { name: ship.name, activated: ship.activated, cruiseLineId });
          return ship;
        }),
      );
    },

    changeShip(adminUserId: string, id: number, change: CruiseChangeBody): Promise<AdminCruiseShip> {
      return named(() =>
        db.transaction(async (tx) => {
          const before = await lockCruiseShip(tx, id);
          const ship = await updateCruiseShip(tx, id, change);
          if (!before || !ship) throw new AppError('cruise_ship_not_found');
          await log(tx, adminUserId, 'cruise_ship.changed', 'cruise_ship', id, before, { name: ship.name, activated: ship.activated });
          return ship;
        }),
      );
    },
  };
}

/** The line of a change: the fields it touched before and after (a new record's 'before' is all null). */
function log(
  tx: Executor,
  adminUserId: string,
  action: 'cruise_line.added' | 'cruise_line.changed' | 'cruise_ship.added' | 'cruise_ship.changed',
  subjectType: 'cruise_line' | 'cruise_ship',
  id: number,
  before: Record<string, string | number | boolean>,
  after: Record<string, string | number | boolean>,
) {
  return recordAdminAction(tx, { adminUserId, action, subjectType, subjectId: String(id), ...changedFields(before, after) });
}

export type CruiseService = ReturnType<typeof cruiseService>;
