/**
 * Switching an optional part off in the editor, as the marketer does it: by the switch's name,
 * the fields' labels and the buttons' words. What the part held must not go at once.
 */
import { KeystarProvider } from '@keystar/ui/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { browserCore } from '../../tests/editor/roundTrip';
import type { Value } from './optionalValue';

// The fields' inputs as the editor draws them: Node's build of Keystatic has none.
vi.mock('@keystatic/core', async () => await import(browserCore));
const { fields } = await import('@keystatic/core');
const { optionalBlock } = await import('./optionalBlock');

const questions = optionalBlock({
  label: 'Questions',
  description: 'The questions the Questions block shows.',
  inner: fields.array(
    fields.object({
      question: fields.text({ label: 'Question' }),
      answer: fields.text({ label: 'Answer', multiline: true }),
    }),
    { label: 'Questions' },
  ),
});

/** What the form around the part holds now, and a way to set it from outside the part. */
type Seen = { value: Value | null; set(value: Value | null): void };

/** The form around the part: it keeps the value, as Keystatic does. */
function Form({ seen }: { seen: Seen }) {
  const [value, setValue] = useState<Value | null>(null);
  seen.value = value;
  seen.set = setValue;
  return (
    <questions.Input value={value} onChange={setValue} autoFocus={false} forceValidation={false} />
  );
}

function setup() {
  const seen: Seen = { value: null, set() {} };
  const user = userEvent.setup();
  render(<Form seen={seen} />, { wrapper: KeystarProvider });
  const part = () => screen.getByRole('switch', { name: 'Questions' });
  return { seen, user, part };
}

async function fillOneQuestion({ user, part }: ReturnType<typeof setup>) {
  await user.click(part());
  await user.click(screen.getByRole('button', { name: 'Add to Questions' }));
  await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Is it too late?');
  await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'No: write today.');
}

const filled = [{ question: 'Is it too late?', answer: 'No: write today.' }];

describe('an optional part switched off in the editor', () => {
  it('keeps what it held, says so, and Undo brings it back unchanged', async () => {
    const form = setup();
    await fillOneQuestion(form);
    const before = form.seen.value;
    expect(before).toEqual(filled);

    await form.user.click(form.part());
    expect(form.part()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Question' })).toBeNull();
    expect(form.seen.value).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^Questions removed\..*until you save/);

    await form.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(form.seen.value).toBe(before);
    expect(form.part()).toBeChecked();
    expect(form.part()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue('Is it too late?');
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('No: write today.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('brings back what it held when switched on again', async () => {
    const form = setup();
    await fillOneQuestion(form);
    const before = form.seen.value;

    await form.user.click(form.part());
    await form.user.click(form.part());
    expect(form.seen.value).toBe(before);
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('No: write today.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('switches an empty part off with no Undo line, and on again empty', async () => {
    const form = setup();
    await form.user.click(form.part());
    expect(form.seen.value).toEqual([]);

    await form.user.click(form.part());
    expect(form.seen.value).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByText(/removed/)).toBeNull();

    await form.user.click(form.part());
    expect(form.seen.value).toEqual([]);
  });

  it('forgets what it kept once the part is put back from elsewhere', async () => {
    const form = setup();
    await fillOneQuestion(form);
    await form.user.click(form.part());
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();

    // As Keystatic's Reset does: the saved part comes back, or the saved file had none.
    act(() => form.seen.set([{ question: 'Saved', answer: 'Saved answer' }]));
    act(() => form.seen.set(null));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await form.user.click(form.part());
    expect(screen.queryByRole('textbox', { name: 'Question' })).toBeNull();
  });
});
