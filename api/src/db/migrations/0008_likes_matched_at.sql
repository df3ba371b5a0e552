ALTER TABLE "likes" ADD COLUMN "matched_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "likes_matches_page" ON "likes" USING btree ("liker_member_id","matched_at","liked_profile_id") WHERE "likes"."matched_at" is not null;--> statement-breakpoint
-- The profile behind a like's liker: a fictional profile itself, or the liking member's profile.
CREATE FUNCTION likes_liker_profile(like_row likes) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(like_row.liker_profile_id, (SELECT id FROM profiles WHERE member_id = like_row.liker_member_id))
$$;
--> statement-breakpoint
-- The like back of a like (the liked profile's owner liking the liker's profile), by the unique index of its kind.
-- Volatile on purpose: each call reads what is committed now (a like committed while the caller waited for the pair lock).
CREATE FUNCTION likes_like_back(like_row likes) RETURNS likes LANGUAGE plpgsql AS $$
DECLARE
  liker_profile integer := likes_liker_profile(like_row);
  liked_member integer := (SELECT member_id FROM profiles WHERE id = like_row.liked_profile_id);
  back likes;
BEGIN
  IF liker_profile IS NULL THEN RETURN NULL; END IF;
  IF liked_member IS NULL THEN
    SELECT * INTO back FROM likes WHERE liker_profile_id = like_row.liked_profile_id AND liked_profile_id = liker_profile;
  ELSE
    SELECT * INTO back FROM likes WHERE liker_member_id = liked_member AND liked_profile_id = liker_profile;
  END IF;
  RETURN back;
END $$;
--> statement-breakpoint
-- A like that makes its pair mutual stores the match time (the later like) on itself and on the like
-- back, in the transaction of that like, whichever way it is written (like, swipe game, auto-like).
-- The pair's advisory lock (the key the like endpoint takes) makes two likes of one pair at the same
-- moment take turns: the second waits for the first to commit, sees it, and makes the one match.
CREATE FUNCTION likes_keep_match_time() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  liker_profile integer := likes_liker_profile(NEW);
  back likes;
BEGIN
  IF liker_profile IS NULL THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(741300003, least(liker_profile, NEW.liked_profile_id));
  back := likes_like_back(NEW);
  IF back.id IS NULL THEN RETURN NEW; END IF;
  -- A second like of the same pair (refused by its unique index after this) keeps the match time it has.
  NEW.matched_at := coalesce(back.matched_at, greatest(NEW.created_at, back.created_at));
  UPDATE likes SET matched_at = NEW.matched_at WHERE id = back.id AND matched_at IS NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A like taken back (unlike, block, a profile removed) ends the match: the like back is no match any more.
CREATE FUNCTION likes_clear_match_time() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  back likes;
BEGIN
  IF OLD.matched_at IS NULL THEN RETURN NULL; END IF;
  back := likes_like_back(OLD);
  IF back.id IS NOT NULL THEN UPDATE likes SET matched_at = NULL WHERE id = back.id; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER likes_match_time BEFORE INSERT ON likes FOR EACH ROW EXECUTE FUNCTION likes_keep_match_time();
--> statement-breakpoint
CREATE TRIGGER likes_match_ended AFTER DELETE ON likes FOR EACH ROW EXECUTE FUNCTION likes_clear_match_time();
--> statement-breakpoint
-- The matches made before this migration.
UPDATE likes g SET matched_at = greatest(g.created_at, back.created_at)
FROM likes back
WHERE back.id = (likes_like_back(g)).id;
