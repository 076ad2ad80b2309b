import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useReducer, useRef } from 'react';
import {
  type ContentsMenuEvent,
  type ContentsMenuStep,
  closedMenu,
  contentsMenu,
} from '../../lib/contentsMenu';
import type { GuideContentsEntry } from '../../schemas/guideShapes';
import { ContentsLinks } from './ContentsLinks';

export interface ContentsMenuProps {
  entries: GuideContentsEntry[];
  /** The section being read, named in the bar and marked in the menu. */
  activeId: string | null;
  /** True once the contents list at the top of the guide has scrolled away: the bar shows. */
  past: boolean;
  labels: {
    /** The bar's button: 'Contents'. */
    button: string;
    /** The menu's heading and accessible name. */
    nav: string;
    /** The close button inside the menu. */
    close: string;
  };
}

/**
 * Phones only: once the reader has passed the contents at the top, a bar under the header names
 * the section being read and opens the contents as a menu that slides in. It is offered only
 * once it runs; without JavaScript the list at the top is the contents.
 */
export function ContentsMenu({ entries, activeId, past, labels }: ContentsMenuProps) {
  // The state machine's last step: the state, and the effect still to carry out.
  const [step, dispatch] = useReducer(
    (current: ContentsMenuStep, event: ContentsMenuEvent) => contentsMenu(current.state, event),
    { state: closedMenu, effect: {} },
  );
  const { state } = step;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // Carry out what the state machine asked for, once the DOM shows the new state.
  useEffect(() => {
    const { effect } = step;
    if (effect.focus === 'button') buttonRef.current?.focus();
    if (effect.focus === 'firstEntry') panelRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [step]);

  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'escape' });
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      dispatch({ type: 'dismiss' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [state.open]);

  // The link goes on to its section by itself (the page's scroll-padding keeps it below the bars).
  const choose = () => dispatch({ type: 'choose' });

  // Nothing in the server HTML: `past` is false until the page has been measured.
  if (!past && !state.open) return null;
  const active = entries.find((entry) => entry.id === activeId);

  return (
    <div className="lg:hidden">
      <div className="contents-bar">
        <div className="container-page flex h-12 items-center gap-3">
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={state.open}
            aria-controls={panelId}
            onClick={() => dispatch({ type: 'toggle' })}
            className="contents-button"
          >
            {labels.button}
            <ChevronDown aria-hidden="true" className="size-4 text-mint-300" />
          </button>
          {active ? <p className="truncate text-sm text-muted">{active.title}</p> : null}
        </div>
      </div>
      {state.open ? <div aria-hidden="true" className="contents-backdrop" /> : null}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={labels.nav}
        hidden={!state.open}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !panelRef.current?.contains(next) && next !== buttonRef.current) {
            dispatch({ type: 'dismiss' });
          }
        }}
        className="contents-panel"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <p className="font-display text-base font-semibold text-paper">{labels.nav}</p>
          <button
            type="button"
            onClick={() => dispatch({ type: 'escape' })}
            className="grid size-10 place-items-center rounded-full border border-line-strong bg-white/5 text-paper"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <ContentsLinks
          entries={entries}
          activeId={activeId}
          onChoose={choose}
          className="flex-1 space-y-1 overflow-y-auto py-4 pr-3 pl-2 text-base [&_a]:py-3"
        />
      </nav>
    </div>
  );
}
