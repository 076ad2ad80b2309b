/** The link-in-bio page's words (src/content/pages/linkinbio.yaml), top to bottom. */
import { z } from 'astro/zod';
import {
  bioLinkIcon,
  href,
  type ImageHelper,
  imageFile,
  socialNetwork,
  statistic,
  text,
} from './shapes';
import { pageMeta } from './site';

const profile = (image: ImageHelper) =>
  z.strictObject({
    name: text,
    role: text,
    tagline: text,
    photo: imageFile(image),
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

export const linkInBioPage = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    meta: pageMeta,
    profile: profile(image),
    actions,
    socials,
    links: z.strictObject({ heading: text, items: z.array(bioLink).min(1).max(6) }),
    proof: z.strictObject({ label: text, stats: z.array(statistic).min(2).max(3) }),
  });
export type LinkInBioPage = z.infer<ReturnType<typeof linkInBioPage>>;
