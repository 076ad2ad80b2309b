import { Check, Copy, Mail } from 'lucide-react';
import { secondaryActionClass } from './actionStyles';
import type { LinkInBioSection } from './linkInBio';

export interface CopyEmailButtonProps {
  email: string;
  labels: LinkInBioSection['actions']['email'];
}

/**
 * 'Copy Email': copies the contact address and shows a check mark and 'Copied' for two seconds,
 * said aloud too. Where the copy fails an e-mail opens instead. Drawn at build with no client
 * code: the page holds a plain mailto link, so it always does something useful, and the page's
 * script (./linkInBioActions.ts) puts the copy button from the template in its place
 * where the browser has a clipboard.
 */
export function CopyEmailButton({ email, labels }: CopyEmailButtonProps) {
  return (
    <div data-copy-email={email} data-copied-label={labels.copiedLabel} className="contents">
      <a href={`mailto:${email}`} className={secondaryActionClass}>
        <Mail aria-hidden="true" className="size-4 text-mint-300" />
        {labels.mailLabel}
      </a>
      <span role="status" className="sr-only" />
      <template data-control>
        <button type="button" data-state="idle" className={secondaryActionClass}>
          <Copy aria-hidden="true" className="size-4 text-mint-300" />
          {labels.copyLabel}
        </button>
      </template>
      <template data-done>
        <Check aria-hidden="true" className="size-4 text-mint-300" strokeWidth={2.5} />
        {labels.copiedLabel}
      </template>
    </div>
  );
}
