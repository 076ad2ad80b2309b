import type { z } from 'zod';
import { describeIssues } from './zodIssues';

/**
 * Checks a copy module's data against its SPEC shape when the module loads, so a mistake in
 * content stops the build with the file and the field named, e.g.
 * "src/content/home/faq.ts (faqItems) has a mistake:\n  - [2].answer: must not be empty".
 */
export function checkContent<T>(
  file: string,
  name: string,
  schema: z.ZodType<T>,
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(describeIssues(`${file} (${name})`, result.error));
  return result.data;
}
