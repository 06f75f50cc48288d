CREATE TABLE "tour_availability" (
	"tour_id" integer PRIMARY KEY NOT NULL,
	"groups_per_day" smallint DEFAULT 4 NOT NULL,
	"booking_cutoff_hours" smallint DEFAULT 24 NOT NULL,
	CONSTRAINT "tour_availability_groups_positive" CHECK ("tour_availability"."groups_per_day" > 0),
	CONSTRAINT "tour_availability_cutoff_check" CHECK ("tour_availability"."booking_cutoff_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_blocked_date" (
	"tour_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "tour_blocked_date_tour_id_day_pk" PRIMARY KEY("tour_id","day")
);
--> statement-breakpoint
CREATE TABLE "tour_day_capacity" (
	"tour_id" integer NOT NULL,
	"day" date NOT NULL,
	"held" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_day_capacity_tour_id_day_pk" PRIMARY KEY("tour_id","day"),
	CONSTRAINT "tour_day_capacity_held_check" CHECK ("tour_day_capacity"."held" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tour_availability" ADD CONSTRAINT "tour_availability_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_blocked_date" ADD CONSTRAINT "tour_blocked_date_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_day_capacity" ADD CONSTRAINT "tour_day_capacity_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;