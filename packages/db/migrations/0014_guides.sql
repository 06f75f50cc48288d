CREATE TABLE "guide_audio_answer" (
	"user_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_audio_answer_user_id_question_key_pk" PRIMARY KEY("user_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "guide_profile" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"recruitment_status" text DEFAULT 'in_progress' NOT NULL,
	"city_id" integer,
	"bike_tours" boolean DEFAULT false NOT NULL,
	"car_tours" boolean DEFAULT false NOT NULL,
	"spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"answers_language" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"picture_key" text,
	"last_step" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_profile_recruitment_status_check" CHECK ("guide_profile"."recruitment_status" IN ('in_progress', 'submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "guide_audio_answer" ADD CONSTRAINT "guide_audio_answer_user_id_guide_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."guide_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_profile" ADD CONSTRAINT "guide_profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_profile" ADD CONSTRAINT "guide_profile_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_profile" ADD CONSTRAINT "guide_profile_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_profile_submitted_idx" ON "guide_profile" USING btree ("submitted_at") WHERE "guide_profile"."recruitment_status" = 'submitted';--> statement-breakpoint
CREATE INDEX "guide_profile_city_approved_idx" ON "guide_profile" USING btree ("city_id") WHERE "guide_profile"."recruitment_status" = 'approved';