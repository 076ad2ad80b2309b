import type { LinkInBioSection } from './linkInBio';

export type ProofStripProps = LinkInBioSection['proof'];

/** Two or three headline figures, so a stranger from social media sees the track record. */
export function ProofStrip({ label, stats }: ProofStripProps) {
  return (
    <section aria-labelledby="bio-proof-heading">
      <h2 id="bio-proof-heading" className="sr-only">
        {label}
      </h2>
      <dl
        className="grid divide-x divide-line overflow-hidden rounded-card border border-line bg-ink-900/80 shadow-card"
        style={{ gridTemplateColumns: `repeat(${stats.length}, minmax(0, 1fr))` }}
      >
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse px-2 py-4 text-center">
            <dt className="mt-1 text-xs leading-snug text-muted">{stat.label}</dt>
            <dd className="font-display text-2xl font-bold text-paper">
              {stat.value}
              <span className="text-violet-300">{stat.suffix}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
