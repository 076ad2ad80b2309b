import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { scriptsWill, scriptsWithSrc } from '../../test/scriptsInTests';
import { ChatEntry, type ChatEntryLabels } from './ChatEntry';

const email = 'team@agency.test';
const scriptUrl = 'https://chat.test/widget.js';
const labels: ChatEntryLabels = {
  label: 'Talk to us',
  replyNote: 'Answers within the hour.',
  loadingNote: 'Loading the chat.',
  readyNote: 'The chat is ready.',
  failedNote: 'No chat today: an e-mail opened instead.',
};

const chatScripts = () => scriptsWithSrc(scriptUrl);

describe('ChatEntry', () => {
  afterEach(() => {
    for (const script of chatScripts()) script.remove();
    scriptsWill('fail');
  });

  it('without a chat widget is a mailto link that says when we reply', () => {
    render(<ChatEntry email={email} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing will change, so the note is plain text, not a live region.
    expect(screen.getByText(labels.replyNote)).not.toHaveAttribute('aria-live');
    expect(chatScripts()).toHaveLength(0);
  });

  it('renders a working mailto link at build time, with or without a widget', () => {
    for (const url of [undefined, scriptUrl]) {
      const html = renderToString(<ChatEntry email={email} scriptUrl={url} labels={labels} />);
      expect(html).toContain(`<a href="mailto:${email}"`);
      expect(html).not.toContain('<button');
    }
  });

  it('with a chat widget is a button that loads nothing until it is clicked', async () => {
    render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={labels} />);
    expect(await screen.findByRole('button', { name: 'Talk to us' })).toBeInTheDocument();
    expect(chatScripts()).toHaveLength(0);
  });

  it('shares the widget script with another entry and removes it when both are gone', async () => {
    scriptsWill('load');
    const user = userEvent.setup();
    const first = render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={labels} />);
    const second = render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={labels} />);
    for (const button of await screen.findAllByRole('button', { name: 'Talk to us' })) {
      await user.click(button);
    }
    expect(await screen.findAllByText(labels.readyNote)).toHaveLength(2);
    expect(chatScripts()).toHaveLength(1);
    first.unmount();
    expect(chatScripts()).toHaveLength(1);
    second.unmount();
    expect(chatScripts()).toHaveLength(0);
  });

  it('falls back to an e-mail when the widget script fails to load', async () => {
    scriptsWill('fail');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={labels} />);
    await user.click(await screen.findByRole('button', { name: 'Talk to us' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`mailto:${email}`));
    const link = screen.getByRole('link', { name: 'Talk to us' });
    expect(link).toHaveAttribute('href', `mailto:${email}`);
    expect(link).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(labels.failedNote)).toBeInTheDocument();
  });
});
