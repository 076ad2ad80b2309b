import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when nothing listens on the port yet, on the loopback addresses the tools use. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first number from `from` on (at most `count` of them) that `isFree` accepts. */
export async function firstFree(
  from: number,
  count: number,
  isFree: (candidate: number) => boolean | Promise<boolean>,
  skip: ReadonlySet<number> = new Set(),
): Promise<number> {
  for (let candidate = from; candidate < from + count; candidate += 1) {
    if (!skip.has(candidate) && (await isFree(candidate))) return candidate;
  }
  throw new Error(`nothing free from ${from} to ${from + count - 1}`);
}

/** A TCP port nobody listens on, from `from` on, other than those in `skip`. */
export function freePort(from: number, skip: ReadonlySet<number> = new Set()): Promise<number> {
  return firstFree(from, 50, portIsFree, skip);
}

/** An X display number with neither a lock file nor a socket: no X server holds it. */
export function displayIsFree(display: number): boolean {
  return !existsSync(`/tmp/.X${display}-lock`) && !existsSync(`/tmp/.X11-unix/X${display}`);
}
