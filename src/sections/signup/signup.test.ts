import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { signup } from './signup';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/resources.yaml', 'utf8')) as Sections;
const box = page.sections.find((section) => section.discriminant === 'signup')?.value ?? {};

describe('the signup section', () => {
  it('takes the resources page’s signup box: three perks and every line of the form', () => {
    const value = signup.schema.parse(box);
    expect(value.perks).toHaveLength(3);
    expect(value.form.failed).toMatch(/still in the form/);
  });

  it("wants '{email}' in the e-mail alternative, so the address always shows", () => {
    expect(
      signup.schema.safeParse({ ...box, mailAlternative: 'Write to us.' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['mailAlternative'],
        message: "must contain '{email}' where the address goes",
      }),
    ]);
  });

  it('refuses a form without its failure line and a fifth perk', () => {
    const { failed: _, ...form } = box.form as Record<string, string>;
    expect(signup.schema.safeParse({ ...box, form }).error?.issues[0]?.path).toEqual([
      'form',
      'failed',
    ]);
    const perks = [...(box.perks as string[]), 'One', 'Two'];
    expect(signup.schema.safeParse({ ...box, perks }).success).toBe(false);
  });
});
