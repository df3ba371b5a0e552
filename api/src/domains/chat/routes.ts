/**
 * The chat endpoints: the list, a conversation's history, send, delete, read, the gift catalogue,
 * and photos: POST /api/chat-photo.php (multipart: the file in `photo`, the text fields client_id
 * and profile_id or conversation_id, read in its own plugin with the profile photos' 10 MB limit)
 * and GET /api/chat-photo.php, a photo's file for the conversation's two members.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, sendPhotoFieldsSchema } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { acceptPhotoForms, readPhotoForm } from '../../http/photo-form.js';
import { linkOrigin } from '../sites/index.js';
import { requestLocale } from '../../http/request-locale.js';
import { siteOf } from '../../http/request-context.js';
import { viewerOf } from '../../http/viewer.js';
import { DomainError } from '../domain-error.js';
import type { UsersService } from '../users/index.js';
import type { Viewer } from '../profiles/index.js';
import type { ChatService, ChatSite } from './service.js';

/** The text fields a send takes beside the file (client_id, profile_id or conversation_id). */
const FIELD_COUNT = 3;

/** Registers the chat's photo endpoints; `siteAndViewer` is the chat plugin's (a visitor is refused there). */
export async function chatPhotoPlugin(
  app: FastifyInstance,
  { chat, siteAndViewer }: { chat: ChatService; siteAndViewer: (request: FastifyRequest) => Promise<{ site: ChatSite; viewer: Viewer }> },
) {
  await acceptPhotoForms(app, FIELD_COUNT);

  route(app, ENDPOINTS.sendPhoto, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    const { fields, file } = await readPhotoForm(request, sendPhotoFieldsSchema);
    return chat.sendPhoto(site, viewer, fields, file);
  });

  route(app, ENDPOINTS.chatPhoto, async (request, reply) => {
    const { viewer } = await siteAndViewer(request);
    const bytes = await chat.photoFile(viewer, request.query);
    // Private: a shared cache must never hand one member's photo to another.
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=86400').send(bytes);
  });
}

/** Registers the chat endpoints from their declarations. */
export async function chatPlugin(app: FastifyInstance, { chat, users, config }: { chat: ChatService; users: UsersService; config: Config }) {
  /** The request's site and the member as a viewer (a member whose account is gone counts as a visitor). */
  async function siteAndViewer(request: FastifyRequest) {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    if (!viewer) throw new DomainError('auth_required');
    return { site, viewer };
  }

  await app.register(chatPhotoPlugin, { chat, siteAndViewer });

  route(app, ENDPOINTS.chats, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return chat.list(site, viewer, request.query);
  });

  route(app, ENDPOINTS.chat, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return chat.history(site, viewer, request.query);
  });

  route(app, ENDPOINTS.sendMessage, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return chat.send(site, viewer, request.body);
  });

  route(app, ENDPOINTS.deleteChat, async (request) => {
    const { viewer } = await siteAndViewer(request);
    await chat.remove(viewer, request.body.conversation);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.chatRead, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return chat.read(site, viewer, request.body.conversation, request.body.up_to);
  });

  route(app, ENDPOINTS.reportChat, async (request, reply) => {
    const { site, viewer } = await siteAndViewer(request);
    const by = { siteId: site.id, memberId: viewer.memberId, ip: request.ip, locale: requestLocale(request) };
    const reference = await chat.report(site, viewer, request.body.conversation, request.body.description, by, linkOrigin(site, config));
    reply.code(201);
    return { reference };
  });

  route(app, ENDPOINTS.gifts, async (request) => chat.gifts(await siteOf(request)));
}
