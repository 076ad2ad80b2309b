import { z } from 'astro/zod';
import { shapeOf } from './zodShape';

const accepts = (schema: z.ZodType, value: string) => {
  const shape = shapeOf(schema);
  if (shape.kind !== 'text') throw new Error(`a text field was expected, not ${shape.kind}`);
  return shape.patterns.every((pattern) => pattern.regex.test(value));
};

describe('the form field a zod schema gets', () => {
  it('gives a union of texts one text field that takes what any of them takes', () => {
    const link = z.union([z.literal('#'), z.url()]);
    expect(['#', 'https://example.com'].map((value) => accepts(link, value))).toEqual([true, true]);
    expect(['', '#x', 'example.com'].map((value) => accepts(link, value))).toEqual([
      false,
      false,
      false,
    ]);
    const contact = z.union([z.email(), z.string().regex(/^\+\d{6,}$/, 'must be a phone number')]);
    expect(['jo@example.com', '+441234567'].map((value) => accepts(contact, value))).toEqual([
      true,
      true,
    ]);
    expect(accepts(contact, 'call me')).toBe(false);
    const shape = shapeOf(link);
    expect(shape.kind === 'text' && shape.patterns.map((p) => p.message)).toEqual([
      "must be '#' or an address starting https://",
    ]);
  });

  it('names the place of a union it has no field for', () => {
    expect(() => shapeOf(z.strictObject({ size: z.union([z.string(), z.number()]) }))).toThrow(
      'The editor has no field for a union that is not all texts, at (root).size',
    );
  });
});
