import { Check, Copy, Mail } from 'lucide-react';
import { useHydrated } from '../../hooks/useHydrated';
import { useTimedFeedback } from '../../hooks/useTimedFeedback';
import { measure } from '../../lib/analytics/measure';
import { COPY_FEEDBACK_MS, canCopyText, copyText } from '../../lib/clipboard';
import type { LinkInBioPage } from '../../schemas/linkinbio';
import { secondaryActionClass } from './actionStyles';

export interface CopyEmailButtonProps {
  email: string;
  labels: LinkInBioPage['actions']['email'];
}

/**
 * 'Copy Email': copies the contact address and shows a check mark and 'Copied' for two seconds,
 * said aloud too. Where the copy fails an e-mail opens instead. In the static HTML, and where the
 * browser has no clipboard, it is a plain mailto link, so it always does something useful.
 */
export function CopyEmailButton({ email, labels }: CopyEmailButtonProps) {
  const hydrated = useHydrated();
  const [copied, showCopied] = useTimedFeedback(COPY_FEEDBACK_MS);
  const mailto = `mailto:${email}`;

  const copy = async () => {
    if (await copyText(email)) {
      showCopied();
      if (__MEASURING__) measure('email_copied', 'linkinbio');
    } else window.location.assign(mailto);
  };

  return (
    <>
      {hydrated && canCopyText() ? (
        <button
          type="button"
          onClick={copy}
          data-state={copied ? 'done' : 'idle'}
          className={secondaryActionClass}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-mint-300" strokeWidth={2.5} />
          ) : (
            <Copy aria-hidden="true" className="size-4 text-mint-300" />
          )}
          {copied ? labels.copiedLabel : labels.copyLabel}
        </button>
      ) : (
        <a href={mailto} className={secondaryActionClass}>
          <Mail aria-hidden="true" className="size-4 text-mint-300" />
          {labels.mailLabel}
        </a>
      )}
      <span role="status" className="sr-only">
        {copied ? labels.copiedLabel : ''}
      </span>
    </>
  );
}
