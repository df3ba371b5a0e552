// `npm start`: installs if needed, builds what is not built, then runs the whole site (API, shell,
// remotes) as one process on PORT (default 8080) with embedded PGlite in ./data. The API migrates
// and seeds an empty database at start.
import { ROOT } from './lib.mjs';
import { buildAll } from './build.mjs';

await buildAll({ force: false });
process.chdir(ROOT);
await import(`${ROOT}/api/dist/main.js`);
