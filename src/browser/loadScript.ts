/** Where a shared script stands: read it synchronously, or wait on `ready`. */
export type ScriptStatus = 'loading' | 'loaded' | 'failed';

/** One user's share of a third-party script. */
export interface ScriptHandle {
  /** Resolves once the script has run; rejects if it fails, also for users who join after. */
  readonly ready: Promise<void>;
  /** The outcome so far, for a caller that must not wait a tick (e.g. to show a fallback). */
  readonly status: ScriptStatus;
  /** Gives this user's share back; safe to call twice. The last one out removes a tag we added. */
  release(): void;
}

interface SharedScript {
  script: HTMLScriptElement;
  /** False for a tag the page shipped itself: that one is never removed. */
  added: boolean;
  users: number;
  status: ScriptStatus;
  ready: Promise<void>;
}

const shared = new Map<string, SharedScript>();

function absolute(src: string): string {
  return new URL(src, document.baseURI).href;
}

/** Follows a tag's load and error events into a status and a promise. */
function track(script: HTMLScriptElement, added: boolean, src: string): SharedScript {
  const entry: SharedScript = {
    script,
    added,
    users: 0,
    status: 'loading',
    ready: Promise.resolve(),
  };
  entry.ready = new Promise<void>((resolve, reject) => {
    const settle = (status: ScriptStatus) => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      entry.status = status;
      if (status === 'loaded') resolve();
      else reject(new Error(`Script failed to load: ${src}`));
    };
    const onLoad = () => settle('loaded');
    const onError = () => settle('failed');
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
  });
  // Handled here, so a user who never waits on `ready` leaves no unhandled rejection behind.
  entry.ready.catch(() => undefined);
  return entry;
}

/**
 * A tag the page shipped. Once the page has loaded, its events are over and cannot be heard, so
 * it counts as loaded; before that, its own events decide.
 */
function adopt(script: HTMLScriptElement, src: string): SharedScript {
  if (document.readyState !== 'complete') return track(script, false, src);
  return { script, added: false, users: 0, status: 'loaded', ready: Promise.resolve() };
}

function add(src: string, data: Record<string, string>): SharedScript {
  const script = document.createElement('script');
  script.async = true;
  // Settings some providers read from their own tag (Plausible's domain, Umami's website id).
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  // Listeners before src and insertion: a blocked script can fail the moment it is inserted.
  const entry = track(script, true, src);
  script.src = src;
  document.head.append(script);
  return entry;
}

/**
 * Loads a third-party script once per address, however many users ask for it. Each call is one
 * user; each user calls `release()` when it no longer needs the script (on unmount). The tag is
 * removed when the last user releases it, and only if this helper added it; a tag the page
 * shipped stays. `data` becomes the tag's data-* attributes. Browser only: call it from an effect
 * or an event handler. The site's one loader: embeds, the chat widget and analytics providers.
 */
export function loadScript(src: string, data: Record<string, string> = {}): ScriptHandle {
  const key = absolute(src);
  let entry = shared.get(key);
  // A tag something else took out of the page no longer loads anything: start afresh.
  if (entry && !entry.script.isConnected) entry = undefined;
  if (!entry) {
    const existing = [...document.scripts].find((script) => script.src === key);
    entry = existing ? adopt(existing, src) : add(src, data);
    shared.set(key, entry);
  }
  entry.users += 1;
  const mine = entry;
  let released = false;
  return {
    ready: mine.ready,
    get status() {
      return mine.status;
    },
    release() {
      if (released) return;
      released = true;
      mine.users -= 1;
      if (mine.users > 0) return;
      if (shared.get(key) === mine) shared.delete(key);
      if (mine.added) mine.script.remove();
    },
  };
}
