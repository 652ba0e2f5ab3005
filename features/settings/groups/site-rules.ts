/**
 * The settings that govern requests (docs/settings.md, "Privacy and access" and "Feature
 * switches", "Profile link providers"; docs/moderation.md; docs/feeds.md, Posting rules): the site's
 * feature switches and time zone (its item, SETTINGS/SITE), general `access` and posting keys,
 * privacy, the moderation config, customization's posting and feed keys and the profile link
 * providers, read together in one BatchGet and kept in this container for
 * config.SETTINGS_CACHE_SECONDS. Every request of a
 * gated route needs them (features/settings/site-access.ts), so reading them per request would add a
 * DynamoDB call to every read; kept, they cost one BatchGet per container per interval. A change
 * empties this container's copy at once (saveGroup calls forgetSiteRules); other containers see it
 * within the interval.
 */
import { keptCopy } from '#platform/core/kept-copy.ts';
import type * as z from 'zod';
import { config } from '#platform/config.ts';
import { readSiteAndGroups } from '#features/settings/settings-store.ts';
import { effectiveValue, type Features } from '#features/settings/settings.ts';
import type { Role } from '#platform/core/roles.ts';
import { effectiveGroup, withSiteValues, type SettingsGroupDefinition } from './group.ts';
import { FEED_ORDERS, POST_TITLE_PREFS, postingKeys, providerConfigsKey } from './rule-keys.ts';
import { general } from './general.ts';
import { moderation } from './moderation.ts';
import { privacy, type Audience } from './privacy.ts';
import type { ProfileLinkProvider } from './profile-link-providers.ts';

/** `public`: anyone reads public content; `logged_in`: signed-in callers only; `role_based`: the listed roles (administrators always). */
export type SiteAccessLevel = 'public' | 'logged_in' | 'role_based';

export interface SiteRules {
  access: { level: SiteAccessLevel; roles: readonly Role[] };
  privacy: {
    membersPage: Audience;
    profilePage: Audience;
    userSpaces: Audience;
    leaderboard: Audience;
    showLastActivity: boolean;
    /** Members change their own password, email (features/members/account-mail-service.ts). */
    canChangePassword: boolean;
    canChangeEmail: boolean;
    /** `email_auto_login`: links in members' mail sign them in (features/members/email-sign-in.ts). */
    emailAutoLogin: boolean;
  };
  /** The registry's feature switches (features.followers is the followers config's is_enabled, and so on). */
  features: Features;
  /** The moderation config's effective values (moderation.ts; docs/moderation.md). */
  moderation: ModerationConfig;
  /** The enabled profile link providers: the social links profiles accept and show (docs/settings.md "Profile link providers"). */
  profileLinkProviders: readonly ProfileLinkProvider[];
  /** The site's `timezone` (registry): the leaderboard's periods, the activity date filters. */
  timeZone: string;
  /** Posting and feed rules (general and customization groups; docs/feeds.md, Posting rules). */
  posting: {
    /** general `disable_global_posts` is `no`: members may post outside any space. */
    globalPosts: boolean;
    titlePref: (typeof POST_TITLE_PREFS)[number];
    /** The order of a feed whose client names none; '' is the lists' own (latest). */
    defaultFeedOrder: '' | (typeof FEED_ORDERS)[number];
    /** customization `disable_feed_sort_by`: the client's order is ignored. */
    feedOrderLocked: boolean;
  };
}

export type ModerationConfig = { [K in keyof typeof moderation.keys]: z.output<(typeof moderation.keys)[K]['schema']> };

const RULE_GROUPS = ['general', 'privacy', 'moderation', 'customization', 'profile_link_providers'] as const;

const kept = keptCopy(() => loadRules(), () => config.SETTINGS_CACHE_SECONDS * 1000);

/** The rules in force: this container's copy, or one consistent BatchGet when it is older than the interval. */
export const siteRules = (now = Date.now()): Promise<SiteRules> => kept.get(now);

const forgetters: Array<() => void> = [];
/** Another copy of settings kept per container (messaging-rules.ts) is dropped with this one. */
export function onForgetSiteRules(forget: () => void): void {
  forgetters.push(forget);
}

/** Drops this container's copy: the next request reads the groups again (after a change of any of them). */
export function forgetSiteRules(): void {
  kept.forget();
  for (const forget of forgetters) forget();
}

async function loadRules(): Promise<SiteRules> {
  // Consistent: the read that follows a change in this container must see it.
  const { site, groups: stored } = await readSiteAndGroups(RULE_GROUPS, { consistent: true });
  const g = effectiveGroup(general as SettingsGroupDefinition, stored.general);
  const p = effectiveGroup(privacy, stored.privacy);
  const c = effectiveGroup({ keys: postingKeys }, stored.customization);
  const access = (g['access'] ?? {}) as { acess_level?: SiteAccessLevel; access_roles?: Role[] };
  return {
    access: { level: access.acess_level ?? 'public', roles: access.access_roles ?? [] },
    privacy: {
      membersPage: p.members_page_status as Audience,
      profilePage: p.profile_page_visibility as Audience,
      userSpaces: p.user_space_visibility as Audience,
      leaderboard: p.leaderboard_members_visibility as Audience,
      showLastActivity: p.show_last_activity === 'yes',
      canChangePassword: p.can_change_password === 'yes',
      canChangeEmail: p.can_change_email === 'yes',
      emailAutoLogin: p.email_auto_login === 'yes',
    },
    features: effectiveValue('features', site) as Features,
    // Its is_enabled is features.moderation, kept in the site's item (group.ts featureSwitch).
    moderation: effectiveGroup(moderation, withSiteValues(moderation, stored.moderation, site)) as ModerationConfig,
    profileLinkProviders: effectiveGroup({ keys: { configs: providerConfigsKey } }, stored.profile_link_providers).configs as ProfileLinkProvider[],
    timeZone: String(effectiveValue('timezone', site)),
    posting: {
      globalPosts: g['disable_global_posts'] !== 'yes',
      titlePref: c.post_title_pref as SiteRules['posting']['titlePref'],
      defaultFeedOrder: c.default_feed_sort_by as SiteRules['posting']['defaultFeedOrder'],
      feedOrderLocked: c.disable_feed_sort_by === 'yes',
    },
  };
}
