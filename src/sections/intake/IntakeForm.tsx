import { ClipboardX } from 'lucide-react';
import { ThirdPartyEmbed } from '../../components/embed/ThirdPartyEmbed';
import type { CalendarCopy } from '../../schemas/siteCopy';

export interface IntakeFormProps {
  /** The frame's title and the words of the e-mail link that stands in for the form. */
  copy: CalendarCopy;
  /** The provider's form address (site.config intakeFormEmbedUrl). */
  embedUrl?: string | undefined;
  /** The provider's form script (site.config intakeFormScriptUrl). */
  scriptUrl?: string | undefined;
  /** The agency's address: without the form, the client sends their details by e-mail. */
  email: string;
  /** product.md: 1318 px. */
  height?: number | undefined;
  timeoutMs?: number | undefined;
  frameId?: string | undefined;
}

/**
 * The client intake form, embedded from the form provider (with EmbedBehaviour.astro on the page
 * to run it); when the form cannot load, an e-mail to the agency does its job.
 */
export function IntakeForm({ copy, email, height = 1318, ...embed }: IntakeFormProps) {
  return (
    <ThirdPartyEmbed
      {...embed}
      title={copy.title}
      height={height}
      icon={ClipboardX}
      fallback={{
        href: `mailto:${email}`,
        label: copy.fallbackLabel,
        intro: copy.fallbackIntro,
        unavailableMessage: copy.unavailableMessage,
      }}
    />
  );
}
