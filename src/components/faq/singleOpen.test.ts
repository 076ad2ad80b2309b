import { followAccordionKeys, nextTriggerIndex } from './singleOpen';

describe('nextTriggerIndex', () => {
  it('ignores other keys and empty lists', () => {
    expect(nextTriggerIndex('Enter', 1, 3)).toBeNull();
    expect(nextTriggerIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('followAccordionKeys', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });
  const page = () => {
    document.body.innerHTML = `
      <details name="faq"><summary>One</summary>1</details>
      <details name="cards"><summary>Card</summary>c</details>
      <details name="faq"><summary>Two</summary>2</details>
      <details name="faq"><summary>Three</summary>3</details>`;
    stop = followAccordionKeys(document);
    return (text: string) =>
      [...document.querySelectorAll('summary')].find((s) => s.textContent === text) as HTMLElement;
  };
  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    document.activeElement?.dispatchEvent(event);
    return event;
  };

  it("given a FAQ summary focused, the arrows move among that accordion's summaries only and wrap", () => {
    const summary = page();
    summary('One').focus();
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(summary('Two')).toHaveFocus();
    press('ArrowDown');
    press('ArrowDown');
    expect(summary('One')).toHaveFocus();
    press('ArrowUp');
    expect(summary('Three')).toHaveFocus();
  });

  it('Home and End jump to the first and last summary', () => {
    const summary = page();
    summary('Two').focus();
    press('End');
    expect(summary('Three')).toHaveFocus();
    press('Home');
    expect(summary('One')).toHaveFocus();
  });

  it('leaves other keys, modified keys and other elements to the browser', () => {
    const summary = page();
    summary('One').focus();
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(press('ArrowDown', { altKey: true }).defaultPrevented).toBe(false);
    expect(summary('One')).toHaveFocus();
    summary('Card').focus();
    press('ArrowDown');
    expect(summary('Card')).toHaveFocus();
    stop();
    summary('One').focus();
    press('ArrowDown');
    expect(summary('One')).toHaveFocus();
  });
});
