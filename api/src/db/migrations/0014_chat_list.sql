-- The chat list is paged by keyset on (last message time, conversation id), newest first: the index carries the tie-breaking id so a page is a walk that stops after it.
DROP INDEX "conversation_members_member";--> statement-breakpoint
CREATE INDEX "conversation_members_list" ON "conversation_members" USING btree ("member_id","last_message_at","conversation_id");
