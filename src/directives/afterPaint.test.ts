import afterPaint from './afterPaint';

describe('client:afterpaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads and starts the island only after the first paint, when the browser is idle', async () => {
    const order: string[] = [];
    const hydrate = vi.fn(async () => {
      order.push('hydrate');
    });
    const load = vi.fn(async () => {
      order.push('load');
      return hydrate;
    });
    // jsdom has no paint timing: the loaded page stands in for the first paint.
    afterPaint(load, { name: 'Island', value: '' }, document.createElement('astro-island'));
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(order).toEqual(['load', 'hydrate']);
  });
});
