CREATE TABLE "family_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_stages_kind" CHECK ("family_stages"."kind" in ('due', 'born'))
);
--> statement-breakpoint
CREATE TABLE "stage_suggestion_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_proposals" ADD COLUMN "stage_range" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stage_range" jsonb;--> statement-breakpoint
ALTER TABLE "family_stages" ADD CONSTRAINT "family_stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_suggestion_subscriptions" ADD CONSTRAINT "stage_suggestion_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_stages_user_idx" ON "family_stages" USING btree ("user_id");