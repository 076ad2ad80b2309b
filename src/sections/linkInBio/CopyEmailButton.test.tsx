import { fireEvent, screen } from '@testing-library/dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { clipboardWill, restoreBrowserApis, withoutClipboard } from '../../test/browserApis';
import { CopyEmailButton } from './CopyEmailButton';
import { startLinkInBioActions } from './linkInBioActions';

const email = 'jo@studio.test';
const labels = { copyLabel: 'Grab address', copiedLabel: 'Got it', mailLabel: 'Write to Jo' };

/** The page as the build writes it; with `script`, once the page's module has run on it too. */
function page({ script }: { script: boolean }) {
  document.body.innerHTML = renderToStaticMarkup(<CopyEmailButton email={email} labels={labels} />);
  if (script) startLinkInBioActions(document);
}

/** A click, and the copy's promise settled (the clock itself does not move). */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await vi.advanceTimersByTimeAsync(0);
}

const status = () => screen.getByRole('status');

describe('CopyEmailButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    restoreBrowserApis();
    document.body.innerHTML = '';
  });

  it('is a plain mailto link in the page as built, so it works before and without JavaScript', () => {
    clipboardWill('copy');
    page({ script: false });
    expect(screen.getByRole('link', { name: labels.mailLabel })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    expect(document.querySelector('button')).toBeNull();
    expect(status()).toBeEmptyDOMElement();
  });

  it('stays a mailto link where the browser has no clipboard', () => {
    withoutClipboard();
    page({ script: true });
    expect(screen.getByRole('link', { name: labels.mailLabel })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('becomes the copy button, in the link’s place, once the script runs', () => {
    clipboardWill('copy');
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.copyLabel });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button.querySelector('svg.lucide-copy')).not.toBeNull();
    // Where the link was: before the live region, as the component drew them.
    expect(button.nextElementSibling).toBe(status());
    expect(document.querySelector('template')).toBeNull();
  });

  it('copies the address, then shows and announces the copied state for 2000 ms', async () => {
    const writeText = clipboardWill('copy');
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.copyLabel });
    expect(status()).toBeEmptyDOMElement();

    await click(button);
    expect(writeText).toHaveBeenCalledWith(email);
    expect(button).toHaveTextContent(labels.copiedLabel);
    expect(button).toHaveAttribute('data-state', 'done');
    expect(button.querySelector('svg.lucide-check')).not.toBeNull();
    expect(button.querySelector('svg.lucide-copy')).toBeNull();
    expect(status()).toHaveTextContent(labels.copiedLabel);

    vi.advanceTimersByTime(1999);
    expect(button).toHaveTextContent(labels.copiedLabel);
    vi.advanceTimersByTime(1);
    expect(button).toHaveTextContent(labels.copyLabel);
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button.querySelector('svg.lucide-check')).toBeNull();
    expect(button.querySelector('svg.lucide-copy')).not.toBeNull();
    expect(status()).toBeEmptyDOMElement();
  });

  it('restarts the 2000 ms on a second click, and keeps the focus on the same button', async () => {
    clipboardWill('copy');
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.copyLabel });
    button.focus();
    await click(button);
    vi.advanceTimersByTime(1500);
    await click(button);
    vi.advanceTimersByTime(1999);
    expect(button).toHaveTextContent(labels.copiedLabel);
    vi.advanceTimersByTime(1);
    expect(button).toHaveTextContent(labels.copyLabel);
    expect(document.activeElement).toBe(button);
    expect(screen.getAllByRole('button')).toEqual([button]);
  });

  it('opens an e-mail to the address when the copy fails, and shows no copied state', async () => {
    clipboardWill('refuse');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.copyLabel });
    await click(button);
    expect(assign).toHaveBeenCalledWith(`mailto:${email}`);
    expect(button).toHaveTextContent(labels.copyLabel);
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(status()).toBeEmptyDOMElement();
  });

  it('is brought to life once, however often the script starts', () => {
    clipboardWill('copy');
    page({ script: true });
    startLinkInBioActions(document);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
