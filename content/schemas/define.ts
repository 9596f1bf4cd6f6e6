import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Names the entry an issue belongs to, so an editor sees "services[3] (haulage)" not a bare index. */
function describeEntry(data: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0 || !Array.isArray(data) || typeof path[0] !== 'number') return '';
  const entry: unknown = data[path[0]];
  const key =
    entry && typeof entry === 'object'
      ? ((entry as Record<string, unknown>).slug ??
        (entry as Record<string, unknown>).id ??
        (entry as Record<string, unknown>).name)
      : undefined;
  return key === undefined ? `entry ${path[0]}` : `entry ${path[0]} ("${String(key)}")`;
}

/** An issue in an editor's words: a value outside a list names the list. */
function describeIssue(issue: Issue): string {
  if (issue.code === 'invalid_value' && issue.values.length > 1)
    return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

export function formatContentIssues(moduleName: string, data: unknown, issues: readonly Issue[]) {
  const lines = issues.map((issue) => {
    const entry = describeEntry(data, issue.path);
    const fieldPath = (Array.isArray(data) ? issue.path.slice(1) : issue.path).join('.');
    const where = [entry, fieldPath ? `field "${fieldPath}"` : ''].filter(Boolean).join(', ');
    return `  - ${where || 'module'}: ${describeIssue(issue)}`;
  });
  return `Content error in content/${moduleName}.ts:\n${lines.join('\n')}`;
}

/**
 * Checks a content module against its schema when the module is first imported, so a bad edit
 * fails `npm run build` and `npm test` with a message that names the entry and the field.
 */
export function defineContent<S extends z.ZodType>(
  moduleName: string,
  schema: S,
  data: z.input<S>,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(formatContentIssues(moduleName, data, result.error.issues));
  }
  return result.data;
}
