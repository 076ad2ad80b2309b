import { CalendarX2 } from 'lucide-react';
import type { CalendarCopy } from '../../schemas/siteCopy';
import { ThirdPartyEmbed } from '../embed/ThirdPartyEmbed';

export interface BookingCalendarProps {
  /** The words around the calendar: a `calendar:` block of the page's content entry. */
  copy: CalendarCopy;
  /** The provider's calendar address; when empty the plain booking link stands in for it. */
  embedUrl?: string | undefined;
  /** The provider's embed script (it sizes the frame); added once while a calendar is shown. */
  scriptUrl?: string | undefined;
  /** product.md: 800 px on the booking page, 1000 px on the spam guide. */
  minHeight?: number | undefined;
  /** The external booking page: the link that does the calendar's job when it cannot load. */
  fallbackHref: string;
  /** Read after the fallback link's text: it opens a new tab. */
  newTabNote: string;
  /** How long the frame may take to load, once on screen, before the fallback steps forward. */
  timeoutMs?: number | undefined;
  /** An id for the iframe, where the provider's script expects one. */
  frameId?: string | undefined;
}

/**
 * The booking calendar every page that offers one shows (with EmbedBehaviour.astro on the page to
 * run it); the visitor's campaign parameters are carried to the frame and to the booking link
 * that stands in when the calendar cannot load.
 */
export function BookingCalendar({
  copy,
  minHeight = 800,
  fallbackHref,
  newTabNote,
  ...embed
}: BookingCalendarProps) {
  return (
    <ThirdPartyEmbed
      {...embed}
      title={copy.title}
      height={minHeight}
      booking
      icon={CalendarX2}
      fallback={{
        href: fallbackHref,
        label: copy.fallbackLabel,
        intro: copy.fallbackIntro,
        unavailableMessage: copy.unavailableMessage,
        newTabNote,
      }}
    />
  );
}
