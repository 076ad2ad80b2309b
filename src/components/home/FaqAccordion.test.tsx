import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItems } from '../../content/home/faq';
import { FaqAccordion } from './FaqAccordion';

const renderFaq = () => {
  render(<FaqAccordion items={faqItems} />);
  return screen.getAllByRole('button');
};

const panelOf = (trigger: HTMLElement) =>
  document.getElementById(trigger.getAttribute('aria-controls') ?? '');

describe('FaqAccordion', () => {
  it('shows six questions, each a button inside a heading, all closed at first', () => {
    const triggers = renderFaq();
    expect(triggers).toHaveLength(6);
    for (const trigger of triggers) {
      expect(trigger).toHaveAttribute('type', 'button');
      expect(trigger.parentElement?.tagName).toBe('H3');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('answers are in the document while closed', () => {
    const triggers = renderFaq();
    for (const [index, trigger] of triggers.entries()) {
      const panel = panelOf(trigger);
      expect(panel).toHaveTextContent(faqItems[index]?.answer ?? 'missing');
      expect(panel).toHaveAttribute('data-collapsible');
      expect(panel).toHaveAttribute('data-state', 'closed');
      expect(panel).not.toHaveAttribute('hidden');
    }
  });

  it('labels each answer region with its question', async () => {
    const user = userEvent.setup();
    const [first] = renderFaq();
    if (!first) throw new Error('no question rendered');
    await user.click(first);
    expect(screen.getByRole('region', { name: faqItems[0]?.question ?? '' })).toBe(panelOf(first));
  });

  it('opening a question shows its answer and announces it as expanded', async () => {
    const user = userEvent.setup();
    const [first] = renderFaq();
    if (!first) throw new Error('no question rendered');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first)).toHaveAttribute('data-state', 'open');
  });

  it('opening a second question closes the first', async () => {
    const user = userEvent.setup();
    const [first, second] = renderFaq();
    if (!first || !second) throw new Error('questions missing');
    await user.click(first);
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).toHaveAttribute('data-state', 'closed');
  });

  it('clicking the open question closes it', async () => {
    const user = userEvent.setup();
    const [first] = renderFaq();
    if (!first) throw new Error('no question rendered');
    await user.click(first);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).toHaveAttribute('data-state', 'closed');
  });

  it('opens with Enter and Space, like any button', async () => {
    const user = userEvent.setup();
    const [first, second] = renderFaq();
    if (!first || !second) throw new Error('questions missing');
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    second.focus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown moves focus to the next question', async () => {
    const user = userEvent.setup();
    const triggers = renderFaq();
    triggers[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(triggers[1]).toHaveFocus();
  });

  it('ArrowDown on the last question wraps to the first, ArrowUp wraps back', async () => {
    const user = userEvent.setup();
    const triggers = renderFaq();
    triggers[5]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(triggers[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(triggers[5]).toHaveFocus();
  });

  it('Home and End jump to the first and last question', async () => {
    const user = userEvent.setup();
    const triggers = renderFaq();
    triggers[2]?.focus();
    await user.keyboard('{End}');
    expect(triggers[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(triggers[0]).toHaveFocus();
  });

  it('moving focus with the arrows does not open or close anything', async () => {
    const user = userEvent.setup();
    const triggers = renderFaq();
    triggers[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
