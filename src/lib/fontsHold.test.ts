import { FONTS_PENDING_CLASS, holdForFonts } from './fontsHold';

const faces = ['700 1em "Sora Variable"', '400 1em "Inter Variable"'];

/** A font set whose loads the test settles by hand. */
function stubFonts({ cached = false } = {}) {
  let settle: (ok: boolean) => void = () => {};
  const loading = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('font failed')));
  });
  const load = vi.fn(() => loading);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { check: () => cached, load },
  });
  return { load, settle };
}

const held = () => document.documentElement.classList.contains(FONTS_PENDING_CLASS);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdForFonts', () => {
  afterEach(() => {
    document.documentElement.classList.remove(FONTS_PENDING_CLASS);
    vi.useRealTimers();
  });

  it('keeps the first view unseen until every face is in, then shows it', async () => {
    const { load, settle } = stubFonts();
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    expect(held()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    settle(true);
    await flush();
    expect(held()).toBe(false);
  });

  it('holds nothing when the faces are already cached', () => {
    stubFonts({ cached: true });
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    expect(held()).toBe(false);
  });

  it('shows the page after the longest wait, fonts or not', () => {
    vi.useFakeTimers();
    stubFonts();
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    vi.advanceTimersByTime(999);
    expect(held()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(held()).toBe(false);
  });

  it('shows the page at once when a face fails to load', async () => {
    const { settle } = stubFonts();
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    settle(false);
    await flush();
    expect(held()).toBe(false);
  });

  it('shows the page at the first key press, so a Tab can reach the skip link', () => {
    stubFonts();
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    let heldWhenKeyArrived: boolean | undefined;
    document.body.addEventListener('keydown', () => (heldWhenKeyArrived = held()), { once: true });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(heldWhenKeyArrived).toBe(false);
  });

  it('shows the page at the first tap or click', () => {
    stubFonts();
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(held()).toBe(false);
  });

  it('holds nothing in a browser without the font loading API', () => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: undefined });
    holdForFonts(document, faces, 1000, FONTS_PENDING_CLASS);
    expect(held()).toBe(false);
  });
});
