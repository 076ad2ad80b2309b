import { Check, Share2 } from 'lucide-react';
import { useHydrated } from '../../hooks/useHydrated';
import { useTimedFeedback } from '../../hooks/useTimedFeedback';
import { measure } from '../../lib/analytics/measure';
import { COPY_FEEDBACK_MS } from '../../lib/clipboard';
import { pageAddress, shareOrCopy } from '../../lib/share';
import type { LinkInBioPage } from '../../schemas/linkinbio';
import { secondaryActionClass } from './actionStyles';

export interface ShareProfileButtonProps {
  labels: LinkInBioPage['actions']['share'];
  /** 'inline' sits with the other actions; 'floating' rides the bottom corner on phones only. */
  variant?: 'inline' | 'floating' | undefined;
}

const floatingClass =
  'pointer-events-auto grid size-14 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-violet-700 text-white shadow-button ring-1 ring-white/15 transition duration-200 active:scale-95 motion-reduce:transition-none';

/**
 * 'Share Profile': the phone's own share sheet with the page's title, text and address where the
 * browser has one (a cancel or error is ignored); elsewhere the address is copied and the button
 * reads 'Link Copied!' for two seconds. A failed copy is only logged. It needs JavaScript, so the
 * static HTML holds no button, only the space it will take (none at all without JavaScript).
 */
export function ShareProfileButton({ labels, variant = 'inline' }: ShareProfileButtonProps) {
  const hydrated = useHydrated();
  const [copied, showCopied] = useTimedFeedback(COPY_FEEDBACK_MS);
  const floating = variant === 'floating';

  const share = async () => {
    const outcome = await shareOrCopy({
      title: labels.shareTitle,
      text: labels.shareText,
      url: pageAddress(window.location),
    });
    if (outcome === 'copied') showCopied();
    if (__MEASURING__ && (outcome === 'shared' || outcome === 'copied')) {
      measure('page_shared', variant);
    }
  };

  const Icon = copied ? Check : Share2;
  const label = copied ? labels.copiedLabel : labels.label;
  const status = (
    <span role="status" className="sr-only">
      {copied ? labels.copiedLabel : ''}
    </span>
  );

  if (floating) {
    // Sticky at the end of the page's content: it rides the bottom corner while the visitor
    // scrolls, and comes to rest above the footer instead of covering it.
    return (
      <div className="pointer-events-none sticky bottom-0 z-40 flex h-22 items-center justify-end gap-3 px-5 md:hidden no-js:hidden">
        {hydrated ? (
          <>
            {copied ? (
              <span
                aria-hidden="true"
                className="rounded-pill border border-line-strong bg-ink-800/95 px-3 py-1.5 text-sm font-semibold text-paper shadow-card"
              >
                {label}
              </span>
            ) : null}
            <button type="button" onClick={share} className={floatingClass}>
              <Icon aria-hidden="true" className="size-6" />
              <span className="sr-only">{label}</span>
            </button>
            {status}
          </>
        ) : null}
      </div>
    );
  }
  if (!hydrated) return <div aria-hidden="true" className="h-13 no-js:hidden" />;
  return (
    <>
      <button
        type="button"
        onClick={share}
        data-state={copied ? 'done' : 'idle'}
        className={secondaryActionClass}
      >
        <Icon aria-hidden="true" className="size-4 text-mint-300" />
        {label}
      </button>
      {status}
    </>
  );
}
