/** How a field of a form reads: its label, what it is for, its choices' names. */
export type Word = {
  label?: string;
  description?: string;
  /** A box of several lines rather than one line. */
  multiline?: boolean;
  /** Names for a choice's values: { tip: 'Tip (green, light bulb)' }. */
  options?: Record<string, string>;
  itemName?: string;
};

/** Words for a form's fields, by path: 'hero.badge', 'socialProof.testimonials[].text'. */
export type Words = Record<string, Word>;
