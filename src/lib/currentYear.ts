/**
 * The footer's year is rendered when the site is built; a build from last December would still
 * say last year in January. This sets every `[data-current-year]` to the visitor's own year.
 * BaseLayout writes it inline with `toString()`, so it uses nothing from outside its body.
 */
export function showCurrentYear(doc: Document = document, now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of doc.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
