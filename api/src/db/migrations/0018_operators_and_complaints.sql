-- The operators' queue of members' conversations with fictional profiles (claims, answers marked with their operator, each fictional profile's notes) and moderators' decisions on complaints (DSA art. 17): docs/console.md.
CREATE TABLE "operator_answers" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_queue" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"last_message_id" integer NOT NULL,
	"claimed_by" integer,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_notes" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"notes" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decision_ground" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "written_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "operator_answers" ADD CONSTRAINT "operator_answers_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_answers" ADD CONSTRAINT "operator_answers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_answers" ADD CONSTRAINT "operator_answers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_claimed_by_staff_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notes" ADD CONSTRAINT "profile_notes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notes" ADD CONSTRAINT "profile_notes_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_answers_staff" ON "operator_answers" USING btree ("staff_id","answered_at");--> statement-breakpoint
CREATE INDEX "operator_queue_waiting" ON "operator_queue" USING btree ("waiting_since","conversation_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_written_by_staff_id_staff_id_fk" FOREIGN KEY ("written_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_open" ON "complaints" USING btree ("created_at","id") WHERE "complaints"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "messages_operator_client" ON "messages" USING btree ("written_by_staff_id","client_id") WHERE "messages"."written_by_staff_id" is not null;