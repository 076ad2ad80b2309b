import { useId, useLayoutEffect, useRef, useState } from 'react';
import { fillTemplate } from '../lib/template';
import type { SiteCopy } from '../schemas/siteCopy';
import { bannerEdge } from './bannerEdge';

export type BannerCopy = Omit<SiteCopy['measurement'], 'experimentCookie'> & {
  experimentCookie?: string;
};

export interface ConsentBannerCardProps {
  copy: BannerCopy;
  /** The providers waiting for the answer, as the visitor reads them: 'A, B and C'. */
  providers: string;
  privacyPolicyUrl: string;
  /** Take focus on opening: the visitor asked for it from the footer's 'Cookie settings'. */
  takeFocus: boolean;
  /** The answer, and whether focus was in the banner (it goes back where the visitor was). */
  onChoose: (choice: 'accepted' | 'rejected', hadFocus: boolean) => void;
}

/** The calls to action the banner must leave in view (src/analytics/bannerEdge.ts). */
const CALLS_TO_ACTION = 'a[data-booking], main a[href^="#book"]';

const buttonClass =
  'min-h-11 cursor-pointer rounded-pill border border-line-strong bg-white/10 px-5 font-semibold text-paper transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mint-300 motion-reduce:transition-none';

/**
 * The banner a visitor answers: what is asked and of whom, the privacy policy, and 'Reject' and
 * 'Accept' alike. It sits at the bottom of the screen, or at the top below the header where the
 * bottom holds a booking button (a phone's home page), so it covers no call to action. Loaded
 * only when it is shown (src/analytics/ConsentBanner.tsx).
 */
export function ConsentBannerCard({
  copy,
  providers,
  privacyPolicyUrl,
  takeFocus,
  onChoose,
}: ConsentBannerCardProps) {
  const id = useId();
  const card = useRef<HTMLElement>(null);
  /** Where the card's top stands when it sits at the top of the screen; null at the bottom. */
  const [topInset, setTopInset] = useState<number | null>(null);

  // Placed before the browser paints it, so it never shows where it then jumps from.
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const header = document.querySelector('header')?.getBoundingClientRect();
    const inset = (header && header.top <= 0 ? Math.max(header.bottom, 0) : 0) + 12;
    const actions = [...document.querySelectorAll(CALLS_TO_ACTION)].map((action) =>
      action.getBoundingClientRect(),
    );
    const edge = bannerEdge(element.getBoundingClientRect(), actions, window.innerHeight, inset);
    setTopInset(edge === 'top' ? inset : null);
    if (takeFocus) element.querySelector<HTMLElement>(`[id="${id}-title"]`)?.focus();
  }, [id, takeFocus]);

  const choose = (choice: 'accepted' | 'rejected') =>
    onChoose(choice, Boolean(card.current?.contains(document.activeElement)));

  return (
    <section
      ref={card}
      aria-labelledby={`${id}-title`}
      style={topInset === null ? undefined : { top: topInset }}
      className={`fixed inset-x-3 z-50 mx-auto max-w-md rounded-card border border-line-strong bg-ink-900 p-4 text-sm shadow-card motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0 sm:right-auto sm:left-6 sm:p-6 ${topInset === null ? 'bottom-3 sm:bottom-6' : ''}`}
    >
      {/* Its name, not a heading: the banner stands before the page's own h1. */}
      <p
        id={`${id}-title`}
        tabIndex={-1}
        className="font-display text-base font-semibold text-paper outline-none"
      >
        {copy.heading}
      </p>
      <p className="mt-1.5 leading-relaxed text-muted">
        {fillTemplate(copy.text, { providers })}{' '}
        {copy.experimentCookie ? `${copy.experimentCookie} ` : null}
        <a href={privacyPolicyUrl} className="text-paper underline underline-offset-4">
          {copy.privacy}
        </a>
      </p>
      {/* Two equal columns: neither answer is the bigger or the easier one. */}
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-xs">
        <button type="button" className={buttonClass} onClick={() => choose('rejected')}>
          {copy.reject}
        </button>
        <button type="button" className={buttonClass} onClick={() => choose('accepted')}>
          {copy.accept}
        </button>
      </div>
    </section>
  );
}
