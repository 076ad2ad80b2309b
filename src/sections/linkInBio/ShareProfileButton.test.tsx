import { fireEvent, screen } from '@testing-library/dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { clipboardWill, restoreBrowserApis, withoutShare, withShare } from '../../test/browserApis';
import { startLinkInBioActions } from './linkInBioActions';
import { ShareProfileButton, type ShareProfileButtonProps } from './ShareProfileButton';

const labels = {
  label: 'Pass it on',
  copiedLabel: 'Address copied',
  shareTitle: 'Jo at Studio',
  shareText: 'Meet Jo.',
};

/** The page as the build writes it; with `script`, once the page's module has run on it too. */
function page({
  script,
  variant,
}: {
  script: boolean;
  variant?: ShareProfileButtonProps['variant'];
}) {
  document.body.innerHTML = renderToStaticMarkup(
    <ShareProfileButton labels={labels} variant={variant} />,
  );
  if (script) startLinkInBioActions(document);
}

/** A click, and the share's promise settled (the clock itself does not move). */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await vi.advanceTimersByTimeAsync(0);
}

const status = () => screen.getByRole('status');

describe('ShareProfileButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/jo?utm_source=ig#top');
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreBrowserApis();
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('offers no button in the page as built, as sharing needs JavaScript: only its space', () => {
    for (const variant of ['inline', 'floating'] as const) {
      page({ script: false, variant });
      expect(document.querySelector('button')).toBeNull();
      expect(document.body).not.toHaveTextContent(labels.label);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    }
    page({ script: false });
    expect(document.querySelector('[aria-hidden="true"].h-13.no-js\\:hidden')).not.toBeNull();
  });

  it('puts the button in the space kept for it once the script runs', () => {
    withShare();
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.label });
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button.querySelector('svg.lucide-share-2')).not.toBeNull();
    expect(button.nextElementSibling).toBe(status());
    expect(status()).toBeEmptyDOMElement();
    expect(document.querySelector('.h-13.no-js\\:hidden')).toBeNull();
    expect(document.querySelector('template')).toBeNull();
  });

  it("opens the native share with the title, text and the page's address", async () => {
    const share = withShare();
    page({ script: true });
    await click(screen.getByRole('button', { name: labels.label }));
    expect(share).toHaveBeenCalledWith({
      title: labels.shareTitle,
      text: labels.shareText,
      url: `${window.location.origin}/jo`,
    });
    expect(screen.getByRole('button')).toHaveTextContent(labels.label);
    expect(status()).toBeEmptyDOMElement();
  });

  it("without a native share, copies the address and reads 'copied' for 2000 ms", async () => {
    withoutShare();
    const writeText = clipboardWill('copy');
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.label });
    await click(button);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jo`);
    expect(button).toHaveTextContent(labels.copiedLabel);
    expect(button).toHaveAttribute('data-state', 'done');
    expect(button.querySelector('svg.lucide-check')).not.toBeNull();
    expect(status()).toHaveTextContent(labels.copiedLabel);
    vi.advanceTimersByTime(1999);
    expect(button).toHaveTextContent(labels.copiedLabel);
    vi.advanceTimersByTime(1);
    expect(button).toHaveTextContent(labels.label);
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button.querySelector('svg.lucide-share-2')).not.toBeNull();
    expect(status()).toBeEmptyDOMElement();
  });

  it("logs 'Failed to copy URL' when the copy fails, and shows nothing", async () => {
    withoutShare();
    clipboardWill('refuse');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page({ script: true });
    const button = screen.getByRole('button', { name: labels.label });
    await click(button);
    expect(log).toHaveBeenCalledWith('Failed to copy URL', expect.any(DOMException));
    expect(button).toHaveTextContent(labels.label);
    expect(status()).toBeEmptyDOMElement();
  });

  it('floating, is a round button with the same name that shows the copied note beside it', async () => {
    withoutShare();
    clipboardWill('copy');
    page({ script: true, variant: 'floating' });
    const button = screen.getByRole('button', { name: labels.label });
    expect(button).not.toHaveAttribute('data-state');
    expect(screen.queryByText(labels.copiedLabel)).not.toBeInTheDocument();
    await click(button);
    expect(button).toHaveAccessibleName(labels.copiedLabel);
    const note = screen.getByText(labels.copiedLabel, { selector: '[aria-hidden="true"]' });
    expect(note).toBeVisible();
    expect(note.nextElementSibling).toBe(button);
    expect(status()).toHaveTextContent(labels.copiedLabel);
    vi.advanceTimersByTime(2000);
    expect(button).toHaveAccessibleName(labels.label);
    expect(screen.queryByText(labels.copiedLabel)).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('the inline and the floating button each keep their own state', async () => {
    withoutShare();
    clipboardWill('copy');
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <ShareProfileButton labels={labels} />
        <ShareProfileButton labels={labels} variant="floating" />
      </>,
    );
    startLinkInBioActions(document);
    startLinkInBioActions(document);
    const [inline, floating] = screen.getAllByRole('button', { name: labels.label });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await click(floating as HTMLElement);
    expect(floating).toHaveAccessibleName(labels.copiedLabel);
    expect(inline).toHaveAccessibleName(labels.label);
  });
});
