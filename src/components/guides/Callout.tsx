import { Info, Lightbulb, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type CalloutTone = 'info' | 'tip';

const tones: Record<CalloutTone, { Icon: LucideIcon; box: string; tint: string }> = {
  info: { Icon: Info, box: 'border-violet-400/30 bg-violet-500/10', tint: 'text-violet-300' },
  tip: { Icon: Lightbulb, box: 'border-mint-400/25 bg-mint-400/[0.06]', tint: 'text-mint-300' },
};

export interface CalloutProps {
  tone?: CalloutTone | undefined;
  /** A few words in bold before the text. */
  title: string;
  children: ReactNode;
}

/** A note set apart from the prose, a notice or a tip, its icon saying which. */
export function Callout({ tone = 'info', title, children }: CalloutProps) {
  const { Icon, box, tint } = tones[tone];
  return (
    <div
      role="note"
      className={`my-8 flex gap-4 rounded-card border p-5 text-[0.975rem] leading-relaxed md:p-6 ${box}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tint}`} />
      <div>
        <p className="font-semibold text-paper">{title}</p>
        <div className="mt-1 text-muted [&_a]:text-mint-300 [&_a]:underline [&_p+p]:mt-2 [&_strong]:text-paper">
          {children}
        </div>
      </div>
    </div>
  );
}
