/** The bench's numeric knobs from the environment. */

/** `name` as an integer >= `min`, or `fallback` when unset or empty; anything else is an error. */
export function positiveInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  return n;
}

/** `name` as a comma-separated list of integers >= `min` (e.g. "20,100"), or `fallback` when unset or empty. */
export function positiveInts(name: string, fallback: readonly number[], min = 1, raw = process.env[name]): number[] {
  if (raw === undefined || raw.trim() === '') return [...fallback];
  const list = raw.split(',').map((part) => Number(part.trim()));
  if (list.some((n) => !Number.isInteger(n) || n < min)) throw new Error(`${name} must be integers >= ${min} separated by commas, got '${raw}'`);
  return list;
}
