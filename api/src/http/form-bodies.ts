/**
 * Form posts (urlencoded and multipart text fields) become plain objects, so endpoints that take
 * JSON take a classic form too. Files are not accepted here.
 */
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';

export async function registerFormBodies(app: FastifyInstance) {
  await app.register(formbody);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (request: { headers: Record<string, unknown> }, body: Buffer) => {
    const contentType = String(request.headers['content-type'] ?? '');
    let form: FormData;
    try {
      form = await new Request('http://form.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
    } catch {
      throw Object.assign(new Error('Malformed form data'), { statusCode: 400 });
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string') throw Object.assign(new Error('Files are not accepted here'), { statusCode: 400 });
      fields[key] = value;
    }
    return fields;
  });
}
