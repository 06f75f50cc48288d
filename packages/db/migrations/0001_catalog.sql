CREATE TABLE "content_entry" (
	"cms" text NOT NULL,
	"language" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entry_cms_language_pk" PRIMARY KEY("cms","language")
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_country" text,
	"language" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"visited_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tour" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"min_people" smallint DEFAULT 1 NOT NULL,
	"max_people" smallint NOT NULL,
	"min_start_time" time NOT NULL,
	"max_start_time" time NOT NULL,
	"weekdays" smallint DEFAULT 127 NOT NULL,
	"guide_languages" text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tour_people_check" CHECK ("tour"."min_people" >= 1 and "tour"."max_people" >= "tour"."min_people"),
	CONSTRAINT "tour_start_check" CHECK ("tour"."min_start_time" <= "tour"."max_start_time")
);
--> statement-breakpoint
CREATE TABLE "tour_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_price" (
	"tour_id" integer NOT NULL,
	"duration" text NOT NULL,
	"band" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "tour_price_tour_id_band_duration_pk" PRIMARY KEY("tour_id","band","duration"),
	CONSTRAINT "tour_price_positive" CHECK ("tour_price"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_text" (
	"tour_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"itinerary" jsonb NOT NULL,
	"included" text[] NOT NULL,
	"not_included" text[] NOT NULL,
	"accessibility" text[] NOT NULL,
	"highlights" text[] NOT NULL,
	"important_information" text[] NOT NULL,
	"meeting_point" text NOT NULL,
	CONSTRAINT "tour_text_tour_id_language_pk" PRIMARY KEY("tour_id","language")
);
--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_category_id_tour_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_image" ADD CONSTRAINT "tour_image_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_price" ADD CONSTRAINT "tour_price_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_text" ADD CONSTRAINT "tour_text_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_tour_idx" ON "review" USING btree ("tour_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_city_idx" ON "review" USING btree ("city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_language_rating_idx" ON "review" USING btree ("language","id") WHERE "review"."rating" >= 4;--> statement-breakpoint
CREATE INDEX "tour_city_category_idx" ON "tour" USING btree ("city_id","category_id") WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_category_popularity_idx" ON "tour" USING btree ("category_id","review_count" DESC NULLS LAST) WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_popularity_idx" ON "tour" USING btree ("review_count" DESC NULLS LAST,"id") WHERE "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_featured_idx" ON "tour" USING btree ("review_count" DESC NULLS LAST) WHERE "tour"."featured" and "tour"."activated";--> statement-breakpoint
CREATE INDEX "tour_search_trgm_idx" ON "tour" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tour_features_idx" ON "tour" USING gin ("features");--> statement-breakpoint
CREATE INDEX "tour_image_tour_idx" ON "tour_image" USING btree ("tour_id","position");--> statement-breakpoint
CREATE INDEX "tour_price_band_price_idx" ON "tour_price" USING btree ("band","price_cents");