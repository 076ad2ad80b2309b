import { bannerEdge } from './bannerEdge';

const phoneBanner = { top: 664, bottom: 832, left: 12, right: 378 };

describe('the edge the consent banner sits on', () => {
  it('is the bottom when no call to action is under it', () => {
    expect(
      bannerEdge(phoneBanner, [{ top: 400, bottom: 456, left: 20, right: 370 }], 844, 72),
    ).toBe('bottom');
    // A button below the fold is not in view yet.
    expect(
      bannerEdge(phoneBanner, [{ top: 900, bottom: 956, left: 20, right: 370 }], 844, 72),
    ).toBe('bottom');
  });

  it("moves to the top when a booking button sits low on a phone's first screen", () => {
    const heroButton = { top: 671, bottom: 727, left: 20, right: 370 };
    expect(bannerEdge(phoneBanner, [heroButton], 844, 72)).toBe('top');
  });

  it('reads a DOMRect, whose fields are getters, as the browser gives it', () => {
    const card = new DOMRect(24, 566, 576, 210);
    const heroButton = new DOMRect(522, 671, 236, 56);
    expect(bannerEdge(card, [heroButton], 800, 80)).toBe('top');
  });

  it('stays at the bottom beside a button it does not reach across', () => {
    const desktopCard = { top: 600, bottom: 780, left: 24, right: 464 };
    const rightButton = { top: 671, bottom: 727, left: 700, right: 900 };
    expect(bannerEdge(desktopCard, [rightButton], 800, 80)).toBe('bottom');
  });

  it('takes the edge that covers less when both would cover one', () => {
    const high = { top: 80, bottom: 100, left: 20, right: 370 };
    const low = { top: 700, bottom: 760, left: 20, right: 370 };
    expect(bannerEdge(phoneBanner, [high, low], 844, 72)).toBe('top');
    const tall = { top: 80, bottom: 260, left: 20, right: 370 };
    expect(bannerEdge(phoneBanner, [tall, low], 844, 72)).toBe('bottom');
  });
});
