/**
 * `/settings/color-config` (POST is PRO): the portal's light and dark color schemes
 * (fc-shapes-2.md 3.10). A scheme is one of the original's skins (their colors are its values,
 * so its clients render the same) or `custom`, whose colors are the stored light/dark config.
 * GET answers `{config, schemas}`; every color is a CSS hex color, emitted by clients as
 * `--fcom-<key-with-dashes>`.
 */
import * as z from 'zod';
import { defineGroup } from './group.ts';

const BODY_KEYS = [
  'primary_bg', 'secondary_bg', 'secondary_content_bg', 'active_bg', 'light_bg', 'deep_bg', 'menu_text', 'primary_text', 'secondary_text',
  'text_off', 'text_link', 'primary_button', 'primary_button_text', 'primary_border', 'secondary_border', 'highlight_bg',
  // Dark skins also color these on the body.
  'menu_text_active', 'menu_text_hover', 'menu_bg_hover',
] as const;
const MENU_KEYS = ['primary_bg', 'primary_border', 'menu_text', 'menu_text_active', 'active_bg', 'menu_text_hover', 'menu_bg_hover'] as const;

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex color such as #1a73e8');
const colorMap = (keys: readonly string[]) => z.strictObject(Object.fromEntries(keys.map((k) => [k, hexColor.optional()]))).default({});
/** A scheme's colors by selector; any subset of the keys (what is missing falls back to the client's defaults). */
const selectors = z.strictObject({ body: colorMap(BODY_KEYS), fcom_top_menu: colorMap(MENU_KEYS), spaces: colorMap(MENU_KEYS) });
type Selectors = z.output<typeof selectors>;
const emptySelectors = (): Selectors => ({ body: {}, fcom_top_menu: {}, spaces: {} });

/** One skin's colors in the order of BODY_KEYS (up to highlight_bg), MENU_KEYS (top menu) and MENU_KEYS (spaces). */
function skin(title: string, body: string, topMenu: string, spaces: string, bodyExtra: Record<string, string> = {}) {
  const zip = (keys: readonly string[], values: string) => Object.fromEntries(values.split(' ').map((v, i) => [keys[i], v]));
  return { title, selectors: { body: { ...zip(BODY_KEYS, body), ...bodyExtra }, fcom_top_menu: zip(MENU_KEYS, topMenu), spaces: zip(MENU_KEYS, spaces) } };
}

// The original's skins (FluentCommunity 2.8, Helper::getColorSchemas): same ids, titles and colors.
const LIGHT_SKINS = {
  default: skin('Default',
    '#ffffff #f0f2f5 #f0f3f5 #f0f3f5 #E1E4EA #222530 #545861 #19283a #525866 #959595 #2271b1 #2B2E33 #ffffff #e3e8ee #9CA3AF #fffce3',
    '#ffffff #e3e8ee #545861 #545861 #f0f3f5 #545861 #f0f3f5', '#ffffff #e3e8ee #545861 #545861 #f0f3f5 #545861 #f0f3f5'),
  sunset_sands: skin('Sunset Sands',
    '#FFFFFF #FDF6F0 #FDF6F0 #FCF0E6 #FAE5D3 #2D2D2D #5D5D5D #333333 #666666 #999999 #E67E22 #E67E22 #FFFFFF #EADDD3 #E0D0C3 #FFF5EC',
    '#FFFFFF #EADDD3 #5D5D5D #E67E22 #FFF5EC #E67E22 #FFF5EC', '#FFFFFF #EADDD3 #5D5D5D #FFFFFF #E67E22 #E67E22 #FFF5EC'),
  ocean_blue: skin('Ocean Blue',
    '#FFFFFF #F0F2F5 #f0f3f5 #E7F3FF #F6F9FA #18191A #65676B #050505 #65676B #8A8D91 #216FDB #1877F2 #FFFFFF #DADDE1 #CED0D4 #E7F3FF',
    '#FFFFFF #DADDE1 #65676B #1877F2 #E7F3FF #1877F2 #E7F3FF', '#FFFFFF #DADDE1 #65676B #FFFFFF #1877F2 #1877F2 #E7F3FF'),
  sky_blue: skin('Sky Blue',
    '#FFFFFF #F7F9FA #f0f3f5 #E8F5FD #F7F9FA #15202B #536471 #0F1419 #536471 #8899A6 #1D9BF0 #1D9BF0 #FFFFFF #EFF3F4 #CFD9DE #E8F5FD',
    '#FFFFFF #EFF3F4 #536471 #1D9BF0 #E8F5FD #536471 #E8F5FD', '#FFFFFF #EFF3F4 #536471 #FFFFFF #1D9BF0 #1D9BF0 #E8F5FD'),
  emerald_essence: skin('Emerald Essence',
    '#FFFFFF #F0F7F4 #f0f3f5 #E3F2ED #F7FAFA #1A2B32 #4A5D5E #1F2937 #4B5563 #9CA3AF #059669 #10B981 #FFFFFF #D1E7DD #A7C4BC #ECFDF5',
    '#FFFFFF #D1E7DD #4A5D5E #059669 #ECFDF5 #4A5D5E #ECFDF5', '#FFFFFF #D1E7DD #4A5D5E #FFFFFF #10B981 #059669 #ECFDF5'),
};

