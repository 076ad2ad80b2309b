import { render, screen, within } from '@testing-library/react';
import { AiHubDiagram, type AiHubDiagramProps } from './AiHubDiagram';

const aiHubDiagram: AiHubDiagramProps = {
  caption: 'Everything meets in the middle.',
  hubLabel: 'Core',
  nodesLabel: 'Linked to the core',
  nodes: [
    { id: 'north', label: 'North Node', x: 50, y: 10, colour: 'violet' },
    { id: 'east', label: 'East', x: 85, y: 50, colour: 'mint' },
    { id: 'south', label: 'South Node', x: 50, y: 90, colour: 'mint' },
    { id: 'west', label: 'West', x: 15, y: 50, colour: 'violet' },
  ],
};

describe('AiHubDiagram', () => {
  it('gives screen readers the hub and every node as real text', () => {
    render(<AiHubDiagram {...aiHubDiagram} />);
    expect(screen.getByText(aiHubDiagram.hubLabel)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: aiHubDiagram.nodesLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['North Node', 'East', 'South Node', 'West']);
    expect(screen.getByRole('figure')).toHaveTextContent(aiHubDiagram.caption);
  });

  it('keeps the drawing itself out of the accessibility tree', () => {
    const { container } = render(<AiHubDiagram {...aiHubDiagram} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('places each label at its node and keeps it inside the box', () => {
    render(<AiHubDiagram {...aiHubDiagram} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    for (const node of aiHubDiagram.nodes) {
      const item = screen.getByText(node.label);
      expect(item.style.left).toBe(`${node.x}%`);
      expect(item.style.top).toBe(`${node.y}%`);
      const maxWidth = Number.parseFloat(item.style.maxWidth);
      expect(node.x - maxWidth / 2).toBeGreaterThanOrEqual(0);
      expect(node.x + maxWidth / 2).toBeLessThanOrEqual(100);
    }
  });

  it('draws one line and one travelling pulse per node', () => {
    const { container } = render(<AiHubDiagram {...aiHubDiagram} />);
    expect(container.querySelectorAll('svg line')).toHaveLength(aiHubDiagram.nodes.length);
    expect(container.querySelectorAll('.ahd-pulse')).toHaveLength(aiHubDiagram.nodes.length);
  });

  it('animates only for visitors who have not asked for reduced motion', () => {
    const { container } = render(<AiHubDiagram {...aiHubDiagram} />);
    const css = container.querySelector('style')?.textContent ?? '';
    const guarded = css.slice(css.indexOf('@media (prefers-reduced-motion: no-preference)'));
    expect(guarded).toContain('.ahd-pulse { animation:');
    expect(guarded).toContain('.ahd-halo { animation:');
    // Outside that media query, nothing is set to move.
    expect(css.replace(guarded, '')).not.toContain('animation:');
  });
});
