/**
 * Home-page anchors ('#process') work in place on the home page; from any other page they
 * must lead back to the home page first ('/#process').
 */
export function navHref(target: string, onHome: boolean): string {
  if (!target.startsWith('#')) return target;
  return onHome ? target : `/${target}`;
}
