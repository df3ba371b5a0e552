CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_entries_amount_not_zero" CHECK ("credit_entries"."amount" <> 0),
	CONSTRAINT "credit_entries_balance_not_negative" CHECK ("credit_entries"."balance_after" >= 0),
	CONSTRAINT "credit_entries_kind_known" CHECK ("credit_entries"."kind" in ('opening_balance', 'signup_bonus', 'purchase', 'message', 'gift', 'photo', 'refund', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "server_event_streams" (
	"stream" text PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_events" (
	"stream" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_events_pkey" PRIMARY KEY("stream","seq")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_role_known" CHECK ("staff"."role" in ('moderator', 'operator', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_member_page" ON "credit_entries" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "server_events_created" ON "server_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_audit_record" ON "staff_audit" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff" ON "staff_audit" USING btree ("staff_id","created_at");--> statement-breakpoint
-- A deleted member's profile was 'invisible'; the profiles domain calls it 'hidden'.
UPDATE "profiles" SET "status" = 'hidden' WHERE "status" = 'invisible';--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_status_known" CHECK ("profiles"."status" in ('active', 'hidden', 'blocked', 'disabled'));--> statement-breakpoint
-- Balances held before the ledger become each member's first entry, so the balance is the sum of the entries from now on.
INSERT INTO "credit_entries" ("member_id", "amount", "kind", "reference", "idempotency_key", "balance_after")
  SELECT "id", "credits", 'opening_balance', NULL, 'opening_balance:' || "id", "credits" FROM "members" WHERE "credits" > 0;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_credits_not_negative" CHECK ("members"."credits" >= 0);