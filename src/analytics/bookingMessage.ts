/**
 * Whether a message the page received says a call was booked inside the embedded calendar. Only a
 * message from the configured embed's origin and from that very frame counts: any page can post
 * any message to this one, and a forged booking would count as a conversion.
 */
export function isBookingCompleted(
  message: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  embedUrl: string,
  frame: Window | null | undefined,
): boolean {
  if (!frame || message.source !== frame) return false;
  let origin: string;
  try {
    origin = new URL(embedUrl).origin;
  } catch {
    return false;
  }
  if (message.origin !== origin) return false;
  const data = message.data as unknown;
  // LeadConnector's (GoHighLevel's) booking widget posts ['msgsndr-booking-complete', details].
  if (Array.isArray(data)) return data[0] === 'msgsndr-booking-complete';
  // Calendly's embed announces each step; this one is the booked meeting.
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  );
}
