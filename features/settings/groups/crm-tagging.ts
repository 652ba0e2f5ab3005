/**
 * `/settings/crm-tagging-config` [PRO]: which tags a connected CRM gives members when they sign up,
 * join a space or enroll in a course. Its body is shown nowhere; docs/settings.md ("CRM tagging
 * config") gives ours. Stored for the CRM integration: this API talks to no CRM itself.
 */
import { list, yesNo } from '#platform/core/fields.ts';
import { defineGroup, text } from './group.ts';

const tags = { schema: list(text(60).min(1, 'must not be empty'), { max: 20 }).transform((t) => [...new Set(t)]), default: [] as string[] };

export const crmTagging = defineGroup({
  name: 'crm_tagging',
  paths: ['/settings/crm-tagging-config'],
  wrapper: 'config',
  pro: true,
  keys: {
    is_enabled: { schema: yesNo(), default: 'no' },
    signup_tags: { ...tags },
    space_join_tags: { ...tags },
    course_enroll_tags: { ...tags },
    remove_tags_on_leave: { schema: yesNo(), default: 'no' },
  },
  // The original's keys beside ours: its `settings` is this config; no CRM is connected here, so
  // it has no tags, and no spaces to map them to (docs/wordpress-compat.md).
  shapeAnswer: (config) => ({ config, settings: config, spaceGroups: [], crm_tags: [], has_fluentcrm: false }),
});
