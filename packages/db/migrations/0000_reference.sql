CREATE TABLE "city" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL,
	"time_zone" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "city_key_unique" UNIQUE("key"),
	CONSTRAINT "city_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "continent" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "continent_code_unique" UNIQUE("code"),
	CONSTRAINT "continent_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"slug" text NOT NULL,
	"continent_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"calling_code" text,
	"activated" boolean DEFAULT true NOT NULL,
	CONSTRAINT "country_iso2_unique" UNIQUE("iso2"),
	CONSTRAINT "country_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"minor_units" smallint NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_currency_rate_date_pk" PRIMARY KEY("currency","rate_date")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"dataset" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_network" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"links_by_country" jsonb NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "social_network_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tour_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"position" smallint NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tour_category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_continent_id_continent_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_currency_currency_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_search_trgm_idx" ON "city" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "city_country_position_idx" ON "city" USING btree ("country_id","position");--> statement-breakpoint
CREATE INDEX "city_featured_idx" ON "city" USING btree ("position") WHERE "city"."featured";--> statement-breakpoint
CREATE INDEX "country_continent_idx" ON "country" USING btree ("continent_id");