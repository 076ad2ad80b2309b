import {
  bandLinks,
  createParticles,
  findLinks,
  PARTICLES,
  type Particle,
  rescaleParticles,
  stepParticles,
} from './particles';

const seeded =
  (seed = 1) =>
  () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };

describe('the particle network', () => {
  it('uses the constants of the spec', () => {
    expect(PARTICLES).toMatchObject({ count: 50, linkDistance: 150, radius: 2, speed: 0.5 });
    expect(PARTICLES.colours).toHaveLength(3);
  });

  it('creates 50 particles inside the area, each at speed 0.5, in the three colours', () => {
    const particles = createParticles(800, 600, seeded());
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(Math.hypot(p.vx, p.vy)).toBeCloseTo(0.5);
    }
    expect(new Set(particles.map((p) => p.colour))).toEqual(new Set(PARTICLES.colours));
  });

  it('bounces a particle off an edge instead of letting it leave', () => {
    const p: Particle = { x: 799.8, y: 10, vx: 0.5, vy: 0, colour: '#fff' };
    stepParticles([p], 800, 600);
    expect(p.x).toBe(800);
    expect(p.vx).toBe(-0.5);
    stepParticles([p], 800, 600);
    expect(p.x).toBeCloseTo(799.5);
  });

  it('links only pairs closer than 150 px, stronger when closer', () => {
    const at = (x: number, y: number): Particle => ({ x, y, vx: 0, vy: 0, colour: '#fff' });
    const links = findLinks([at(0, 0), at(30, 0), at(149, 0), at(400, 0)]);
    expect(links.map((l) => [l.a, l.b])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    const [near, far] = links;
    expect(near?.strength).toBeCloseTo(0.8);
    expect(far?.strength).toBeLessThan(0.01);
  });

  it('moves in proportion to the time that passed, so a slower frame rate keeps the same speed', () => {
    const p: Particle = { x: 100, y: 100, vx: 0.5, vy: 0, colour: '#fff' };
    stepParticles([p], 800, 600, 2);
    expect(p.x).toBe(101);
  });

  it('groups links into strength bands, each link in exactly one', () => {
    const link = (strength: number) => ({ a: 0, b: 1, strength });
    const bands = bandLinks([link(0.05), link(0.5), link(0.99), link(1)], 4);
    expect(bands.map((band) => band.length)).toEqual([1, 0, 1, 2]);
  });

  it('keeps particles in proportion when the area is resized', () => {
    const p: Particle = { x: 400, y: 300, vx: 0, vy: 0, colour: '#fff' };
    rescaleParticles([p], { w: 800, h: 600 }, { w: 400, h: 900 });
    expect(p).toMatchObject({ x: 200, y: 450 });
  });
});
