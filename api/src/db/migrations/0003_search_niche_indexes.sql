DROP INDEX "profiles_search_gender";--> statement-breakpoint
DROP INDEX "profiles_search_region";--> statement-breakpoint
DROP INDEX "profiles_search_recent";--> statement-breakpoint
CREATE INDEX "profile_images_main" ON "profile_images" USING btree ("profile_id","position") WHERE "profile_images"."is_main" and "profile_images"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_niche_gender" ON "profiles" USING btree ("niche","gender","country","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date_of_birth","member_id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_niche_region" ON "profiles" USING btree ("niche","country","region","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date_of_birth","member_id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_niche_recent" ON "profiles" USING btree ("niche","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date_of_birth","member_id") WHERE "profiles"."status" = 'active';