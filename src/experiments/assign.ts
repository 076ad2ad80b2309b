/**
 * Who sees which version of a tested page: the draw, and the one cookie that keeps it. Run at the
 * edge (edge.ts) to choose the page's HTML, and in the browser (src/analytics/track.ts) to tag
 * what the visitor does with the version they were shown. Pure, so both sides read one rule.
 *
 * The cookie exists only once the visitor has accepted measurement: the browser writes
 * `experiments=*` on 'Accept' and removes it on 'Reject'; the edge adds `name:variant` pairs,
 * joined by '.', as it draws ('home-headline:shorter.msp-offer:control').
 */

/** A running experiment as the edge and the browser see it; its first variant is the page itself. */
export interface RunningExperiment {
  name: string;
  /** The tested page's address: '/', '/msp-liasonai'. */
  page: string;
  variants: { name: string; address: string; share: number }[];
}

export const COOKIE = 'experiments';
/** As long as the answer to the banner is kept (CONSENT_MAX_AGE_DAYS): asked again, drawn again. */
export const COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** The cookie's value before any draw: the visitor accepted, and has seen no tested page yet. */
export const CONSENTED = '*';
/**
 * The cookie's value after 'Reject' where the owner lets versions be drawn before an answer
 * (experimentsBeforeAnswer): the edge then knows to show this visitor the page itself.
 */
export const REFUSED = '-';

const word = '[a-z0-9]+(?:-[a-z0-9]+)*';
const pair = new RegExp(`^(${word}):(${word})$`);

/** The cookie's value in a `Cookie` header (or document.cookie), or undefined when absent. */
export function cookieValue(header: string | null | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The pairs a value names, in order; null for a value this site never writes (forged). */
export function readPairs(value: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  if (value === CONSENTED) return pairs;
  for (const item of value.split('.')) {
    const match = pair.exec(item);
    if (!match?.[1] || !match[2] || pairs.has(match[1])) return null;
    pairs.set(match[1], match[2]);
  }
  return pairs;
}

export const writePairs = (pairs: Map<string, string>): string =>
  pairs.size === 0
    ? CONSENTED
    : [...pairs].map(([name, variant]) => `${name}:${variant}`).join('.');

/** A variant drawn by share: `random` in [0, 1). Shares need not add up to 100. */
export function drawVariant<V extends { share: number }>(variants: V[], random: number): V {
  const total = variants.reduce((sum, variant) => sum + variant.share, 0);
  let left = random * total;
  for (const variant of variants) {
    left -= variant.share;
    if (left < 0) return variant;
  }
  return variants[variants.length - 1] as V;
}

/** The `Set-Cookie` value that keeps `value`; Secure where the site is served over https. */
export const setCookie = (value: string, secure: boolean): string =>
  `${COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;

export interface Decision {
  /** The variant served; the first (the page itself) to a visitor without the cookie. */
  variant: RunningExperiment['variants'][number];
  /** The cookie's new value, when it changes. */
  cookie?: string;
}

/**
 * Which version of `experiment` a request gets. No cookie (no answer yet, or 'Reject'): the page,
 * stored and counted nowhere; or, where the owner allows a draw before an answer
 * (`beforeAnswer`), a version drawn and stored nowhere, unless the visitor refused. A kept variant
 * of a running experiment: that one. A pair for an experiment no longer running is dropped; a
 * forged value, or a variant the experiment no longer has, gets the page and is replaced; no pair
 * yet: a draw, kept.
 */
export function decide(
  experiment: RunningExperiment,
  running: RunningExperiment[],
  header: string | null | undefined,
  random: () => number,
  beforeAnswer = false,
): Decision {
  const control = experiment.variants[0] as Decision['variant'];
  const value = cookieValue(header);
  if (value === undefined) {
    return { variant: beforeAnswer ? drawVariant(experiment.variants, random()) : control };
  }
  if (value === REFUSED) return { variant: control };
  const read = readPairs(value);
  const pairs = new Map<string, string>();
  for (const [name, variant] of read ?? []) {
    const known = running.find((each) => each.name === name);
    if (known?.variants.some((each) => each.name === variant)) pairs.set(name, variant);
    else if (known) pairs.set(name, known.variants[0]?.name ?? variant);
  }
  let variant = experiment.variants.find((each) => each.name === pairs.get(experiment.name));
  if (!variant) {
    variant = read === null ? control : drawVariant(experiment.variants, random());
    pairs.set(experiment.name, variant.name);
  }
  const next = writePairs(pairs);
  return next === value ? { variant } : { variant, cookie: next };
}

/**
 * What the browser tags a measured event with: the pair of the experiment on this page, else the
 * last pair drawn that names a running variant; none without the cookie.
 */
export function tagsFor(
  header: string,
  running: RunningExperiment[],
  path: string,
): { experiment: string; variant: string } | undefined {
  const value = cookieValue(header);
  const pairs = value === undefined ? null : readPairs(value);
  if (!pairs) return undefined;
  const valid = [...pairs].filter(([name, variant]) =>
    running.some((each) => each.name === name && each.variants.some((v) => v.name === variant)),
  );
  const here = running.find((each) => each.page === path)?.name;
  const [experiment, variant] = valid.find(([name]) => name === here) ?? valid.at(-1) ?? [];
  return experiment && variant ? { experiment, variant } : undefined;
}
