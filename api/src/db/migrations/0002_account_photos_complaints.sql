CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"profile_id" integer,
	"member_id" integer,
	"email" text,
	"ip" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "member_tokens" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "dhash" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_ip_time" ON "complaints" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "complaints_member" ON "complaints" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "profile_images_dhash" ON "profile_images" USING btree ("dhash");