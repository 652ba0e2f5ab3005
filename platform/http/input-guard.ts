/**
 * The checks every request's input passes before any route schema sees it, so no schema has to
 * repeat them: each string (values and object keys) is valid Unicode without NUL, and bodies
 * nest at most MAX_INPUT_DEPTH levels. Both are 400 rest_invalid_param naming the field.
 */
import type { FieldIssue } from '#platform/core/errors.ts';
import { hasInvalidText } from '#platform/core/fields.ts';

/** Deeper than any document the API takes (settings objects nest two or three levels). */
export const MAX_INPUT_DEPTH = 16;

const BAD_TEXT = 'must not contain NUL or unpaired surrogate characters';

/**
 * The fields of `value` that break those rules, named as validation names them (`a.b.0`;
 * `part` when the value itself is the problem). Iterative, so no input can exhaust the stack.
 */
export function inputIssues(value: unknown, part: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  const name = (path: string[]) => (path.length > 0 ? path.join('.') : part);
  while (pending.length > 0 && issues.length < 20) {
    const { value: v, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof v === 'string') {
      if (hasInvalidText(v)) issues.push({ path: name(path), message: BAD_TEXT });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      issues.push({ path: name(path), message: `nests deeper than ${MAX_INPUT_DEPTH} levels` });
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      if (hasInvalidText(key)) {
        issues.push({ path: name(path), message: `has a key that ${BAD_TEXT}` });
        continue;
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return issues;
}
