/**
 * The phone's slide-in contents menu as a pure state machine: the component dispatches what the
 * visitor did and carries out the focus move that comes back. A chosen entry is a plain link: the
 * browser scrolls to its section.
 */
export interface ContentsMenuState {
  open: boolean;
}

export type ContentsMenuEvent =
  /** The menu button. */
  | { type: 'toggle' }
  /** The Escape key. */
  | { type: 'escape' }
  /** A tap outside the menu, or focus leaving it. */
  | { type: 'dismiss' }
  /** An entry was chosen: its link goes on to the section. */
  | { type: 'choose' };

export interface ContentsMenuEffect {
  /** Where focus goes: into the menu as it opens, back to its button on Escape. */
  focus?: 'firstEntry' | 'button';
}

export interface ContentsMenuStep {
  state: ContentsMenuState;
  effect: ContentsMenuEffect;
}

export const closedMenu: ContentsMenuState = { open: false };

export function contentsMenu(state: ContentsMenuState, event: ContentsMenuEvent): ContentsMenuStep {
  switch (event.type) {
    case 'toggle':
      return state.open
        ? { state: closedMenu, effect: {} }
        : { state: { open: true }, effect: { focus: 'firstEntry' } };
    case 'escape':
      return state.open
        ? { state: closedMenu, effect: { focus: 'button' } }
        : { state, effect: {} };
    case 'dismiss':
    case 'choose':
      return { state: closedMenu, effect: {} };
  }
}
