import { render, screen, within } from '@testing-library/react';
import { ComparisonTable } from './ComparisonTable';

const table = {
  caption: 'Two ways compared',
  columns: { feature: 'Aspect', leadForm: 'Form', landingPage: 'Page' },
  marks: { positive: 'Plus:', negative: 'Minus:' },
  rows: [
    {
      feature: 'Speed',
      leadForm: { text: 'Quick', positive: true },
      landingPage: { text: 'Slow', positive: false },
    },
  ],
};

describe('ComparisonTable', () => {
  it('is a real table named by its caption, with column and row headers', () => {
    render(<ComparisonTable {...table} scrollHint="Scroll it." />);
    const grid = screen.getByRole('table', { name: 'Two ways compared' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Aspect', 'Form', 'Page']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(within(grid).getByRole('rowheader', { name: 'Speed' })).toHaveAttribute('scope', 'row');
  });

  it('says for or against in words, not only by the colour and shape of the mark', () => {
    render(<ComparisonTable {...table} scrollHint="Scroll it." />);
    const [form, page] = within(screen.getByRole('row', { name: /Speed/ })).getAllByRole('cell');
    expect(form).toHaveTextContent('Plus: Quick');
    expect(page).toHaveTextContent('Minus: Slow');
  });

  it('scrolls inside a focusable region that says so, so the page keeps its width', () => {
    render(<ComparisonTable {...table} scrollHint="Scroll it." />);
    const region = screen.getByRole('region', { name: 'Two ways compared' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription('Scroll it.');
  });
});
