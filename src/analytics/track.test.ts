import { homeExperiment } from '../test/experimentFixture';
import { analyticsSchema } from './config';
import { startMeasurement } from './track';

type Win = Window & typeof globalThis & { dataLayer?: unknown[] };

const config = analyticsSchema.parse({
  plausible: { domain: 'youragency.com' },
  googleAnalytics: { measurementId: 'G-ABC123DEF4' },
  metaPixel: { pixelId: '123456789012345' },
  linkedIn: { partnerId: '1234567', bookingConversionId: '7654321' },
});
const urls = {
  calendarEmbedUrl: 'https://calendar.example.com/widget/booking/x',
  intakeFormEmbedUrl: 'https://forms.example.com/widget/form/x',
};
const win = window as Win;
/** The hosts of the scripts put on the page (the test page cannot load them, so they go again). */
let added: string[] = [];
const providerScripts = () => added;

function clickBookingLink() {
  document.body.innerHTML =
    '<header><a data-booking href="https://booking.example.com">Book</a></header>';
  document.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
  document.querySelector('a')?.click();
}

describe('measurement under the visitor’s choice', () => {
  let stop = () => {};
  beforeEach(() => {
    added = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement) added.push(new URL(node.src).host);
      append(...nodes);
    });
  });
  afterEach(() => {
    stop();
    window.localStorage.clear();
    for (const script of document.head.querySelectorAll('script[src]')) script.remove();
    for (const key of ['dataLayer', 'gtag', 'fbq', '_fbq', 'lintrk', 'plausible'] as const) {
      delete (win as unknown as Record<string, unknown>)[key];
    }
  });

  it("after 'Reject' sends nothing more, tells Google and Meta, and clears their cookies", async () => {
    const measurement = startMeasurement(win, config, urls);
    stop = measurement.stop;
    await measurement.choose('accepted');
    // As Google's tag would set it, beside one of the site's own.
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a provider sets, set the same way
    document.cookie = '_ga=GA1.1.123; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a provider sets, set the same way
    document.cookie = 'keep=1; path=/';
    await measurement.choose('rejected');
    const before = win.dataLayer?.length ?? 0;
    clickBookingLink();
    // A send waits on the providers' code: give it the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(win.dataLayer?.length).toBe(before);
    const last = Array.from((win.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last.slice(0, 2)).toEqual(['consent', 'update']);
    expect((last[2] as Record<string, string>).ad_storage).toBe('denied');
    expect((win as unknown as Record<string, unknown>)['ga-disable-G-ABC123DEF4']).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('keep=1');
  });

  it('remembers the choice for the next page, until the set of providers changes', async () => {
    await startMeasurement(win, config, urls).choose('rejected');
    const next = startMeasurement(win, config, urls);
    stop = next.stop;
    expect(next.consent).toBe('rejected');
    expect(next.asks).toBe(false);
    const withUmami = analyticsSchema.parse({
      ...config,
      umami: { websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' },
    });
    const asked = startMeasurement(win, withUmami, urls);
    expect(asked.consent).toBe('pending');
    asked.stop();
  });

  it('reports a missing address once a provider may run, and not before', async () => {
    const measurement = startMeasurement(win, config, { ...urls, notFound: true });
    stop = measurement.stop;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(win.dataLayer).toBeUndefined();
    await measurement.choose('accepted');
    const notFound = (win.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([, name]) => name === 'page_not_found');
    expect(notFound).toEqual([['event', 'page_not_found', { path: '/' }]]);
  });

  it('lets a cookieless provider run without asking only where the owner says so', async () => {
    const cookieless = analyticsSchema.parse({
      plausible: { domain: 'youragency.com' },
      cookielessWithoutBanner: true,
    });
    const measurement = startMeasurement(win, cookieless, urls);
    stop = measurement.stop;
    expect(measurement.hasChoice).toBe(false);
    expect(measurement.asks).toBe(false);
    await measurement.ready;
    expect(providerScripts()).toEqual(['plausible.io']);
  });

  it("keeps the experiments cookie only after 'Accept', and tags events with the version drawn", async () => {
    const experiments = [homeExperiment];
    const cookie = () => /experiments=([^;]*)/.exec(document.cookie)?.[1];
    const measurement = startMeasurement(win, config, { ...urls, experiments });
    stop = measurement.stop;
    expect(cookie()).toBeUndefined();
    await measurement.choose('accepted');
    expect(cookie()).toBe('*');
    // As the edge writes it, once it has drawn this visitor's version.
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the edge's Set-Cookie leaves it
    document.cookie = 'experiments=home-headline:shorter; path=/';
    clickBookingLink();
    await vi.waitFor(() =>
      expect(win.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual(
        [
          'event',
          'booking_click',
          { page: '/', place: 'header', experiment: 'home-headline', variant: 'shorter' },
        ],
      ),
    );
    await measurement.choose('rejected');
    expect(cookie()).toBeUndefined();
  });

  it('where versions are drawn before an answer, tags what the page shows, and marks a refusal', async () => {
    const experiments = [homeExperiment];
    const cookie = () => /experiments=([^;]*)/.exec(document.cookie)?.[1];
    const beforeAnswer = analyticsSchema.parse({
      plausible: { domain: 'youragency.com' },
      googleAnalytics: { measurementId: 'G-ABC123DEF4' },
      cookielessWithoutBanner: true,
      experimentsBeforeAnswer: true,
    });
    const shown = { experiment: 'home-headline', variant: 'shorter' };
    const measurement = startMeasurement(win, beforeAnswer, { ...urls, experiments, shown });
    stop = measurement.stop;
    const plausible = vi.fn();
    Object.assign(win, { plausible });
    await measurement.ready;
    expect(cookie()).toBeUndefined();
    clickBookingLink();
    await vi.waitFor(() =>
      expect(plausible).toHaveBeenCalledWith('booking_click', {
        props: { page: '/', place: 'header', experiment: 'home-headline', variant: 'shorter' },
      }),
    );
    // 'Reject' is kept where the edge can read it, so it shows this visitor the page itself.
    await measurement.choose('rejected');
    expect(cookie()).toBe('-');
    await measurement.choose('accepted');
    expect(cookie()).toBe('*');
  });
});
