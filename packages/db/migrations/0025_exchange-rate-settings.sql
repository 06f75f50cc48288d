CREATE TABLE "exchange_rate_override" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"set_by" uuid NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_refresh" (
	"day" date PRIMARY KEY NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rate_override" ADD CONSTRAINT "exchange_rate_override_currency_currency_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currency"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_override" ADD CONSTRAINT "exchange_rate_override_set_by_app_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;