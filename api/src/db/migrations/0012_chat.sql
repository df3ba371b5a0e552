-- Conversations between two profiles, their two sides' read state, and messages keyed by the sender's client id (mf-chat, docs/chat.md); complaints keep their evidence (a report from the chat attaches the last messages).
CREATE TABLE "conversation_members" (
	"conversation_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"member_id" integer,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"read_up_to" integer DEFAULT 0 NOT NULL,
	"cleared_up_to" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_members_pkey" PRIMARY KEY("conversation_id","profile_id"),
	CONSTRAINT "conversation_members_unread_not_negative" CHECK ("conversation_members"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_profile_id" integer NOT NULL,
	"high_profile_id" integer NOT NULL,
	"started_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pair_ordered" CHECK ("conversations"."low_profile_id" < "conversations"."high_profile_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_profile_id" integer NOT NULL,
	"sender_member_id" integer,
	"client_id" text,
	"kind" text NOT NULL,
	"text" text,
	"gift_id" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_known" CHECK ("messages"."kind" in ('text', 'gift', 'photo'))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_low_profile_id_profiles_id_fk" FOREIGN KEY ("low_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_high_profile_id_profiles_id_fk" FOREIGN KEY ("high_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_member_id_members_id_fk" FOREIGN KEY ("started_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_profile_id_profiles_id_fk" FOREIGN KEY ("sender_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_member_id_members_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_member" ON "conversation_members" USING btree ("member_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair" ON "conversations" USING btree ("low_profile_id","high_profile_id");--> statement-breakpoint
CREATE INDEX "conversations_started_by" ON "conversations" USING btree ("started_by_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client" ON "messages" USING btree ("sender_member_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_page" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_held" ON "messages" USING btree ("sender_member_id") WHERE "messages"."delivered_at" is null;--> statement-breakpoint