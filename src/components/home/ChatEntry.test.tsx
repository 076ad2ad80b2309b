import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatEntryLabels } from '../../content/home/faq';
import { ChatEntry } from './ChatEntry';

const email = 'team@agency.test';
const scriptUrl = 'https://chat.test/widget.js';

/** happy-dom never runs third-party scripts; this decides whether it reports them loaded or failed. */
const scriptsWill = (outcome: 'load' | 'fail') => {
  const { happyDOM } = window as unknown as {
    happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  };
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = outcome === 'load';
};

const chatScripts = () => document.querySelectorAll(`script[src="${scriptUrl}"]`);

describe('ChatEntry', () => {
  afterEach(() => {
    for (const script of chatScripts()) script.remove();
    scriptsWill('fail');
  });

  it('without a chat widget is a mailto link that says when we reply', () => {
    render(<ChatEntry email={email} labels={chatEntryLabels} />);
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(chatEntryLabels.replyNote)).toBeInTheDocument();
    expect(chatScripts()).toHaveLength(0);
  });

  it('with a chat widget is a button that loads nothing until it is clicked', async () => {
    render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={chatEntryLabels} />);
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(chatScripts()).toHaveLength(0);
  });

  it('adds the widget script once, however often it is clicked', async () => {
    scriptsWill('load');
    const user = userEvent.setup();
    render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={chatEntryLabels} />);
    const button = await screen.findByRole('button', { name: 'Chat with us' });
    await user.click(button);
    expect(await screen.findByText(chatEntryLabels.readyNote)).toBeInTheDocument();
    await user.click(button);
    await user.click(button);
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]).toHaveAttribute('async');
  });

  it('falls back to an e-mail when the widget script fails to load', async () => {
    scriptsWill('fail');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ChatEntry email={email} scriptUrl={scriptUrl} labels={chatEntryLabels} />);
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`mailto:${email}`));
    const link = screen.getByRole('link', { name: 'Chat with us' });
    expect(link).toHaveAttribute('href', `mailto:${email}`);
    expect(link).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(chatEntryLabels.failedNote)).toBeInTheDocument();
  });
});
