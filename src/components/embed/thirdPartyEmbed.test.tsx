import { fireEvent, screen } from '@testing-library/react';
import {
  holdScripts,
  mountEmbeds,
  scriptsWill,
  scriptsWithSrc,
  useEmbedTestSetting,
} from '../../test/scriptsInTests';
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
const links = () => screen.getAllByRole('link', { name: /Use the full page/ });
const status = () => screen.getAllByRole('status')[0];
const providerScripts = () => scriptsWithSrc(props.scriptUrl ?? '');

describe('a third-party embed on the page', () => {
  useEmbedTestSetting();

  it('puts the fallback link just above a lazy frame, where the visitor looks first', async () => {
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    const link = screen.getByRole('link', { name: /Use the full page/ });
    expect(link.compareDocumentPosition(frame()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.closest('p')).toHaveTextContent('Widget missing? Use the full page');
    expect(frame()).toHaveAttribute('loading', 'lazy');
    expect(frame()).toHaveAttribute('height', '640');
    expect(status()).toBeEmptyDOMElement();
  });

  it('opens a new-tab fallback in a new tab and says so', async () => {
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    expect(links()[0]).toHaveAttribute('target', '_blank');
    expect(links()[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links()[0]).toHaveAccessibleName('Use the full page (new tab)');
  });

  it('adds the provider script once, however many embeds share it', async () => {
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    await mountEmbeds(<ThirdPartyEmbed {...props} title="Second widget" />);
    expect(providerScripts()).toHaveLength(1);
  });

  it('brings the fallback forward once a frame on screen has not loaded in time', async () => {
    vi.useFakeTimers();
    await mountEmbeds(<ThirdPartyEmbed {...props} timeoutMs={3000} />);
    vi.advanceTimersByTime(2999);
    expect(status()).toBeEmptyDOMElement();
    vi.advanceTimersByTime(1);
    expect(status()).toHaveTextContent('The widget is unavailable.');
    // The prominent button replaces the quiet link rather than repeating it, and the slow frame
    // stays in view below it.
    expect(links()).toHaveLength(1);
    expect(status()).toContainElement(links()[0] ?? null);
    expect(frame().parentElement).not.toHaveClass('hidden');
    expect(screen.getByTitle('Signup widget').closest('[data-embed]')).toHaveAttribute(
      'data-state',
      'failed',
    );
  });

  it('lets a slow frame that loads after all take its place again', async () => {
    vi.useFakeTimers();
    await mountEmbeds(<ThirdPartyEmbed {...props} timeoutMs={3000} />);
    vi.advanceTimersByTime(3000);
    fireEvent.load(frame());
    expect(status()).toBeEmptyDOMElement();
    expect(links()).toHaveLength(1);
    expect(status()).not.toContainElement(links()[0] ?? null);
  });

  it('keeps the fallback quiet once the frame has loaded', async () => {
    vi.useFakeTimers();
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    fireEvent.load(frame());
    vi.advanceTimersByTime(10_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('steps forward at once, and hides the frame, when the frame reports an error', async () => {
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    fireEvent.error(frame());
    expect(status()).toHaveTextContent('The widget is unavailable.');
    expect(frame().parentElement).toHaveClass('hidden');
  });

  it('hides a blocked frame for good: its error page loading changes nothing', async () => {
    scriptsWill('fail');
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    expect(frame().parentElement).toHaveClass('hidden');
    fireEvent.load(frame());
    expect(status()).toContainElement(links()[0] ?? null);
  });

  it('steps forward when the provider script fails later, and a second embed then at once', async () => {
    holdScripts();
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    expect(status()).toBeEmptyDOMElement();
    providerScripts()[0]?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(status()).toHaveTextContent('The widget is unavailable.');
    await mountEmbeds(<ThirdPartyEmbed {...props} title="Second widget" />);
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('The widget is unavailable.');
  });

  it('carries campaign parameters only on a booking embed', async () => {
    await mountEmbeds(<ThirdPartyEmbed {...props} />);
    expect(frame()).not.toHaveAttribute('data-booking');
    expect(links()[0]).not.toHaveAttribute('data-booking');
    document.body.replaceChildren();
    await mountEmbeds(<ThirdPartyEmbed {...props} booking />);
    expect(frame()).toHaveAttribute('data-booking');
    expect(links()[0]).toHaveAttribute('data-booking');
  });

  it('treats a fresh install placeholder as not set up: the link stands in from the first byte', async () => {
    const placeholder = {
      ...props,
      embedUrl: 'https://widget.example.com/embed/replace-me',
      scriptUrl: 'https://widget.example.com/embed.js',
    };
    await mountEmbeds(<ThirdPartyEmbed {...placeholder} />);
    expect(status()).toHaveTextContent('The widget is unavailable.');
    expect(status()).toContainElement(links()[0] ?? null);
    // The frame keeps its place in the page, hidden, so the lazy frame is never fetched.
    expect(frame()).toHaveAttribute('height', '640');
    expect(frame().parentElement).toHaveClass('hidden');
    expect(scriptsWithSrc(placeholder.scriptUrl)).toHaveLength(0);
  });

  it('never loads a placeholder script, even beside a real frame', async () => {
    await mountEmbeds(<ThirdPartyEmbed {...props} scriptUrl="https://example.com/embed.js" />);
    expect(scriptsWithSrc('https://example.com/embed.js')).toHaveLength(0);
    expect(status()).toBeEmptyDOMElement();
  });
});
