/** Every settings group, by name. A group joins the API (its GET and POST routes) by being listed here and in the route table. */
import { colors } from './colors.ts';
import { customization } from './customization.ts';
import { followers } from './followers.ts';
import { general } from './general.ts';
import type { SettingsGroupDefinition } from './group.ts';
import { menu } from './menu.ts';
import { privacy } from './privacy.ts';
import { storage } from './storage.ts';

export const GROUPS = { general, privacy, storage, followers, customization, colors, menu } as const satisfies Record<string, SettingsGroupDefinition>;
export type GroupName = keyof typeof GROUPS;
export const GROUP_NAMES = Object.keys(GROUPS) as GroupName[];
