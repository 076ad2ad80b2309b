import {
  FileWarning,
  Gauge,
  type LucideIcon,
  MailWarning,
  Scale,
  Search,
  ServerCrash,
  ShieldAlert,
} from 'lucide-react';
import type { ReasonIcon, ReasonItem } from '../../schemas/guideShapes';

/** The icons content may name (src/schemas/shapes.ts, reasonIcon). */
const icons: Record<ReasonIcon, LucideIcon> = {
  fileWarning: FileWarning,
  serverCrash: ServerCrash,
  shieldAlert: ShieldAlert,
  gauge: Gauge,
  scale: Scale,
  mailWarning: MailWarning,
  search: Search,
};

export interface DiagnosisItemProps extends ReasonItem {
  number: number;
  labels: { whyItMatters: string; howToCheck: string; fixIt: string };
}

/** One numbered reason: what it is, why it matters, how to check and how to fix it. */
export function DiagnosisItem({ number, labels, icon, ...item }: DiagnosisItemProps) {
  const Icon = icons[icon];
  return (
    <li className="relative rounded-card border border-line bg-ink-900/70 p-6 shadow-card md:p-8">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-2xl border border-violet-400/30 bg-violet-500/15 text-violet-300"
        >
          <Icon className="size-6" />
        </span>
        <div>
          <p
            aria-hidden="true"
            className="font-display text-xs font-semibold tracking-[0.16em] text-mint-300"
          >
            {String(number).padStart(2, '0')}
          </p>
          <h3 className="mt-1 font-display text-xl font-semibold text-paper md:text-2xl">
            {item.title}
          </h3>
        </div>
      </div>
      <dl className="mt-6 space-y-5 text-[0.975rem] leading-relaxed">
        <div>
          <dt className="text-xs font-semibold tracking-[0.14em] text-subtle uppercase">
            {labels.whyItMatters}
          </dt>
          <dd className="mt-1.5 text-muted">{item.whyItMatters}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-[0.14em] text-subtle uppercase">
            {labels.howToCheck}
          </dt>
          <dd className="mt-1.5 text-muted">
            <p>{item.howToCheck}</p>
            {item.howToCheckList ? (
              <ul className="mt-3 space-y-2">
                {item.howToCheckList.map((step) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-2.5 size-1.5 shrink-0 rounded-full bg-violet-400"
                    />
                    <span>{step}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
        <div className="rounded-xl border border-mint-400/20 bg-mint-400/[0.06] p-4">
          <dt className="text-xs font-semibold tracking-[0.14em] text-mint-300 uppercase">
            {labels.fixIt}
          </dt>
          <dd className="mt-1.5 text-paper">
            <p>{item.fixIt}</p>
            {item.fixItNote ? (
              <p className="mt-2 text-sm text-muted italic">{item.fixItNote}</p>
            ) : null}
          </dd>
        </div>
      </dl>
    </li>
  );
}
