/**
 * `/settings/fluent-player-settings`: the original's FluentPlayer integration settings (its
 * Bootstrap::getSettings keys and defaults). Stored for clients that configure the player; this
 * API embeds no player itself (docs/wordpress-compat.md, "Routes: settings, admin, options,
 * migration, FluentPlayer"). `controls` and `behaviors` are taken whole, missing switches at their
 * defaults, as the original parses them.
 */
import * as z from 'zod';
import { boolean, yesNo } from '#platform/core/fields.ts';
import { defineGroup, text } from './group.ts';

/** The original's sanitizeColor: a hex, named, rgb(a) or hsl(a) color, or ''. */
const color = z.union([z.literal(''), z.string().trim().max(64).regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla)\([0-9a-zA-Z.,%\s/]+\))$/, 'must be a CSS color')]);
const switches = <K extends string>(defaults: Record<K, boolean>) =>
  z.object(Object.fromEntries(Object.entries(defaults).map(([k, on]) => [k, boolean().default(on as boolean)])) as Record<K, z.ZodDefault<ReturnType<typeof boolean>>>);

const CONTROLS = { play: true, volume: true, progress_bar: true, current_time: true, captions_toggle: true, playback_speed: true, settings: true, pip: true, fullscreen: true, backward: true, forward: true };
const BEHAVIORS = { muted_autoplay: false, save_play_position: false, hide_top_controls: false, hide_center_controls: false, hide_bottom_controls: false };
export const LOAD_STRATEGIES = ['eager', 'visible', 'idle', 'play'] as const;

export const fluentPlayer = defineGroup({
  name: 'fluent_player',
  paths: ['/settings/fluent-player-settings'],
  wrapper: 'settings',
  keys: {
    enable_fluent_player: { schema: yesNo(), default: 'no' },
    skin: { schema: text(40), default: 'modern' },
    brandColor: { schema: color, default: '#4a90e2' },
    controlBarColor: { schema: color, default: '' },
    playButtonColor: { schema: color, default: '' },
    playButtonBgColor: { schema: color, default: '' },
    controls: { schema: switches(CONTROLS), default: CONTROLS },
    behaviors: { schema: switches(BEHAVIORS).extend({ load_strategy: z.enum(LOAD_STRATEGIES).default('visible') }), default: { ...BEHAVIORS, load_strategy: 'visible' } },
    video_upload: { schema: yesNo(), default: 'no' },
    video_upload_role: { schema: z.enum(['admin', 'moderator', 'member']), default: 'admin' },
    play_embedded_videos: { schema: yesNo(), default: 'yes' },
    enable_audio: { schema: yesNo(), default: 'no' },
  },
});