const DARK_SKINS = {
  default: skin('Default (Dark)',
    '#2B2E33 #191B1F #42464D #42464D #2B303B #E1E4EA #E4E7EB #F0F3F5 #99A0AE #A5A9AD #60a5fa #FFFFFF #2B2E33 #42464D #A5A9AD #2c2c1a',
    '#2B2E33 #42464D #E4E7EB #E4E7EB #42464D #E4E7EB #42464D', '#2B2E33 #42464D #E4E7EB #E4E7EB #42464D #fff #42464D',
    { menu_text_active: '#E4E7EB', menu_bg_hover: '#E1E4EA' }),
  sunset_sands: skin('Sunset Sands (Dark)',
    '#1A1A1A #222222 #222222 #2A2420 #33302E #111111 #B0B0B0 #E0E0E0 #A0A0A0 #707070 #F39C12 #F39C12 #1A1A1A #3A3632 #4C4D4F #2A2420',
    '#1A1A1A #3A3632 #B0B0B0 #F39C12 #2A2420 #F39C12 #2A2420', '#1A1A1A #3A3632 #B0B0B0 #1A1A1A #F39C12 #F39C12 #2A2420'),
  ocean_blue: skin('Ocean Blue (Dark)',
    '#2B2E33 #191B1F #42464D #263951 #2B303B #E1E4EA #B0B3B8 #F0F3F5 #99A0AE #A5A9AD #2d88ff #FFFFFF #191B1F #3E4042 #A5A9AD #2c2c1a',
    '#242526 #3E4042 #B0B3B8 #fff #263951 #fff #263951', '#242526 #3E4042 #B0B3B8 #FFFFFF #2D88FF #2D88FF #263951',
    { menu_text_active: '#2D88FF', menu_text_hover: '#2D88FF', menu_bg_hover: '#263951' }),
  sky_blue: skin('Sky Blue (Dark)',
    '#15202B #1E2732 #2C3640 #1D2F41 #22303C #E7E9EA #8B98A5 #E7E9EA #8B98A5 #536471 #1D9BF0 #1D9BF0 #15202B #38444D #536471 #1D2F41',
    '#15202B #38444D #8B98A5 #1D9BF0 #1D2F41 #E7E9EA #1D2F41', '#15202B #38444D #8B98A5 #FFFFFF #1D9BF0 #1D9BF0 #1D2F41'),
  emerald_essence: skin('Emerald Essence (Dark)',
    '#1A2B32 #243B43 #2C464F #1E3A31 #2A3F48 #E2E8F0 #A7BCBF #E2E8F0 #A7BCBF #64748B #34D399 #10B981 #1A2B32 #2F4C41 #3D5C52 #064E3B',
    '#1A2B32 #2F4C41 #A7BCBF #34D399 #064E3B #E2E8F0 #064E3B', '#1A2B32 #2F4C41 #A7BCBF #FFFFFF #10B981 #34D399 #064E3B'),
};

/** The scheme ids a config may name: the skins and `custom` (the stored colors). */
export const SCHEME_IDS = ['default', 'sunset_sands', 'ocean_blue', 'sky_blue', 'emerald_essence', 'custom'] as const satisfies ReadonlyArray<keyof typeof LIGHT_SKINS | 'custom'>;
const scheme = z.enum(SCHEME_IDS, { error: `must be one of ${SCHEME_IDS.join(', ')}` });

export const colors = defineGroup({
  name: 'colors',
  paths: ['/settings/color-config'],
  wrapper: 'config',
  pro: 'write',
  keys: {
    light_schema: { schema: scheme, default: 'default' },
    dark_schema: { schema: scheme, default: 'default' },
    light_config: { schema: selectors, default: emptySelectors() },
    dark_config: { schema: selectors, default: emptySelectors() },
  },
  shapeAnswer: (config) => ({ config, schemas: colorSchemas(config) }),
});

/** The skins to choose from, each `{title, selectors}`; `custom` holds the stored colors. */
export function colorSchemas(config: Record<string, unknown>) {
  return {
    lightSkins: { ...LIGHT_SKINS, custom: { title: 'Custom', selectors: config['light_config'] } },
    darkSkins: { ...DARK_SKINS, custom: { title: 'Custom', selectors: config['dark_config'] } },
  };
}
