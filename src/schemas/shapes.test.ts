// @vitest-environment node
import { z } from 'astro/zod';
import {
  carouselLabels as carouselFixture,
  episode,
  playerLabels,
  scrollerLabels as scrollerFixture,
  sections,
} from '../test/guideWidgetsFixture';
import {
  carouselLabels,
  landingPageSection,
  pattern,
  podcastPlayer,
  scrollerLabels,
} from './guideWidgets';
import {
  diagramNode,
  differentiatorCard,
  type ImageHelper,
  imageFile,
  testimonial,
  text,
} from './shapes';

/** Stands in for Astro's image(): the real one needs a build to resolve files. */
const fakeImage = (() =>
  z
    .string()
    .transform((src) => ({ src, width: 1, height: 1, format: 'svg' }))) as unknown as ImageHelper;

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  const [issue] = result.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
};

describe('content shapes', () => {
  it('refuses empty or blank words', () => {
    expect(firstIssue(z.object({ title: text }), { title: '   ' })).toBe(
      'title: must not be empty',
    );
  });

  it('accepts an image that exists under /src/assets and names the field of a wrong path', () => {
    const schema = z.object({ photo: imageFile(fakeImage) });
    expect(schema.parse({ photo: '/src/assets/people/founder-portrait.svg' }).photo).toMatchObject({
      src: '/src/assets/people/founder-portrait.svg',
    });
    expect(firstIssue(schema, { photo: '/src/assets/people/nobody.svg' })).toBe(
      'photo: no such file: check the path and spelling',
    );
    expect(firstIssue(schema, { photo: 'https://cdn.test/a.jpg' })).toMatch(
      /^photo: must be an image file under \/src\/assets\//,
    );
  });

  it('rates in whole or half stars from 0 to 5', () => {
    const schema = testimonial;
    const base = {
      text: 'Great',
      author: 'A',
      position: 'B',
      company: 'C',
      image: '/src/assets/people/founder-portrait.svg',
    };
    expect(schema.safeParse({ ...base, rating: 4.5 }).success).toBe(true);
    expect(firstIssue(schema, { ...base, rating: 4.3 })).toBe(
      'rating: must be a whole or half number',
    );
    expect(firstIssue(schema, { ...base, rating: 6 })).toMatch(/^rating:/);
  });

  it('lists the allowed names when an icon or a colour is misspelt', () => {
    const card = { number: '01', icon: 'Targt', title: 'T', subhead: 'S', content: ['C'] };
    expect(firstIssue(differentiatorCard, card)).toMatch(
      /^icon: Invalid option: expected one of .*"Target"/,
    );
    const node = { id: 'a', label: 'A', x: 1, y: 1, colour: 'teal' };
    expect(firstIssue(diagramNode, node)).toMatch(
      /^colour: Invalid option: expected one of "violet"\|"mint"/,
    );
  });

  it('refuses a misspelt field instead of silently dropping it', () => {
    const node = { id: 'a', label: 'A', x: 1, y: 1, colour: 'mint', colr: 'mint' };
    expect(firstIssue(diagramNode, node)).toMatch(/Unrecognized key: "colr"/);
  });

  it('refuses a label that lost a slot the widget fills, naming the slot', () => {
    expect(pattern('n', 'total').safeParse('Slide {n} of {total}').success).toBe(true);
    expect(firstIssue(z.object({ slide: pattern('n', 'total') }), { slide: 'Slide {n}' })).toBe(
      'slide: must contain {total}',
    );
    const labels = { ...scrollerFixture, progress: 'Viewing section X of N' };
    expect(firstIssue(scrollerLabels, labels)).toBe('progress: must contain {current}');
  });

  it('accepts the guide widgets’ copy and refuses a word left out', () => {
    const { audioUrl: _url, ...copy } = episode;
    expect(podcastPlayer.safeParse({ ...episode, labels: playerLabels }).success).toBe(true);
    // The episode is the guide's own: a podcast block without its file is refused, naming it.
    expect(firstIssue(podcastPlayer, { ...copy, labels: playerLabels })).toMatch(/^audioUrl:/);
    expect(
      firstIssue(podcastPlayer, { ...episode, audioUrl: '//cdn.test/e.mp3', labels: playerLabels }),
    ).toMatch(/^audioUrl: must be an address starting https:\/\//);
    const { retry: _retry, ...noRetry } = playerLabels;
    expect(firstIssue(podcastPlayer, { ...episode, labels: noRetry })).toBe(
      'labels.retry: Invalid input: expected string, received undefined',
    );
    expect(carouselLabels.safeParse(carouselFixture).success).toBe(true);
    for (const section of sections)
      expect(landingPageSection.safeParse(section).success).toBe(true);
    expect(firstIssue(landingPageSection, { heading: 'H', text: 'T', bullets: [] })).toMatch(
      /^bullets:/,
    );
  });
});
