/** The site's redirects (src/content/redirects.yaml): old addresses sent on to pages of the site. */
import { z } from 'astro/zod';

/** An address on this site without '#' or '?': '/get-out-of-spam', '/guides/get-out-of-spam'. */
const address = z
  .string()
  .trim()
  .regex(
    /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$|^\/$/,
    "must be an address on this site: '/' then lower-case words, digits and dashes, e.g. '/get-out-of-spam'",
  );

const redirect = z.strictObject({
  /** The address people still have: an old link, a search result, a printed card. */
  from: address,
  /** The page it now leads to, with a 301 (moved for good). */
  to: address,
});
export type Redirect = z.infer<typeof redirect>;

export const redirectsFile = z
  .strictObject({ redirects: z.array(redirect) })
  .superRefine(({ redirects }, context) => {
    const firstAt = new Map<string, number>();
    for (const [index, { from }] of redirects.entries()) {
      const earlier = firstAt.get(from);
      if (earlier === undefined) firstAt.set(from, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['redirects', index, 'from'],
          message: `${from} is already redirected by entry ${earlier + 1}: keep one of the two`,
        });
    }
    for (const [index, { from, to }] of redirects.entries()) {
      const onward = firstAt.get(to);
      if (to === from)
        context.addIssue({
          code: 'custom',
          path: ['redirects', index, 'to'],
          message: `${to} sends the address to itself, a loop`,
        });
      else if (onward !== undefined) {
        const next = redirects[onward]?.to;
        context.addIssue({
          code: 'custom',
          path: ['redirects', index, 'to'],
          message:
            next === from
              ? `${to} is redirected back to ${from} (entry ${onward + 1}), a loop: remove one of the two`
              : `${to} is itself redirected (entry ${onward + 1}): send ${from} straight to ${next}`,
        });
      }
    }
  });
