/**
 * The content shapes of SPEC.md section 3, shared by the copy modules and the components. Each
 * is a zod schema, checked when the site builds (see src/lib/checkContent.ts), and the type the
 * components use is derived from it. Components import the types only, so zod never reaches the
 * browser.
 */
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

export const testimonialSchema = z.object({
  /** 0 to 5 in halves; every shipped testimonial is 5. */
  rating: z
    .number()
    .min(0)
    .max(5)
    .refine((n) => Number.isInteger(n * 2), 'must be a whole or half number'),
  text,
  author: text,
  position: text,
  company: text,
  /** A path from the site root (public/) or a URL. */
  image: text,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const statisticSchema = z.object({
  value: z.number().nonnegative(),
  suffix: z.string(),
  label: text,
});
export type Statistic = z.infer<typeof statisticSchema>;

export const differentiatorCardSchema = z.object({
  number: text,
  /** A lucide icon name registered in the component's icon map. */
  icon: text,
  title: text,
  subhead: text,
  content: z.array(text).min(1),
});
export type DifferentiatorCard = z.infer<typeof differentiatorCardSchema>;

export const diagramNodeSchema = z.object({
  id: text,
  label: text,
  /** Position in the diagram's 0-100 coordinate box. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  colour: text,
});
export type DiagramNode = z.infer<typeof diagramNodeSchema>;

export const processPhaseSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  deliverables: z.array(text).min(1),
});
export type ProcessPhase = z.infer<typeof processPhaseSchema>;

export const faqItemSchema = z.object({
  question: text,
  answer: text,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** The heading block every section opens with. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  lead?: string;
}
