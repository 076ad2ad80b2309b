import { closedMenu, contentsMenu } from './contentsMenu';

const open = { open: true };

describe('the contents menu', () => {
  it('opens from its button and moves focus to the first entry', () => {
    expect(contentsMenu(closedMenu, { type: 'toggle' })).toEqual({
      state: open,
      effect: { focus: 'firstEntry' },
    });
  });

  it('closes from its button and leaves focus on it', () => {
    expect(contentsMenu(open, { type: 'toggle' })).toEqual({
      state: closedMenu,
      effect: {},
    });
  });

  it('closes on Escape and gives focus back to the button', () => {
    expect(contentsMenu(open, { type: 'escape' })).toEqual({
      state: closedMenu,
      effect: { focus: 'button' },
    });
  });

  it('ignores Escape while closed, so focus is not pulled from elsewhere on the page', () => {
    expect(contentsMenu(closedMenu, { type: 'escape' })).toEqual({
      state: closedMenu,
      effect: {},
    });
  });

  it('closes without moving focus when the visitor taps outside or tabs away', () => {
    expect(contentsMenu(open, { type: 'dismiss' })).toEqual({
      state: closedMenu,
      effect: {},
    });
  });

  it('choosing an entry closes the menu and leaves focus and scrolling to its link', () => {
    expect(contentsMenu(open, { type: 'choose' })).toEqual({ state: closedMenu, effect: {} });
  });
});
