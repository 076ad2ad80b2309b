import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { intake } from './intake';

/** The onboarding page's one section, as its file holds it. */
const section = (
  load(readFileSync('src/content/campaigns/client-onboarding.yaml', 'utf8')) as {
    sections: { discriminant: string; value: Record<string, Record<string, unknown>> }[];
  }
).sections[0];

describe('the intake section', () => {
  it('takes the onboarding page: its welcome, the form’s words, four steps and two notes', () => {
    expect(section?.discriminant).toBe('intake');
    const value = intake.schema.parse(section?.value);
    expect(value.nextSteps.steps).toHaveLength(4);
    expect(value.notes).toHaveLength(2);
  });

  it('refuses a fifth step, a page without notes and a form without its stand-in link', () => {
    const steps = section?.value.nextSteps?.steps as unknown[];
    const nextSteps = { ...section?.value.nextSteps, steps: [...steps, steps[0]] };
    expect(intake.schema.safeParse({ ...section?.value, nextSteps }).success).toBe(false);
    expect(intake.schema.safeParse({ ...section?.value, notes: [] }).success).toBe(false);
    const { fallbackLabel: _, ...form } = section?.value.form ?? {};
    expect(intake.schema.safeParse({ ...section?.value, form }).error?.issues[0]?.path).toEqual([
      'form',
      'fallbackLabel',
    ]);
  });
});
