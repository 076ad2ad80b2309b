// A plain static server over dist/ that answers the way a CDN does: /page gives page.html, and
// /page/ and /page.html a 308 to /page; an unknown path gets the 404 page with status 404; an
// address dist/_redirects lists answers with its status and target; text is compressed; and
// every response carries the headers dist/_headers gives its path, as on Netlify or Cloudflare
// Pages, which read the same two files (less the https-only headers: it speaks plain http).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import {
  brotliCompress,
  brotliCompressSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import { headersFor, overPlainHttp, parseHeadersFile } from './headers-file.mjs';
import { parseRedirectsFile, redirectFor } from './redirects-file.mjs';
import { ports } from './site-map.mjs';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = ports.serve;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '_headers'))) {
  console.error(`No built site (index.html and _headers) in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const headerRules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
const redirectsFile = join(root, '_redirects');
const redirects = existsSync(redirectsFile)
  ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8'))
  : [];
/** What Netlify and Cloudflare Pages send for a file no `_headers` rule gives a Cache-Control. */
const revalidate = 'public, max-age=0, must-revalidate';

/**
 * A response's own headers, with those dist/_headers gives the request's path put over them, less
 * the two that only make sense over https (this server speaks plain http; see overPlainHttp).
 */
function withFileHeaders(pathname, own) {
  const fromFile = overPlainHttp(headersFor(headerRules, pathname));
  const overridden = new Set(Object.keys(fromFile).map((name) => name.toLowerCase()));
  const kept = Object.entries(own).filter(([name]) => !overridden.has(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...fromFile };
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** Maps a URL path to a file under root, or null. Never leaves root. */
function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  // The host's own files: read by the CDN, never served.
  if (/^[/\\]_(headers|redirects)[/\\]?$/.test(safe)) return null;
  const base = join(root, safe);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The one address of a page asked for another way, as Cloudflare Pages answers it: '/a/b/' and
 * '/a/b.html' for the page `a/b.html` are '/a/b'; '/index.html' is '/'. Null for anything else.
 */
function prettyAddress(pathname) {
  const bare = pathname.replace(/(\/index)?\.html$|\/$/, '') || '/';
  if (bare === pathname) return null;
  const file = resolveFile(bare === '/' ? '/index.html' : `${bare}.html`);
  return file && !file.endsWith(`${sep}404.html`) ? bare : null;
}

function send(req, res, status, file, pathname) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  const headers = { 'Content-Type': type, Vary: 'Accept-Encoding', 'Cache-Control': revalidate };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (compressible.test(type) && body.length > 1024) {
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) {
      body = compressed(file, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
  }
  if (!headers['Content-Encoding'] && status === 200) {
    // Media players ask for byte ranges to seek, as they would of any CDN.
    headers['Accept-Ranges'] = 'bytes';
    const range = byteRange(String(req.headers.range ?? ''), body.length);
    if (range === 'unsatisfiable') {
      const rangeHeaders = { 'Content-Range': `bytes */${body.length}` };
      res.writeHead(416, withFileHeaders(pathname, rangeHeaders)).end();
      return;
    }
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
      body = body.subarray(range.start, range.end + 1);
      status = 206;
    }
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, withFileHeaders(pathname, headers));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Compressed once per file and kept, as a CDN keeps its compressed copies: compressing the home
 * page's 240 KB on every request took up to 850 ms on a busy machine, time a visitor would spend
 * waiting for the first byte (and Lighthouse counts as server response time). A file asked for
 * before its turn comes gets brotli at quality 5 (a few milliseconds); meanwhile every file is
 * compressed at quality 11 off the main thread, as a CDN's stored copies are (React's runtime:
 * 58 KB instead of 64).
 */
const compressedCache = new Map();
const cacheKey = (file, encoding) => `${encoding}:${file}:${statSync(file).mtimeMs}`;
const quality = (level) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: level } });

function compressed(file, body, encoding) {
  const key = cacheKey(file, encoding);
  let cached = compressedCache.get(key);
  if (!cached) {
    cached = encoding === 'br' ? brotliCompressSync(body, quality(5)) : gzipSync(body);
    compressedCache.set(key, cached);
  }
  return cached;
}

/** Fills the cache with the smallest brotli copy of every compressible file, in the background. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) precompress(path);
    else if (compressible.test(types[extname(path)] ?? '') && statSync(path).size > 1024) {
      brotliCompress(readFileSync(path), quality(11), (error, output) => {
        if (!error) compressedCache.set(cacheKey(path, 'br'), output);
      });
    }
  }
}

/** A single 'bytes=start-end' range (either end may be left out), clamped to the file. */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

const server = createServer((req, res) => {
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, withFileHeaders(pathname, { Allow: 'GET, HEAD' })).end();
    return;
  }
  // A listed address redirects whatever file is there, as on Cloudflare Pages; the query goes
  // along, so campaign parameters survive the short address.
  const redirect = redirectFor(redirects, pathname, search);
  if (redirect) {
    const headers = withFileHeaders(pathname, { Location: redirect.location });
    res.writeHead(redirect.status, headers).end();
    return;
  }
  const pretty = prettyAddress(pathname);
  if (pretty) {
    res.writeHead(308, withFileHeaders(pathname, { Location: `${pretty}${search}` })).end();
    return;
  }
  const file = resolveFile(pathname);
  if (file) send(req, res, 200, file, pathname);
  else send(req, res, 404, join(root, '404.html'), pathname);
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
  precompress(root);
});
