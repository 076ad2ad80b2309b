import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { videoHero } from './videoHero';

/** The managed-service-provider page's opening, as its file holds it. */
const msp = (
  load(readFileSync('src/content/campaigns/msp-liasonai.yaml', 'utf8')) as {
    sections: { discriminant: string; value: Record<string, unknown> }[];
  }
).sections[0];

describe('the opening with a video and an offer', () => {
  it('takes the landing page’s opening: its own video file, captions and offer', () => {
    expect(msp?.discriminant).toBe('videoHero');
    const value = videoHero.schema.parse(msp?.value);
    expect(value.video.src).toBe('/media/msp-overview.mp4');
    expect(value.buttonTarget).toBe('#book-call');
  });

  it('refuses a video the page could not play: http, or a host written as //', () => {
    for (const src of ['http://cdn.agency.test/a.mp4', '//cdn.agency.test/a.mp4']) {
      const video = { ...(msp?.value.video as object), src };
      const result = videoHero.schema.safeParse({ ...msp?.value, video });
      expect(result.error?.issues[0]?.path, src).toEqual(['video', 'src']);
    }
  });
});
