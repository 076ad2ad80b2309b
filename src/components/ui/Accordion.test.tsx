import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  type HeadingLevel,
} from './Accordion';

const fruits = [
  { id: 'apple', name: 'Apple', fact: 'Apples float because a quarter of their volume is air.' },
  { id: 'banana', name: 'Banana', fact: 'Bananas are berries; strawberries are not.' },
  { id: 'cherry', name: 'Cherry', fact: 'A cherry tree can live for a hundred years.' },
];

interface FruitsProps {
  initialOpenId?: string | null;
  level?: HeadingLevel;
}

const Fruits = ({ initialOpenId = null, level = 3 }: FruitsProps) => (
  <Accordion initialOpenId={initialOpenId}>
    {fruits.map((fruit) => (
      <AccordionItem key={fruit.id} id={fruit.id}>
        <AccordionTrigger
          level={level}
          indicator={
            <span aria-hidden="true" data-testid="indicator">
              +
            </span>
          }
        >
          {fruit.name}
        </AccordionTrigger>
        <AccordionPanel>
          <p>{fruit.fact}</p>
        </AccordionPanel>
      </AccordionItem>
    ))}
  </Accordion>
);

const trigger = (name: string) => screen.getByRole('button', { name });
const triggers = () => screen.getAllByRole('button');
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const expanded = () =>
  fruits
    .map((fruit) => fruit.name)
    .filter((name) => trigger(name).getAttribute('aria-expanded') === 'true');

describe('Accordion, running in the browser', () => {
  it('starts with every item closed and every closed panel hidden', () => {
    render(<Fruits />);
    expect(expanded()).toEqual([]);
    for (const button of triggers()) {
      expect(panelOf(button)).toHaveAttribute('hidden');
      expect(panelOf(button)).toHaveAttribute('data-state', 'closed');
    }
  });

  it('opens the initially open item on arrival', () => {
    render(<Fruits initialOpenId="banana" />);
    expect(expanded()).toEqual(['Banana']);
    expect(panelOf(trigger('Banana'))).toBeVisible();
    expect(panelOf(trigger('Banana'))).toHaveAttribute('data-state', 'open');
  });

  it('given one item is open, opening another closes it: a single open item', async () => {
    const user = userEvent.setup();
    render(<Fruits initialOpenId="apple" />);
    await user.click(trigger('Cherry'));
    expect(expanded()).toEqual(['Cherry']);
    expect(panelOf(trigger('Apple'))).toHaveAttribute('hidden');
    expect(panelOf(trigger('Cherry'))).not.toHaveAttribute('hidden');
    expect(screen.getByText(fruits[2]?.fact ?? '')).toBeVisible();
  });

  it('clicking the open item a second time closes it, leaving none open', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(trigger('Banana'));
    expect(expanded()).toEqual(['Banana']);
    await user.click(trigger('Banana'));
    expect(expanded()).toEqual([]);
    expect(panelOf(trigger('Banana'))).toHaveAttribute('hidden');
  });

  it('puts each trigger, a type=button, inside a heading of the chosen level', () => {
    render(<Fruits level={4} />);
    const headings = screen.getAllByRole('heading', { level: 4 });
    expect(headings).toHaveLength(3);
    for (const [index, heading] of headings.entries()) {
      const button = within(heading).getByRole('button', { name: fruits[index]?.name ?? '' });
      expect(button).toHaveAttribute('type', 'button');
    }
  });

  it('points each trigger at its panel, a region named by the trigger', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    const banana = trigger('Banana');
    expect(banana).toHaveAttribute('aria-expanded', 'false');
    await user.click(banana);
    expect(banana).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Banana' });
    expect(banana).toHaveAttribute('aria-controls', region.id);
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveTextContent(fruits[1]?.fact ?? '');
  });

  it('on ArrowDown and ArrowUp, focus moves to the next and previous trigger and wraps', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    trigger('Apple').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Banana')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(trigger('Apple')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Cherry')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Banana')).toHaveFocus();
  });

  it('on Home and End, focus jumps to the first and last trigger', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    trigger('Banana').focus();
    await user.keyboard('{End}');
    expect(trigger('Cherry')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('Apple')).toHaveFocus();
  });

  it('leaves the keys alone while Alt, Control or Meta is held', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    trigger('Apple').focus();
    for (const modifier of ['Alt', 'Control', 'Meta']) {
      await user.keyboard(`{${modifier}>}{ArrowDown}{End}{/${modifier}}`);
      expect(trigger('Apple')).toHaveFocus();
    }
  });

  it('moving focus with the keys opens nothing; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    trigger('Apple').focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(expanded()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Cherry']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });
});

describe('Accordion in the server HTML, before any script runs', () => {
  const serverHtml = (element: ReactElement) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    onTestFinished(() => container.remove());
    return container;
  };

  it('shows every panel: no hidden attribute, no button, no indicator, headings of plain text', () => {
    const html = serverHtml(<Fruits initialOpenId="apple" level={2} />);
    for (const fruit of fruits) expect(within(html).getByText(fruit.fact)).toBeVisible();
    expect(html.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(within(html).queryAllByRole('button')).toHaveLength(0);
    expect(within(html).queryByTestId('indicator')).not.toBeInTheDocument();
    const headings = within(html).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Apple', 'Banana', 'Cherry']);
  });

  it('hydrates that HTML without a mismatch, then offers buttons and hides closed panels', async () => {
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const container = serverHtml(<Fruits initialOpenId="apple" />);
    const root = await act(async () =>
      hydrateRoot(container, <Fruits initialOpenId="apple" />, { onRecoverableError: recoverable }),
    );
    onTestFinished(() => act(() => root.unmount()));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(expanded()).toEqual(['Apple']);
    expect(panelOf(trigger('Banana'))).toHaveAttribute('hidden');
    expect(panelOf(trigger('Apple'))).not.toHaveAttribute('hidden');
  });
});
