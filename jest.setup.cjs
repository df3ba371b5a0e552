// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor wait on a state. Their default ceiling of one second is shorter than a lazy
// import takes on a loaded 2-core machine: the shell's site-entry warning (its view loads on demand)
// was not there within it once while the suite ran beside other work. The test's own timeout
// (jest.base.cjs) stays the limit.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
