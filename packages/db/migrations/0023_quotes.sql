CREATE TABLE "quote" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"contact_name" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"request" jsonb NOT NULL,
	"city_id" integer,
	"service_day" date,
	"service_time" time,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone,
	"follow_token_hash" text NOT NULL,
	"offer_amount" integer,
	"offer_included" text,
	"offer_valid_until" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"offered_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quote_kind_check" CHECK ("quote"."kind" IN ('airport-pickup', 'transfer', 'business-trip', 'cruise', 'general')),
	CONSTRAINT "quote_status_check" CHECK ("quote"."status" IN ('submitted', 'offered', 'accepted', 'paid', 'declined', 'expired')),
	CONSTRAINT "quote_offer_check" CHECK (("quote"."status" = 'submitted') = ("quote"."offer_amount" is null) and ("quote"."offer_amount" is null) = ("quote"."offer_valid_until" is null) and ("quote"."offer_amount" is null or "quote"."offer_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "cart_item" ALTER COLUMN "tour_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_offered_by_app_user_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_user_idx" ON "quote" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_status_idx" ON "quote" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_offer_expiry_idx" ON "quote" USING btree ("offer_valid_until") WHERE "quote"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_quoteId_unique" UNIQUE("quote_id");--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_kind_check" CHECK (("cart_item"."tour_id" is null) <> ("cart_item"."quote_id" is null));