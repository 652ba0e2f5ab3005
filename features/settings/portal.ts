/**
 * The portal: the path under the site where the community lives ({site}/{portal}), which starts
 * every permalink. Its slug is the site's `portal_slug` setting (the original's general setting
 * `slug`, default "portal"), kept in the site's item: post reads fetch that item in the BatchGet
 * they make anyway (feed-service.ts portalOf), so permalinks cost no call of their own.
 */
import { config } from '#platform/config.ts';
import { effectiveValue, type StoredSettings } from '#features/settings/settings.ts';

/** The portal slug from the site's stored settings. */
export const portalSlug = (site: StoredSettings): string => String(effectiveValue('portal_slug', site));

/** The portal's address: {site}/{portal}. */
export const portalUrl = (portal: string): string => `${config.SITE_URL.replace(/\/+$/, '')}/${portal}`;
