/**
 * A link-in-bio profile, the page a social profile links to, built for a phone: who this is, the
 * booking, copy-email and share buttons, the social profiles, a few links worth the next tap, and
 * two or three figures, in one narrow column with a floating share button.
 */
import { z } from 'astro/zod';
import {
  bioLinkIcon,
  href,
  picturePath,
  socialNetwork,
  statistic,
  text,
} from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

const profile = z.strictObject({
  name: text,
  role: text,
  tagline: text,
  photo: picturePath,
  /** Says who the photo shows. */
  photoAlt: text,
  /** The small status line above the name. */
  availability: text,
});

const actions = z.strictObject({
  /** The booking page button. */
  schedule: z.strictObject({ label: text, note: text }),
  email: z.strictObject({
    /** The button, where the browser can copy. */
    copyLabel: text,
    /** Shown with a check mark, and announced, for 2 seconds after a copy. */
    copiedLabel: text,
    /** The mailto link shown without JavaScript or where the browser cannot copy. */
    mailLabel: text,
  }),
  share: z.strictObject({
    label: text,
    /** Shown for 2 seconds after the page's address was copied. */
    copiedLabel: text,
    /** What the phone's share sheet passes on, with the page's address. */
    shareTitle: text,
    shareText: text,
  }),
});

const socials = z.strictObject({
  /** The accessible name of the list of profiles. */
  label: text,
  /** network: one of instagram, linkedin, youtube, tiktok, website (addresses in site.config). */
  links: z.array(z.strictObject({ network: socialNetwork, label: text })).min(1),
});

const bioLink = z.strictObject({
  icon: bioLinkIcon,
  title: text,
  description: text,
  /** A page here ('/resources', '/#process') or an address elsewhere (opens a new tab). */
  href,
});

export const linkInBio = sectionKind({
  label: 'Link-in-bio profile',
  schema: z.strictObject({
    anchor: anchor.optional(),
    profile,
    actions,
    socials,
    links: z.strictObject({ heading: text, items: z.array(bioLink).min(1).max(6) }),
    proof: z.strictObject({ label: text, stats: z.array(statistic).min(2).max(3) }),
  }),
  words: {
    profile: {
      label: 'Profile',
      description:
        'PLACEHOLDER FOUNDER: the same stand-in as on the home page. Keep the tagline to two short sentences: the top of the page must fit a phone screen.',
    },
    'profile.photo': { label: 'Photo' },
    'profile.photoAlt': { label: 'Photo description', description: 'Says who the photo shows.' },
    'profile.availability': { label: 'Status line above the name' },
    actions: { label: 'Buttons' },
    socials: {
      label: 'Social profiles',
      description:
        "The profiles' addresses are under Site settings: Social profiles; the order here is the order shown.",
    },
    'socials.links[].network': {
      label: 'Network',
      options: {
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
        youtube: 'YouTube',
        tiktok: 'TikTok',
        website: 'Website',
      },
    },
    links: { label: 'Links' },
    'links.items[].icon': {
      label: 'Icon',
      options: {
        bookOpen: 'Open book',
        compass: 'Compass',
        trendingUp: 'Rising chart',
        messageCircle: 'Speech bubble',
      },
    },
    'links.items[].href': {
      label: 'Goes to',
      description:
        "A page here ('/resources', '/#process') or an address elsewhere (opens a new tab).",
    },
    proof: { label: 'Figures' },
  },
});
export type LinkInBioSection = z.output<typeof linkInBio.schema>;
