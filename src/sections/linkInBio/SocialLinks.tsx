import type { SocialNetwork } from '../../schemas/shapes';
import { BrandMark } from './BrandMark';
import type { LinkInBioSection } from './linkInBio';

export type SocialLinksProps = LinkInBioSection['socials'] & {
  /** Each network's address (site.config's `socials`). */
  urls: Record<SocialNetwork, string>;
  /** Read after each name: the profile opens in a new tab. */
  newTabNote: string;
};

/** The row of social profiles: a round mark per network, named for screen readers. */
export function SocialLinks({ label, links, urls, newTabNote }: SocialLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-3">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={urls[link.network]}
              target="_blank"
              rel="noopener noreferrer"
              title={link.label}
              className="grid size-12 place-items-center rounded-full border border-line-strong bg-white/5 text-paper transition duration-200 hover:-translate-y-0.5 hover:border-violet-400 hover:bg-violet-500/15 hover:text-violet-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <BrandMark network={link.network} />
              <span className="sr-only">
                {link.label} {newTabNote}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
