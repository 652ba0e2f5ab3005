/**
 * `/admin/profile-link-providers`: which social links members may show on their profiles
 * (fc-shapes-2.md 3.7). The group keeps the enabled set (`configs`, as the original's POST sends
 * it); GET answers every provider with its `enabled` flag under `providers`.
 */
import { yesNo } from '#platform/core/fields.ts';
import { SOCIAL_PROVIDERS } from './social-providers.ts';
import { defineGroup } from './group.ts';
import { providerConfigsKey } from './rule-keys.ts';

export type ProfileLinkProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Each provider's label, profile URL prefix and input hint (the original's; it also sends an icon, which clients draw themselves here). */
export const PROFILE_LINK_PROVIDERS: Record<ProfileLinkProvider, { title: string; domain: string; placeholder: string }> = {
  instagram: { title: 'Instagram', domain: 'https://instagram.com/', placeholder: 'instagram username' },
  twitter: { title: 'X (Twitter)', domain: 'https://x.com/', placeholder: 'x.com username' },
  youtube: { title: 'YouTube', domain: 'https://youtube.com/', placeholder: 'youtube channel handle' },
  linkedin: { title: 'LinkedIn', domain: 'https://linkedin.com/in/', placeholder: 'linkedin username' },
  fb: { title: 'Facebook', domain: 'https://facebook.com/', placeholder: 'facebook username' },
  blue_sky: { title: 'Bluesky', domain: 'https://bsky.app/profile/', placeholder: 'bluesky handle' },
  tiktok: { title: 'TikTok', domain: 'https://tiktok.com/', placeholder: 'tiktok username' },
  pinterest: { title: 'Pinterest', domain: 'https://pinterest.com/', placeholder: 'pinterest username' },
  telegram: { title: 'Telegram', domain: 'https://telegram.me/', placeholder: 'telegram username' },
  snapchat: { title: 'Snapchat', domain: 'https://snapchat.com/add/', placeholder: 'snapchat username' },
  reddit: { title: 'Reddit', domain: 'https://reddit.com/user/', placeholder: 'reddit username' },
  twitch: { title: 'Twitch', domain: 'https://twitch.tv/', placeholder: 'twitch username' },
  vk: { title: 'VK', domain: 'https://vk.com/', placeholder: 'vk username' },
  github: { title: 'GitHub', domain: 'https://github.com/', placeholder: 'github username' },
  mastodon: { title: 'Mastodon', domain: 'https://mastodon.social/', placeholder: 'mastodon username' },
};

const isProvider = (key: string): key is ProfileLinkProvider => Object.hasOwn(PROFILE_LINK_PROVIDERS, key);

export const profileLinkProviders = defineGroup({
  name: 'profile_link_providers',
  paths: ['/admin/profile-link-providers'],
  wrapper: 'providers',
  keys: {
    configs: providerConfigsKey,
  },
  shapeAnswer: (view) => ({ providers: providersView(view.configs as ProfileLinkProvider[]) }),
  // The GET answer sent back (`{providers: {<key>: {enabled}}}`) is read as the set it shows enabled.
  parse: (input) => {
    const keys = Object.keys(input);
    if (keys.length === 0 || !keys.every(isProvider)) return input;
    const on = (v: unknown) => v !== null && typeof v === 'object' && yesNo().safeParse((v as Record<string, unknown>)['enabled']).data === 'yes';
    return { configs: keys.filter((k) => on(input[k])) };
  },
});

/** Every provider (or, with `enabledOnly`, the enabled ones: GET /settings/public) as the group's GET shows it. */
export function providersView(configs: readonly ProfileLinkProvider[], options: { enabledOnly?: boolean } = {}) {
  const enabled = new Set(configs);
  const providers = Object.entries(PROFILE_LINK_PROVIDERS)
    .filter(([key]) => !options.enabledOnly || enabled.has(key as ProfileLinkProvider))
    .map(([key, p]) => [key, { ...p, icon_svg: '', enabled: enabled.has(key as ProfileLinkProvider) ? 'yes' : 'no' }]);
  return Object.fromEntries(providers) as Record<string, { title: string; domain: string; placeholder: string; icon_svg: string; enabled: 'yes' | 'no' }>;
}
