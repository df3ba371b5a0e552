/** Shapes of conversations, messages, read state and the gift catalogue (GET/POST/DELETE /api/chat.php and friends). */
import { z } from 'zod';
import { inputText, queryRecordId, recordId } from './input.js';
import { photoSizeSchema, profileCardSchema } from './profile-card.js';

/** Longest message any site allows; a site's own `message_length` (site settings) is checked by the API in the member's language. */
export const MESSAGE_LENGTH_CEILING = 10_000;

/** What a message carries. */
export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A sent message as its sender sees it: `held` until the sender's e-mail is confirmed (spec
 * section 4), `sent` once delivered, `read` once the other side opened the conversation past it.
 * A received message has no status (null).
 */
export const MESSAGE_STATUSES = ['held', 'sent', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The browser's id of a send: the same for every retry of one message, so a retry is one message and one charge. */
export const clientIdSchema = inputText().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * A photo sent in the chat as the caller may see it. `locked`: the caller received it and is not
 * premium, so `sizes` holds only the blurred copy made on the server (never a sharp file's URL).
 * Each URL is GET /api/chat-photo.php, which only the conversation's two members can reach.
 */
export const chatPhotoSchema = z.object({
  locked: z.boolean(),
  sizes: z.array(photoSizeSchema),
});
export type ChatPhoto = z.infer<typeof chatPhotoSchema>;

/** One message of a conversation as the caller sees it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  /** The caller wrote it. */
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text (kind text), else null. */
  text: z.string().nullable(),
  /** The catalogue id of the gift (kind gift), else null. */
  gift_id: z.string().nullable(),
  /** The photo (kind photo), else null. */
  photo: chatPhotoSchema.nullable(),
  /** ISO time the message was sent. */
  sent_at: z.string(),
  /** The sender's own view of it (see MESSAGE_STATUSES); null for a message received. */
  status: z.enum(MESSAGE_STATUSES).nullable(),
  /** The browser's id of the send (own messages only; null otherwise). */
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The spec's chat list item: the conversation, the other profile, the unread count, and the last message. */
export const chatListItemSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: profileCardSchema,
  num_unread_messages: z.number().int().min(0),
  last_message: chatMessageSchema.nullable(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** GET /api/chats.php query: `after` is the opaque cursor (from `next`) of the page to read; without it, the first page. */
export const chatsQuerySchema = z.strictObject({
  after: inputText().min(1).max(200).optional(),
});
export type ChatsQuery = z.infer<typeof chatsQuerySchema>;

/**
 * GET /api/chats.php: a page of the member's conversations, most recent message first
 * (CHAT_LIST_PAGE_SIZE, fewer when profiles were hidden since), and `next`, the cursor of the
 * following page (null at the end). `unread_messages` is the unread total of the whole list (the
 * chats badge), whatever the page.
 */
export const chatsAnswerSchema = z.object({
  chats: z.array(chatListItemSchema),
  unread_messages: z.number().int().min(0),
  next: z.string().nullable(),
});
export type ChatsAnswer = z.infer<typeof chatsAnswerSchema>;

/**
 * GET /api/chat.php: a conversation by `id`, or the conversation with `profile_id` (null when none
 * exists yet: the first message starts it). `before`: the page of messages older than that message id.
 */
export const chatQuerySchema = z.strictObject({
  id: queryRecordId.optional(),
  profile_id: queryRecordId.optional(),
  before: queryRecordId.optional(),
}).refine((query) => (query.id === undefined) !== (query.profile_id === undefined), { message: 'Give id or profile_id', path: ['id'] });
export type ChatQuery = z.infer<typeof chatQuerySchema>;

/**
 * A page of a conversation, newest first. `before` is the cursor of the next older page (null at
 * the start or at the history limit); `history_limited`: older messages exist that a non-premium
 * member may not see (the spec's "chat history limit reached"). `read_up_to`: the newest of the
 * caller's messages the other side has read (0 for none).
 */
export const chatAnswerSchema = z.object({
  conversation: z.object({ id: z.number().int() }).nullable(),
  profile: profileCardSchema,
  messages: z.array(chatMessageSchema),
  before: z.number().int().nullable(),
  history_limited: z.boolean(),
  read_up_to: z.number().int().min(0),
  /** What a send costs this member now: 0 while free messages last, else the site's message_credits. */
  message_cost: z.number().int().min(0),
  /** Free messages the member still has (never-paid members only; 0 otherwise). */
  free_messages_left: z.number().int().min(0),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/** POST /api/chat.php: a text or a gift to a profile (starting a conversation) or in a conversation. */
export const sendMessageSchema = z.strictObject({
  profile_id: recordId.optional(),
  conversation_id: recordId.optional(),
  client_id: clientIdSchema,
  text: inputText().trim().min(1).max(MESSAGE_LENGTH_CEILING).optional(),
  gift_id: inputText().min(1).max(40).optional(),
})
  .refine((body) => (body.profile_id === undefined) !== (body.conversation_id === undefined), { message: 'Give profile_id or conversation_id', path: ['conversation_id'] })
  .refine((body) => (body.text === undefined) !== (body.gift_id === undefined), { message: 'Give text or gift_id', path: ['text'] });
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** POST /api/chat.php answer: the message (also for a repeated client_id: the first send's, nothing charged again) and the balance. */
export const sendMessageAnswerSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  message: chatMessageSchema,
  credits: z.number().int().min(0),
  /** The client_id had been sent before: this is that message, and nothing was charged now. */
  replayed: z.boolean(),
});
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

/**
 * POST /api/chat-photo.php: the multipart text fields beside the file (field `photo`): a photo to
 * a profile (starting a conversation) or in a conversation, keyed by client_id like a text.
 */
export const sendPhotoFieldsSchema = z.strictObject({
  profile_id: queryRecordId.optional(),
  conversation_id: queryRecordId.optional(),
  client_id: clientIdSchema,
}).refine((fields) => (fields.profile_id === undefined) !== (fields.conversation_id === undefined), { message: 'Give profile_id or conversation_id', path: ['conversation_id'] });
export type SendPhotoFields = z.infer<typeof sendPhotoFieldsSchema>;

/** Which file of a chat photo: `blurred` (the copy for non-premium receivers) or the index of a sharp size. */
export const chatPhotoSizeSchema = z.union([z.literal('blurred'), z.coerce.number().int().min(0).max(9)]);

/** GET /api/chat-photo.php: one file of a photo message (`id` is the message's id). */
export const chatPhotoQuerySchema = z.strictObject({ id: queryRecordId, size: chatPhotoSizeSchema });
export type ChatPhotoQuery = z.infer<typeof chatPhotoQuerySchema>;

/** DELETE /api/chat.php: removes the conversation from the member's list (spec section 7: body conversation). */
export const deleteChatSchema = z.strictObject({ conversation: recordId });

/** PUT /api/chat-read.php: the member read the conversation up to a message (its id). */
export const chatReadSchema = z.strictObject({ conversation: recordId, up_to: recordId });
/** PUT /api/chat-read.php answer: the member's unread total after it. */
export const chatReadAnswerSchema = z.object({ unread_messages: z.number().int().min(0) });

/** One gift of the catalogue: its id, what it costs, and its picture (an SVG made here, as a data URL). */
export const giftSchema = z.object({ id: z.string(), credits: z.number().int().min(1), image: z.string() });
export type Gift = z.infer<typeof giftSchema>;
/** GET /api/gifts.php answer. */
export const giftsAnswerSchema = z.object({ gifts: z.array(giftSchema) });
export type GiftsAnswer = z.infer<typeof giftsAnswerSchema>;

/** Messages a report from the chat attaches as evidence (the newest first). */
export const CHAT_REPORT_MESSAGES = 20;

/** POST /api/chat-report.php: reports the other side of a conversation; its last messages go with it as evidence. */
export const chatReportSchema = z.strictObject({
  conversation: recordId,
  description: inputText().trim().min(1).max(2_000),
});
/** POST /api/chat-report.php answer: the complaint's reference. */
export const chatReportAnswerSchema = z.object({ reference: z.string() });

/** A complaint's evidence: the reported conversation's last messages, as they were when it was filed. */
export interface ComplaintEvidence {
  conversation_id: number;
  messages: { id: number; from: 'complainant' | 'reported'; kind: MessageKind; text: string | null; gift_id: string | null; sent_at: string }[];
}
