/** The home page's words and data (src/content/pages/home.yaml), section by section. */
import { z } from 'astro/zod';
import {
  diagramNode,
  differentiatorCard,
  faqItem,
  type ImageHelper,
  imageFile,
  processPhase,
  promiseIcon,
  sectionIntro,
  statistic,
  testimonial,
  text,
  textWithEmail,
  videoLink,
} from './shapes';
import { calendarCopy, pageMeta } from './site';

const hero = z.strictObject({
  badge: text,
  headlineLead: text,
  /** The second half of the headline, set in the gradient. */
  headlineEmphasis: text,
  subtext: text,
  availability: text,
  availabilityNote: text,
  proofPoints: z.array(text).min(1).max(4),
});

const socialProof = (image: ImageHelper) =>
  z.strictObject({
    intro: sectionIntro,
    /** product.md: four counters. */
    stats: z.array(statistic).length(4),
    testimonials: z.array(testimonial(image)).length(3),
    /** The stars' accessible name: {rating} and {max} are filled in. */
    ratingLabel: text.includes('{rating}', { message: "must contain '{rating}'" }),
    caseStudiesLink: z.strictObject({ label: text, href: z.string().startsWith('#') }),
    /** Shown only when flags.homeCalendar is on in site.config. */
    freeSession: z.strictObject({
      eyebrow: text.optional(),
      title: text,
      text,
      points: z.array(text).min(1),
      calendar: calendarCopy,
    }),
  });

const difference = z.strictObject({
  intro: sectionIntro,
  /** product.md: five cards; the first also shows the diagram. */
  cards: z.array(differentiatorCard).length(5),
  diagram: z.strictObject({
    caption: text,
    hubLabel: text,
    /** The accessible name of the list of satellites. */
    nodesLabel: text,
    nodes: z.array(diagramNode).length(6),
  }),
});

const caseStudy = (image: ImageHelper) =>
  z.strictObject({
    intro: sectionIntro,
    quote: z.strictObject({ text, author: text, role: text, company: text }),
    disclaimer: text,
    /** The video's accessible name. */
    videoTitle: text,
    /** The name of the play button over the still. */
    playLabel: text,
    unsupportedVideo: text,
    /** The captions track's name in the player's menu: the captions' language. */
    captionsLabel: text,
    videoLink,
    /** What the player shows until it plays; decorative, as the player is named. */
    still: imageFile(image),
  });

const process = z.strictObject({
  intro: sectionIntro,
  /** product.md: RESEARCH, DIAGNOSE, INSTALL, DEPLOY, SCALE. */
  phases: z.array(processPhase).length(5),
  labels: z.strictObject({
    seeMore: text,
    seeLess: text,
    /** Joins the toggle's label and the phase in its accessible name: 'See More about RESEARCH'. */
    about: text,
    whatYouGet: text,
    learnMore: text,
    loadingDiagram: text,
    diagramUnavailable: text,
  }),
  /** The RESEARCH card's picture. */
  diagram: z.strictObject({
    title: text,
    description: text,
    inputs: z.array(text).min(2).max(4),
    output: text,
  }),
  closing: z.strictObject({ title: text, text, cta: text, availability: text }),
});

const team = (image: ImageHelper) =>
  z.strictObject({
    intro: sectionIntro,
    story: z.array(text).min(1),
    founder: z.strictObject({
      name: text,
      role: text,
      photo: imageFile(image),
      /** Says who the portrait shows. */
      photoAlt: text,
    }),
    promisesHeading: text,
    promises: z.array(z.strictObject({ icon: promiseIcon, title: text, text })).length(3),
    credentialsHeading: text,
    credentials: z.array(text).min(1),
  });

const idealClient = z.strictObject({
  intro: sectionIntro,
  /** product.md: five criteria. */
  criteria: z.array(z.strictObject({ label: text, detail: text })).length(5),
  faqIntro: sectionIntro,
  /** product.md: six questions; the page also publishes them as FAQPage data. */
  faqs: z.array(faqItem).length(6),
  notice: z.strictObject({
    title: text,
    /** '{email}' marks where the contact address goes, as a link. */
    text: textWithEmail,
  }),
  chat: z.strictObject({
    label: text,
    replyNote: text,
    loadingNote: text,
    readyNote: text,
    failedNote: text,
  }),
  booking: z.strictObject({ eyebrow: text, heading: text, text, buttonLabel: text, note: text }),
});

export const homePage = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    meta: pageMeta,
    hero,
    socialProof: socialProof(image),
    difference,
    caseStudy: caseStudy(image),
    process,
    team: team(image),
    idealClient,
  });
export type HomePage = z.infer<ReturnType<typeof homePage>>;
