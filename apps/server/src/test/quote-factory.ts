import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { cruiseShip } from '@cicerone/db/schema/cruises';

/** Complete requests of each kind for the tests, with what a test changes; dates far enough ahead to stay in the future. */
export type QuoteBodyKind = 'airport-pickup' | 'transfer' | 'business-trip' | 'cruise' | 'general';

const common = (overrides: Record<string, unknown>) => ({
  currency: 'EUR',
  travellers: { adults: 2, children: 1, infants: 0 },
  // A fresh address each time: requests are limited per e-mail.
  contact: { name: 'Ann Traveller', email: `ann-${randomUUID().slice(0, 8)}@example.com`, phone: '+33 6 12 34 56 78' },
  message: 'We land early.',
  ...overrides,
});

export const quoteBodies: Record<QuoteBodyKind, (overrides?: Record<string, unknown>) => Record<string, unknown>> = {
  'airport-pickup': ({ cityId: _cityId, ...overrides } = {}) =>
    common({ kind: 'airport-pickup', routeType: 'airport_to_address', airportCode: 'CDG', flightNumber: 'AF1234', terminal: '2E', date: '2031-03-02', time: '06:40', suitcases: 3, address: '12 rue de Rivoli, Paris', ...overrides }),
  transfer: ({ cityId: _cityId, ...overrides } = {}) => common({ kind: 'transfer', addressFrom: 'Gare de Lyon, Paris', addressTo: 'Château de Versailles', date: '2031-03-03', time: '09:00', ...overrides }),
  'business-trip': (overrides = {}) => common({ kind: 'business-trip', companyName: 'Acme Events', fromDate: '2031-05-10', toDate: '2031-05-12', ...overrides }),
  cruise: ({ cityId: _cityId, ...overrides } = {}) =>
    common({
      kind: 'cruise',
      // A cruise request names a ship by its id: the caller passes a seeded ship's (seededShipId).
      stopovers: [
        { port: 'Naples', date: '2031-06-01', arrival: '08:00', departure: '18:00' },
        { port: 'Palermo', date: '2031-06-02', arrival: '09:00', departure: '17:30' },
      ],
      ...overrides,
    }),
  general: (overrides = {}) => common({ kind: 'general', contactReason: 'safari', fromDate: '2031-08-01', toDate: '2031-08-10', ...overrides }),
};

/** The id of a seeded ship by its key ('msc/msc-world-europa', decision 0021): a cruise request names its ship by id. */
export async function seededShipId(db: Executor, key: string): Promise<number> {
  const [row] = await db.select({ id: cruiseShip.id }).from(cruiseShip).where(eq(cruiseShip.key, key));
  if (!row) throw new Error(`no seeded ship ${key}`);
  return row.id;
}
