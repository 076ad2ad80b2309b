import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LazyResearchDiagramProps } from './LazyResearchDiagram';

const props: LazyResearchDiagramProps = {
  diagram: {
    title: 'Listening turns into insight',
    description: 'Calls and numbers flow into one insight.',
    inputs: ['Calls', 'Numbers'],
    output: 'Insight',
  },
  loading: 'Loading diagram...',
  unavailable: 'The diagram is missing; the steps are above.',
};

/** A fresh module each time, so the lazy diagram has not been loaded by an earlier test. */
const fresh = async () => {
  vi.resetModules();
  return (await import('./LazyResearchDiagram')).LazyResearchDiagram;
};

describe('LazyResearchDiagram', () => {
  afterEach(() => {
    vi.doUnmock('./ResearchDiagram');
  });

  it('promises nothing in the server HTML, so a page whose scripts fail shows no loading line', async () => {
    const LazyResearchDiagram = await fresh();
    const html = document.createElement('div');
    html.innerHTML = renderToStaticMarkup(<LazyResearchDiagram {...props} />);
    expect(html.textContent).toBe('');
    expect(html.querySelector('svg')).toBeNull();
  });

  it('in the browser, loads the diagram as its own chunk, with a loading line meanwhile', async () => {
    const LazyResearchDiagram = await fresh();
    render(<LazyResearchDiagram {...props} />);
    expect(screen.getByText('Loading diagram...')).toBeInTheDocument();
    const diagram = await screen.findByRole('img', { name: props.diagram.title });
    expect(diagram).toHaveAccessibleDescription(props.diagram.description);
    expect(screen.queryByText('Loading diagram...')).not.toBeInTheDocument();
  });

  it("shows one quiet line instead when the diagram's chunk fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./ResearchDiagram', () => {
      throw new Error('chunk failed');
    });
    const LazyResearchDiagram = await fresh();
    render(<LazyResearchDiagram {...props} />);
    expect(await screen.findByText(props.unavailable)).toBeVisible();
    expect(screen.queryByText('Loading diagram...')).not.toBeInTheDocument();
  });
});
