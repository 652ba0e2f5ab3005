// STUB of the lead's mail core (contract.md); removed when main's core is merged.
import type { MailContext, MailList } from './mail-content.ts';
import type { MailPreferences } from './mail-preferences-store.ts';
export function effectivePreference(prefs: MailPreferences, key: MailList, ctx: Pick<MailContext, 'email'>): boolean {
  const own = (prefs as Record<string, unknown>)[key];
  if (own === 'yes' || own === 'no') return own === 'yes';
  return (key === 'digest_mail' ? ctx.email['digest_email_status'] : ctx.email[key]) === 'yes';
}
