/**
 * /api/photos.php: the member's own photos. The upload is multipart (field `photo`, and the focal
 * point the frames are cut around in focus_x and focus_y) with the photos' 10 MB limit, read by
 * @fastify/multipart in this plugin only (elsewhere multipart carries text fields and no files).
 */
import type { FastifyInstance } from 'fastify';
import { CENTRE_FOCUS, ENDPOINTS, photoFocusFieldsSchema, type OwnPhoto } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { acceptPhotoForms, readPhotoForm } from '../../http/photo-form.js';
import { siteOf } from '../../http/request-context.js';
import type { OwnPhotos, PhotosService } from './service.js';

/** The text fields an upload may carry beside the file: the focal point (focus_x, focus_y). */
const FOCUS_FIELDS = 2;

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
  await acceptPhotoForms(app, FOCUS_FIELDS);

  route(app, ENDPOINTS.ownPhotos, async (request) => answer(await photos.list(request.member.id), (await siteOf(request)).cdnPrefix));

  route(app, ENDPOINTS.uploadPhoto, async (request, reply) => {
    const { fields, file } = await readPhotoForm(request, photoFocusFieldsSchema);
    const focus = { x: fields.focus_x ?? CENTRE_FOCUS.x, y: fields.focus_y ?? CENTRE_FOCUS.y };
    const stored = await photos.upload(request.member.id, file, focus);
    reply.code(201);
    return answer(stored, (await siteOf(request)).cdnPrefix);
  });

  route(app, ENDPOINTS.arrangePhotos, async (request) => answer(await photos.arrange(request.member.id, request.body), (await siteOf(request)).cdnPrefix));

  route(app, ENDPOINTS.deletePhoto, async (request) => answer(await photos.remove(request.member.id, request.body.id), (await siteOf(request)).cdnPrefix));
}
