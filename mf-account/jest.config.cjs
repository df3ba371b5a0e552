// The shared jest base, plus:
// - tests use styled-components' browser build, the one webpack ships (the package's node build
//   treats the page as server-rendered and never injects global styles);
// - react-intl 12 and its formatjs packages are ESM-only, so swc transforms them too.
const base = require('../jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  transformIgnorePatterns: [
    '/node_modules/(?!(jotai|single-spa-react|single-spa|react-intl|@formatjs|intl-messageformat|icu-minify)/)',
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
