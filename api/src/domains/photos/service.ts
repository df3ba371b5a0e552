/**
 * A member's own photos (spec sections 5 and 9: 3 for free members, 25 for premium). An upload is
 * decoded and re-encoded by the server (lib/images), stored `pending`, then checked: it decodes
 * (already proven), it is within the size limits (already proven), and it is not a perceptual-hash
 * duplicate of another profile's photo. A photo that passes becomes `active`; one that does not
 * stays `pending`, visible to its owner only, for a moderator (see docs/photos.md).
 */
import { PHOTO_LIMIT, PHOTO_UPLOAD, type PhotoFocus } from '@dating/shared-contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  decodeUpload, dHash, DUPLICATE_MAX_DISTANCE, isFeatureless, removePhotoFiles, renderProfilePhotoFiles, renderWholePhotoFiles, UploadRefused,
  type PhotoFile, type RenderedPhoto,
} from '../../lib/images/index.js';
import { DomainError } from '../domain-error.js';
import type { PhotoRow, PhotosRepository } from './repository.js';
import type { Transaction } from '../../db/transaction.js';
import type { ServerEventsService } from '../server-events/index.js';

/** The hash of a photo that says nothing (all bits alike): never counted as anyone's duplicate. */
const FEATURELESS_HASH = '0'.repeat(16);

/** Every file of a stored photo: its frames, its avatar square and its blurred copy. */
export function filesOf(photo: PhotoRow): Pick<PhotoFile, 'file'>[] {
  // Photos stored before the avatar square had their smallest size as the thumbnail.
  const avatar = photo.sizes.some((size) => size.file === photo.thumbFilename) ? [] : [{ file: photo.thumbFilename }];
  return [...photo.sizes, ...avatar, ...(photo.blurred ? [photo.blurred] : [])];
}

/** A member's photos with the limit that applies to them. */
export interface OwnPhotos {
  photos: PhotoRow[];
  limit: number;
}

/** What the photos service works with besides its repository. */
export interface PhotosNeeds {
  mediaDir: string;
  /** A member's photos changed (their cached answer shows the main photo). */
  onChange: (memberId: number) => void;
  /** A held-back photo waits for a moderator: told to the moderators' stream in the hold's transaction. */
  serverEvents: Pick<ServerEventsService, 'recordStaff'>;
}

