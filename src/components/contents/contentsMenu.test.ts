import { closedMenu, contentsMenu } from './contentsMenu';

const open = { open: true };
/** What the menu answers: its next state, and where focus moves, if anywhere. */
const step = (state: { open: boolean }, focus?: 'firstEntry' | 'button') => ({
  state,
  effect: focus ? { focus } : {},
});

describe('the contents menu', () => {
  it('opens from its button and moves focus to the first entry', () => {
    expect(contentsMenu(closedMenu, { type: 'toggle' })).toEqual(step(open, 'firstEntry'));
  });

  it('closes from its button and leaves focus on it', () => {
    expect(contentsMenu(open, { type: 'toggle' })).toEqual(step(closedMenu));
  });

  it('closes on Escape and gives focus back to the button', () => {
    expect(contentsMenu(open, { type: 'escape' })).toEqual(step(closedMenu, 'button'));
  });

  it('ignores Escape while closed, so focus is not pulled from elsewhere on the page', () => {
    expect(contentsMenu(closedMenu, { type: 'escape' })).toEqual(step(closedMenu));
  });

  it('closes without moving focus when the visitor taps outside or tabs away', () => {
    expect(contentsMenu(open, { type: 'dismiss' })).toEqual(step(closedMenu));
  });

  it('choosing an entry closes the menu and leaves focus and scrolling to its link', () => {
    expect(contentsMenu(open, { type: 'choose' })).toEqual(step(closedMenu));
  });
});
