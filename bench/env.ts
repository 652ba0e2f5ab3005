/** The bench's numeric knobs from the environment. */

/** `name` as an integer >= `min`, or `fallback` when unset or empty; anything else is an error. */
export function positiveInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  return n;
}
