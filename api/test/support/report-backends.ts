/** Says once, before the API tests, which database backends this run uses (and why not PostgreSQL). */
import { availableBackends, postgresUrl } from './backends.js';

export default async function reportBackends() {
  const backends = await availableBackends();
  const url = postgresUrl();
  const postgres = backends.includes('postgres')
    ? `PostgreSQL (${url?.replace(/\/\/[^@]*@/, '//')})`
    : `not PostgreSQL (${url ? `${url.replace(/\/\/[^@]*@/, '//')} did not answer` : 'TEST_DATABASE_URL is not set'})`;
  console.log(`\nAPI integration tests run on: embedded PGlite and ${postgres}.\n`);
}
