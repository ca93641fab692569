CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"registration_id" uuid,
	"provider_id" uuid,
	"event_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"title" text NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"facilitators" text[] DEFAULT '{}' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrant_message_recipients" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "registrant_message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "registrant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"author_user_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"include_waitlist" boolean DEFAULT false NOT NULL,
	"email_count" integer NOT NULL,
	"sms_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrant_message_recipients" ADD CONSTRAINT "registrant_message_recipients_message_id_registrant_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."registrant_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrant_message_recipients" ADD CONSTRAINT "registrant_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrant_messages" ADD CONSTRAINT "registrant_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrant_messages" ADD CONSTRAINT "registrant_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_unique" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_facilitation_unique" ON "certificates" USING btree ("event_id","provider_id");--> statement-breakpoint
CREATE INDEX "registrant_message_recipients_user_idx" ON "registrant_message_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registrant_messages_event_idx" ON "registrant_messages" USING btree ("event_id","created_at");