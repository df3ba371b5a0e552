/**
 * The federation runtime of the shell's build. With the build plugin present, these act on the
 * plugin's own instance, so no init() is needed.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Federation } from './remote-loader.js';

export const federation: Federation = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
};
