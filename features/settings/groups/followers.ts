/** `/settings/followers/config` [PRO]: the followers feature (its body is not shown anywhere; docs/settings.md gives ours). */
import { yesNo } from '#platform/core/fields.ts';
import { defineGroup } from './group.ts';

export const followers = defineGroup({
  name: 'followers',
  paths: ['/settings/followers/config'],
  wrapper: 'config',
  pro: true,
  keys: {
    is_enabled: { schema: yesNo(), default: 'yes' },
  },
});
