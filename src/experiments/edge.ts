/**
 * The CDN's choice of version (Cloudflare Pages, advanced mode): bundled by
 * build/experiments.ts into dist/_worker.js only while an experiment runs, with
 * dist/_routes.json sending it the tested pages' addresses alone, so every other request stays a
 * static one that runs no code. It answers a tested page's own address with the HTML of the
 * version the visitor's cookie names (assign.ts), whole, as the build wrote it: nothing is
 * swapped in the browser. Whatever goes wrong, the visitor gets the page as it is.
 */
import analytics from '../content/analytics.json' with { type: 'json' };
import { decide, type RunningExperiment, setCookie } from './assign';

interface Env {
  ASSETS: { fetch(request: Request | URL): Promise<Response> };
}

declare const __EXPERIMENTS__: RunningExperiment[];

/**
 * A response of the tested address that no cache shares between visitors: the version depends on
 * the visitor's cookie.
 */
function privateCopy(from: Response, cookie?: string, secure = false): Response {
  const response = new Response(from.body, from);
  response.headers.set('Cache-Control', 'private, no-cache');
  response.headers.append('Vary', 'Cookie');
  if (cookie) response.headers.append('Set-Cookie', setCookie(cookie, secure));
  return response;
}

/**
 * A number in [0, 1) that stays the same for one browser on one network for one day, and is kept
 * nowhere: the hash of the day, the experiment, the visitor's address and their browser's name.
 * The draw of a visitor who has not answered, where the owner allows one (experimentsBeforeAnswer),
 * and of the first draw kept after 'Accept', so that accepting does not change the version shown.
 */
export async function dayDraw(request: Request, experiment: string, now = new Date()) {
  const visitor = [
    now.toISOString().slice(0, 10),
    experiment,
    request.headers.get('CF-Connecting-IP') ?? '',
    request.headers.get('User-Agent') ?? '',
  ].join('\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(visitor));
  return new DataView(digest).getUint32(0) / 2 ** 32;
}

export async function answer(
  request: Request,
  env: Env,
  running: RunningExperiment[],
  random: () => number = Math.random,
  beforeAnswer = false,
): Promise<Response> {
  const url = new URL(request.url);
  const experiment = running.find((each) => each.page === url.pathname);
  if (!experiment || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return env.ASSETS.fetch(request);
  }
  try {
    const draw = beforeAnswer ? await dayDraw(request, experiment.name) : undefined;
    const { variant, cookie } = decide(
      experiment,
      running,
      request.headers.get('Cookie'),
      draw === undefined ? random : () => draw,
      beforeAnswer,
    );
    // The page's own version is its own file; another is fetched from its own (noindex) address,
    // and carries the headers the CDN gives that file: the site's one policy, the same as the page's.
    const page = await env.ASSETS.fetch(
      variant.address === url.pathname ? request : new URL(variant.address, url),
    );
    // A 304 is the page's own, to a browser that holds it already.
    if (!page.ok && page.status !== 304) {
      throw new Error(`${variant.address} answered ${page.status}`);
    }
    return privateCopy(page, cookie, url.protocol === 'https:');
  } catch (error) {
    console.error(`experiment ${experiment.name}: serving the page as it is (${error})`);
    return privateCopy(await env.ASSETS.fetch(request));
  }
}

/** The owner's setting, written into the function as the build reads the measurement's file. */
const beforeAnswer =
  (analytics as { experimentsBeforeAnswer?: boolean }).experimentsBeforeAnswer === true;

// biome-ignore lint/style/noDefaultExport: a module worker is its module's default export
export default {
  fetch: (request: Request, env: Env) =>
    answer(request, env, __EXPERIMENTS__, Math.random, beforeAnswer),
};
