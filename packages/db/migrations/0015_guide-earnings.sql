CREATE TABLE "mission_earning" (
	"mission_id" uuid PRIMARY KEY NOT NULL,
	"guide_user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"share_percent" smallint NOT NULL,
	"amount" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"statement_id" uuid,
	"fixed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_earning_amount_check" CHECK ("mission_earning"."amount" >= 0 and "mission_earning"."share_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "payout_statement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"guide_user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"amount" integer NOT NULL,
	"mission_count" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_statement_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payout_statement_status_check" CHECK ("payout_statement"."status" IN ('due', 'paid')),
	CONSTRAINT "payout_statement_month_check" CHECK ("payout_statement"."month" between 1 and 12 and "payout_statement"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tour" ADD COLUMN "guide_share_percent" smallint;--> statement-breakpoint
ALTER TABLE "mission_earning" ADD CONSTRAINT "mission_earning_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_earning" ADD CONSTRAINT "mission_earning_guide_user_id_app_user_id_fk" FOREIGN KEY ("guide_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_earning" ADD CONSTRAINT "mission_earning_statement_id_payout_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payout_statement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statement" ADD CONSTRAINT "payout_statement_guide_user_id_app_user_id_fk" FOREIGN KEY ("guide_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_earning_period_idx" ON "mission_earning" USING btree ("year","month","guide_user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statement_period_idx" ON "payout_statement" USING btree ("guide_user_id","currency","year","month");--> statement-breakpoint
CREATE INDEX "payout_statement_month_idx" ON "payout_statement" USING btree ("year","month");--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_guide_share_check" CHECK ("tour"."guide_share_percent" between 0 and 100);