/**
 * The registry's feature switches (`features`, docs/settings.md "Feature switches") at work: the
 * request pipeline's guard for routes that declare a `feature` (platform/http/route.ts), and the
 * switches in force for the lists that drop a feature's fields. Both read the rules kept per
 * container (groups/site-rules.ts): no DynamoDB call of their own.
 */
import { FeatureDisabledError } from '#features/settings/site-access.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { effectiveValue, isFeatureKey, type FeatureKey, type Features } from '#features/settings/settings.ts';
import { auditPut, readStoredSettings, siteSettingsUpdate } from '#features/settings/settings-store.ts';
import type { TransactItem } from '#platform/data/transactions.ts';

/**
 * createHttpHandler's `onFeature`: refuses the route while its feature is off (403
 * feature_disabled), for every caller: the feature is off. Administrators configure it through
 * routes that declare no feature.
 */
export async function assertFeatureOn(feature: string): Promise<void> {
  // A typo in a route's declaration must not open the route: fail loudly instead.
  if (!isFeatureKey(feature)) throw new Error(`unknown feature switch: ${feature}`);
  if (!(await siteRules()).features[feature]) throw new FeatureDisabledError(feature);
}

/** The switches in force (kept per container): lists drop the fields of features that are off. */
export async function featuresInForce(): Promise<Features> {
  return (await siteRules()).features;
}

/** The switches as stored (consistent: an administrator reads what was just saved). */
export async function getFeatures(): Promise<Features> {
  return effectiveValue('features', await readStoredSettings({ consistent: true })) as Features;
}

/**
 * A feature switch's write with its audit entry, for the transaction of another door to the same
 * value (the topic configuration's `enabled` is `features.topics`). The caller forgets the kept
 * rules (forgetSiteRules) once it is written.
 */
export function featureSwitchItems(feature: FeatureKey, on: boolean, editor: { userId: number }, at: string): TransactItem[] {
  return [siteSettingsUpdate({ features: { [feature]: on } }, at), auditPut({ at, user_id: editor.userId, target: 'site', keys: [`features.${feature}`] })];
}
