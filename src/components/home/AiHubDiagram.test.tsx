import { render, screen, within } from '@testing-library/react';
import { aiHubDiagram } from '../../content/home/difference';
import { AiHubDiagram } from './AiHubDiagram';

const labels = [
  'CRM Data',
  'Staff Alerts',
  'Analytics',
  'Nurture Sequences',
  'Lead Scoring',
  'Personalization',
];

describe('AiHubDiagram', () => {
  it('gives screen readers the hub and the six nodes as real text', () => {
    render(<AiHubDiagram {...aiHubDiagram} />);
    expect(screen.getByText(aiHubDiagram.hubLabel)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: aiHubDiagram.nodesLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(labels);
    expect(screen.getByRole('figure')).toHaveTextContent(aiHubDiagram.caption);
  });

  it('keeps the drawing itself out of the accessibility tree', () => {
    const { container } = render(<AiHubDiagram {...aiHubDiagram} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('places each label at its node and keeps it inside the box', () => {
    render(<AiHubDiagram {...aiHubDiagram} />);
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
    expect(container.querySelectorAll('svg g')).toHaveLength(aiHubDiagram.nodes.length);
    expect(container.querySelectorAll('.ahd-pulse').length).toBeGreaterThanOrEqual(
      aiHubDiagram.nodes.length,
    );
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

  it('names the node and the allowed colours when a colour is unknown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const nodes = aiHubDiagram.nodes.map((node, index) =>
      index === 0 ? { ...node, colour: 'teal' } : node,
    );
    expect(() => render(<AiHubDiagram {...aiHubDiagram} nodes={nodes} />)).toThrow(
      'AiHubDiagram: node "crm-data" has colour "teal"; use one of: violet, mint.',
    );
  });
});
