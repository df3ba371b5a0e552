-- The moderators' photo queue (issue 29): which photo a held-back one resembles, why a rejected one was rejected, and the queue's index.
ALTER TABLE "profile_images" ADD COLUMN "similar_to_id" integer;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_similar_to_id_profile_images_id_fk" FOREIGN KEY ("similar_to_id") REFERENCES "public"."profile_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_images_pending" ON "profile_images" USING btree ("created_at","id") WHERE "profile_images"."status" = 'pending';