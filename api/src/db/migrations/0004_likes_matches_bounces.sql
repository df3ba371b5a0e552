CREATE TABLE "page_bounces" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "likes_liked_profile";--> statement-breakpoint
ALTER TABLE "likes" ALTER COLUMN "liker_member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "liker_profile_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "auto_like_delay_seconds" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_bounces" ADD CONSTRAINT "page_bounces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_bounces" ADD CONSTRAINT "page_bounces_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_bounces_site_time" ON "page_bounces" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_profile_id_profiles_id_fk" FOREIGN KEY ("liker_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_fictional_pair" ON "likes" USING btree ("liker_profile_id","liked_profile_id");--> statement-breakpoint
CREATE INDEX "likes_liked_profile" ON "likes" USING btree ("liked_profile_id","created_at");--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_one_liker" CHECK (("likes"."liker_member_id" is null) <> ("likes"."liker_profile_id" is null));