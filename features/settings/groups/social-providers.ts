/**
 * The social links a profile may carry, the original's list: the profile link providers group
 * (profile-link-providers.ts) enables some of them, and members' profiles store them (members.ts).
 * A file of its own so the members' modules read the list without the settings groups.
 */
export const SOCIAL_PROVIDERS = [
  'twitter', 'youtube', 'linkedin', 'fb', 'instagram', 'blue_sky', 'tiktok', 'pinterest', 'telegram',
  'snapchat', 'reddit', 'twitch', 'vk', 'github', 'mastodon',
] as const;
