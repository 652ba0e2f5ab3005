/**
 * The spec's two datetime forms, produced only here. All stored times are ISO 8601 UTC strings
 * with milliseconds (sortable); responses render them in the form each resource uses.
 */

/** `YYYY-MM-DD HH:MM:SS` (UTC), the form most resources use. */
export function toSqlDateTime(value: string | Date): string {
  return isoSeconds(value).replace('T', ' ');
}

/** `YYYY-MM-DDTHH:MM:SS` (UTC), the ISO form some resources use. */
export function toIsoDateTime(value: string | Date): string {
  return isoSeconds(value);
}

/** Full ISO 8601 with zone, for webhook timestamps and stored values. */
export const nowIso = (): string => new Date().toISOString();

function isoSeconds(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a datetime: ${String(value)}`);
  return d.toISOString().slice(0, 19);
}

/** Parses `YYYY-MM-DD` strictly (a real calendar date), or returns undefined. */
export function parseDateOnly(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) ? d : undefined;
}
