import type { BookingLink } from '../components/site/BookCallButton';
import { site } from '../site.config';
import { readSingle } from './readSingle';

/** The booking page's address (site.config) with the words every link to it uses (site.yaml). */
export async function bookingLink(): Promise<BookingLink> {
  const { bookCall, newTabNote } = await readSingle('site');
  return { href: site.bookingUrl, label: bookCall, newTabNote };
}
