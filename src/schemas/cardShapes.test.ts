import { z } from 'astro/zod';
import { pagePath, resourceCategory, socialNetwork } from './shapes';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  const [issue] = result.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
};

const card = {
  icon: 'bookOpen',
  title: 'Guides',
  description: 'Deep dives.',
  countLabel: '1 live',
  colour: 'mint',
};

describe('the shapes of cards, links and social networks', () => {
  it('takes a resource category card with an icon and colour from the list', () => {
    expect(resourceCategory.parse(card)).toEqual(card);
    expect(firstIssue(resourceCategory, { ...card, icon: 'book' })).toMatch(
      /^icon: Invalid option: expected one of "bookOpen"\|"layoutTemplate"/,
    );
    expect(firstIssue(resourceCategory, { ...card, countLabel: ' ' })).toBe(
      'countLabel: must not be empty',
    );
  });

  it('links only to paths on this site where a page is meant', () => {
    expect(pagePath.safeParse('/guides/some-guide').success).toBe(true);
    expect(pagePath.safeParse('/#process').success).toBe(true);
    expect(firstIssue(z.object({ href: pagePath }), { href: 'https://elsewhere.test' })).toMatch(
      /^href: must be a path on this site/,
    );
  });

  it('names social networks only as site.config knows them', () => {
    expect(socialNetwork.safeParse('tiktok').success).toBe(true);
    expect(socialNetwork.safeParse('TikTok').success).toBe(false);
  });
});
