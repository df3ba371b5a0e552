// The shared jest base, plus: tests use styled-components' browser build, the one webpack ships
// (the package's node build treats the page as server-rendered and never injects global styles).
const base = require('../jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
