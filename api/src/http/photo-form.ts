/**
 * Reads a multipart form that carries one photo (field `photo`) and some text fields, as the
 * profile photo upload and the chat's photo send both do, with the photos' 10 MB limit. The
 * fields are checked by `schema`; the first field it refuses is named in the error.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import { PHOTO_UPLOAD } from '@dating/shared-contracts';
import { DomainError } from '../domains/domain-error.js';

/** Lets the plugin read photo forms: at most one file and `fieldCount` text fields. */
export async function acceptPhotoForms(app: FastifyInstance, fieldCount: number): Promise<void> {
  app.removeContentTypeParser('multipart/form-data');
  await app.register(multipart, { limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: fieldCount, parts: fieldCount + 1 }, throwFileSizeLimit: true });
}

const tooLarge = () => new DomainError('photo_too_large', { fields: { photo: 'photo_too_large' }, values: { megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024 } });

/** The form's checked text fields and the file, or a translated refusal (too large, no file, unknown fields). */
export async function readPhotoForm<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<{ fields: z.infer<S>; file: Buffer }> {
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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new DomainError('invalid_input', { fields: { photo: 'invalid_input' } });
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'photo');
    throw new DomainError('invalid_input', { fields: { [field]: 'invalid_input' } });
  }
  if (!file) throw new DomainError('required', { fields: { photo: 'required' } });
  return { fields: parsed.data, file };
}
