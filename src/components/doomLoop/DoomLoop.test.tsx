import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { DoomLoop } from './DoomLoop';

const loop = {
  caption: 'How it spirals.',
  hint: 'Point at a circle.',
  circles: [
    { label: 'Filtered', detail: 'Mail goes to the junk folder.' },
    { label: 'Unread', detail: 'Nobody sees it, so nobody opens it.' },
    { label: 'Distrusted', detail: 'Providers trust the sender less.' },
  ],
};

const circle = (name: string) => screen.getByRole('button', { name });
const tipOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '') as HTMLElement;

describe('DoomLoop', () => {
  it('has every circle and every explanation in the server HTML', () => {
    const html = renderToString(<DoomLoop {...loop} />);
    for (const { label, detail } of loop.circles) {
      expect(html).toContain(label);
      expect(html).toContain(detail);
    }
    expect(html).toContain('data-doom-loop="static"');
  });

  it('each circle is a button described by its tooltip', () => {
    render(<DoomLoop {...loop} />);
    const tip = tipOf(circle('Unread'));
    expect(tip).toHaveAttribute('role', 'tooltip');
    expect(tip).toHaveTextContent('Nobody sees it, so nobody opens it.');
    expect(circle('Unread')).toHaveAccessibleDescription('Nobody sees it, so nobody opens it.');
  });

  it('a circle focused before the island runs keeps its tooltip once the island takes over, with no moment between', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<DoomLoop {...loop} />);
    document.body.append(host);
    onTestFinished(() => host.remove());
    circle('Filtered').focus();
    // Each state the page can be read (or painted) in, as React leaves it between tasks: outside
    // act(), which would run the whole hand-over at once.
    const seen = new Set<string>();
    const watch = new MutationObserver(() => {
      const figure = host.querySelector('figure')?.dataset.doomLoop;
      seen.add(`${figure} ${tipOf(circle('Filtered')).dataset.state}`);
    });
    watch.observe(host, { subtree: true, attributes: true });
    const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    onTestFinished(() => {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
    });
    hydrateRoot(host, <DoomLoop {...loop} />);
    await vi.waitFor(() => expect(tipOf(circle('Filtered'))).toHaveAttribute('data-state', 'open'));
    watch.disconnect();
    expect([...seen]).toContain('live open');
    expect([...seen]).not.toContain('live closed');
  });
});
