// @vitest-environment node
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { shapeOf } from '../../editor/zodShape';
import { linkInBio } from './linkInBio';

/** The link-in-bio page's one section, as its file holds it. */
const section = (
  load(readFileSync('src/content/campaigns/linkinbio.yaml', 'utf8')) as {
    sections: { discriminant: string; value: Record<string, Record<string, unknown>> }[];
  }
).sections[0];

describe('the link-in-bio section', () => {
  it('takes the link-in-bio page: the profile and its photo’s path, four links, three figures', () => {
    expect(section?.discriminant).toBe('linkInBio');
    const value = linkInBio.schema.parse(section?.value);
    expect(value.profile.photo).toBe('/src/assets/people/founder-portrait.svg');
    expect(value.links.items).toHaveLength(4);
    expect(value.proof.stats).toHaveLength(3);
  });

  it('names a photo that is not there, a fourth figure and an unknown network', () => {
    const profile = { ...section?.value.profile, photo: '/src/assets/people/nobody.jpg' };
    expect(linkInBio.schema.safeParse({ ...section?.value, profile }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['profile', 'photo'],
        message: 'no such file: check the path and spelling',
      }),
    ]);
    const stats = section?.value.proof?.stats as unknown[];
    const proof = { ...section?.value.proof, stats: [...stats, stats[0]] };
    expect(linkInBio.schema.safeParse({ ...section?.value, proof }).success).toBe(false);
    const socials = { ...section?.value.socials, links: [{ network: 'myspace', label: 'Old' }] };
    expect(
      linkInBio.schema.safeParse({ ...section?.value, socials }).error?.issues[0]?.path,
    ).toEqual(['socials', 'links', 0, 'network']);
  });

  it('gives the editor the photo as a picture to upload, not a line of text', () => {
    const shape = shapeOf(linkInBio.schema);
    const profile = shape.kind === 'object' ? shape.fields.profile : undefined;
    expect(profile?.kind === 'object' && profile.fields.photo).toEqual({
      kind: 'image',
      optional: false,
    });
  });
});
