import { holdScripts, scriptsWill, scriptsWithSrc, shipScript } from '../test/scriptsInTests';
import { loadScript, type ScriptHandle } from './loadScript';

const src = 'https://widget.test/embed.js';
const tags = () => scriptsWithSrc(src);

/** Settles a promise's outcome into a value a test can compare. */
const outcome = (handle: ScriptHandle) =>
  handle.ready.then(
    () => 'loaded',
    (error: Error) => `failed: ${error.message}`,
  );

describe('loadScript', () => {
  const handles: ScriptHandle[] = [];
  const use = (address = src) => {
    const handle = loadScript(address);
    handles.push(handle);
    return handle;
  };

  afterEach(() => {
    for (const handle of handles.splice(0)) handle.release();
    for (const tag of tags()) tag.remove();
    scriptsWill('fail');
  });

  it('adds one async tag for the address and resolves when it loads', async () => {
    scriptsWill('load');
    const handle = use();
    expect(tags()).toHaveLength(1);
    expect(tags()[0]).toHaveProperty('async', true);
    expect(handle.status).toBe('loaded');
    await expect(outcome(handle)).resolves.toBe('loaded');
  });

  it('adds the tag once however many users ask, and they share its outcome', async () => {
    holdScripts();
    const first = use();
    const second = use();
    const third = use('https://WIDGET.test/embed.js');
    expect(tags()).toHaveLength(1);
    expect([first.status, second.status, third.status]).toEqual(['loading', 'loading', 'loading']);
    tags()[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second, third].map(outcome))).resolves.toEqual([
      'loaded',
      'loaded',
      'loaded',
    ]);
    expect(second.status).toBe('loaded');
  });

  it('keeps the tag until the last user releases it, then removes it', () => {
    scriptsWill('load');
    const first = use();
    const second = use();
    first.release();
    expect(tags()).toHaveLength(1);
    second.release();
    expect(tags()).toHaveLength(0);
  });

  it('counts a user who releases twice only once', () => {
    scriptsWill('load');
    const first = use();
    use();
    first.release();
    first.release();
    expect(tags()).toHaveLength(1);
  });

  it('adds a fresh tag for a user who comes after everyone released it', () => {
    scriptsWill('fail');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    use().release();
    expect(tags()).toHaveLength(0);
    scriptsWill('load');
    const again = use();
    expect(tags()).toHaveLength(1);
    expect(again.status).toBe('loaded');
  });

  it('writes the settings a provider reads from its own tag as data attributes', () => {
    scriptsWill('load');
    handles.push(loadScript(src, { domain: 'example.org', websiteId: 'abc' }));
    expect(tags()[0]?.dataset).toMatchObject({ domain: 'example.org', websiteId: 'abc' });
  });

  it('adds the tag again when something took it out of the page, and the old user cannot remove it', () => {
    scriptsWill('load');
    const first = use();
    tags()[0]?.remove();
    use();
    expect(tags()).toHaveLength(1);
    first.release();
    expect(tags()).toHaveLength(1);
  });

  it('rejects when the script fails, and reports it synchronously', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // happy-dom fires 'error' during insertion, as a browser may for a blocked address: only a
    // listener added before the tag is inserted hears it.
    scriptsWill('fail');
    const handle = use();
    expect(handle.status).toBe('failed');
    await expect(outcome(handle)).resolves.toBe(`failed: Script failed to load: ${src}`);
  });

  it('rejects for users who join after it already failed, without adding a tag', async () => {
    holdScripts();
    const early = use();
    tags()[0]?.dispatchEvent(new Event('error'));
    await expect(outcome(early)).resolves.toMatch(/^failed/);
    const late = use();
    expect(tags()).toHaveLength(1);
    expect(late.status).toBe('failed');
    await expect(outcome(late)).resolves.toMatch(/^failed/);
  });

  it('rejects for users who were waiting when it failed later', async () => {
    holdScripts();
    const first = use();
    const second = use();
    tags()[0]?.dispatchEvent(new Event('error'));
    expect([first.status, second.status]).toEqual(['failed', 'failed']);
    await expect(Promise.all([first, second].map(outcome))).resolves.toEqual([
      `failed: Script failed to load: ${src}`,
      `failed: Script failed to load: ${src}`,
    ]);
  });

  it('leaves no unhandled rejection when nobody waits on a failed script', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    scriptsWill('fail');
    use();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  describe('with a tag the page shipped itself', () => {
    it('uses it, adds none, and never removes it', () => {
      const shipped = shipScript(src);
      const handle = use();
      expect(tags()).toEqual([shipped]);
      handle.release();
      expect(tags()).toEqual([shipped]);
    });

    it('counts it loaded once the page has loaded, as its events are over by then', async () => {
      shipScript(src);
      const handle = use();
      expect(handle.status).toBe('loaded');
      await expect(outcome(handle)).resolves.toBe('loaded');
    });

    it('follows its events while the page is still loading', async () => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const shipped = shipScript(src);
      const handle = use();
      expect(handle.status).toBe('loading');
      shipped.dispatchEvent(new Event('error'));
      expect(handle.status).toBe('failed');
      await expect(outcome(handle)).resolves.toMatch(/^failed/);
      expect(tags()).toEqual([shipped]);
    });
  });
});
