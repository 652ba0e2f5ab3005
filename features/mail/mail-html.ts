/**
 * HTML for mail bodies that cannot carry member content unescaped: every value interpolated into
 * html`` is escaped unless it is already SafeHtml (or an array of it).
 */
/** Markup this code wrote, with every value in it escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const piece = (v: unknown): string =>
  Array.isArray(v) ? v.map(piece).join('') : v === null || v === undefined || v === false ? '' : v instanceof SafeHtml ? v.value : escapeHtml(String(v));

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, s, i) => out + s + (i < values.length ? piece(values[i]) : ''), ''));
}

/** A call-to-action link; only http(s) addresses are linked. */
export function button(href: string, label: string): SafeHtml {
  if (!/^https?:\/\//i.test(href)) return html`<p>${label}</p>`;
  return html`<p style="margin:24px 0"><a href="${href}" style="background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${label}</a></p>`;
}

/** "28 Nov 2026, 09:05" in the site's time zone (an unknown zone falls back to UTC). */
export function formatMailDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  }
}
