import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync } from 'node:fs';

/** A program the harness started, with the tail of what it printed, for error messages. */
export interface Service {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: () => boolean;
}

/** Starts a program in a process group of its own, so stopping it also stops what it started. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
  logFile?: string,
): Service {
  const child = spawn(command, args, { ...options, detached: true, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // A failed start (no such program) is reported by waitUntil, not thrown here.
  child.once('error', (error) => {
    exited = true;
    output += String(error);
  });
  return { name, child, output: () => output, exited: () => exited };
}

/** Polls `ready` until it says yes; fails with the program's own words if it stops first. */
export async function waitUntil(
  service: Service,
  ready: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.exited()) throw new Error(`${service.name} stopped at start:\n${service.output()}`);
    if (
      await Promise.resolve()
        .then(ready)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${service.name} not ready in ${timeoutMs} ms:\n${service.output()}`);
}

/** True once the URL answers at all. */
export async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status < 500;
}

/** Stops the program and everything it started (its process group): politely, then for sure. */
export async function stopService(service: Service): Promise<void> {
  const { pid } = service.child;
  if (pid === undefined || service.exited()) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const gone = once(service.child, 'exit');
  const late = new Promise((resolve) => setTimeout(resolve, 3000, 'late'));
  if ((await Promise.race([gone, late])) === 'late') signalGroup('SIGKILL');
  // Helpers of the program (MiniBrowser's web processes) may outlive it in the group.
  signalGroup('SIGKILL');
}

/** The same, at once and without waiting: for a harness interrupted before its teardown. */
export function killServiceNow(service: Service): void {
  const { pid } = service.child;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
