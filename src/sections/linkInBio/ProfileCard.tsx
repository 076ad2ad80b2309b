import type { LinkInBioSection } from './linkInBio';

/** The profile as its section holds it, its photo loaded. */
export type ProfileCardProps = Omit<LinkInBioSection['profile'], 'photo'> & {
  photo: ImageMetadata;
};

/** Who this is: the photo, a status line, the name as the page's heading, the role and tagline. */
export function ProfileCard(props: ProfileCardProps) {
  const { photo } = props;
  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative">
        <div className="rounded-full bg-gradient-to-br from-violet-400 via-violet-600 to-mint-400 p-[3px]">
          <div className="size-24 overflow-hidden rounded-full border-4 border-ink-950 bg-ink-800 sm:size-28">
            <img
              src={photo.src}
              alt={props.photoAlt}
              width={photo.width}
              height={photo.height}
              decoding="async"
              fetchPriority="high"
              className="size-full scale-[1.15] object-cover object-[50%_60%]"
            />
          </div>
        </div>
        {/* The glow comes after the photo it rings: read first, it would glow at a point until then. */}
        <div
          aria-hidden="true"
          className="absolute -inset-3 -z-10 rounded-full bg-gradient-to-br from-violet-600/50 to-mint-500/40 blur-xl"
        />
      </div>
      <p className="mt-5 inline-flex items-center gap-2 rounded-pill border border-mint-400/25 bg-mint-400/10 px-3 py-1 text-xs font-semibold text-mint-300">
        <span aria-hidden="true" className="relative flex size-2">
          <span className="looping absolute inline-flex size-full animate-ping rounded-full bg-mint-400 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-mint-400" />
        </span>
        {props.availability}
      </p>
      <h1
        id="bio-name"
        className="mt-3 font-display text-[1.875rem] leading-tight font-bold tracking-tight text-paper sm:text-4xl"
      >
        {props.name}
      </h1>
      <p className="mt-1 text-sm font-semibold tracking-wide text-violet-300">{props.role}</p>
      <p className="mt-3 max-w-sm text-[0.975rem] leading-relaxed text-muted">{props.tagline}</p>
    </div>
  );
}
