// The shared base, plus the ESM-only packages react-intl brings (@formatjs/*, intl-messageformat),
// which jest must transform like jotai and single-spa-react.
module.exports = require('../jest.base.cjs')(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(jotai|single-spa-react|single-spa|react-intl|@formatjs|intl-messageformat)/)'],
});
