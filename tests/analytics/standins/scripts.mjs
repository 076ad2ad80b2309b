// The stand-ins for each analytics provider's script, as the browser tests' server sends them
// (tests/analytics/standin.mjs). Each does the one thing the real script does that the site relies
// on (take the page's queued and later calls) and reports every call to the server instead of the
// provider, so a test can read what a visitor's browser would have told each provider.
//
// Every function here runs IN THE BROWSER: the server sends its source (Function#toString), so it
// may use nothing from this module, only its parameters and the page's globals.

/**
 * What every stand-in starts with: the server's origin, read from the script's own address (so a
 * page may load it from any port), and `send`, which posts one call to that server's /collect.
 * text/plain keeps the POST a 'simple' cross-origin request: no CORS preflight. `order` counts the
 * calls of one page across every stand-in, since keepalive posts may reach the server out of order.
 */
function prelude(provider, body) {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  // The test this browser runs (its user agent's 'standin-run/<id>'), in the body: a keepalive
  // post sent as the page goes may leave without the user agent the test gave the page.
  const run = /standin-run\/(\S+)/.exec(navigator.userAgent)?.[1] ?? '';
  const send = (args) => {
    window.__analyticsStandinOrder = (window.__analyticsStandinOrder || 0) + 1;
    const order = window.__analyticsStandinOrder;
    try {
      fetch(`${origin}/collect`, {
        method: 'POST',
        body: JSON.stringify({ provider, args, page: location.pathname, order, run }),
        keepalive: true,
        headers: { 'content-type': 'text/plain' },
      }).catch(() => {});
    } catch {
      // A payload JSON cannot hold, or a page on its way out: a real provider drops it too.
    }
  };
  // An Arguments object (what the stubs queue) as the plain array JSON can carry.
  const list = (values) => Array.prototype.slice.call(values);
  const isArguments = (value) => Object.prototype.toString.call(value) === '[object Arguments]';
  body({ send, list, isArguments, script });
}

/** Plausible's manual script: replays the stub's queue (`plausible.q`), then takes calls itself. */
function plausible({ send, list }) {
  const queued = window.plausible?.q ?? [];
  for (const entry of queued) send(list(entry));
  window.plausible = (...args) => send(args);
}

/**
 * Umami: `umami.track`, and the pageview its script sends on load unless its tag says
 * data-auto-track="false". It dispatches no event of its own.
 */
function umami({ send, script }) {
  window.umami = { track: (...args) => send(args) };
  if (script.getAttribute('data-auto-track') !== 'false') {
    const url = location.pathname + location.search;
    send(['pageview', { url, website: script.getAttribute('data-website-id') }]);
  }
}

/**
 * gtag.js and gtm.js: both read `window.dataLayer`, each entry already there and each later push.
 * Each wraps whatever `push` it finds, so with both loaded every entry reaches both and is stored
 * once. gtag() pushes Arguments objects: sent as arrays (a Date in one becomes its ISO string).
 */
function dataLayer({ send, list, isArguments }) {
  window.dataLayer = window.dataLayer || [];
  const layer = window.dataLayer;
  const plain = (entry) => (isArguments(entry) ? list(entry) : entry);
  for (const entry of layer) send([plain(entry)]);
  const push = layer.push;
  layer.push = (...entries) => {
    for (const entry of entries) send([plain(entry)]);
    return push.apply(layer, entries);
  };
}

/** Meta Pixel's fbevents.js: replays the standard stub's `fbq.queue`, then answers `fbq()`. */
function metaPixel({ send, list }) {
  const fbq = window.fbq;
  // No stub: the page never asked for the pixel, and the real script would wait for one too.
  if (!fbq) return;
  for (const entry of fbq.queue ?? []) send(list(entry));
  fbq.queue = [];
  fbq.callMethod = (...args) => send(args);
}

/** LinkedIn's Insight Tag: a pageview for the partner id, then the stub's queue, then `lintrk()`. */
function linkedIn({ send }) {
  send(['pageview', window._linkedin_partner_id]);
  const queued = window.lintrk?.q ?? [];
  for (const [action, data] of queued) send([action, data]);
  window.lintrk = (action, data) => send([action, data]);
}

/** Each stand-in's address on the server, with the provider its calls are recorded under. */
const routes = {
  '/plausible/script.manual.js': ['plausible', plausible],
  '/umami/script.js': ['umami', umami],
  '/gtag/js': ['googleAnalytics', dataLayer],
  '/gtm.js': ['googleTagManager', dataLayer],
  '/fbevents.js': ['metaPixel', metaPixel],
  '/insight.min.js': ['linkedIn', linkedIn],
};

/** The script the server sends at `path`, or null when no stand-in lives there. */
export function standinScript(path) {
  if (!Object.hasOwn(routes, path)) return null;
  const [provider, body] = routes[path];
  return `(${prelude})(${JSON.stringify(provider)}, ${body});\n`;
}
