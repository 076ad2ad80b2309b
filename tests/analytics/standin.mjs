// A stand-in for every analytics provider, for the browser tests: it serves a small script in
// place of each provider's (tests/analytics/standins/scripts.mjs) and records what the page sends,
// so a test can check which provider heard what, and that none heard anything before consent,
// with no traffic leaving the machine. Plain node:http, no dependencies.
//
//   GET  /plausible/script.manual.js, /umami/script.js, /gtag/js, /gtm.js, /fbevents.js,
//        /insight.min.js   the stand-in scripts
//   GET  /calendar/widget/..., /form/widget/...   the embedded calendar and intake form
//   POST /collect          where they send each call: { provider, args, page, order }
//   /signup, /media/captions.vtt   the owner's endpoints (tests/analytics/standins/endpoints.mjs)
//   GET  /records          { requests, calls }: every request but /records and /reset, every call
//   POST /reset            forgets both
// A browser whose user agent ends in 'standin-run/<id>' (one test's, see tests/e2e/fixtures.ts)
// has its requests and calls kept under that id: `?run=<id>` on /records and /reset reads or
// forgets that test's alone, so tests in parallel do not see each other's.
import { createServer } from 'node:http';
import { ports } from '../../scripts/site-map.ts';
import { standinEmbed } from './standins/embeds.mjs';
import { standinEndpoint } from './standins/endpoints.mjs';
import { standinScript } from './standins/scripts.mjs';

const port = ports.standin;
/** A call is a few hundred bytes; anything far larger is a mistake worth a 413, not memory. */
const maxBody = 1024 * 1024;

/** The test a request came from, by its browser's user agent: '' for none. */
const runOf = (req) => /standin-run\/(\S+)/.exec(req.headers['user-agent'] ?? '')?.[1] ?? '';

/** Every request, in the order they arrived: { method, path, search, at, run } (at: ms since epoch). */
let requests = [];
/** Every call the scripts sent: { seq, provider, args, page, order, at, run }, seq in arrival order. */
let calls = [];
let seq = 0;

/** Every answer may be read by any page: the site and the test pages live on other ports. */
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
};

function answer(res, status, type, body = '', { cors: withCors = true } = {}) {
  // no-store: each page load fetches the scripts again, so `requests` shows every load.
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
  res.writeHead(status, withCors ? { ...cors, ...headers } : headers);
  res.end(body);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBody) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function collect(req, res) {
  let payload;
  try {
    payload = JSON.parse(await readBody(req));
  } catch (error) {
    const tooLarge = error instanceof Error && error.message === 'too large';
    answer(res, tooLarge ? 413 : 400, 'text/plain', tooLarge ? 'too large' : 'not JSON');
    return;
  }
  seq += 1;
  calls.push({ seq, ...payload, at: Date.now(), run: payload.run || runOf(req) });
  answer(res, 204, 'text/plain');
}

const server = createServer(async (req, res) => {
  const { pathname, search, searchParams } = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  if (pathname !== '/records' && pathname !== '/reset') {
    requests.push({ method, path: pathname, search, at: Date.now(), run: runOf(req) });
  }
  const endpoint = await standinEndpoint(
    method,
    pathname,
    searchParams.get('run') ?? runOf(req),
    () => readBody(req),
    (...args) => answer(res, ...args),
  );
  if (endpoint) return;
  if (method === 'OPTIONS') return answer(res, 204, 'text/plain');
  const run = searchParams.get('run');
  const ofRun = (record) => run === null || record.run === run;
  if (method === 'GET' && pathname === '/records') {
    const body = { requests: requests.filter(ofRun), calls: calls.filter(ofRun) };
    return answer(res, 200, 'application/json', JSON.stringify(body));
  }
  if (method === 'POST' && pathname === '/reset') {
    requests = requests.filter((record) => !ofRun(record));
    calls = calls.filter((record) => !ofRun(record));
    return answer(res, 204, 'text/plain');
  }
  if (method === 'POST' && pathname === '/collect') return collect(req, res);
  const script = method === 'GET' ? standinScript(pathname) : null;
  if (script) return answer(res, 200, 'text/javascript; charset=utf-8', script);
  const embed = method === 'GET' ? standinEmbed(pathname) : null;
  if (embed) return answer(res, 200, embed.type, embed.body);
  return answer(res, 404, 'text/plain', 'no stand-in here');
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Analytics stand-in at http://127.0.0.1:${port}`);
});
