/**
 * A copy of the repository for the editor's browser tests, so a save never touches the working
 * tree: its files as they are now, node_modules hard-linked (a symlinked node_modules lies outside
 * Vite's allow list and the editor's UI never starts), and the editor's dev server on it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = process.cwd();
/** Build output and caches stay behind: the copy builds its own. */
const skipped = new Set([
  'node_modules',
  'dist',
  'dist-editor',
  '.astro',
  '.git',
  'test-results',
  '.wrangler',
]);

export function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'editor-copy-'));
  for (const name of readdirSync(root)) {
    if (!skipped.has(name)) cpSync(join(root, name), join(copy, name), { recursive: true });
  }
  // Hard links: seconds, no extra space. Vite's and Astro's caches are left out: a write to a
  // linked cache file would reach into this checkout's.
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);
  rmSync(join(copy, 'node_modules/.vite'), { recursive: true, force: true });
  rmSync(join(copy, 'node_modules/.astro'), { recursive: true, force: true });
  // Real copies instead, where there are any: Vite's bundle of the editor's UI (left by `npm run
  // edit`) saves the first visit its bundling, about 20 s here; the pictures `npm run build`
  // already encoded save the copy's build about 8 s of sharp.
  for (const cache of ['.vite', '.astro/assets']) {
    const from = join(root, 'node_modules', cache);
    if (existsSync(from)) cpSync(from, join(copy, 'node_modules', cache), { recursive: true });
  }
  return copy;
}

/** The project's Node first on the PATH, as npm scripts have it; no telemetry. */
const toolEnv = (copy: string) => ({
  PATH: `${join(copy, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  ASTRO_TELEMETRY_DISABLED: '1',
});

/** Runs an npm-installed tool in the copy with the project's Node (node_modules/.bin first). */
export function run(copy: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return execFileSync(join(copy, 'node_modules/.bin', command), args, {
    cwd: copy,
    env: { ...process.env, ...toolEnv(copy), ...env },
    stdio: 'pipe',
    encoding: 'utf8',
  });
}

/** Astro moves to the next port when one is taken: a server already there would get the saves. */
export async function assertPortFree(port: number) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken: stop what runs there, or set EDITOR_PORT.`);
}

export function startEditor(copy: string, port: number): ChildProcess {
  // As the marketer starts it: `npm run edit`.
  const server = spawn(process.execPath, [join(copy, 'scripts/edit.ts'), '--port', String(port)], {
    cwd: copy,
    env: { ...process.env, ...toolEnv(copy) },
    stdio: 'pipe',
    detached: true,
  });
  // What the server says goes to a log in the copy, for a failing test to be read.
  const log = createWriteStream(join(copy, 'editor-server.log'));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  return server;
}

/** The editor's built Worker under Cloudflare's local runtime, offline, with stand-in secrets. */
export function startWorker(
  copy: string,
  port: number,
  secrets: Record<string, string>,
): ChildProcess {
  const vars = Object.entries(secrets).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
  const args = ['dev', '--config', 'wrangler.json', '--ip', '127.0.0.1', '--port', String(port)];
  const worker = spawn(
    join(copy, 'node_modules/.bin/wrangler'),
    [...args, '--show-interactive-dev-session=false', ...vars],
    {
      cwd: join(copy, 'dist-editor/server'),
      env: {
        ...process.env,
        ...toolEnv(copy),
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
      stdio: 'pipe',
      detached: true,
    },
  );
  const log = createWriteStream(join(copy, 'editor-worker.log'));
  worker.stdout?.pipe(log);
  worker.stderr?.pipe(log);
  return worker;
}

/** The copy's built site through the CDN's runtime, as npm start serves it. */
export function startSite(copy: string, port: number): ChildProcess {
  return spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: copy,
    env: { ...process.env, ...toolEnv(copy), PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
}

export function stop(server: ChildProcess | undefined) {
  if (server?.pid) {
    try {
      process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  }
}

export async function waitFor(url: string, timeout = 60_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeout / 1000} s`);
}
