/** Wires every domain's repository and service over one database. */
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createSessionsRepository } from './sessions/repository.js';
import { createSessionsService } from './sessions/service.js';
import { createSitesRepository } from './sites/repository.js';
import { createSitesService } from './sites/service.js';
import { createUsersRepository } from './users/repository.js';
import { createUsersService } from './users/service.js';
import { createMailRepository } from './mail/repository.js';
import { createMailService } from './mail/service.js';
import { createMailTransport } from './mail/transport.js';
import { createActivationRepository } from './activation/repository.js';
import { createActivationService } from './activation/service.js';
import { createSignupRepository } from './signup/repository.js';
import { createSignupService } from './signup/service.js';
import { createPasswordResetRepository } from './password-reset/repository.js';
import { createPasswordResetService } from './password-reset/service.js';
import { createAbuseGuard } from './abuse/guard.js';

export function createDomains(db: Database, config: Config) {
  const abuse = createAbuseGuard({ redisUrl: config.redisUrl });
  const sites = createSitesService(createSitesRepository(db));
  const sessions = createSessionsService(createSessionsRepository(db));
  const users = createUsersService(createUsersRepository(db), sessions, abuse);
  const mail = createMailService(createMailRepository(db), createMailTransport(config.smtpUrl));
  const activation = createActivationService(createActivationRepository(db), mail, users);
  const signup = createSignupService(createSignupRepository(db), activation);
  const passwordReset = createPasswordResetService(createPasswordResetRepository(db), mail, sessions, abuse);
  return { abuse, sites, sessions, users, mail, activation, signup, passwordReset };
}
/** Every domain service, as the routes use them. */
export type Domains = ReturnType<typeof createDomains>;
