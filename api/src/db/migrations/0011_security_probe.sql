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
