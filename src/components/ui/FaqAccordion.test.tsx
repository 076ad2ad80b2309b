import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { question: 'Do you work weekends?', answer: 'Only when a launch lands on a Saturday.' },
  { question: 'Which CRM do you prefer?', answer: 'The one your team already opens every day.' },
  { question: 'Can we pause the retainer?', answer: 'There is no retainer to pause.' },
  { question: 'Who writes the emails?', answer: 'A copywriter who has read your sales calls.' },
];

const renderFaq = () => {
  render(<FaqAccordion items={items} />);
  return screen.getAllByRole('button');
};
const question = (text: string) => screen.getByRole('button', { name: text });

describe('FaqAccordion', () => {
  it('shows every question as a button inside a level-3 heading, all closed at first', () => {
    const triggers = renderFaq();
    expect(triggers).toHaveLength(items.length);
    const headings = screen.getAllByRole('heading', { level: 3 });
    for (const [index, heading] of headings.entries()) {
      const button = within(heading).getByRole('button', { name: items[index]?.question ?? '' });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opening a question shows its answer in a region named by the question', async () => {
    const user = userEvent.setup();
    renderFaq();
    expect(screen.getByText(items[1]?.answer ?? '')).not.toBeVisible();
    await user.click(question('Which CRM do you prefer?'));
    expect(question('Which CRM do you prefer?')).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Which CRM do you prefer?' });
    expect(region).toHaveTextContent(items[1]?.answer ?? '');
    expect(region).toBeVisible();
  });

  it('opening a second question closes the first; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('Do you work weekends?'));
    await user.click(question('Who writes the emails?'));
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([
      question('Who writes the emails?'),
    ]);
    expect(screen.getByText(items[0]?.answer ?? '')).not.toBeVisible();
    await user.click(question('Who writes the emails?'));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('is operable from the keyboard: arrows wrap, Home and End jump, Enter opens', async () => {
    const user = userEvent.setup();
    const triggers = renderFaq();
    triggers[3]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(triggers[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(triggers[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(triggers[0]).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(triggers[3]).toHaveAttribute('aria-expanded', 'true');
  });

  it('in the server HTML, every answer is readable and no dead button or plus sign is offered', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<FaqAccordion items={items} />);
    document.body.append(html);
    onTestFinished(() => html.remove());
    for (const item of items) {
      expect(within(html).getByRole('heading', { level: 3, name: item.question })).toBeVisible();
      expect(within(html).getByText(item.answer)).toBeVisible();
    }
    expect(within(html).queryAllByRole('button')).toEqual([]);
    expect(html.querySelector('svg')).toBeNull();
  });
});
