-- Whether a match was announced, and when the day's auto-like came, live on the account (not in a browser): docs/likes.md.
ALTER TABLE "members" ADD COLUMN "matches_announced_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "auto_liked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "members" m SET "auto_liked_at" = (
  SELECT max(l."created_at") FROM "likes" l JOIN "profiles" p ON p."id" = l."liked_profile_id"
  WHERE p."member_id" = m."id" AND l."source" = 'auto'
);
