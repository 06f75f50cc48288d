-- tour.list_prices of the tours priced before it existed (decision 0039), as refreshListPrices
-- (packages/db/src/list-prices.ts) writes it: per band 0–6 the cheapest duration's price, then the
-- price of 4h, 8h and bike_4h; null where the tour has none.
WITH slot AS (
  SELECT b.band, d.duration, b.band * 4 + d.ord AS position
  FROM generate_series(0, 6) AS b(band)
  CROSS JOIN (VALUES (1, NULL::text), (2, '4h'), (3, '8h'), (4, 'bike_4h')) AS d(ord, duration)
),
priced AS (
  SELECT tp."tour_id", s.position, min(tp."price_cents") AS cents
  FROM "tour_price" tp JOIN slot s ON s.band = tp."band" AND (s.duration IS NULL OR s.duration = tp."duration")
  GROUP BY tp."tour_id", s.position
),
lists AS (
  SELECT t."id", array_agg(p.cents ORDER BY s.position) AS prices
  FROM "tour" t CROSS JOIN slot s LEFT JOIN priced p ON p."tour_id" = t."id" AND p.position = s.position
  GROUP BY t."id"
)
UPDATE "tour" SET "list_prices" = lists.prices FROM lists WHERE lists."id" = "tour"."id";
