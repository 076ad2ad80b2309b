import { closedMenu, contentsMenu } from './contentsMenu';

const open = { open: true };

describe('the contents menu', () => {
  it('opens from its button and moves focus to the first entry', () => {
    expect(contentsMenu(closedMenu, { type: 'toggle' }, false)).toEqual({
      state: open,
      effect: { focus: 'firstEntry' },
    });
  });

  it('closes from its button and leaves focus on it', () => {
    expect(contentsMenu(open, { type: 'toggle' }, false)).toEqual({
      state: closedMenu,
      effect: {},
    });
  });

  it('closes on Escape and gives focus back to the button', () => {
    expect(contentsMenu(open, { type: 'escape' }, false)).toEqual({
      state: closedMenu,
      effect: { focus: 'button' },
    });
  });

  it('ignores Escape while closed, so focus is not pulled from elsewhere on the page', () => {
    expect(contentsMenu(closedMenu, { type: 'escape' }, false)).toEqual({
      state: closedMenu,
      effect: {},
    });
  });

  it('closes without moving focus when the visitor taps outside or tabs away', () => {
    expect(contentsMenu(open, { type: 'dismiss' }, false)).toEqual({
      state: closedMenu,
      effect: {},
    });
  });

  it('choosing an entry closes the menu and scrolls smoothly to its section', () => {
    expect(contentsMenu(open, { type: 'choose', id: 'faqs' }, false)).toEqual({
      state: closedMenu,
      effect: { scrollTo: { id: 'faqs', behavior: 'smooth' } },
    });
  });

  it('under reduced motion the jump to the section is instant', () => {
    expect(contentsMenu(open, { type: 'choose', id: 'faqs' }, true).effect).toEqual({
      scrollTo: { id: 'faqs', behavior: 'instant' },
    });
  });
});
