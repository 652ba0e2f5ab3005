/** `/settings/followers/config` [PRO]: the followers feature (its body is not shown anywhere; docs/settings.md gives ours). */
import { defineGroup, featureSwitch } from './group.ts';

export const followers = defineGroup({
  name: 'followers',
  paths: ['/settings/followers/config'],
  wrapper: 'config',
  pro: true,
  keys: {
    // The registry's features.followers: one value through either door.
    is_enabled: featureSwitch('followers'),
  },
});
