// The files of a new remote (scripts/new-remote.mjs): everything else comes from the remote kit.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];

const pascal = (name) => name.split(/[^a-z0-9]+/i).filter(Boolean).map((part) => part[0].toUpperCase() + part.slice(1)).join('');
const camel = (name) => pascal(name).replace(/^./, (first) => first.toLowerCase());
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

function packageJson(remote) {
  const kit = readJson('remote-kit/package.json');
  const shell = readJson('shell/package.json');
  return `${JSON.stringify(
    {
      name: `@dating/${remote}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { build: 'webpack --mode production', start: 'webpack serve --mode development', test: 'jest', typecheck: 'tsc -p . --noEmit' },
      dependencies: { '@dating/remote-kit': '*', '@dating/shared-contracts': '*', '@dating/shared-ui': '*', ...kit.peerDependencies },
      devDependencies: shell.devDependencies,
    },
    null,
    2,
  )}\n`;
}

/** path → text of every file of remote `remote` whose one page serves route `route`. */
export function remoteFiles({ remote, route, root, port }) {
  const Page = `${pascal(route)}Page`;
  const key = `${camel(route)}.title`;
  const title = pascal(remote.replace(/^mf-/, ''));
  const files = {
    'package.json': packageJson(remote),
    'tsconfig.json': `{\n  "extends": "${root}/tsconfig.base.json",\n  "compilerOptions": { "types": ["node", "@testing-library/jest-dom/jest-globals"] },\n  "include": ["src"]\n}\n`,
    'jest.config.cjs': `module.exports = require('${root}/jest.base.cjs')(__dirname);\n`,
    'webpack.config.cjs': `// ${remote}'s build: a federated remote exposing its page lifecycles (deploy/webpack/federation.cjs).
const { createAppConfig } = require('${root}/deploy/webpack/federation.cjs');

module.exports = createAppConfig({ dir: __dirname, name: '${remote}', kind: 'remote', exposes: { './lifecycles': './src/entry.ts' }, port: ${port} });
`,
    'src/entry.ts': `/** The federated entry of ${remote}'s pages: single-spa lifecycles from the remote kit. */
import { defineRemote } from '@dating/remote-kit';
import { pages } from './pages';
import { messages } from './i18n/texts';

export default defineRemote({ pages, messages });
`,
    'src/pages.ts': `/** ${remote}'s pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { ${Page} } from './pages/${route}';

/** The page of each route this remote owns. */
export const pages: Pages = { '${route}': ${Page} };
`,
    [`src/pages/${route}.tsx`]: `/** The ${route} page. */
import { useTexts } from '@dating/remote-kit';

/** The ${route} page. */
export function ${Page}() {
  const t = useTexts();
  return (
    <section data-testid="${route}-page">
      <h1>{t('${key}')}</h1>
    </section>
  );
}
`,
    [`src/pages/${route}.test.tsx`]: `import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { ${Page} } from './${route}';
import { messages } from '../i18n/texts';

test('shows its heading in the page language', async () => {
  const { host } = hostDouble({ routeName: '${route}', locale: 'nl' });
  await renderRemote(<${Page} />, host, messages);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('${title}');
});
`,
    'src/i18n/texts.ts': `/** ${remote}'s texts: one file per locale in ./messages, Dutch the reference (docs/language-notes.md). */
import { createMessageLoader } from '@dating/remote-kit';
import type { messages as reference } from './messages/nl';

/** One locale's texts: exactly the Dutch keys. */
export type Messages = Record<keyof typeof reference, string>;

/** The loader the lifecycles and tests share (each locale is its own chunk). */
export const messages = createMessageLoader((locale) => import(/* webpackChunkName: "messages-[request]" */ \`./messages/\${locale}.ts\`));

declare module '@dating/remote-kit' {
  interface Register {
    messages: typeof reference;
  }
}
`,
  };
  for (const locale of LOCALES) {
    files[`src/i18n/messages/${locale}.ts`] =
      locale === 'nl'
        ? `/** Dutch texts of ${remote}: the reference, every locale has exactly these keys. */
export const messages = {
  '${key}': '${title}',
};
`
        : `/** ${locale} texts of ${remote}. */
import type { Messages } from '../texts';

export const messages: Messages = {
  '${key}': '${title}',
};
`;
  }
  return files;
}
