// Serves the built site through the CDN's own runtime, Cloudflare Pages' `wrangler pages dev`:
// dist/_headers, dist/_redirects, the 404 page, the trailing-slash redirects and compression are
// the CDN's, not an imitation. `npm start`, the browser tests, the bench and the screenshots all
// start it here. PORT and DIST_DIR choose the port and the folder. It runs from scripts/cdn/,
// whose local-only middleware answers byte ranges as the CDN's edge does (see the file).
//
// Offline and quiet: no telemetry or error reports; no banner, which is where it asks the npm
// registry for a newer wrangler; no fetch of a request's `cf` object from workers.cloudflare.com;
// a fixed compatibility date, without which it warns and asks the registry again. No login. No
// local trace of each request either: wrangler keeps one by default under scripts/cdn/.wrangler,
// about 15 KB a request, and it grew to 57 MB in one checkout.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './site-map.ts';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = ports.serve;
const origin = `http://localhost:${port}`;

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const wrangler = spawn(
  process.execPath,
  [
    join(
      dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
      'bin/wrangler.js',
    ),
    ...['pages', 'dev', root, '--ip', 'localhost', '--port', String(port)],
    ...['--compatibility-date', '2026-10-30', '--log-level', 'warn'],
    '--show-interactive-dev-session=false',
  ],
  {
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      X_LOCAL_OBSERVABILITY: 'false',
    },
    // Its own words go to stderr: stdout says only that the site answers (the bench waits for it).
    stdio: ['ignore', process.stderr, 'inherit'],
    cwd: join(dirname(fileURLToPath(import.meta.url)), 'cdn'),
  },
);
wrangler.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// Stopped either way, it is stopped as Ctrl-C stops it: on SIGTERM the esbuild service that
// wrangler keeps for scripts/cdn/functions/ is cut off mid-answer and prints a Go stack trace.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => wrangler.kill('SIGINT'));
}

for (let tries = 0; tries < 600; tries += 1) {
  if (
    await fetch(origin, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
  ) {
    console.log(`Serving ${root} at ${origin} (Cloudflare Pages' runtime)`);
    break;
  }
  await new Promise((done) => setTimeout(done, 100));
}
