-- A photo sent in the chat keeps its re-encoded files (sizes and the blurred copy) with its message (docs/chat.md).
ALTER TABLE "messages" ADD COLUMN "photo" jsonb;