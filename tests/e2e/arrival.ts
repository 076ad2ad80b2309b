/**
 * The page as the HTML arrives: a browser draws what it has read so far, so what is on the first
 * screen must already be at its final height when the blocks after it are still on their way.
 * Each stage is the page cut after one block of a stack (a grid, a column, a plain block) or of
 * a box (a block with a background or border) on the first screen, everything after it removed,
 * as the parser would have it. What a stage shows must sit at the height it has in the whole
 * page, and a box must already have its width: a notice that starts as wide as its icon, then
 * grows, jumps. Left edges are not compared: a centred row or an inline badge widens while its
 * own items or words arrive, which the layout cannot avoid.
 */
export function arrivalMoves(): { stages: number; found: string[] } {
  const whole = document.body.innerHTML;
  const nodes = () => {
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    const out: Node[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node);
    return out;
  };
  /** The top of what a node paints (text, a picture or icon, a box with a background or border). */
  const paintedTop = (node: Node): number | null => {
    if (node instanceof Text) {
      if (!node.textContent?.trim()) return null;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getClientRects()[0];
      return box ? Math.round(box.top + window.scrollY) : null;
    }
    if (!(node instanceof Element) || node.getClientRects().length === 0) return null;
    // A box in an animation (a pulsing dot) is drawn somewhere else in each frame.
    if (node.getAnimations().length > 0) return null;
    const style = getComputedStyle(node);
    const paints =
      /^(img|svg|video|canvas|input|button|iframe)$/i.test(node.tagName) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      Number.parseFloat(style.borderTopWidth) > 0;
    return paints ? Math.round(node.getBoundingClientRect().top + window.scrollY) : null;
  };
  /** A block-level box's width in the layout, where it paints a background or border. */
  const widthOf = (node: Node): number | null => {
    if (!(node instanceof HTMLElement) || node.getClientRects().length === 0) return null;
    const style = getComputedStyle(node);
    const boxed =
      /^(block|flex|grid|flow-root)$/.test(style.display) &&
      (style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        Number.parseFloat(style.borderTopWidth) > 0);
    return boxed ? node.offsetWidth : null;
  };
  const all = nodes();
  const final = all.map(paintedTop);
  const finalWidths = all.map(widthOf);
  const firstScreen = (element: Element) =>
    element.getClientRects().length > 0 && element.getBoundingClientRect().top < window.innerHeight;
  const stages: number[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const { display, flexDirection } = getComputedStyle(element);
    const stacks =
      display === 'block' ||
      display === 'grid' ||
      (display === 'flex' && flexDirection.startsWith('column'));
    if (!(stacks || widthOf(element)) || element.closest('svg') || !firstScreen(element)) continue;
    const blocks = [...element.children].filter(firstScreen);
    for (const block of blocks.slice(0, -1)) stages.push(all.indexOf(block));
  }
  const found: string[] = [];
  for (const stage of stages) {
    document.body.innerHTML = whole;
    const block = nodes()[stage] as Element;
    const cut = document.createRange();
    cut.setStartAfter(block);
    cut.setEndAfter(document.body.lastChild as Node);
    cut.deleteContents();
    // What is left is the start of the page in document order: node i is the whole page's node i.
    const after = `while the HTML ends after ${block.tagName.toLowerCase()}.${[...block.classList].slice(0, 3).join('.')}`;
    for (const [index, node] of nodes().entries()) {
      const want = final[index];
      const top = paintedTop(node);
      if (want == null || top == null || want >= window.innerHeight) continue;
      const name =
        node instanceof Element
          ? node.tagName.toLowerCase()
          : `"${node.textContent?.trim().slice(0, 30)}"`;
      if (Math.abs(top - want) > 2) found.push(`${name} at ${top} px, not ${want}, ${after}`);
      const width = widthOf(node);
      if (width !== finalWidths[index]) {
        found.push(`${name} ${width} px wide, not ${finalWidths[index]}, ${after}`);
      }
    }
  }
  document.body.innerHTML = whole;
  return { stages: stages.length, found: [...new Set(found)] };
}

/**
 * The first screen before the site's stylesheet arrives: everything the HTML holds before the
 * stylesheet's link (the elements holding that link aside) must be drawn by the page's inline
 * rules alone as it is with the stylesheet. Each element is compared by its place in the document:
 * its left, top and width (a height may take in what follows the link, as a backdrop's does) and
 * the properties that place it. Elements in an animation are left out: each look catches another
 * frame. The stylesheet is switched off for the second look, as if it had not arrived yet, and on
 * again after.
 */
export function firstScreenWithoutSheet(): { elements: number; otherwise: string[] } {
  const link = document.querySelector('link[rel="stylesheet"][href^="/_astro/"]');
  const look = () => {
    const drawn: Record<number, string> = {};
    for (const [index, element] of [...document.body.querySelectorAll('*')].entries()) {
      if (!link || element.contains(link)) continue;
      if (!(link.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)) continue;
      if (element.getAnimations().length > 0) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const how = ['display', 'margin', 'padding', 'gap', 'font-size', 'line-height', 'color']
        .map((name) => style.getPropertyValue(name))
        .join(' ');
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`;
      drawn[index] = `${name} ${[box.x, box.y, box.width].map(Math.round)} ${how}`;
    }
    return drawn;
  };
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const whole = look();
  for (const sheet of sheets) sheet.disabled = true;
  const alone = look();
  for (const sheet of sheets) sheet.disabled = false;
  const otherwise = Object.entries(alone)
    .filter(([index, line]) => index in whole && line !== whole[Number(index)])
    .map(([index, line]) => `${line}\n  with the stylesheet: ${whole[Number(index)]}`);
  return { elements: Object.keys(whole).length, otherwise };
}
