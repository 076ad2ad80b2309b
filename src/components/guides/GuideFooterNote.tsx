import { Logo } from '../site/Logo';

export interface GuideFooterNoteProps {
  brandName: string;
  /** Read after the brand name on the logo link. */
  homeLabel: string;
  /** product.md fixes the spam guide's year at 2025, whatever the site footer's year. */
  year: number;
  text: string;
}

/** The guide's own closing line, above the site footer: its logo and its copyright. */
export function GuideFooterNote({ brandName, homeLabel, year, text }: GuideFooterNoteProps) {
  return (
    <div className="mt-16 flex flex-col items-start gap-3 border-t border-line pt-8 text-sm text-subtle sm:flex-row sm:items-center sm:justify-between">
      <Logo brandName={brandName} srSuffix={homeLabel} />
      <p>
        © {year} {brandName}. {text}
      </p>
    </div>
  );
}
