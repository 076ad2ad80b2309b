/** The resources hub's words (src/content/pages/resources.yaml), section by section. */
import { z } from 'astro/zod';
import { pagePath, resourceCategory, sectionIntro, text } from './shapes';
import { pageMeta } from './site';

const hero = z.strictObject({
  eyebrow: text,
  headlineLead: text,
  /** The second word of the headline, set in the gradient. */
  headlineEmphasis: text,
  lead: text,
});

const signup = z.strictObject({
  eyebrow: text,
  title: text,
  text,
  perks: z.array(text).min(1).max(4),
  form: z.strictObject({
    nameLabel: text,
    namePlaceholder: text,
    emailLabel: text,
    emailPlaceholder: text,
    submit: text,
    /** On the button while the signup endpoint (site.config) answers. */
    sending: text,
    /** On the disabled button, and announced, for 3 seconds after a signup. */
    submitted: text,
    /** Announced when the signup endpoint did not take the signup; the fields keep their text. */
    failed: text,
    privacy: text,
  }),
  /** Without JavaScript the form opens an e-mail to the agency with this subject. */
  mailSubject: text,
  /** '{email}' marks where the contact address goes, as a link. */
  mailAlternative: text.includes('{email}', {
    message: "must contain '{email}' where the address goes",
  }),
});

const featured = z.strictObject({
  eyebrow: text,
  title: text,
  description: text,
  /** product.md: Marketing Strategy, Facebook Ads, Conversion Optimization. */
  tags: z.array(text).min(1).max(5),
  /** What the guide holds: 'Podcast episode', 'Comparison table'. */
  includes: z.array(text).max(4),
  /** The two figures on the card's picture. */
  figures: z.array(z.strictObject({ label: text, value: text, detail: text })).length(2),
  /** The vs mark between the two figures. */
  versus: text,
  href: pagePath,
  cta: text,
});

const coming = z.strictObject({
  intro: sectionIntro,
  /** product.md: Guides, Tools & Templates, AI & Prompts, Case Studies. */
  categories: z.array(resourceCategory).length(4),
});

const cta = z.strictObject({
  eyebrow: text,
  title: text,
  text,
  /** product.md: 'Book Your Strategy Call', to the strategy call page. */
  label: text,
  href: pagePath,
  note: text,
});

export const resourcesPage = z.strictObject({
  meta: pageMeta,
  hero,
  notice: z.strictObject({ title: text, text }),
  signup,
  featured,
  coming,
  cta,
});
export type ResourcesPage = z.infer<typeof resourcesPage>;
