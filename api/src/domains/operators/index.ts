/** The operators domain's public face: the queue of members' conversations with fictional profiles, claims, notes, answers and figures. */
import type { Database } from '../../db/database.js';
import { createOperatorsQueries } from './repository.js';
import { createOperatorsService, type OperatorsNeeds } from './service.js';

export type { OperatorsService } from './service.js';
export { operatorsPlugin } from './routes.js';

/** Wires the operators' service; answers go through the chat service, changes through the staff audit. */
export function createOperators(db: Database, needs: OperatorsNeeds) {
  return createOperatorsService(db, createOperatorsQueries, needs);
}
