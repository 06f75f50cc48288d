CREATE INDEX "tour_slug_trgm_idx" ON "tour" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tour_admin_reviews_idx" ON "tour" USING btree ("review_count","id");--> statement-breakpoint
CREATE INDEX "tour_admin_rating_idx" ON "tour" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "tour_admin_city_idx" ON "tour" USING btree ("city_id","activated","id");--> statement-breakpoint
CREATE INDEX "tour_admin_category_idx" ON "tour" USING btree ("category_id","activated","id");--> statement-breakpoint
CREATE INDEX "tour_admin_published_idx" ON "tour" USING btree ("activated","id");