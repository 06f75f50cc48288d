CREATE INDEX "booking_starts_idx" ON "booking" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "booking_created_idx" ON "booking" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "booking_status_idx" ON "booking" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "booking_tour_idx" ON "booking" USING btree ("tour_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_day_idx" ON "booking" USING btree ("day");--> statement-breakpoint
CREATE INDEX "booking_contact_email_idx" ON "booking" USING btree (lower("contact_email"));