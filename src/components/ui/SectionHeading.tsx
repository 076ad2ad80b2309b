import type { SectionIntro } from '../../schemas/shapes';

export interface SectionHeadingProps extends SectionIntro {
  /** The id the section's aria-labelledby points at. */
  id: string;
  align?: 'center' | 'left';
}

/** Eyebrow, h2 and lead: how every home section opens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p className="mb-4 inline-flex items-center gap-2 rounded-pill border border-line bg-white/5 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="font-display text-heading font-bold">
        {title}
      </h2>
      {lead ? (
        <p className={`mt-5 text-lead text-muted ${centered ? 'mx-auto max-w-2xl' : ''}`}>{lead}</p>
      ) : null}
    </div>
  );
}
