/**
 * The registry's feature switches (`features`, docs/settings.md "Feature switches") at work: the
 * request pipeline's guard for routes that declare a `feature` (platform/http/route.ts), and the
 * switches in force for the lists that drop a feature's fields. Both read the rules kept per
 * container (groups/site-rules.ts): no DynamoDB call of their own.
 */
import { FeatureDisabledError } from '#features/settings/site-access.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { isFeatureKey, type Features } from '#features/settings/settings.ts';

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
