#!/usr/bin/env node
// Serves a built Peoncito (dist/) as a school's web server should, at the
// site's root or under a path: `.ci/serve` runs it, and the end-to-end tests
// serve every build through it. Node.js only, nothing to install.
//
//   node pwa/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 8080] [--path /peoncito/]
//
// The headers are those docs/install.md asks of any host: wasm as
// `application/wasm`; the page, the service worker and the manifest checked
// with the server on every load (`no-cache`), so a new version is found;
// files whose names carry a hash of their contents kept for good.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/** A file Trunk or pwa/finish.sh named after its contents (as pwa/sw.js
 *  tells them): a new version never changes it, it gets a new name. */
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.(js|wasm|css)$/;

/** The Cache-Control header for the file at `path`. */
export function cacheControl(path) {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** `base` as a path that starts and ends with "/". */
export function basePath(base = '/') {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** An HTTP server of the folder `root()` (a function, so a test can switch
 *  builds on one address) under `base`; `onSent(path)` hears each file sent
 *  whole (not a 304). Not listening yet. */
export function staticServer({ root, base = '/', onSent = () => {} }) {
  const prefix = basePath(base);
  return createServer(async (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad address');
      return;
    }
    // The folder's own address without its slash: relative addresses in
    // the page would miss the folder.
    if (`${path}/` === prefix) {
      res.writeHead(301, { location: prefix }).end();
      return;
    }
    if (!path.startsWith(prefix) || path.includes('\0')) {
      res.writeHead(404).end('not found');
      return;
    }
    const folder = resolve(root());
    const inside = normalize(path.slice(prefix.length - 1));
    const file = join(folder, inside.endsWith(sep) || inside.endsWith('/') ? 'index.html' : inside);
    if (!file.startsWith(folder + sep)) {
      res.writeHead(404).end('not found');
      return;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    const etag = '"' + createHash('sha256').update(body).digest('hex').slice(0, 16) + '"';
    const headers = { etag, 'cache-control': cacheControl(file) };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    onSent(path);
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** The addresses this computer has on its networks (for the tablets). */
function networkAddresses() {
  return Object.values(networkInterfaces()).flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

function parse(argv) {
  const options = { dir: 'dist', host: '127.0.0.1', port: 8080, path: '/' };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (name === 'help') return null;
    if (!(name in options) || i + 1 >= argv.length) throw new Error(`unknown option ${argv[i]} (try --help)`);
    options[name] = name === 'port' ? Number(argv[++i]) : argv[++i];
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error('--port takes a number from 0 to 65535');
  }
  return options;
}

const USAGE = `usage: node pwa/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 8080] [--path /]
  --host 0.0.0.0   serve the classroom's network too (plain http: the tablets play,
                   but keep no offline copy; docs/install.md says how to get one)
  --path /peoncito/  serve under a path, as GitHub Pages or a school's server does`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parse(process.argv.slice(2));
  } catch (why) {
    console.error(`${why.message}\n${USAGE}`);
    process.exit(2);
  }
  if (!options) {
    console.log(USAGE);
    process.exit(0);
  }
  const base = basePath(options.path);
  const server = staticServer({ root: () => options.dir, base });
  server.on('error', (why) => {
    console.error(`cannot serve on ${options.host}:${options.port}: ${why.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const { port } = server.address();
    const everywhere = options.host === '0.0.0.0' || options.host === '::';
    const hosts = everywhere ? ['127.0.0.1', ...networkAddresses()] : [options.host];
    console.log(`Peoncito (${resolve(options.dir)}) at:`);
    for (const host of hosts) console.log(`  http://${host}:${port}${base}`);
    if (everywhere) {
      console.log('Tablets can open the network addresses above and play, but keep no offline copy\n' +
        'over plain http. For that, host it on https: docs/install.md.');
    }
  });
}
