/**
 * The experiments the marketer defines in the editor (src/content/experiments/<name>.yaml): which
 * page, its versions (each another campaign page, made by duplicating it), each one's share, and
 * on or off. Read by build/experiments.ts when the build starts: a mistake stops it naming
 * the file and the field; what it finds, the pages, the measurement island and the edge read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { describeIssues } from '../lib/zodIssues';
import type { RunningExperiment } from './assign';

const word = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const share = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(100, 'must be 100 or less');

export const experimentSchema = z.strictObject({
  /** The campaign page tested (its file's name, 'index' for the home page): the control. */
  page: z.string().min(1, 'must name the page tested'),
  running: z.boolean(),
  /** The page's own share of visitors, in per cent. */
  pageShare: share,
  variants: z
    .array(
      z.strictObject({
        /** The version's name in the analytics, 'shorter-headline'. */
        name: z
          .string()
          .regex(word, 'must be lower-case words joined by dashes')
          .refine((name) => name !== 'control', "'control' is the page's own name"),
        /** The campaign page holding this version's sections. */
        page: z.string().min(1, 'must name the page holding this version'),
        share,
        /** Serve this version at the page's address to everyone: the test is over. */
        servedToEveryone: z.boolean().default(false),
      }),
    )
    .min(1, 'needs at least one version beside the page'),
});
export type ExperimentFile = z.output<typeof experimentSchema>;

export interface ExperimentPlan {
  /** Those the edge draws between, with the addresses of their versions. */
  running: RunningExperiment[];
  /** Each version's campaign page, with the address it stands in for (noindex, canonical there). */
  versionOf: Record<string, string>;
  /** A tested page whose version is now served to everyone, with that version's page. */
  servedInstead: Record<string, string>;
}

export const addressOf = (id: string) => (id === 'index' ? '/' : `/${id}`);

/** The plan of checked experiment files, or the lines that say what is wrong in which file. */
export function planExperiments(
  files: { file: string; data: ExperimentFile }[],
  campaigns: string[],
): { plan: ExperimentPlan; issues: string[] } {
  const issues: string[] = [];
  const plan: ExperimentPlan = { running: [], versionOf: {}, servedInstead: {} };
  const tested = new Map<string, string>();
  const usedBy = new Map<string, string>();
  for (const { file, data } of files) tested.set(data.page, tested.get(data.page) ?? file);
  for (const { file, data } of files) {
    const say = (field: string, message: string) => issues.push(`${file}: ${field}: ${message}`);
    if (tested.get(data.page) !== file)
      say('page', `'${data.page}' is tested in ${tested.get(data.page)} already`);
    const missing = (id: string) =>
      `'${id}' is no campaign page (src/content/campaigns/${id}.yaml)`;
    if (!campaigns.includes(data.page)) say('page', missing(data.page));
    const names = new Set<string>();
    data.variants.forEach((variant, index) => {
      const at = `variants[${index}]`;
      if (names.has(variant.name)) say(`${at}.name`, `'${variant.name}' names two versions`);
      names.add(variant.name);
      if (!campaigns.includes(variant.page)) say(`${at}.page`, missing(variant.page));
      else if (variant.page === data.page) say(`${at}.page`, 'is the page tested itself');
      else if (tested.has(variant.page))
        say(`${at}.page`, `'${variant.page}' is tested itself, in ${tested.get(variant.page)}`);
      else if (usedBy.has(variant.page))
        say(`${at}.page`, `'${variant.page}' is a version in ${usedBy.get(variant.page)} already`);
      usedBy.set(variant.page, file);
      plan.versionOf[variant.page] = addressOf(data.page);
    });
    const total = data.variants.reduce((sum, variant) => sum + variant.share, data.pageShare);
    if (data.running && total !== 100)
      say('variants', `the shares add up to ${total} %, not 100 % (the page's own included)`);
    const everyone = data.variants.filter((variant) => variant.servedToEveryone);
    if (everyone.length > 1) say('variants', 'only one version can be served to everyone');
    if (everyone[0]) plan.servedInstead[data.page] = everyone[0].page;
    else if (data.running)
      plan.running.push({
        name: file.replace(/^.*\//, '').replace(/\.yaml$/, ''),
        page: addressOf(data.page),
        variants: [
          { name: 'control', address: addressOf(data.page), share: data.pageShare },
          ...data.variants.map((v) => ({
            name: v.name,
            address: addressOf(v.page),
            share: v.share,
          })),
        ],
      });
  }
  return { plan, issues };
}

function yamlBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.split('\\').join('/'))
    .sort();
}

/** Reads and checks every experiment file of the project at `root`; throws naming each mistake. */
export function readExperiments(root: string): ExperimentPlan {
  const dir = 'src/content/experiments';
  const files: { file: string; data: ExperimentFile }[] = [];
  const mistakes: string[] = [];
  for (const name of yamlBelow(join(root, dir))) {
    const file = `${dir}/${name}`;
    const parsed = experimentSchema.safeParse(load(readFileSync(join(root, file), 'utf8')));
    if (parsed.success) files.push({ file, data: parsed.data });
    else mistakes.push(describeIssues(file, parsed.error));
  }
  const campaigns = yamlBelow(join(root, 'src/content/campaigns')).map((name) =>
    name.replace(/\.yaml$/, ''),
  );
  const { plan, issues } = planExperiments(files, campaigns);
  const all = [...mistakes, ...issues];
  if (all.length > 0) throw new Error(`The experiments have mistakes:\n${all.join('\n')}`);
  return plan;
}
