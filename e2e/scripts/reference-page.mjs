// The reference page the measure scripts put beside the site's pages (reference-page/main.jsx):
// bundled here with esbuild from the site's own React, react-dom and react-router-dom (one
// minified production script) and served by a small static server, compressed like the site's
// files, so its figures come from the same browser, throttling and machine load as the pages'.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const HERE = path.join(import.meta.dirname, 'reference-page');

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in (reference)</title>
<meta name="description" content="The bare React page the site's start-up is compared with.">
<style>
body{margin:0;font-family:Arial,sans-serif;color:#1d2433;background:#f4f7fb}
.bar{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#fff;box-shadow:0 1px 2px #0002}
.logo{font-weight:700;font-size:20px;color:#0b5cab;text-decoration:none}
nav a{margin-left:12px}
main{display:flex;justify-content:center;padding:24px 16px;min-height:60vh}
.card{background:#fff;border-radius:12px;padding:24px;max-width:420px;width:100%;box-shadow:0 2px 8px #0001}
.field{display:flex;flex-direction:column;margin-bottom:16px}
label{font-weight:600;margin-bottom:4px}
input{font:inherit;padding:10px;border:1px solid #8795a8;border-radius:8px}
.check{display:flex;gap:8px;font-weight:400;margin-bottom:16px}
button{font:inherit;font-weight:700;width:100%;padding:12px;border:0;border-radius:8px;background:#c2361d;color:#fff}
.error{color:#b00020}
.notice{max-width:420px;margin:0 auto;padding:16px;font-size:14px}
footer{text-align:center;padding:24px;font-size:14px}
</style>
</head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body>
</html>`;

/** Bundles the reference page: one minified production script. */
async function bundle() {
  const result = await build({
    entryPoints: [path.join(HERE, 'main.jsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  return Buffer.from(result.outputFiles[0].contents);
}

/** Builds the reference page and serves it on `port`; `stop()` ends the server. */
export async function startReferencePage(port) {
  const script = await bundle();
  const files = {
    '/main.js': { type: 'text/javascript; charset=utf-8', body: script },
  };
  const compressed = new Map();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const file = files[pathname] ?? { type: 'text/html; charset=utf-8', body: Buffer.from(HTML) };
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    const key = `${pathname in files ? pathname : '/'}:${brotli}`;
    if (!compressed.has(key)) compressed.set(key, brotli ? zlib.brotliCompressSync(file.body) : file.body);
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ...(brotli && { 'Content-Encoding': 'br' }) });
    response.end(compressed.get(key));
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    origin: `http://localhost:${port}`,
    scriptBytes: script.length,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
