/** The chat endpoints: the list, a conversation's history, send (photos in their own plugin), delete, read, and the gift catalogue. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../../http/link-origin.js';
import { requestLocale } from '../../http/request-locale.js';
import { siteOf } from '../../http/request-context.js';
import { viewerOf } from '../../http/viewer.js';
import { DomainError } from '../domain-error.js';
import type { UsersService } from '../users/index.js';
import { chatPhotoPlugin } from './photo-routes.js';
import type { ChatService } from './service.js';

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
