import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { question: 'Do you work weekends?', answer: 'Only when a launch lands on a Saturday.' },
  { question: 'Which CRM do you prefer?', answer: 'The one your team already opens every day.' },
  { question: 'Can we pause the retainer?', answer: 'There is no retainer to pause.' },
];

/** The HTML the build writes: the component ships no script. */
const renderStatic = () => {
  const html = document.createElement('div');
  html.innerHTML = renderToStaticMarkup(<FaqAccordion items={items} />);
  document.body.append(html);
  onTestFinished(() => html.remove());
  return html;
};
const disclosures = (html: HTMLElement) => [...html.querySelectorAll('details')];

describe('FaqAccordion', () => {
  it('shows every question as a level-3 heading in a summary, every answer closed on arrival', () => {
    const html = renderStatic();
    const headings = within(html).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((i) => i.question));
    for (const heading of headings) expect(heading.closest('summary')).not.toBeNull();
    expect(disclosures(html).map((details) => details.open)).toEqual([false, false, false]);
    for (const { answer } of items) expect(within(html).getByText(answer)).not.toBeVisible();
  });

  it('names each summary by its question alone: the plus sign is hidden from screen readers', () => {
    const html = renderStatic();
    for (const [index, details] of disclosures(html).entries()) {
      const summary = details.querySelector('summary');
      const spoken = [...(summary?.childNodes ?? [])].filter(
        (node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'),
      );
      expect(spoken.map((node) => node.textContent).join('')).toBe(items[index]?.question);
    }
  });
});
