import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clipboardWill, restoreBrowserApis, withoutClipboard } from '../../test/browserApis';
import { CopyEmailButton } from './CopyEmailButton';

const email = 'jo@studio.test';
const labels = { copyLabel: 'Grab address', copiedLabel: 'Got it', mailLabel: 'Write to Jo' };

const clickAndSettle = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

describe('CopyEmailButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    restoreBrowserApis();
  });

  it('is a plain mailto link in the static HTML, so it works before and without JavaScript', () => {
    clipboardWill('copy');
    const html = renderToString(<CopyEmailButton email={email} labels={labels} />);
    expect(html).toContain(`href="mailto:${email}"`);
    expect(html).toContain(labels.mailLabel);
    expect(html).not.toContain('<button');
  });

  it('stays a mailto link where the browser has no clipboard', () => {
    withoutClipboard();
    render(<CopyEmailButton email={email} labels={labels} />);
    expect(screen.getByRole('link', { name: labels.mailLabel })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('copies the address, then shows and announces the copied state for 2000 ms', async () => {
    const writeText = clipboardWill('copy');
    render(<CopyEmailButton email={email} labels={labels} />);
    const button = screen.getByRole('button', { name: labels.copyLabel });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await clickAndSettle(button);
    expect(writeText).toHaveBeenCalledWith(email);
    expect(button).toHaveTextContent(labels.copiedLabel);
    expect(button.querySelector('svg.lucide-check')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(labels.copiedLabel);

    act(() => vi.advanceTimersByTime(1999));
    expect(button).toHaveTextContent(labels.copiedLabel);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(labels.copyLabel);
    expect(button.querySelector('svg.lucide-check')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens an e-mail to the address when the copy fails, and shows no copied state', async () => {
    clipboardWill('refuse');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(<CopyEmailButton email={email} labels={labels} />);
    const button = screen.getByRole('button', { name: labels.copyLabel });
    await clickAndSettle(button);
    expect(assign).toHaveBeenCalledWith(`mailto:${email}`);
    expect(button).toHaveTextContent(labels.copyLabel);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
