CREATE TABLE "promo_code_redemption" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_code" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "amount_off_eur_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "max_uses_per_user" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "tour_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_redemption" ADD CONSTRAINT "promo_code_redemption_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemption" ADD CONSTRAINT "promo_code_redemption_code_promo_code_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_code"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemption" ADD CONSTRAINT "promo_code_redemption_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_redemption_code_user_idx" ON "promo_code_redemption" USING btree ("code","user_id");--> statement-breakpoint
CREATE INDEX "promo_code_created_idx" ON "promo_code" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_amount_check" CHECK ("promo_code"."amount_off_eur_cents" >= 1);--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_one_discount_check" CHECK (("promo_code"."percent_off" is null) <> ("promo_code"."amount_off_eur_cents" is null));--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_agent_percent_check" CHECK ("promo_code"."kind" <> 'agent' or "promo_code"."percent_off" is not null);--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_limits_check" CHECK (coalesce("promo_code"."max_uses", 1) >= 1 and coalesce("promo_code"."max_uses_per_user", 1) >= 1);--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_validity_check" CHECK ("promo_code"."valid_from" is null or "promo_code"."valid_until" is null or "promo_code"."valid_from" <= "promo_code"."valid_until");