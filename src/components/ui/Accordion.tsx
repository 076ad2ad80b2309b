/**
 * The site's one accordion (WAI-ARIA Authoring Practices pattern): a root and three parts, kept
 * in one file because they only work together.
 *
 *   <Accordion initialOpenId="price">
 *     <AccordionItem id="price">
 *       <AccordionTrigger level={3}>What does it cost?</AccordionTrigger>
 *       <AccordionPanel>Less than a hire.</AccordionPanel>
 *     </AccordionItem>
 *   </Accordion>
 *
 * Until it runs in the browser (the server HTML, or a script chunk that never arrives) it is a
 * plain document: headings of text, every panel shown, no control offered. Once hydrated, each
 * heading holds a button and closed panels get `hidden`. Styles read `data-state="open|closed"`.
 */
import { createContext, type KeyboardEvent, type ReactNode, use, useId, useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { nextTriggerIndex, toggleOpen } from '../../lib/singleOpen';

interface AccordionContextValue {
  openId: string | null;
  toggle: (id: string) => void;
  hydrated: boolean;
}

interface ItemContextValue {
  open: boolean;
  hydrated: boolean;
  toggle: () => void;
  triggerId: string;
  panelId: string;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

function useItemContext(part: string): ItemContextValue {
  const item = use(ItemContext);
  if (!item) throw new Error(`${part} must be placed inside an AccordionItem.`);
  return item;
}

export interface AccordionProps {
  /** The item open on arrival; none by default. */
  initialOpenId?: string | null;
  /** The element that holds the items: a list for numbered cards, a div by default. */
  as?: 'div' | 'ol' | 'ul';
  className?: string;
  children: ReactNode;
}

/** Holds which item is open, as one value: opening one closes the others. */
export function Accordion({
  initialOpenId = null,
  as: Tag = 'div',
  className,
  children,
}: AccordionProps) {
  const [openId, setOpenId] = useState(initialOpenId);
  const toggle = (id: string) => setOpenId((current) => toggleOpen(current, id));
  const hydrated = useHydrated();
  return (
    <Tag data-accordion="" className={className}>
      <AccordionContext value={{ openId, toggle, hydrated }}>{children}</AccordionContext>
    </Tag>
  );
}

export interface AccordionItemProps {
  /** Unique within its accordion; what `initialOpenId` names. */
  id: string;
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}

/** One heading and its panel; its element carries data-state for styles. */
export function AccordionItem({ id, as: Tag = 'div', className, children }: AccordionItemProps) {
  const accordion = use(AccordionContext);
  if (!accordion) throw new Error('AccordionItem must be placed inside an Accordion.');
  const baseId = useId();
  const open = accordion.openId === id;
  const item: ItemContextValue = {
    open,
    hydrated: accordion.hydrated,
    toggle: () => accordion.toggle(id),
    triggerId: `${baseId}trigger`,
    panelId: `${baseId}panel`,
  };
  return (
    <Tag data-state={open ? 'open' : 'closed'} className={className}>
      <ItemContext value={item}>{children}</ItemContext>
    </Tag>
  );
}

/** Whether the surrounding item is open, and whether its controls run yet. */
export function useAccordionItem(): { open: boolean; hydrated: boolean } {
  const { open, hydrated } = useItemContext('useAccordionItem');
  return { open, hydrated };
}

/** Arrows move between the triggers of one accordion and wrap; Home and End jump. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const root = event.currentTarget.closest('[data-accordion]');
  const triggers = [...(root?.querySelectorAll<HTMLElement>('[data-accordion-trigger]') ?? [])];
  const next = nextTriggerIndex(event.key, triggers.indexOf(event.currentTarget), triggers.length);
  if (next === null) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionTriggerProps {
  /** The heading level the trigger sits in, to fit the page's outline. */
  level: HeadingLevel;
  headingClassName?: string;
  /** Classes for the button, and for the plain text that stands in for it before hydration. */
  className?: string;
  /** Classes for the button only, such as its cursor and focus ring. */
  buttonClassName?: string;
  /** A decorative open/closed sign (plus, chevron) shown inside the button only. */
  indicator?: ReactNode;
  children: ReactNode;
}

/** The item's heading; once hydrated it holds a button that opens and closes the panel. */
export function AccordionTrigger({
  level,
  headingClassName,
  className = '',
  buttonClassName = '',
  indicator,
  children,
}: AccordionTriggerProps) {
  const { open, hydrated, toggle, triggerId, panelId } = useItemContext('AccordionTrigger');
  const Heading = `h${level}` as const;
  return (
    <Heading className={headingClassName}>
      {hydrated ? (
        <button
          id={triggerId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          data-accordion-trigger=""
          data-state={open ? 'open' : 'closed'}
          onClick={toggle}
          onKeyDown={moveFocus}
          className={`${className} ${buttonClassName}`}
        >
          {children}
          {indicator}
        </button>
      ) : (
        <span id={triggerId} className={className}>
          {children}
        </span>
      )}
    </Heading>
  );
}

export interface AccordionPanelProps {
  className?: string;
  children: ReactNode;
}

/** The item's content: a region named by its trigger, hidden while closed once hydrated. */
export function AccordionPanel({ className, children }: AccordionPanelProps) {
  const { open, hydrated, triggerId, panelId } = useItemContext('AccordionPanel');
  return (
    <section
      id={panelId}
      // Named by the trigger, or before hydration by the heading text that stands in for it.
      aria-labelledby={triggerId}
      data-state={open ? 'open' : 'closed'}
      hidden={hydrated && !open}
      className={className}
    >
      {children}
    </section>
  );
}
