import { LoaderCircle, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { loadScript, type ScriptHandle } from '../../browser/loadScript';

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
  /**
   * The chat provider's script. Without one the entry is a plain mailto link: render it with no
   * client directive, so it ships no JavaScript. With one, hydrate it (client:visible).
   */
  scriptUrl?: string | undefined;
  labels: ChatEntryLabels;
}

type ChatStatus = 'idle' | 'loading' | 'ready' | 'failed';

const entryClass =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-pill border border-line-strong bg-white/5 px-5 py-2.5 text-sm font-semibold text-paper transition duration-200 hover:-translate-y-0.5 hover:border-violet-400 hover:bg-white/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/**
 * 'Chat with us'. With a widget configured, its script loads only on the first click and the
 * widget takes over; if it cannot load, an e-mail opens instead. Without one, a mailto link, and
 * before hydration too, so the entry works without JavaScript either way.
 */
export function ChatEntry({ email, scriptUrl, labels }: ChatEntryProps) {
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const script = useRef<ScriptHandle | null>(null);
  const mailto = `mailto:${email}`;

  // The first render matches the static HTML (a link); the button only exists once script runs.
  useEffect(() => setHydrated(true), []);
  // Hand the widget's script back when the entry leaves; a late outcome then changes nothing.
  useEffect(
    () => () => {
      script.current?.release();
      script.current = null;
    },
    [],
  );
  // The clicked button is gone after a failure: keep the keyboard on the link that replaced it.
  useEffect(() => {
    if (status === 'failed') linkRef.current?.focus();
  }, [status]);

  const openChat = () => {
    if (!scriptUrl || status === 'loading' || status === 'ready') return;
    // One share per mounted entry, however often it is clicked.
    script.current ??= loadScript(scriptUrl);
    const handle = script.current;
    setStatus('loading');
    handle.ready.then(
      () => {
        if (script.current === handle) setStatus('ready');
      },
      () => {
        if (script.current !== handle) return;
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
      {/* Only a loading widget has news to announce. */}
      <p aria-live={scriptUrl ? 'polite' : undefined} className="text-sm text-muted">
        {note}
      </p>
    </div>
  );
}
