// STUB of the lead's mail core (contract.md); removed when main's core is merged.
export type SafeHtml = string & { readonly __safe: true };
export function escapeHtml(s: string): string { return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`); }
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const v = (x: unknown): string => (Array.isArray(x) ? x.map(v).join('') : typeof x === 'object' && x !== null && '__safe' in x ? String(x) : escapeHtml(String(x)));
  return strings.reduce((out, s, i) => out + s + (i < values.length ? v(values[i]) : ''), '') as SafeHtml;
}
export function formatMailDate(iso: string, _timeZone: string): string { return iso; }
export function button(href: string, label: string): SafeHtml { return html`<a href="${href}">${label}</a>`; }
