import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** Puts a circle at `left` in a 390 px wide viewport, its frame at the page's left edge. */
function placeCircle(button: HTMLElement, left: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: 390,
  });
  button.getBoundingClientRect = () =>
    ({ left, top: 100, width: 112, height: 112, right: left + 112, bottom: 212 }) as DOMRect;
  (button.parentElement as HTMLElement).getBoundingClientRect = () =>
    ({ left, top: 100, width: 112, height: 112 }) as DOMRect;
}

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

  it('hovering shows the tooltip under the circle, 300 px wide and 20 px inside the screen', async () => {
    const user = userEvent.setup();
    render(<DoomLoop {...loop} />);
    const button = circle('Unread');
    placeCircle(button, 270);
    await user.hover(button);
    const tip = tipOf(button);
    expect(tip).toHaveAttribute('data-state', 'open');
    // Centred it would end at 476; kept 20 px from the right edge of 390 px it ends at 370.
    expect(tip.style.width).toBe('300px');
    expect(tip.style.left).toBe(`${70 - 270}px`);
    expect(tip.style.top).toBe('124px');
    await user.unhover(button);
    expect(tip).toHaveAttribute('data-state', 'closed');
  });

  it('keyboard focus shows the tooltip and blur hides it', async () => {
    const user = userEvent.setup();
    render(<DoomLoop {...loop} />);
    await user.tab();
    expect(circle('Filtered')).toHaveFocus();
    expect(tipOf(circle('Filtered'))).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(tipOf(circle('Filtered'))).toHaveAttribute('data-state', 'closed');
    expect(tipOf(circle('Unread'))).toHaveAttribute('data-state', 'open');
  });

  it('a circle focused before the island runs keeps its tooltip once the island takes over', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<DoomLoop {...loop} />);
    document.body.append(host);
    onTestFinished(() => host.remove());
    circle('Filtered').focus();
    await act(async () => {
      hydrateRoot(host, <DoomLoop {...loop} />);
    });
    expect(tipOf(circle('Filtered'))).toHaveAttribute('data-state', 'open');
  });

  it('Escape hides the open tooltip', async () => {
    const user = userEvent.setup();
    render(<DoomLoop {...loop} />);
    await user.tab();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tipOf(circle('Filtered'))).toHaveAttribute('data-state', 'closed');
  });
});
