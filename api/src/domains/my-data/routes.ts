/** GET /api/my-data.php: the member's data as a zip download. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { MyDataService } from './service.js';

export async function myDataPlugin(app: FastifyInstance, { myData }: { myData: MyDataService }) {
  route(app, ENDPOINTS.myData, async (request, reply) => {
    const zip = await myData.archive(request.member.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="my-data.zip"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });
}
