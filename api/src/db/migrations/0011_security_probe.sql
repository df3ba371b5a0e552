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
ALTER TABLE "outgoing_mail" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending" ON "password_reset_requests" USING btree ("id") WHERE "password_reset_requests"."handled_at" is null and "password_reset_requests"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "password_reset_requests_created" ON "password_reset_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_member" ON "password_reset_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outgoing_mail_due" ON "outgoing_mail" USING btree ("next_attempt_at") WHERE "outgoing_mail"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD CONSTRAINT "outgoing_mail_status_known" CHECK ("outgoing_mail"."status" in ('queued', 'sent', 'kept', 'failed'));--> statement-breakpoint
-- Mail stored before the queue was already rendered: kept in the outbox, sent by SMTP, or (SMTP failed then) given up on.
UPDATE "outgoing_mail" SET "status" = CASE WHEN "transport" = 'outbox' THEN 'kept' WHEN "sent_at" IS NOT NULL THEN 'sent' ELSE 'failed' END;
