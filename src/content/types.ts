/** The content shapes of SPEC.md section 3, shared by the copy modules and the components. */

export interface Testimonial {
  /** 0 to 5 in halves; every shipped testimonial is 5. */
  rating: number;
  text: string;
  author: string;
  position: string;
  company: string;
  /** An imported image (the owner's photo) or a path from the site root. */
  image: string;
}

export interface Statistic {
  value: number;
  suffix: string;
  label: string;
}

export interface DifferentiatorCard {
  number: string;
  /** A lucide icon name registered in the component's icon map. */
  icon: string;
  title: string;
  subhead: string;
  content: string[];
}

export interface DiagramNode {
  id: string;
  label: string;
  /** Position in the diagram's 0-100 coordinate box. */
  x: number;
  y: number;
  colour: string;
}

export interface ProcessPhase {
  title: string;
  subtitle: string;
  description: string;
  deliverables: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The heading block every section opens with. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  lead?: string;
}
