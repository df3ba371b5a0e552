/**
 * `npx tsx bench/answer-check-bench.ts`: what checking an answer against its declaration costs on the
 * hottest endpoint (GET /api/user.php, polled by every open tab): the zod serializer the routes use
 * versus plain JSON.stringify, per answer, on one core.
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dating/shared-contracts';

const answer = {
  user: {
    id: 42, email: 'premium@example.com', status: 'confirmed', credits: 50, paid_user: true,
    signup_date: '2026-01-02T03:04:05.000Z', language: 'nl', notifications_disabled: [],
    profile: {
      id: 42, name: 'Anna', country: 'NL', region: 'Utrecht', status: 'active',
      main_image: { filename: 'a.webp', thumb_filename: 'a-thumb.webp' },
    },
  },
};
const serialize = serializerCompiler({ schema: ENDPOINTS.currentUser.answer, method: 'GET', url: '/api/user.php' } as never) as (data: unknown) => string;
// zod writes keys in the schema's order, so compare the sizes (a stripped or failing answer differs).
if (serialize(answer).length !== JSON.stringify(answer).length) throw new Error('the sample answer does not match its declaration');

function perAnswer(label: string, run: () => string, count = 200_000) {
  for (let i = 0; i < 20_000; i++) run(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) run();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / count;
  console.log(`${label}: ${micros.toFixed(2)} µs per answer`);
  return micros;
}

const plain = perAnswer('JSON.stringify', () => JSON.stringify(answer));
const checked = perAnswer('zod answer check + stringify', () => serialize(answer));
console.log(`added by the check: ${(checked - plain).toFixed(2)} µs per answer`);
