import { render, screen, within } from '@testing-library/react';
import { ToolsTable } from './ToolsTable';

const tools = {
  caption: 'Check it yourself',
  columns: { tool: 'Name', access: 'Where' },
  builtIn: 'Comes with your inbox',
  items: [
    { name: 'Checker', description: 'Checks things.', url: 'https://www.checker.test/start' },
    { name: 'Inbox view', url: '#' as const },
  ],
};

describe('ToolsTable', () => {
  it('links a tool to its site in a new tab, and says so', () => {
    render(<ToolsTable {...tools} scrollHint="Scroll." newTabNote="(new tab)" />);
    const link = screen.getByRole('link', { name: 'checker.test (new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.checker.test/start');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows a built-in tool's note instead of a link when its address is '#'", () => {
    render(<ToolsTable {...tools} scrollHint="Scroll." newTabNote="(new tab)" />);
    const row = screen.getByRole('row', { name: /Inbox view/ });
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row).toHaveTextContent('Comes with your inbox');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
