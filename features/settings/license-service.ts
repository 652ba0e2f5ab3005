/**
 * The license's use cases (docs/license.md): activate (verify and store), read its state,
 * deactivate, and the PRO guard the request pipeline runs before PRO routes.
 */
import { config } from '#platform/config.ts';
import { deleteLicense, readLicense, writeLicense } from '#features/settings/license-store.ts';
import type { SettingsEditor } from '#features/settings/settings-service.ts';
import {
  isExpired, LicenseExpiredError, LicenseRequiredError, LicenseSiteMismatchError, licenseStatus, licenseView, sameSite, toStoredLicense, verifyLicense,
} from './license.ts';

/** The audit's target and key: which setting changed, never the token. */
const AUDIT = { target: 'license', keys: ['license_key'] };

/** GET /admin/license: the stored license's state now (consistent: an administrator reads what they just saved). */
export async function readLicenseState() {
  return licenseView(await readLicense({ consistent: true }), config.SITE_URL, new Date());
}

/**
 * Verifies a license token and stores it in place of any other. Refused (and nothing stored): a
 * token that does not verify, another site's, an expired one.
 */
export async function activateLicense(token: string, editor: SettingsEditor) {
  const verified = await verifyLicense(token, config.LICENSE_PUBLIC_KEY);
  if (!sameSite(verified.claims.site, config.SITE_URL)) throw new LicenseSiteMismatchError(verified.claims.site, config.SITE_URL);
  const now = new Date();
  const license = toStoredLicense(token, verified, editor.userId, now);
  if (isExpired(license.expires_at, now)) throw new LicenseExpiredError(license.expires_at as string);
  await writeLicense(license, { at: now.toISOString(), user_id: editor.userId, ...AUDIT });
  return licenseView(license, config.SITE_URL, now);
}

/** Removes the license; false when there was none (nothing audited). */
export async function deactivateLicense(editor: SettingsEditor): Promise<boolean> {
  return deleteLicense({ at: new Date().toISOString(), user_id: editor.userId, ...AUDIT });
}

/**
 * The PRO guard (createHttpHandler's `onPro`): free while configuration does not require a
 * license (no DynamoDB call); with LICENSE_REQUIRED, one GetItem and 403 license_required unless
 * the stored license is valid now for this site.
 */
export async function licenseGuard(): Promise<void> {
  if (!config.LICENSE_REQUIRED) return;
  const status = licenseStatus(await readLicense(), config.SITE_URL, new Date());
  if (status !== 'valid') throw new LicenseRequiredError(status);
}
