// STUB of the lead's mail core (contract.md); removed when main's core is merged.
export interface MailPreferences { com_my_post_mail?: 'yes' | 'no'; reply_my_com_mail?: 'yes' | 'no'; mention_mail?: 'yes' | 'no'; digest_mail?: 'yes' | 'no'; updated_at?: string }
export async function getMailPreferences(_userId: number): Promise<MailPreferences> { return {}; }
export async function getMailPreferencesMany(_userIds: number[]): Promise<Map<number, MailPreferences>> { return new Map(); }
