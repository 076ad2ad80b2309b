/**
 * The phone's slide-in contents menu as a pure state machine: the component dispatches what the
 * visitor did and carries out the effect (focus, scroll) that comes back.
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
  /** An entry was chosen. */
  | { type: 'choose'; id: string };

export interface ContentsMenuEffect {
  /** Where focus goes: into the menu as it opens, back to its button on Escape. */
  focus?: 'firstEntry' | 'button';
  /** The section to scroll to: smoothly, or at once under reduced motion. */
  scrollTo?: { id: string; behavior: 'smooth' | 'instant' };
}

export interface ContentsMenuStep {
  state: ContentsMenuState;
  effect: ContentsMenuEffect;
}

export const closedMenu: ContentsMenuState = { open: false };

export function contentsMenu(
  state: ContentsMenuState,
  event: ContentsMenuEvent,
  reducedMotion: boolean,
): ContentsMenuStep {
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
      return { state: closedMenu, effect: {} };
    case 'choose':
      return {
        state: closedMenu,
        effect: { scrollTo: { id: event.id, behavior: reducedMotion ? 'instant' : 'smooth' } },
      };
  }
}