export function createPhotosService(repository: PhotosRepository, { mediaDir, onChange, serverEvents }: PhotosNeeds) {
  async function owner(memberId: number) {
    const found = await repository.owner(memberId);
    if (!found) throw new DomainError('not_found');
    return { ...found, limit: found.premium ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free };
  }

  async function list(memberId: number): Promise<OwnPhotos> {
    const { profileId, limit } = await owner(memberId);
    return { photos: await repository.list(profileId), limit };
  }

  /** Decodes an upload into trusted pixels, or refuses it with its translated code (nothing is written). */
  function decode(file: Buffer) {
    return decodeUpload(file).catch((error: unknown) => {
      if (error instanceof UploadRefused) throw new DomainError(error.code, { fields: { photo: error.code }, values: { megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024 } });
      throw error;
    });
  }

  const limitReached = (limit: number) => new DomainError('photo_limit_reached', { values: { limit, premium_limit: PHOTO_LIMIT.premium } });

  return {
    list,

    /**
     * Stores an uploaded file as a new photo, cut around the member's focal point (the middle
     * without one), or refuses it without storing anything.
     */
    async upload(memberId: number, file: Buffer, focus?: PhotoFocus): Promise<OwnPhotos> {
      const { profileId, limit } = await owner(memberId);
      if ((await repository.list(profileId)).length >= limit) throw limitReached(limit);
      const decoded = await decode(file);
      const rendered = await renderProfilePhotoFiles(decoded, mediaDir, `profiles/${profileId}`, { focus });
      const largest = rendered.sizes[rendered.sizes.length - 1]!;
      const stored = await repository.addPending(
        profileId,
        { filename: largest.file, thumbFilename: rendered.avatar.file, sizes: rendered.sizes, blurred: rendered.blurred, dhash: decoded.dhash },
        limit,
      );
      if (!stored) {
        await removePhotoFiles(mediaDir, [...rendered.sizes, rendered.avatar, ...(rendered.blurred ? [rendered.blurred] : [])]);
        throw limitReached(limit);
      }
      const duplicate = isFeatureless(decoded.dhash) ? null : await repository.duplicateOf(profileId, decoded.dhash, DUPLICATE_MAX_DISTANCE);
      // A duplicate waits for a moderator, who sees the photo it resembles beside it.
      if (duplicate === null) await repository.setStatus(stored.id, 'active');
      else await repository.holdAsSimilar(stored.id, duplicate, (tx) => serverEvents.recordStaff(tx, 'photo.waiting', { photo_id: stored.id, profile_id: profileId }));
      onChange(memberId);
      return list(memberId);
    },

    /**
     * Chooses the main photo and/or the gallery order (which must name every own photo once). Both
     * are checked before anything is written, then written together: a refused main photo leaves
     * the order as it was (it had been stored before the 404).
     */
    async arrange(memberId: number, input: { main?: number; order?: number[] }): Promise<OwnPhotos> {
      const { profileId } = await owner(memberId);
      const ids = new Set((await repository.list(profileId)).map((photo) => photo.id));
      if (input.order) {
        const complete = input.order.length === ids.size && new Set(input.order).size === ids.size && input.order.every((id) => ids.has(id));
        if (!complete) throw new DomainError('invalid_input', { fields: { order: 'invalid_input' } });
      }
      if (input.main !== undefined && !ids.has(input.main)) throw new DomainError('not_found');
      // Written under the profile's lock, checked again there: a photo deleted meanwhile refuses the whole change.
      if (!(await repository.arrange(profileId, input))) throw new DomainError('not_found');
      onChange(memberId);
      return list(memberId);
    },

    /** Deletes an own photo and its files. */
    async remove(memberId: number, imageId: number): Promise<OwnPhotos> {
      const { profileId } = await owner(memberId);
      const gone = await repository.remove(profileId, imageId);
      if (!gone) throw new DomainError('not_found');
      await removePhotoFiles(mediaDir, filesOf(gone));
      onChange(memberId);
      return list(memberId);
    },

    /**
     * The pipeline for photos that are not profile photos (a photo sent in the chat): the upload is
     * decoded, checked and re-encoded like a profile photo (metadata gone, polyglots and bad files
     * refused with their translated code, nothing written then) into `<media>/<folder>/`, with its
     * blurred copy. The caller keeps the files' names and removes them with `discard`.
     */
    async render(file: Buffer, folder: string): Promise<RenderedPhoto> {
      const decoded = await decode(file);
      return renderWholePhotoFiles(decoded.pixels, mediaDir, folder);
    },

    /** Removes files `render` wrote (missing ones are fine). */
    discard(files: readonly PhotoFile[]): Promise<void> {
      return removePhotoFiles(mediaDir, files);
    },

    /** The bytes of a stored file, for a route that serves it only to whom may see it. */
    read(file: PhotoFile): Promise<Buffer> {
      return fs.readFile(path.join(mediaDir, file.file));
    },

    /**
     * Hashes up to `limit` stored photos that have no perceptual hash yet (sample photos seeded
     * before the seed made one), so the duplicate check covers them; returns how many it did. A
     * file that cannot be read gets the featureless hash, which matches nothing.
     */
    async hashUnhashed(limit = 50): Promise<number> {
      const files = await repository.unhashed(limit);
      for (const filename of files) {
        const hash = await dHash(sharp(path.join(mediaDir, filename))).catch(() => FEATURELESS_HASH);
        await repository.setHash(filename, hash);
      }
      return files.length;
    },

    /**
     * An account is erased, inside the erasure's transaction `tx`: every photo of its profile goes.
     * Resolves with the removal of their files, for the caller to run once `tx` has committed: a
     * rolled-back erasure keeps its photos, so it must keep their files.
     */
    async profileErased(tx: Transaction, profileId: number): Promise<() => Promise<void>> {
      const gone = await repository.removeAll(profileId, tx);
      return () => removePhotoFiles(mediaDir, gone.flatMap(filesOf));
    },
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
