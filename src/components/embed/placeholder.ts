/**
 * A fresh install ships placeholder addresses (README: 'values on example.com and replace-me are
 * placeholders'). Nothing answers there, so an embed treats one as not configured: it shows its
 * fallback link at once and never asks the network for it.
 */
const PLACEHOLDER_HOST = /(^|\.)example\.(com|org|net)$|\.example$/i;

export function isPlaceholderUrl(url: string): boolean {
  if (url.includes('replace-me')) return true;
  try {
    return PLACEHOLDER_HOST.test(new URL(url).hostname);
  } catch {
    // Not an absolute address: nothing an embed could load either.
    return true;
  }
}

/** An embed address something answers at: configured, and not a placeholder. */
export function isLiveEmbed(url: string | undefined): url is string {
  return !!url && !isPlaceholderUrl(url);
}
