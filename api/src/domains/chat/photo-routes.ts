/**
 * /api/chat-photo.php: sending a photo in the chat (multipart: the file in `photo`, the text fields
 * client_id and profile_id or conversation_id) and reaching its files. Multipart is read in this
 * plugin only, with the profile photos' 10 MB limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ENDPOINTS, PHOTO_UPLOAD, sendPhotoFieldsSchema, type SendPhotoFields } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { DomainError } from '../domain-error.js';
import type { ChatService, ChatSite } from './service.js';
import type { Viewer } from '../profiles/index.js';

/** The text fields a send takes beside the file (client_id, profile_id or conversation_id). */
const FIELD_COUNT = 3;

/** Reads the form: its text fields and the one file, or refuses it (too large, no file, unknown fields). */
async function readForm(request: FastifyRequest): Promise<{ fields: SendPhotoFields; file: Buffer }> {
  if (!request.isMultipart()) throw new DomainError('required', { fields: { photo: 'required' } });
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') throw new DomainError('invalid_input', { fields: { [part.fieldname]: 'invalid_input' } });
        file = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('photo_too_large', { fields: { photo: 'photo_too_large' }, values: { megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024 } });
    }
    throw new DomainError('invalid_input', { fields: { photo: 'invalid_input' } });
  }
  const parsed = sendPhotoFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'client_id');
    throw new DomainError('invalid_input', { fields: { [field]: 'invalid_input' } });
  }
  if (!file) throw new DomainError('required', { fields: { photo: 'required' } });
  return { fields: parsed.data, file };
}

/** Registers the chat's photo endpoints; `siteAndViewer` is the chat plugin's (a visitor is refused there). */
export async function chatPhotoPlugin(
  app: FastifyInstance,
  { chat, siteAndViewer }: { chat: ChatService; siteAndViewer: (request: FastifyRequest) => Promise<{ site: ChatSite; viewer: Viewer }> },
) {
  app.removeContentTypeParser('multipart/form-data');
  await app.register(multipart, { limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: FIELD_COUNT, parts: FIELD_COUNT + 1 }, throwFileSizeLimit: true });

  route(app, ENDPOINTS.sendPhoto, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    const { fields, file } = await readForm(request);
    return chat.sendPhoto(site, viewer, fields, file);
  });

  route(app, ENDPOINTS.chatPhoto, async (request, reply) => {
    const { viewer } = await siteAndViewer(request);
    const bytes = await chat.photoFile(viewer, request.query);
    // Private: a shared cache must never hand one member's photo to another.
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=86400').send(bytes);
  });
}
