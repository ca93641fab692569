CREATE TABLE "import_commits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"request_hash" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_commits" ADD CONSTRAINT "import_commits_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;