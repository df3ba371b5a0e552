CREATE TABLE "password_reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"member_id" integer,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "swipe_days" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_end" timestamp with time zone NOT NULL,
	"likes_used" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"account" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_attempts_lookup";--> statement-breakpoint
-- Every attempt so far was a member's login, on the account "<site id>:<address>".
ALTER TABLE "login_attempts" ADD COLUMN "realm" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ALTER COLUMN "realm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "account" text;--> statement-breakpoint
UPDATE "login_attempts" SET "account" = "site_id" || ':' || lower("email");--> statement-breakpoint
ALTER TABLE "login_attempts" ALTER COLUMN "account" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_days" ADD CONSTRAINT "swipe_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending" ON "password_reset_requests" USING btree ("id") WHERE "password_reset_requests"."handled_at" is null and "password_reset_requests"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "password_reset_requests_created" ON "password_reset_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_member" ON "password_reset_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_device" ON "trusted_devices" USING btree ("realm","account","token_hash");--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_device_id_trusted_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."trusted_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mail_due" ON "outgoing_mail" USING btree ("next_attempt_at") WHERE "outgoing_mail"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "login_attempts_lookup" ON "login_attempts" USING btree ("realm","account","created_at");--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "site_id";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD CONSTRAINT "outgoing_mail_status_known" CHECK ("outgoing_mail"."status" in ('queued', 'sent', 'kept', 'failed'));--> statement-breakpoint
-- Mail stored before the queue was already rendered: kept in the outbox, sent by SMTP, or (SMTP failed then) given up on.
UPDATE "outgoing_mail" SET "status" = CASE WHEN "transport" = 'outbox' THEN 'kept' WHEN "sent_at" IS NOT NULL THEN 'sent' ELSE 'failed' END;
--> statement-breakpoint
-- The swipe day in progress moves out of the likes table: a member's swipe likes of the last 24 hours count until 24 hours after the first of them.
INSERT INTO "swipe_days" ("member_id", "day_start", "day_end", "likes_used")
  SELECT "liker_member_id", min("created_at"), min("created_at") + interval '24 hours', count(*)::int
  FROM "likes" WHERE "source" = 'swipe' AND "liker_member_id" IS NOT NULL AND "created_at" > now() - interval '24 hours'
  GROUP BY "liker_member_id";
