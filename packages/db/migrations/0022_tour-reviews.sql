CREATE TABLE "review_photo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_photo" ADD CONSTRAINT "review_photo_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photo_review_idx" ON "review_photo" USING btree ("review_id","position");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_hidden_by_app_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_created_idx" ON "review" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_review_invitation_idx" ON "booking" USING btree ("starts_at") WHERE "booking"."status" = 'completed' and "booking"."review_invited_at" is null;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_bookingId_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_hidden_reason_check" CHECK (("review"."hidden_at" is null) = ("review"."hidden_reason" is null));