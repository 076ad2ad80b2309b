import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clipboardWill, restoreBrowserApis, shareWill, withoutShare } from '../../test/browserApis';
import { ShareProfileButton } from './ShareProfileButton';

const labels = {
  label: 'Pass it on',
  copiedLabel: 'Address copied',
  shareTitle: 'Jo at Studio',
  shareText: 'Meet Jo.',
};

const clickAndSettle = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

describe('ShareProfileButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/jo?utm_source=ig#top');
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreBrowserApis();
    window.history.replaceState(null, '', '/');
  });

  it('offers no button in the static HTML, as sharing needs JavaScript', () => {
    for (const variant of ['inline', 'floating'] as const) {
      const html = renderToString(<ShareProfileButton labels={labels} variant={variant} />);
      expect(html).not.toContain('<button');
      expect(html).not.toContain(labels.label);
    }
  });

  it("opens the native share with the title, text and the page's address", async () => {
    const share = shareWill('share');
    const writeText = clipboardWill('copy');
    render(<ShareProfileButton labels={labels} />);
    await clickAndSettle(screen.getByRole('button', { name: labels.label }));
    expect(share).toHaveBeenCalledWith({
      title: labels.shareTitle,
      text: labels.shareText,
      url: `${window.location.origin}/jo`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent(labels.label);
  });

  it('ignores a cancelled share: no message, no copy, no log', async () => {
    shareWill('cancel');
    const writeText = clipboardWill('copy');
    const log = vi.spyOn(console, 'error');
    render(<ShareProfileButton labels={labels} />);
    await clickAndSettle(screen.getByRole('button', { name: labels.label }));
    expect(writeText).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button')).toHaveTextContent(labels.label);
  });

  it("without a native share, copies the address and reads 'copied' for 2000 ms", async () => {
    withoutShare();
    const writeText = clipboardWill('copy');
    render(<ShareProfileButton labels={labels} />);
    const button = screen.getByRole('button', { name: labels.label });
    await clickAndSettle(button);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jo`);
    expect(button).toHaveTextContent(labels.copiedLabel);
    expect(screen.getByRole('status')).toHaveTextContent(labels.copiedLabel);
    act(() => vi.advanceTimersByTime(1999));
    expect(button).toHaveTextContent(labels.copiedLabel);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(labels.label);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("logs 'Failed to copy URL' when the copy fails, and shows nothing", async () => {
    withoutShare();
    clipboardWill('refuse');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ShareProfileButton labels={labels} />);
    const button = screen.getByRole('button', { name: labels.label });
    await clickAndSettle(button);
    expect(log).toHaveBeenCalledWith('Failed to copy URL', expect.any(DOMException));
    expect(button).toHaveTextContent(labels.label);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('floating, is a round button with the same name that shows the copied note beside it', async () => {
    withoutShare();
    clipboardWill('copy');
    render(<ShareProfileButton labels={labels} variant="floating" />);
    const button = screen.getByRole('button', { name: labels.label });
    await clickAndSettle(button);
    expect(button).toHaveAccessibleName(labels.copiedLabel);
    expect(
      screen.getByText(labels.copiedLabel, { selector: '[aria-hidden="true"]' }),
    ).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    expect(button).toHaveAccessibleName(labels.label);
    expect(screen.queryByText(labels.copiedLabel)).not.toBeInTheDocument();
  });
});
