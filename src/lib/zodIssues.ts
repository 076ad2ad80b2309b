import type { z } from 'astro/zod';

/** Turns zod's issues into one line per problem, each naming the key, under the file's name. */
export function describeIssues(where: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const key = issue.path.length
      ? issue.path
          .map((part, i) =>
            typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`,
          )
          .join('')
      : '(root)';
    return `  - ${key}: ${issue.message}`;
  });
  return `${where} has ${lines.length === 1 ? 'a mistake' : `${lines.length} mistakes`}:\n${lines.join('\n')}`;
}
