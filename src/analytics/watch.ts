import { isBookingCompleted } from './bookingMessage';
import type { EventName } from './events';
import { BOOKED_EVENT, MEASURE_EVENT, type MeasureDetail } from './measure';
import { faqQuestions, placeOf } from './place';

export interface WatchOptions {
  /** The booking calendar's address (the settings' `calendarEmbedUrl`). */
  calendarEmbedUrl: string;
  /** The intake form's address (`intakeFormEmbedUrl`). */
  intakeFormEmbedUrl: string;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/**
 * Follows the steps a visitor takes towards a booked call, from the page as it is, with no mark
 * added to any component: booking links (`data-booking`), a FAQ answer opened (a `<details>`
 * whose summary is a question of the page's FAQPage data), a video's or the podcast's first
 * play, a calendar or the intake form coming into view, a booking the calendar reports, the end
 * of a guide, and what islands report through `measure()`. Each step is reported once per element. Returns a function that stops.
 */
export function watchVisitorSteps(
  win: Window & typeof globalThis,
  report: (name: EventName, place: string) => void,
  options: WatchOptions,
): () => void {
  const doc = win.document;
  // What was already reported, per event: each element counts once for each.
  const seen = new Map<EventName, WeakSet<object>>();
  const once = (target: object, name: EventName, place: string) => {
    const done = seen.get(name) ?? new WeakSet<object>();
    seen.set(name, done);
    if (done.has(target)) return;
    done.add(target);
    report(name, place);
  };
  const observed = new WeakSet<Element>();
  const questions = faqQuestions(doc);
  const calendarOrigin = originOf(options.calendarEmbedUrl);
  const intakeOrigin = originOf(options.intakeFormEmbedUrl);
  const frameOrigin = (frame: HTMLIFrameElement) => originOf(frame.src);

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target : null;
    const link = target?.closest('a[data-booking]');
    if (link) report('booking_click', placeOf(link));
  };

  // A `<details>` opening (toggle does not bubble, so the document hears it while capturing).
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof win.HTMLDetailsElement) || !details.open) return;
    const question = details.querySelector(':scope > summary')?.textContent?.trim() ?? '';
    if (questions.has(question)) report('faq_opened', question);
  };

  const onPlay = (event: Event) => {
    const media = event.target;
    if (media instanceof win.HTMLVideoElement) once(media, 'video_play', placeOf(media));
    else if (media instanceof win.HTMLAudioElement) once(media, 'podcast_play', placeOf(media));
  };

  const onMessage = (message: MessageEvent) => {
    for (const frame of doc.querySelectorAll<HTMLIFrameElement>('iframe[data-booking]')) {
      const calendar = frame.contentWindow;
      if (!calendar || !isBookingCompleted(message, options.calendarEmbedUrl, calendar)) continue;
      // Counted once: a provider may say it twice, and a reload of the frame is the same booking.
      if (seen.get('booking_completed')?.has(frame)) return;
      once(frame, 'booking_completed', placeOf(frame));
      // For the page to thank the visitor in the calendar's place.
      frame.dispatchEvent(new win.Event(BOOKED_EVENT, { bubbles: true }));
      return;
    }
  };

  const onMeasure = (event: Event) => {
    const { name, place } = (event as CustomEvent<MeasureDetail>).detail;
    report(name, place);
  };

  // A frame counts as shown once half of it, or half the screen for a frame taller than that, is
  // in view.
  const shown = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const needed = Math.min(entry.boundingClientRect.height, win.innerHeight) / 2;
        if (!entry.isIntersecting || entry.intersectionRect.height < needed) continue;
        const frame = entry.target as HTMLIFrameElement;
        shown.unobserve(frame);
        const origin = frameOrigin(frame);
        if (frame.hasAttribute('data-booking') && origin === calendarOrigin) {
          once(frame, 'calendar_shown', placeOf(frame));
        } else if (origin === intakeOrigin) once(frame, 'intake_form_shown', placeOf(frame));
      }
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  const observeFrames = () => {
    for (const frame of doc.querySelectorAll('iframe')) {
      if (observed.has(frame)) continue;
      observed.add(frame);
      shown.observe(frame);
    }
  };
  observeFrames();
  // Islands add their frames after the page has loaded.
  const added = new win.MutationObserver(observeFrames);
  added.observe(doc.body, { childList: true, subtree: true });

  // A guide counts as read when the end of its article comes into view.
  const article = doc.querySelector('main article');
  const ending = article?.lastElementChild;
  const reading = new win.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting) || !article) return;
    reading.disconnect();
    once(article, 'guide_read', 'article');
  });
  if (ending && doc.location.pathname.startsWith('/guides/')) reading.observe(ending);

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('toggle', onToggle, true);
  doc.addEventListener('play', onPlay, true);
  win.addEventListener('message', onMessage);
  win.addEventListener(MEASURE_EVENT, onMeasure);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('toggle', onToggle, true);
    doc.removeEventListener('play', onPlay, true);
    win.removeEventListener('message', onMessage);
    win.removeEventListener(MEASURE_EVENT, onMeasure);
    shown.disconnect();
    added.disconnect();
    reading.disconnect();
  };
}
