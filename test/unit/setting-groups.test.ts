/** The settings groups' pure rules: validation naming the key, keys kept in the site's item, the answer and parse hooks, the portal slug, the auth screens. */
import { describe, expect, it } from 'vitest';
import { authSettingsView } from '#features/settings/groups/auth-settings.ts';
import { GROUPS } from '#features/settings/groups/catalog.ts';
import { groupView, splitBySite, validateGroupPatch, withSiteValues, type SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { ctaLink } from '#features/settings/groups/welcome-banner.ts';
import { RESERVED_PORTAL_SLUGS, portalSlugSchema } from '#features/settings/settings.ts';

const group = (name: keyof typeof GROUPS) => GROUPS[name] as SettingsGroupDefinition;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { code: (error as { code: string }).code, key: (error as { data: { key: string } }).data.key };
  }
  return null;
};

describe('settings groups', () => {
  it('declares every group with a wrapper, paths and defaults its own validation accepts', () => {
    for (const [name, g] of Object.entries(GROUPS) as Array<[string, SettingsGroupDefinition]>) {
      expect(g.paths.length, name).toBeGreaterThan(0);
      for (const [key, def] of Object.entries(g.keys)) {
        if (def.secret) continue;
        expect(def.schema.safeParse(def.default).success, `${name}.${key}`).toBe(true);
      }
    }
  });

  it('validates the email settings by key: yes/no, the digest day, HH:MM, addresses', () => {
    const email = group('email');
    expect(validateGroupPatch(email, { mention_mail: false, digest_mail_day: 'sat', daily_digest_time: '23:59', reply_to_email: '' })).toEqual({
      mention_mail: 'no', digest_mail_day: 'sat', daily_digest_time: '23:59', reply_to_email: '',
    });
    expect(refusal(() => validateGroupPatch(email, { daily_digest_time: '9:00' }))).toEqual({ code: 'invalid_value', key: 'daily_digest_time' });
    expect(refusal(() => validateGroupPatch(email, { digest_mail_day: 'tuesday' }))).toEqual({ code: 'invalid_value', key: 'digest_mail_day' });
    expect(refusal(() => validateGroupPatch(email, { reply_to_email: 'x@' }))).toEqual({ code: 'invalid_value', key: 'reply_to_email' });
    expect(refusal(() => validateGroupPatch(email, { smtp_password: 'x' }))).toEqual({ code: 'invalid_setting_key', key: 'smtp_password' });
  });

  it('keeps site keys in the site item: read from it, written to it as registry keys', () => {
    const general = group('general');
    const stored = withSiteValues(general, { site_title: 'stale', auth_form_type: 'custom' }, { site_name: 'Makers', portal_slug: 'hub' });
    expect(groupView(general, stored)).toMatchObject({ site_title: 'Makers', slug: 'hub', logo: '', auth_form_type: 'custom' });
    expect(groupView(general, withSiteValues(general, { site_title: 'stale' }, {}))).toMatchObject({ site_title: 'Community', slug: 'portal' });
    expect(splitBySite(general, { site_title: 'A', slug: 'b', explicit_registration: 'yes' })).toEqual({
      group: { explicit_registration: 'yes' },
      site: { site_name: 'A', portal_slug: 'b' },
    });
  });

  it('allows http, https and mailto call-to-action links only', () => {
    for (const ok of ['https://example.com/a', 'http://example.com', 'mailto:team@example.com']) expect(ctaLink().safeParse(ok).success, ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'example.com', '']) expect(ctaLink().safeParse(bad).success, bad).toBe(false);
  });

  it('reads profile link providers from configs or from the GET answer sent back', () => {
    const providers = group('profile_link_providers');
    expect(providers.parse!({ configs: ['github'] })).toEqual({ configs: ['github'] });
    expect(providers.parse!({ github: { enabled: 'yes' }, fb: { enabled: false }, vk: { enabled: 1 } })).toEqual({ configs: ['github', 'vk'] });
    const answer = providers.shapeAnswer!({ configs: ['vk'] }, { site: {}, groups: {} }) as { providers: Record<string, { enabled: string }> };
    expect(Object.keys(answer.providers)).toHaveLength(15);
    expect(answer.providers['vk']!.enabled).toBe('yes');
    expect(answer.providers['fb']!.enabled).toBe('no');
  });

  it('checks the portal slug format and reserved words', () => {
    for (const ok of ['portal', 'hub', 'my-community', 'c2']) expect(portalSlugSchema().safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', 'Portal', 'a b', '-x', 'x-', 'x'.repeat(65), ...RESERVED_PORTAL_SLUGS]) expect(portalSlugSchema().safeParse(bad).success, bad).toBe(false);
  });

  it('builds the auth screens from the site name and registration switches', () => {
    const view = authSettingsView({ site_name: 'Guild', allow_registration: true, require_email_verification: true });
    expect(view.settings.login.banner.title).toBe('Welcome to Guild');
    expect(view.registration).toEqual({ allowed: true, approval_required: false, email_verification: true });
    expect(view.settings.signup.form.description).toContain('confirm your address');
    expect(authSettingsView({}).settings.signup.form.description).toBe('Registration is closed.');
  });
});
