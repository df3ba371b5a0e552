CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"code" text NOT NULL,
	"percentage" integer NOT NULL,
	"minimum_order" integer,
	"currency" text,
	"country" text,
	"methods" jsonb,
	"member_id" integer,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percentage" CHECK ("discount_codes"."percentage" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"code" text NOT NULL,
	"member_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_code_member_id_pk" PRIMARY KEY("code","member_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" integer NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"list_amount" integer NOT NULL,
	"vat_rate" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"discount_code" text,
	"discount_percentage" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('sdd', 'sct', 'ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'sofort', 'eps', 'blik', 'twint', 'swish', 'mobilepay', 'vipps', 'satispay', 'postepay', 'dankort', 'paysafecard', 'giropay', 'nexi', 'cartebancaire', 'maestro', 'visa', 'mastercard', 'prezelewy24')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."list_amount" >= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "payments_member" ON "payments" USING btree ("member_id","id");--> statement-breakpoint
