import { readSingle } from '../../lib/readSingle';
import { site } from '../../site.config';
import type { BookingLink } from './BookCallButton';

/** The booking page's address (site.config) with the words every link to it uses (site.yaml). */
export async function bookingLink(): Promise<BookingLink> {
  const { bookCall, newTabNote } = await readSingle('site');
  return { href: site.bookingUrl, label: bookCall, newTabNote };
}
