import { ChevronDown, X } from 'lucide-react';
import type { GuideContentsEntry } from '../../schemas/guideShapes';
import { ContentsLinks } from './ContentsLinks';

export interface ContentsMenuProps {
  /** The menu's id, which its button names. */
  id: string;
  entries: GuideContentsEntry[];
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
 * Phones only: the bar under the header that names the section being read, and the contents as a
 * menu that slides in. Drawn hidden: src/components/contents/contents.ts shows the bar once the reader has passed
 * the list at the top, so without JavaScript that list is the contents.
 */
export function ContentsMenu({ id, entries, labels }: ContentsMenuProps) {
  return (
    <div className="lg:hidden">
      <div className="contents-bar" data-contents-bar hidden>
        <div className="container-page flex h-12 items-center gap-3">
          <button
            type="button"
            aria-expanded="false"
            aria-controls={id}
            data-contents-button
            className="contents-button"
          >
            {labels.button}
            <ChevronDown aria-hidden="true" className="size-4 text-mint-300" />
          </button>
          <p className="truncate text-sm text-muted" data-contents-current hidden />
        </div>
      </div>
      <div aria-hidden="true" className="contents-backdrop" data-contents-backdrop hidden />
      <nav id={id} aria-label={labels.nav} hidden className="contents-panel">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <p className="font-display text-base font-semibold text-paper">{labels.nav}</p>
          <button
            type="button"
            data-contents-close
            className="grid size-10 place-items-center rounded-full border border-line-strong bg-white/5 text-paper"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <ContentsLinks
          entries={entries}
          className="flex-1 space-y-1 overflow-y-auto py-4 pr-3 pl-2 text-base [&_a]:py-3"
        />
      </nav>
    </div>
  );
}
