import type { ReactNode } from 'react';

export interface BioPageColumnProps {
  /** The section's id on its page. */
  id: string;
  children?: ReactNode;
}

/** The link-in-bio page's one narrow column, over a soft violet and mint glow. */
export function BioPageColumn({ id, children }: BioPageColumnProps) {
  return (
    <div id={id} className="relative isolate overflow-hidden pt-24 md:pt-32 md:pb-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-x-0 top-0 h-[34rem] bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,rgb(124_58_237/0.34),transparent_70%)]" />
        <div className="absolute -right-40 top-[28rem] size-[28rem] scale-150 text-mint-500/10 glow" />
        <div className="absolute -left-48 top-[48rem] size-[30rem] scale-150 text-violet-700/15 glow" />
      </div>
      <div className="mx-auto w-full max-w-md space-y-10 px-5 md:max-w-lg md:rounded-[2rem] md:border md:border-line md:bg-ink-900/50 md:px-10 md:py-12 md:shadow-glow">
        {children}
      </div>
    </div>
  );
}
