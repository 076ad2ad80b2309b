/**
 * Where on the page something happened, in words an owner reads in a report: 'header', 'menu',
 * 'footer', the section's id ('faq', 'process', 'calendar'), 'hero' for the page's first
 * section, or 'page'. Ids React makes up for its panels (they start with '_') are skipped.
 */
export function placeOf(element: Element): string {
  if (element.closest('[role="dialog"], nav[aria-label="Menu"]')) return 'menu';
  const landmark = element.closest('header, footer');
  if (landmark && !landmark.closest('main')) return landmark.tagName.toLowerCase();
  const named = element.closest('section[id], aside[id], div[id]:not([id^="_"])');
  if (named && !named.id.startsWith('_')) return named.id;
  const main = element.closest('main');
  const first = main?.querySelector('section, header');
  if (first?.contains(element)) return 'hero';
  return 'page';
}

/** The questions of the page's FAQPage structured data: how a FAQ's toggle is told apart. */
export function faqQuestions(doc: Document): Set<string> {
  const questions = new Set<string>();
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as {
        '@type'?: string;
        mainEntity?: { name?: unknown }[];
      };
      if (data['@type'] !== 'FAQPage') continue;
      for (const entry of data.mainEntity ?? []) {
        if (typeof entry.name === 'string') questions.add(entry.name.trim());
      }
    } catch {
      // A block that does not parse names no question.
    }
  }
  return questions;
}
