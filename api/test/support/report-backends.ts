/**
 * The API tests' global set-up: says once which database backends this run uses (and why not
 * PostgreSQL), and builds the seeded database every test site starts from (seeded-template.ts).
 */
import type { TestProject } from 'vitest/node';
import { availableBackends, postgresUrl } from './backends.js';
import { buildSeededTemplate } from './seeded-template.js';

export default async function setUp(project: TestProject) {
  const backends = await availableBackends();
  const url = postgresUrl();
  const postgres = backends.includes('postgres')
    ? `PostgreSQL (${url?.replace(/\/\/[^@]*@/, '//')})`
    : `not PostgreSQL (${url ? `${url.replace(/\/\/[^@]*@/, '//')} did not answer` : 'TEST_DATABASE_URL is not set'})`;
  console.log(`\nAPI integration tests run on: embedded PGlite and ${postgres}.\n`);
  const { template, dispose } = await buildSeededTemplate(backends);
  project.provide('seededTemplate', template);
  return dispose;
}
