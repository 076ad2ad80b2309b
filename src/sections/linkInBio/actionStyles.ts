/**
 * The look the link-in-bio page's secondary actions share, link or button alike; `data-state="done"`
 * tints one mint while it confirms a copy.
 */
export const secondaryActionClass =
  'inline-flex h-13 w-full items-center justify-center gap-2 whitespace-nowrap rounded-pill border border-line-strong bg-white/5 px-4 text-sm font-semibold text-paper transition duration-200 hover:-translate-y-0.5 hover:border-violet-400 hover:bg-white/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0 data-[state=done]:border-mint-400/50 data-[state=done]:bg-mint-400/10';
