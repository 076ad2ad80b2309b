// The Node the site builds and runs on: package.json's `engines.node`, one LTS line from its
// first LTS release ('>=24.11.0 <25'). npm brings that Node as a package on Linux and Windows
// (optionalDependencies `node-<os>-<cpu>`), and npm scripts find it first on their PATH; the
// machine's own Node only runs npm (`devEngines`). Elsewhere the machine's Node must be in range.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SupportedNode {
  oldest: string;
  belowMajor: number;
}

/** The supported range, from a package.json text: { oldest: '24.11.0', belowMajor: 25 }. */
export function supportedNode(packageJson: string): SupportedNode {
  const range = JSON.parse(packageJson).engines?.node ?? '';
  const match = /^>=(\d+\.\d+\.\d+) <(\d+)$/.exec(range);
  if (!match) throw new Error(`package.json engines.node must read '>=A.B.C <D', not '${range}'`);
  return { oldest: match[1] ?? '', belowMajor: Number(match[2]) };
}

const parts = (version: string) => version.replace(/^v/, '').split('.').map(Number);

/** Whether a Node version ('v24.21.0' or '24.21.0') is within the supported range. */
export function isSupported(version: string, { oldest, belowMajor }: SupportedNode): boolean {
  const [major = 0, minor = 0, patch = 0] = parts(version);
  const [oMajor = 0, oMinor = 0, oPatch = 0] = parts(oldest);
  if (major >= belowMajor) return false;
  if (major !== oMajor) return major > oMajor;
  return minor !== oMinor ? minor > oMinor : patch >= oPatch;
}

/** Stops a build or test run on a Node outside the range, saying what to do instead. */
export function requireSupportedNode(
  version = process.version,
  root = dirname(dirname(fileURLToPath(import.meta.url))),
) {
  const supported = supportedNode(readFileSync(`${root}/package.json`, 'utf8'));
  if (isSupported(version, supported)) return;
  throw new Error(
    `This site builds on Node ${supported.oldest} up to ${supported.belowMajor - 1}.x, and this is Node ${version.replace(/^v/, '')}. ` +
      `On Linux (x64, arm64) and Windows x64, "npm install" brings Node ${readFileSync(`${root}/.node-version`, 'utf8').trim()} and npm scripts use it; ` +
      'run the command through npm (npm run build, npm test). Elsewhere install Node 24 (nvm and fnm read .node-version).',
  );
}
