import { LoaderCircle, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export interface ChatEntryLabels {
  /** The button: 'Chat with us'. */
  label: string;
  /** Shown beside the button until it is used: when replies come. */
  replyNote: string;
  /** Announced while the chat widget loads. */
  loadingNote: string;
  /** Announced once the widget has loaded and taken over. */
  readyNote: string;
  /** Announced when the widget failed to load and an e-mail opened instead. */
  failedNote: string;
}

export interface ChatEntryProps {
  email: string;
  /** The chat provider's script; without one the entry is a plain mailto link. */
  scriptUrl?: string | undefined;
  labels: ChatEntryLabels;
}

type ChatStatus = 'idle' | 'loading' | 'ready' | 'failed';

const SCRIPT_MARK = 'data-chat-widget';
const loads = new WeakMap<HTMLScriptElement, Promise<void>>();

/** Adds the widget's script to the page once, however often it is asked for. */
function loadScriptOnce(src: string): Promise<void> {
  const existing = [...document.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_MARK}]`)].find(
    (script) => script.getAttribute('src') === src,
  );
  if (existing) return loads.get(existing) ?? Promise.resolve();
  const script = document.createElement('script');
  script.setAttribute(SCRIPT_MARK, '');
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    // Listeners go on before src: a blocked script can fail as soon as it is inserted.
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Chat widget failed: ${src}`)), {
      once: true,
    });
  });
  loads.set(script, loaded);
  script.src = src;
  document.head.append(script);
  return loaded;
}

const entryClass =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-pill border border-line-strong bg-white/5 px-5 py-2.5 text-sm font-semibold text-paper transition duration-200 hover:-translate-y-0.5 hover:border-violet-400 hover:bg-white/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/**
 * 'Chat with us'. With a widget configured, its script loads only on the first click and the
 * widget takes over; if it cannot load, an e-mail opens instead. Without one, a mailto link.
 */
export function ChatEntry({ email, scriptUrl, labels }: ChatEntryProps) {
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const mailto = `mailto:${email}`;

  // The first render matches the static HTML (a link); the button only exists once script runs.
  useEffect(() => setHydrated(true), []);
  // The clicked button is gone after a failure: keep the keyboard on the link that replaced it.
  useEffect(() => {
    if (status === 'failed') linkRef.current?.focus();
  }, [status]);

  const openChat = () => {
    if (!scriptUrl || status === 'loading') return;
    setStatus('loading');
    loadScriptOnce(scriptUrl).then(
      () => setStatus('ready'),
      () => {
        setStatus('failed');
        window.location.assign(mailto);
      },
    );
  };

  const note = {
    idle: labels.replyNote,
    loading: labels.loadingNote,
    ready: labels.readyNote,
    failed: labels.failedNote,
  }[status];
  const Icon = status === 'loading' ? LoaderCircle : MessageCircle;
  const icon = (
    <Icon
      aria-hidden="true"
      className={`size-4 text-mint-300 ${status === 'loading' ? 'motion-safe:animate-spin' : ''}`}
    />
  );

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {hydrated && scriptUrl && status !== 'failed' ? (
        <button
          type="button"
          onClick={openChat}
          aria-busy={status === 'loading'}
          className={entryClass}
        >
          {icon}
          {labels.label}
        </button>
      ) : (
        <a ref={linkRef} href={mailto} className={entryClass}>
          {icon}
          {labels.label}
        </a>
      )}
      <p aria-live="polite" className="text-sm text-muted">
        {note}
      </p>
    </div>
  );
}
