#!/usr/bin/env node
/**
 * `npm run edit`: the site and its editor on Astro's dev server (astro.editor.config.ts), with
 * React's production build. `astro dev` picks React's development build, which drew the home
 * page's form in about 5 s here where the production build takes 3; the marketer changes words,
 * not components. Vite then also sends no live reloads: a save no longer reloads the editor, and
 * an open preview tab shows the change once reloaded. NODE_ENV is set before Astro starts: set
 * later, in the config, it left the server rendering with half of each build and failing.
 * Further arguments go to `astro dev` (`npm run edit -- --port 4400`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
const args = ['dev', '--config', 'astro.editor.config.ts', ...process.argv.slice(2)];
const server = spawn(process.execPath, [astro, ...args], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
