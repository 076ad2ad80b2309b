import type { ReactNode } from 'react';
import type { PageHero as PageHeroCopy } from '../../schemas/shapes';

export type PageHeroProps = PageHeroCopy & {
  /** The h1's id, for the section's aria-labelledby. */
  id: string;
  /** 'split': centred on phones, aligned left from lg up, for a hero with media beside it. */
  layout?: 'center' | 'split';
  /** The calls to action under the lead. */
  children?: ReactNode;
};

const layouts = {
  center: {
    box: 'mx-auto max-w-5xl items-center text-center',
    heading: 'text-display',
    actions: 'items-center',
  },
  split: {
    box: 'mx-auto max-w-4xl items-center text-center lg:mx-0 lg:items-start lg:text-left',
    heading: 'text-display lg:text-heading',
    actions: 'items-center lg:items-start',
  },
};

/** How every page but home opens: an eyebrow pill, the h1 with its gradient end, the lead. */
export function PageHero(props: PageHeroProps) {
  const { id, eyebrow, headlineLead, headlineEmphasis, lead, layout = 'center', children } = props;
  const { box, heading, actions } = layouts[layout];
  return (
    <div className={`flex flex-col ${box}`}>
      {eyebrow ? (
        <p className="inline-flex items-center gap-2 rounded-pill border border-violet-400/30 bg-violet-500/10 px-4 py-1.5 text-sm font-semibold text-violet-300">
          <span aria-hidden="true" className="icon-sparkles size-4 text-mint-300" />
          {eyebrow}
        </p>
      ) : null}
      <h1 id={id} className={`mt-6 font-display font-bold ${heading}`}>
        {headlineLead}
        {headlineEmphasis ? (
          <>
            {' '}
            {/* Its own line: the two halves of the headline read as two beats. */}
            <span className="text-gradient block">{headlineEmphasis}</span>
          </>
        ) : null}
      </h1>
      {lead ? <p className="mt-6 max-w-2xl text-lead text-muted">{lead}</p> : null}
      {children ? <div className={`mt-9 flex flex-col gap-4 ${actions}`}>{children}</div> : null}
    </div>
  );
}
