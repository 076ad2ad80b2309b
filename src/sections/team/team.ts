/** The team: the founder's story and portrait, three promises and the credentials. */
import { z } from 'astro/zod';
import { intro } from '../../editor/words/shared';
import { picturePath, promiseIcon, sectionIntro, text } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const team = sectionKind({
  label: 'Team and founder',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    story: z.array(text).min(1),
    founder: z.strictObject({
      name: text,
      role: text,
      photo: picturePath,
      /** Says who the portrait shows. */
      photoAlt: text,
    }),
    promisesHeading: text,
    promises: z.array(z.strictObject({ icon: promiseIcon, title: text, text })).length(3),
    credentialsHeading: text,
    credentials: z.array(text).min(1),
  }),
  words: {
    ...intro('intro', 'Team'),
    story: { label: 'Story paragraphs' },
    founder: {
      label: 'Founder',
      description: 'PLACEHOLDER FOUNDER: replace the name, role, credentials and portrait.',
    },
    'founder.photo': {
      label: 'Portrait',
      description:
        'The same picture may be used on the link-in-bio page; uploading a new one here does not change it there.',
    },
    'founder.photoAlt': {
      label: 'Portrait description',
      description: 'Says who the portrait shows.',
    },
    promises: { label: 'Promises' },
    'promises[].icon': {
      label: 'Icon',
      options: { userMinus: 'Person with minus', fingerprint: 'Fingerprint', blocks: 'Blocks' },
    },
    credentials: { label: 'Credentials' },
  },
  defaultAnchor: 'team',
  reveal: true,
});
export type TeamSection = z.output<typeof team.schema>;
