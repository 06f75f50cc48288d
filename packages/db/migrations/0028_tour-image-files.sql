ALTER TABLE "tour_image" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "tour_image" ADD COLUMN "widths" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_image" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "tour_image_hash_idx" ON "tour_image" USING btree ("hash") WHERE "tour_image"."hash" is not null;