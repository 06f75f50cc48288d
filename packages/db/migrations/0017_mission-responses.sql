CREATE TABLE "mission_response" (
	"mission_id" uuid NOT NULL,
	"guide_user_id" uuid NOT NULL,
	"availability" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_reason" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mission_response_mission_id_guide_user_id_pk" PRIMARY KEY("mission_id","guide_user_id"),
	CONSTRAINT "mission_response_answer_check" CHECK ("mission_response"."answer" IN ('yes', 'no', 'maybe', 'other'))
);
--> statement-breakpoint
ALTER TABLE "mission" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mission_response" ADD CONSTRAINT "mission_response_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_response" ADD CONSTRAINT "mission_response_guide_user_id_app_user_id_fk" FOREIGN KEY ("guide_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_response_guide_idx" ON "mission_response" USING btree ("guide_user_id");--> statement-breakpoint
CREATE INDEX "mission_guide_idx" ON "mission" USING btree ("guide_user_id") WHERE "mission"."guide_user_id" is not null;