DROP INDEX "likes_liker_day";--> statement-breakpoint
DROP INDEX "likes_liked_profile";--> statement-breakpoint
CREATE INDEX "likes_given_page" ON "likes" USING btree ("liker_member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "likes_received_page" ON "likes" USING btree ("liked_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "likes_new_received" ON "likes" USING btree ("liked_profile_id","liker_profile_id","liker_member_id") WHERE "likes"."like_new";