CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_member_id" integer NOT NULL,
	"blocked_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"liker_member_id" integer NOT NULL,
	"liked_profile_id" integer NOT NULL,
	"source" text NOT NULL,
	"like_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_search";--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "sizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "blurred" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- Existing data: the orientations of 0000 get their new names, profiles count as seen when they
-- were created, and existing images (400 px main, 120 px thumbnail) become their size list.
UPDATE "profiles" SET "sexuality" = 'straight' WHERE "sexuality" = 'hetero';--> statement-breakpoint
UPDATE "profiles" SET "sexuality" = 'bisexual' WHERE "sexuality" = 'bi';--> statement-breakpoint
UPDATE "profiles" SET "sexuality" = NULL WHERE "sexuality" NOT IN ('straight', 'gay', 'lesbian', 'bisexual', 'pansexual', 'asexual', 'queer', 'questioning');--> statement-breakpoint
UPDATE "profiles" SET "last_seen_at" = "created_at" WHERE "last_seen_at" IS NULL;--> statement-breakpoint
UPDATE "profile_images" SET "sizes" = jsonb_build_array(
	jsonb_build_object('file', "thumb_filename", 'width', 120, 'height', 120),
	jsonb_build_object('file', "filename", 'width', 400, 'height', 400)
) WHERE "sizes" = '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_member_id_members_id_fk" FOREIGN KEY ("blocker_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_profile_id_profiles_id_fk" FOREIGN KEY ("blocked_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_member_id_members_id_fk" FOREIGN KEY ("liker_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_profile_id_profiles_id_fk" FOREIGN KEY ("liked_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_pair" ON "blocks" USING btree ("blocker_member_id","blocked_profile_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_profile" ON "blocks" USING btree ("blocked_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_pair" ON "likes" USING btree ("liker_member_id","liked_profile_id");--> statement-breakpoint
CREATE INDEX "likes_liker_day" ON "likes" USING btree ("liker_member_id","created_at");--> statement-breakpoint
CREATE INDEX "likes_liked_profile" ON "likes" USING btree ("liked_profile_id");--> statement-breakpoint
CREATE INDEX "profiles_search_gender" ON "profiles" USING btree ("gender","country","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_region" ON "profiles" USING btree ("country","region","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_recent" ON "profiles" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."status" = 'active';--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_gender_known" CHECK ("profiles"."gender" in ('female', 'male', 'non_binary'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_seeking_known" CHECK ("profiles"."seeking" is null or "profiles"."seeking" in ('female', 'male', 'non_binary', 'everyone'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_sexuality_known" CHECK ("profiles"."sexuality" is null or "profiles"."sexuality" in ('straight', 'gay', 'lesbian', 'bisexual', 'pansexual', 'asexual', 'queer', 'questioning'));