// The design system's gallery: every primitive in every state, as a page of its own.
// `npm run gallery -w @dating/shared-ui` writes a static export to gallery/dist (CI screenshots it);
// `npm run gallery:dev -w @dating/shared-ui` serves it with live reload (GALLERY_PORT, default 3010).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { gallery: './src/main.tsx' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !production } }, target: 'es2020' },
            },
          },
        },
        { test: /\.(png|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html') })],
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
    devServer: { port: Number(process.env.GALLERY_PORT ?? 3010), hot: false, liveReload: true },
  };
};
