CREATE TABLE "cruise_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cruise_line_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cruise_ship" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"cruise_line_id" integer NOT NULL,
	"name" text NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cruise_ship_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "cruise_ship" ADD CONSTRAINT "cruise_ship_cruise_line_id_cruise_line_id_fk" FOREIGN KEY ("cruise_line_id") REFERENCES "public"."cruise_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cruise_line_name_idx" ON "cruise_line" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cruise_ship_line_name_idx" ON "cruise_ship" USING btree ("cruise_line_id",lower("name"));