/**
 * /api/photos.php: the member's own photos. The upload is multipart (field `photo`) with its own
 * 10 MB limit, read by @fastify/multipart in this plugin only (elsewhere multipart carries text
 * fields and no files).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ENDPOINTS, PHOTO_UPLOAD, type OwnPhoto } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { siteOf } from '../../http/request-context.js';
import { DomainError } from '../domain-error.js';
import type { OwnPhotos, PhotosService } from './service.js';

/** The answer: every photo with its URLs under the site's media prefix. */
function answer({ photos, limit }: OwnPhotos, cdnPrefix: string) {
  const shown: OwnPhoto[] = photos.map((photo) => ({
    id: photo.id,
    status: photo.status,
    main: photo.isMain,
    position: photo.position,
    sizes: photo.sizes.map((size) => ({ url: `${cdnPrefix}${size.file}`, width: size.width, height: size.height })),
    rejection_reason: photo.rejectionReason ?? null,
  }));
  return { photos: shown, limit };
}

export async function photosPlugin(app: FastifyInstance, { photos }: { photos: PhotosService }) {
  app.removeContentTypeParser('multipart/form-data');
  await app.register(multipart, { limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true });

  route(app, ENDPOINTS.ownPhotos, async (request) => answer(await photos.list(request.member.id), (await siteOf(request)).cdnPrefix));

  route(app, ENDPOINTS.uploadPhoto, async (request, reply) => {
    let file: Buffer;
    try {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part || part.fieldname !== 'photo') throw new DomainError('required', { fields: { photo: 'required' } });
      file = await part.toBuffer();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new DomainError('photo_too_large', { fields: { photo: 'photo_too_large' }, values: { megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024 } });
      }
      throw new DomainError('invalid_input', { fields: { photo: 'invalid_input' } });
    }
    const stored = await photos.upload(request.member.id, file);
    reply.code(201);
    return answer(stored, (await siteOf(request)).cdnPrefix);
  });

  route(app, ENDPOINTS.arrangePhotos, async (request) => answer(await photos.arrange(request.member.id, request.body), (await siteOf(request)).cdnPrefix));

  route(app, ENDPOINTS.deletePhoto, async (request) => answer(await photos.remove(request.member.id, request.body.id), (await siteOf(request)).cdnPrefix));
}
