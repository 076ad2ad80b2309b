/**
 * The switch of an optional part (src/editor/optionalBlock.tsx). Switching off a part that holds
 * something keeps what it held until the form is left: a line under the switch says so, with an
 * Undo that brings it back exactly, and switching on again brings it back too. An empty part
 * switches off with no line, as there is nothing to lose.
 */

import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { Switch } from '@keystar/ui/switch';
import { Text } from '@keystar/ui/typography';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import type { Value } from './optionalValue';

/** Whether two values of a part are the same, uploaded bytes included. */
export function sameValue(a: Value, b: Value): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    if (!(a instanceof Uint8Array && b instanceof Uint8Array)) return false;
    return a.length === b.length && a.every((byte, i) => byte === b[i]);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}

/** The line shown once a part that held something is switched off. */
export const removedLine = (label: string) =>
  `${label} removed. Nothing changes in the file until you save.`;

type PartSwitchProps = {
  label: string;
  description?: string | undefined;
  value: Value | null;
  onChange(value: Value | null): void;
  /** What the part holds when it is added with nothing in it. */
  empty(): Value;
  /** The part's fields, shown while it is switched on. */
  children: ReactNode;
};

export function PartSwitch({
  label,
  description,
  value,
  onChange,
  empty,
  children,
}: PartSwitchProps): ReactElement {
  // What the part held when switched off, boxed so that nothing kept reads as `null`.
  const [kept, setKept] = useState<{ value: Value } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // A value put back from elsewhere (Keystatic's reset) makes the kept one stale.
  if (value !== null && kept !== null) setKept(null);
  const removed = value === null ? kept : null;

  const toggle = (on: boolean) => {
    if (on) {
      onChange(kept ? kept.value : empty());
      setKept(null);
    } else {
      setKept(value === null || sameValue(value, empty()) ? null : { value });
      onChange(null);
    }
  };
  const undo = () => {
    if (!kept) return;
    onChange(kept.value);
    setKept(null);
    // The Undo button goes with the line: the switch keeps the keyboard's place.
    box.current?.querySelector('input')?.focus();
  };

  return (
    <Flex direction="column" gap="large">
      {/* The line sits in a plain box with the switch, so an empty line adds no gap. */}
      <div ref={box}>
        <Switch isSelected={value !== null} onChange={toggle}>
          {label}
        </Switch>
        <Flex gap="regular" alignItems="center" wrap marginTop={removed ? 'regular' : 0}>
          {/* Always there, so that a screen reader hears the line when it appears. */}
          <div role="status">{removed ? <Text>{removedLine(label)}</Text> : null}</div>
          {removed ? <ActionButton onPress={undo}>Undo</ActionButton> : null}
        </Flex>
      </div>
      {description ? <Text color="neutralSecondary">{description}</Text> : null}
      {value === null ? null : children}
    </Flex>
  );
}
