import { nextTriggerIndex, toggleOpen } from './singleOpen';

describe('toggleOpen', () => {
  it('opens an item when none is open', () => {
    expect(toggleOpen(null, 2)).toBe(2);
  });
  it('closes the open item when it is clicked again', () => {
    expect(toggleOpen(2, 2)).toBeNull();
  });
  it('opening another item closes the former', () => {
    expect(toggleOpen('a', 'b')).toBe('b');
  });
});

describe('nextTriggerIndex', () => {
  it('moves down and wraps from the last to the first', () => {
    expect(nextTriggerIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextTriggerIndex('ArrowDown', 2, 3)).toBe(0);
  });
  it('moves up and wraps from the first to the last', () => {
    expect(nextTriggerIndex('ArrowUp', 0, 3)).toBe(2);
  });
  it('jumps with Home and End', () => {
    expect(nextTriggerIndex('Home', 2, 3)).toBe(0);
    expect(nextTriggerIndex('End', 0, 3)).toBe(2);
  });
  it('ignores other keys and empty lists', () => {
    expect(nextTriggerIndex('Enter', 1, 3)).toBeNull();
    expect(nextTriggerIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
