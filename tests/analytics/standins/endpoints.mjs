// The owner's own endpoints as the analytics tests' copy of the site uses them, served by the
// stand-in (tests/analytics/standin.mjs) on another origin than the site's: the newsletter's
// signup endpoint, and a media host's captions. Each test sets how its signup endpoint answers.

/** How /signup answers each test's browser, by run id: 'ok', 'fail', 'refuse-preflight', 'slow'. */
const signupModes = new Map();

/** The slow endpoint's delay: long enough to type into the form while it waits. */
export const SLOW_SIGNUP_MS = 3000;

const captions = `WEBVTT

00:00.000 --> 00:30.000
Stand-in captions from the media host.
`;

/**
 * Answers the stand-in's request for an owner's endpoint, or returns false for any other path.
 * `answer(status, type, body, headers)` adds the stand-in's CORS headers unless told not to.
 */
export async function standinEndpoint(method, pathname, run, body, answer) {
  if (pathname === '/media/captions.vtt' && method === 'GET') {
    answer(200, 'text/vtt; charset=utf-8', captions);
    return true;
  }
  if (pathname === '/signup/mode' && method === 'POST') {
    signupModes.set(run, (await body()).trim());
    answer(204, 'text/plain');
    return true;
  }
  if (pathname !== '/signup') return false;
  const mode = signupModes.get(run) ?? 'ok';
  if (method === 'OPTIONS') {
    // An endpoint that does not answer the browser's preflight: no CORS headers at all.
    if (mode === 'refuse-preflight') answer(405, 'text/plain', 'no', { cors: false });
    else answer(204, 'text/plain');
    return true;
  }
  if (method !== 'POST') return false;
  await body();
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_SIGNUP_MS));
  if (mode === 'fail') answer(500, 'application/json', '{"error":"stand-in failure"}');
  else answer(200, 'application/json', '{"ok":true}');
  return true;
}

/** The settings that point the site's signup and the case study's captions at the stand-in. */
export function standinEndpointConfig(port) {
  const at = (path) => `http://127.0.0.1:${port}${path}`;
  return { signupEndpoint: at('/signup'), caseStudyCaptions: at('/media/captions.vtt') };
}
