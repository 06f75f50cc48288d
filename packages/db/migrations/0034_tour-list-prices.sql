DROP INDEX "tour_popularity_idx";--> statement-breakpoint
DROP INDEX "tour_price_band_price_idx";--> statement-breakpoint
ALTER TABLE "tour" ADD COLUMN "list_prices" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tour_list_idx" ON "tour" USING btree ("review_count" DESC NULLS LAST,"id","category_id","city_id","min_people","max_people","weekdays","rating","features","list_prices") WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_rating_idx" ON "tour" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_0_idx" ON "tour" USING btree (("list_prices"[1])) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_1_idx" ON "tour" USING btree (("list_prices"[5])) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_2_idx" ON "tour" USING btree (("list_prices"[9])) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_3_idx" ON "tour" USING btree (("list_prices"[13])) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_4_idx" ON "tour" USING btree (("list_prices"[17])) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_5_idx" ON "tour" USING btree (("list_prices"[21])) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_from_price_6_idx" ON "tour" USING btree (("list_prices"[25])) WHERE "tour"."activated";