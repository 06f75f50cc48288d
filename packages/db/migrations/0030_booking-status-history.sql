CREATE TABLE "booking_status_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_status_change_event_check" CHECK ("booking_status_change"."event" IN ('order_placed', 'payment_succeeded', 'payment_received_by_admin', 'order_expired', 'cancelled_by_customer', 'tour_ended', 'cancelled_by_admin'))
);
--> statement-breakpoint
ALTER TABLE "booking_status_change" ADD CONSTRAINT "booking_status_change_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_change" ADD CONSTRAINT "booking_status_change_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_change_booking_idx" ON "booking_status_change" USING btree ("booking_id","at","id");--> statement-breakpoint
CREATE INDEX "booking_starts_idx" ON "booking" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "booking_created_idx" ON "booking" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "booking_status_idx" ON "booking" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "booking_tour_idx" ON "booking" USING btree ("tour_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_day_idx" ON "booking" USING btree ("day");--> statement-breakpoint
CREATE INDEX "booking_contact_email_idx" ON "booking" USING btree (lower("contact_email"));