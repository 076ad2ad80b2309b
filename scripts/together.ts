#!/usr/bin/env node
/**
 * Runs npm scripts side by side (`node scripts/together.ts check unit`): on two cores the type
 * check and the unit tests, each using about one, take the time of the longer rather than of both.
 * Each script's output is printed whole once it ends, so the two never interleave; the exit code
 * is the first failing script's, after every script has ended.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output: Buffer[] = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          process.stdout.write(Buffer.concat(output));
          const status = code ?? (signal ? 1 : 0);
          if (status !== 0) console.error(`npm run ${name} failed (${signal ?? `exit ${code}`})`);
          resolve(status);
        });
      }),
  ),
);

process.exit(results.find((status) => status !== 0) ?? 0);
