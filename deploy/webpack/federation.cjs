// One webpack configuration for every app of the site: the shell (host) and each mf-* remote.
// Usage in <app>/webpack.config.cjs:
//   const { createAppConfig } = require('../deploy/webpack/federation.cjs');
//   module.exports = createAppConfig({ dir: __dirname, name: 'mf-account', kind: 'remote',
//     exposes: { './lifecycles': './src/entry.ts' }, port: 3001 });
// The result is a webpack configuration function ((env, argv) => config), so `--mode` and
// `webpack serve` choose development or production behaviour.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SINGLETONS, sharedSingletons, routerPackageFile } = require('./shared.cjs');
const { VersionedOutputPlugin } = require('./versioned-output.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { FirstLoadPlugin } = require('./first-load.cjs');
const { HeadTextsPlugin } = require('./head-texts.cjs');
const { ServerRenderPlugin } = require('./server-render.cjs');
const { precompiledMessagesRule, parserAlias } = require('./precompiled-messages.cjs');

/** Where the API (and, for the shell, the published remotes) answer during development. */
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';

/** 'mf-account' → 'mf_account': federation names must be valid JavaScript identifiers. */
function federationName(name) {
  return name.replace(/-/g, '_');
}

/**
 * The ES module build of the runtime core the host hands to the remotes (provideExternalRuntime).
 * The federation plugin injects its runtime plugin by `require.resolve`, so the plugin's
 * `require('@module-federation/runtime-tools/runtime-core')` picks the CommonJS build: a second
 * copy of the whole runtime (runtime-core, sdk, error codes: 93 KB raw, ~23 KB brotli) beside the
 * ES module copy the webpack bundler runtime uses. Pointing that request at the ES module build
 * leaves one copy, and the remotes get the very instance the shell runs on.
 */
const RUNTIME_CORE_ESM = require.resolve('@module-federation/runtime-tools/runtime-core').replace(/\.cjs$/, '.js');

/** The browser's formatjs core: createIntl without a locale-data check (see the file). */
const FORMATJS_INTL = path.join(__dirname, 'formatjs-intl.mjs');

/** The federation SDK's environment module, and the production stand-in that reads no storage. */
const FEDERATION_SDK_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;
const FEDERATION_ENV = path.join(__dirname, 'federation-env.mjs');

/** The workspace's node_modules: an app outside the repository (a generated remote in a temp folder) still resolves. */
const ROOT_MODULES = path.join(__dirname, '..', '..', 'node_modules');

/** { template: src/<file> } when the app has that file; html-webpack-plugin's default page otherwise. */
function optionalTemplate(dir, file) {
  const template = path.join(dir, 'src', file);
  // An explicit `template: undefined` would crash the plugin, so the key is left out instead.
  return fs.existsSync(template) ? { template } : {};
}

function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * The shell's shared singletons (and what they import) in one chunk. Split one per package, they
 * were ten scripts the federation runtime appended one by one in a single task at start (about
 * 20 ms of that task's 44 in a /login profile, `TREE=1 node e2e/scripts/profile-start.mjs /login`;
 * docs/performance.md); all of them load on every page anyway. Remotes keep webpack's default: their copies are fallbacks that never load
 * while the shell provides the singletons.
 */
function frameworkChunk() {
  const packages = [...new Set(SINGLETONS.map((request) => request.split('/')[0]))];
  // What the singletons import: React's scheduler, styled-components' stylis and helpers,
  // react-intl's formatjs, swr's store shim.
  const dependencies = ['scheduler', 'stylis', '@emotion', 'shallowequal', 'tslib', '@formatjs', 'intl-messageformat', 'use-sync-external-store', 'dequal', 'cookie', 'set-cookie-parser'];
  const names = [...packages, ...dependencies].map((name) => name.replace(/[/\\-]/g, (c) => `\\${c}`)).join('|');
  const test = new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]|[\\\\/]deploy[\\\\/]webpack[\\\\/]router-surface\\.mjs$`);
  return {
    cacheGroups: {
      framework: { test, name: 'framework', chunks: 'async', enforce: true, priority: 20 },
    },
  };
}

/**
 * Builds the webpack configuration of one app.
 * @param {{ dir: string, name: string, kind: 'host'|'remote', exposes?: Record<string,string>,
 *           port?: number, entry?: string, title?: string }} options
 */
function createAppConfig(options) {
  const { dir, name, kind, exposes = {}, port } = options;
  if (kind !== 'host' && kind !== 'remote') throw new Error(`kind must be 'host' or 'remote', got ${kind}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const distDir = path.join(dir, 'dist');

  return (env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
    const serving = Boolean(env.WEBPACK_SERVE);
    const remote = kind === 'remote';
    // A remote's scratch folder is renamed to its version folder after the build (see
    // versioned-output.cjs); the dev server keeps everything in memory and needs no version.
    const outputPath = remote ? path.join(distDir, serving ? '.dev' : `.build-${process.pid}`) : distDir;

    // A remote has no page of its own: in development the real shell loads it through a dev
    // override of /remotes.json (shell/src/remotes/dev-overrides.ts).
    const entry = remote ? {} : { main: options.entry || './src/index.ts' };

    const plugins = [
      new ModuleFederationPlugin({
        name: federationName(name),
        ...(remote ? { filename: 'remoteEntry.js', exposes } : {}),
        // No build-time remotes: the shell registers them from /remotes.json at start, so a remote
        // is redeployed without rebuilding the shell.
        remotes: {},
        shared: sharedSingletons(dir),
        // 'version-first' would load every registered remote's entry at start, so one dead remote
        // could stall the shell.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        dev: false,
        // One federation runtime per page, the shell's: each remoteEntry.js drops its own copy
        // (88 → 25 KB raw, 24.5 → 7.8 KB brotli) while main.js grows by 10.5 KB brotli. Measured
        // on /login (one remote) that is already 5.7 KB less on the wire; every further remote on
        // a page (a page remote plus widgets of others) saves another 16.7 KB (docs/architecture.md).
        experiments: remote ? { externalRuntime: true } : { provideExternalRuntime: true },
      }),
    ];

    if (!remote) {
      plugins.push(
        new HtmlWebpackPlugin({
          ...optionalTemplate(dir, 'index.html'),
          ...(options.title ? { title: options.title } : {}),
          // Entry files keep a fixed name (a hash breaks the federation runtime), so the
          // compilation hash in the query string busts caches instead.
          hash: true,
        }),
      );
    }
    if (!remote && !serving) plugins.push(new FirstLoadPlugin());
    // Page titles and descriptions for the server's HTML (api/src/http/page-head.ts).
    if (remote) plugins.push(new HeadTextsPlugin({ messagesDir: path.join(dir, 'src', 'i18n', 'messages') }));
    // A remote with src/server.ts has its pages rendered ahead by the server, and the shell's
    // src/server.tsx renders the layout around them (server-render.cjs, api/src/http/page-prerender.ts).
    const serverEntry = ['server.ts', 'server.tsx'].map((file) => path.join(dir, 'src', file)).find((file) => fs.existsSync(file));
    if (serverEntry && !serving) plugins.push(new ServerRenderPlugin({ entry: serverEntry }));
    if (production && !serving) plugins.push(...precompressPlugins());
    // No localStorage read while the federation runtime starts (federation-env.mjs).
    if (production) plugins.push(new webpack.NormalModuleReplacementPlugin(FEDERATION_SDK_ENV, FEDERATION_ENV));
    if (remote && !serving) {
      plugins.push(new VersionedOutputPlugin({ distDir, scratchDir: outputPath, packageVersion: pkg.version }));
    }

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      // Production maps exist for error reports but are not referenced from the served files.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // Entries keep '[name].js': a content hash in an entry's name breaks the federation runtime
        // ("Path variable … not implemented in this context"); chunks are content-hashed and immutable,
        // and a remote's whole build is versioned by its folder.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: remote ? 'auto' : '/',
        uniqueName: federationName(name),
        clean: !remote,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Sources written as TypeScript ESM import './x.js' for './x.ts'.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        modules: ['node_modules', ROOT_MODULES],
        // The shared router surface imports the package under this name, which no app imports,
        // so the federation plugin does not route it back to the share scope.
        alias: {
          'react-router-package$': routerPackageFile(production),
          '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM,
          // Texts arrive parsed (precompiled-messages.cjs), so react-intl needs no ICU parser.
          ...parserAlias,
          // createIntl without its locale-data check (formatjs-intl.mjs); the wrapper reaches the
          // package itself under a name no app imports.
          '@formatjs/intl$': FORMATJS_INTL,
          'formatjs-intl-package$': require.resolve('@formatjs/intl'),
        },
      },
      module: {
        rules: [
          precompiledMessagesRule(),
          swcRule(!production),
          // The workspace packages only declare things (schemas, components, constants), so unused
          // parts may be dropped; without this, one constant from the contracts pulls in all of zod.
          { test: /[\\/](shared-contracts|shared-ui|remote-kit)[\\/]src[\\/]/, sideEffects: false },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins,
      optimization: {
        ...(remote ? {} : { splitChunks: frameworkChunk() }),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      resolveLoader: { modules: ['node_modules', ROOT_MODULES] },
      performance: { hints: false },
      devServer: {
        port: port || (remote ? 3001 : 3000),
        historyApiFallback: !remote,
        // The shell on another port loads a remote's dev server directly (a dev override).
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        proxy: [
          {
            // The shell in development reads the published registry and remotes from the API process.
            context: remote ? ['/api'] : ['/api', '/remotes.json', '/remotes'],
            target: API_ORIGIN,
            changeOrigin: false,
          },
        ],
      },
    };
  };
}

module.exports = { createAppConfig, federationName };
