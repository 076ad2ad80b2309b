import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import type { RunningExperiment } from '../experiments/assign';
import { type ExperimentPlan, readExperiments } from '../experiments/plan';

const VIRTUAL = 'virtual:experiments';

/** dist/_routes.json: the CDN runs the function for the tested pages' addresses, and no other. */
export const routesFile = (running: RunningExperiment[]) =>
  `${JSON.stringify({ version: 1, include: running.map((each) => each.page), exclude: [] }, null, 2)}\n`;

/** The edge's code with the running experiments written in: dist/_worker.js. */
export async function workerSource(running: RunningExperiment[]): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../experiments/edge.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    minify: true,
    legalComments: 'none',
    define: { __EXPERIMENTS__: JSON.stringify(running) },
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Experiments (src/experiments/): the plan is read once as the build starts (a mistake stops it)
 * and given to the pages as `virtual:experiments`. While one runs, the build writes the edge's
 * function and its routes beside the pages; with none, nothing: the site is what it was.
 */
export function experiments(): AstroIntegration {
  let plan: ExperimentPlan = { running: [], versionOf: {}, servedInstead: {} };
  return {
    name: 'experiments',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        plan = readExperiments(fileURLToPath(config.root));
        updateConfig({
          vite: {
            define: { __EXPERIMENTING__: JSON.stringify(plan.running.length > 0) },
            plugins: [
              {
                name: 'experiments',
                resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
                load: (id) =>
                  id === `\0${VIRTUAL}`
                    ? `export const plan = ${JSON.stringify(plan)};`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        if (plan.running.length === 0) return;
        const dist = fileURLToPath(dir);
        writeFileSync(join(dist, '_worker.js'), await workerSource(plan.running));
        writeFileSync(join(dist, '_routes.json'), routesFile(plan.running));
      },
    },
  };
}
