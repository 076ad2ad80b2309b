import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { scriptsWill, scriptsWithSrc, useEmbedTestSetting } from '../../test/scriptsInTests';
import { ThirdPartyEmbed, type ThirdPartyEmbedProps } from './ThirdPartyEmbed';

const props: ThirdPartyEmbedProps = {
  embedUrl: 'https://widget.test/embed/1',
  scriptUrl: 'https://widget.test/embed.js',
  title: 'Signup widget',
  height: 640,
  fallback: {
    href: 'https://widget.test/page',
    label: 'Use the full page',
    intro: 'Widget missing?',
    unavailableMessage: 'The widget is unavailable.',
    newTabNote: '(new tab)',
  },
};

const frame = () => screen.getByTitle('Signup widget');
const link = () => screen.getByRole('link', { name: /Use the full page/ });

describe('ThirdPartyEmbed', () => {
  useEmbedTestSetting();

  it('puts the fallback link just above the frame, where the visitor looks first', () => {
    render(<ThirdPartyEmbed {...props} />);
    expect(link().compareDocumentPosition(frame()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link().closest('p')).toHaveTextContent('Widget missing? Use the full page');
  });

  it('hides a blocked frame, which could only stay empty, and keeps it in the page', () => {
    scriptsWill('fail');
    render(<ThirdPartyEmbed {...props} />);
    expect(frame().parentElement).toHaveClass('hidden');
    expect(screen.getByRole('status')).toContainElement(link());
  });

  it('keeps a slow frame in view while the fallback steps forward above it', () => {
    vi.useFakeTimers();
    render(<ThirdPartyEmbed {...props} timeoutMs={3000} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toContainElement(link());
    expect(frame().parentElement).not.toHaveClass('hidden');
    fireEvent.load(frame());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens a new-tab fallback in a new tab and says so', () => {
    render(<ThirdPartyEmbed {...props} />);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link()).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link()).toHaveAccessibleName('Use the full page (new tab)');
  });

  it('carries campaign parameters only on a booking embed', () => {
    const { unmount } = render(<ThirdPartyEmbed {...props} />);
    expect(frame()).not.toHaveAttribute('data-booking');
    expect(link()).not.toHaveAttribute('data-booking');
    unmount();
    render(<ThirdPartyEmbed {...props} booking />);
    expect(frame()).toHaveAttribute('data-booking');
    expect(link()).toHaveAttribute('data-booking');
  });

  it('treats a fresh install placeholder as not set up: the link stands in from the first paint', () => {
    const placeholder = {
      ...props,
      embedUrl: 'https://widget.example.com/embed/replace-me',
      scriptUrl: 'https://widget.example.com/embed.js',
    };
    // In the static HTML already, so nothing shifts when script runs, and without script too.
    const html = renderToString(<ThirdPartyEmbed {...placeholder} />);
    expect(html).toMatch(/role="status"[^>]*>.*The widget is unavailable\./s);
    expect(html).toContain('title="Signup widget"');
    render(<ThirdPartyEmbed {...placeholder} />);
    expect(screen.getByRole('status')).toContainElement(link());
    // The frame keeps its place in the page, hidden, so the lazy frame is never fetched.
    expect(frame()).toHaveAttribute('height', '640');
    expect(frame().parentElement).toHaveClass('hidden');
    expect(scriptsWithSrc(placeholder.scriptUrl)).toHaveLength(0);
  });

  it('never loads a placeholder script, even beside a real frame', () => {
    render(<ThirdPartyEmbed {...props} scriptUrl="https://example.com/embed.js" />);
    expect(scriptsWithSrc('https://example.com/embed.js')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
