/** product.md: the hero's particle network. */
export const PARTICLES = {
  count: 50,
  linkDistance: 150,
  radius: 2,
  speed: 0.5,
  colours: ['#8b5cf6', '#5ee0ad', '#eef0f7'],
} as const;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  colour: string;
}

export interface Link {
  a: number;
  b: number;
  /** 1 when the two touch, fading to 0 at the link distance. */
  strength: number;
}

/** Scatters particles over the area, each moving at `speed` px per frame in a random direction. */
export function createParticles(
  width: number,
  height: number,
  random: () => number = Math.random,
  count: number = PARTICLES.count,
): Particle[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = random() * Math.PI * 2;
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * PARTICLES.speed,
      vy: Math.sin(angle) * PARTICLES.speed,
      colour: PARTICLES.colours[i % PARTICLES.colours.length] ?? PARTICLES.colours[0],
    };
  });
}

/**
 * Moves every particle by `frames` frames' worth of travel (1 = one 60 Hz frame), bouncing off
 * the edges so none leaves the area.
 */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  frames = 1,
): void {
  for (const p of particles) {
    p.x += p.vx * frames;
    p.y += p.vy * frames;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

/** The pairs close enough to be joined by a line, with how strongly to draw it. */
export function findLinks(
  particles: Particle[],
  maxDistance: number = PARTICLES.linkDistance,
): Link[] {
  const links: Link[] = [];
  const max2 = maxDistance * maxDistance;
  for (let a = 0; a < particles.length; a += 1) {
    const pa = particles[a];
    if (!pa) continue;
    for (let b = a + 1; b < particles.length; b += 1) {
      const pb = particles[b];
      if (!pb) continue;
      const dx = pa.x - pb.x;
      const dy = pa.y - pb.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < max2) links.push({ a, b, strength: 1 - Math.sqrt(d2) / maxDistance });
    }
  }
  return links;
}

/** Keeps particles inside a resized area, scaling their positions with it. */
export function rescaleParticles(
  particles: Particle[],
  from: { w: number; h: number },
  to: { w: number; h: number },
) {
  if (from.w <= 0 || from.h <= 0) return;
  for (const p of particles) {
    p.x = (p.x / from.w) * to.w;
    p.y = (p.y / from.h) * to.h;
  }
}

/**
 * Groups links into a few strength bands so a frame strokes one path per band instead of one per
 * link: the same picture for a fraction of the drawing work. Band i holds strengths in
 * [i/bands, (i+1)/bands).
 */
export function bandLinks(links: Link[], bands = 6): Link[][] {
  const grouped: Link[][] = Array.from({ length: bands }, () => []);
  for (const link of links) {
    const band = Math.min(bands - 1, Math.floor(link.strength * bands));
    grouped[band]?.push(link);
  }
  return grouped;
}
