import { Check, Share2 } from 'lucide-react';
import { secondaryActionClass } from './actionStyles';
import type { LinkInBioSection } from './linkInBio';

export interface ShareProfileButtonProps {
  labels: LinkInBioSection['actions']['share'];
  /** 'inline' sits with the other actions; 'floating' rides the bottom corner on phones only. */
  variant?: 'inline' | 'floating' | undefined;
}

const floatingClass =
  'pointer-events-auto grid size-14 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-violet-700 text-white shadow-button ring-1 ring-white/15 transition duration-200 active:scale-95 motion-reduce:transition-none';

/**
 * 'Share Profile': the phone's own share sheet with the page's title, text and address where the
 * browser has one (a cancel or error is ignored); elsewhere the address is copied and the button
 * reads 'Link Copied!' for two seconds. A failed copy is only logged. It needs JavaScript, so the
 * page holds no button, only the space it will take (none at all without JavaScript): drawn at
 * build with no client code, the button waits in a template for the page's script
 * (./linkInBioActions.ts), which puts it in and swaps in the 'done' contents.
 */
export function ShareProfileButton({ labels, variant = 'inline' }: ShareProfileButtonProps) {
  const floating = variant === 'floating';
  const data = {
    'data-share-profile': variant,
    'data-copied-label': labels.copiedLabel,
    'data-share-title': labels.shareTitle,
    'data-share-text': labels.shareText,
  };
  const status = <span role="status" className="sr-only" />;

  if (floating) {
    // Sticky at the end of the page's content: it rides the bottom corner while the visitor
    // scrolls, and comes to rest above the footer instead of covering it.
    return (
      <div
        {...data}
        className="pointer-events-none sticky bottom-0 z-40 flex h-22 items-center justify-end gap-3 px-5 md:hidden no-js:hidden"
      >
        <template data-control>
          <button type="button" className={floatingClass}>
            <Share2 aria-hidden="true" className="size-6" />
            <span className="sr-only">{labels.label}</span>
          </button>
          {status}
        </template>
        <template data-done>
          <Check aria-hidden="true" className="size-6" />
          <span className="sr-only">{labels.copiedLabel}</span>
        </template>
        <template data-note>
          <span
            aria-hidden="true"
            className="rounded-pill border border-line-strong bg-ink-800/95 px-3 py-1.5 text-sm font-semibold text-paper shadow-card"
          >
            {labels.copiedLabel}
          </span>
        </template>
      </div>
    );
  }
  return (
    <div {...data} className="contents">
      <div data-placeholder aria-hidden="true" className="h-13 no-js:hidden" />
      <template data-control>
        <button type="button" data-state="idle" className={secondaryActionClass}>
          <Share2 aria-hidden="true" className="size-4 text-mint-300" />
          {labels.label}
        </button>
        {status}
      </template>
      <template data-done>
        <Check aria-hidden="true" className="size-4 text-mint-300" />
        {labels.copiedLabel}
      </template>
    </div>
  );
}
