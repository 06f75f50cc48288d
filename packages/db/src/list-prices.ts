import { sql } from 'drizzle-orm';
import { listPriceSlots } from '@cicerone/core/catalog/pricing';
import type { Database } from './client.ts';

type Executor = Pick<Database, 'execute'>;

// The slots as two parallel array parameters; a slot without a duration holds the cheapest of the band.
const slotBands = `{${listPriceSlots.map((slot) => slot.band).join(',')}}`;
const slotDurations = `{${listPriceSlots.map((slot) => slot.duration ?? 'NULL').join(',')}}`;

/**
 * Copies the tours' tour_price rows into tour.list_prices (decision 0039): whoever writes a tour's
 * prices calls this in the same transaction, so the list never shows or filters on another price
 * than the tour's page. `tourIds` omitted: every tour (the demo seed, after its bulk load).
 */
export async function refreshListPrices(db: Executor, tourIds?: readonly number[]): Promise<void> {
  const scope = tourIds === undefined ? sql`true` : sql`t.id = any(${`{${tourIds.join(',')}}`}::int[])`;
  await db.execute(sql`
    with slot as (
      select * from unnest(${slotBands}::int[], ${slotDurations}::text[]) with ordinality as s(band, duration, position)
    ),
    priced as (
      select tp.tour_id, s.position, min(tp.price_cents) as cents
      from tour_price tp join slot s on s.band = tp.band and (s.duration is null or s.duration = tp.duration)
      where tp.tour_id in (select t.id from tour t where ${scope})
      group by tp.tour_id, s.position
    ),
    lists as (
      select t.id, array_agg(p.cents order by s.position) as prices
      from tour t cross join slot s left join priced p on p.tour_id = t.id and p.position = s.position
      where ${scope}
      group by t.id
    )
    update tour set list_prices = lists.prices from lists where lists.id = tour.id`);
}
