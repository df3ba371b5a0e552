CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"kvk" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"tradenames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"delete_discount" integer DEFAULT 0 NOT NULL,
	"added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"labels" jsonb NOT NULL,
	CONSTRAINT "interests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'not_confirmed' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"paid_user" boolean DEFAULT false NOT NULL,
	"signup_date" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"notifications_disabled" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"member_id" integer,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"filename" text NOT NULL,
	"thumb_filename" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"seeking" text,
	"sexuality" text,
	"hair_colour" text,
	"eye_colour" text,
	"body_type" text,
	"relationship_status" text,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tattoos" text,
	"signup_reason" text,
	"date_of_birth" date NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"about" text,
	"niche" integer DEFAULT 1 NOT NULL,
	"fictional" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"index_title" text NOT NULL,
	"description" text NOT NULL,
	"countries" jsonb NOT NULL,
	"visible_profile_fields" jsonb NOT NULL,
	"visible_profile_notes" boolean DEFAULT true NOT NULL,
	"niche" integer DEFAULT 1 NOT NULL,
	"signups" text DEFAULT 'all' NOT NULL,
	"logged_out_search" boolean DEFAULT true NOT NULL,
	"logged_out_search_trafficsource" boolean DEFAULT false NOT NULL,
	"enable_site_entry_popup" text DEFAULT 'yes' NOT NULL,
	"cdn_prefix" text DEFAULT '/media/' NOT NULL,
	"domain_language" text DEFAULT 'nl_NL' NOT NULL,
	"message_credits" integer NOT NULL,
	"photo_credits" integer NOT NULL,
	"gift_credits" integer NOT NULL,
	"signup_credits" integer NOT NULL,
	"message_length" integer NOT NULL,
	"minimum_message_costs" jsonb NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"search_fields" jsonb NOT NULL,
	"fictional_warning" text NOT NULL,
	"fictional_singular" text NOT NULL,
	"fictional_plural" text NOT NULL,
	"fictional_icon" text NOT NULL,
	"refund_days" integer NOT NULL,
	"member_resell" boolean DEFAULT false NOT NULL,
	"mail_name" text NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "tracking_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"network" text,
	"ref" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_data" ADD CONSTRAINT "tracking_data_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_lookup" ON "login_attempts" USING btree ("site_id","email","created_at");--> statement-breakpoint
CREATE INDEX "member_tokens_member" ON "member_tokens" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_email" ON "members" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "profile_images_profile" ON "profile_images" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_search" ON "profiles" USING btree ("status","gender","country");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_name" ON "regions" USING btree ("country","name");