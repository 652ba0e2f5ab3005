/** Every settings group, by name. A group joins the API (its GET and POST routes) by being listed here and in the route table. */
import { colors } from './colors.ts';
import { crmTagging } from './crm-tagging.ts';
import { customization } from './customization.ts';
import { email } from './email.ts';
import { fluentPlayer } from './fluent-player.ts';
import { followers } from './followers.ts';
import { general } from './general.ts';
import type { SettingsGroupDefinition } from './group.ts';
import { menu } from './menu.ts';
import { messaging } from './messaging.ts';
import { moderation } from './moderation.ts';
import { onboarding } from './onboarding.ts';
import { privacy } from './privacy.ts';
import { profileLinkProviders } from './profile-link-providers.ts';
import { snippets } from './snippets.ts';
import { storage } from './storage.ts';
import { welcomeBanner } from './welcome-banner.ts';

export const GROUPS = {
  general,
  email,
  privacy,
  storage,
  welcome_banner: welcomeBanner,
  onboarding,
  profile_link_providers: profileLinkProviders,
  followers,
  crm_tagging: crmTagging,
  snippets,
  messaging,
  moderation,
  customization,
  colors,
  menu,
  fluent_player: fluentPlayer,
} as const satisfies Record<string, SettingsGroupDefinition>;
export type GroupName = keyof typeof GROUPS;
export const GROUP_NAMES = Object.keys(GROUPS) as GroupName[];
