/**
 * Issues license keys (docs/license.md). Offline: nothing is sent anywhere.
 *
 *   npm run issue-license -- --new-key --out license-private.json
 *     a new Ed25519 key pair: the private JWK is written to --out (keep it secret); the public
 *     key printed is the deployment's LICENSE_PUBLIC_KEY.
 *   npm run issue-license -- --key license-private.json --licensee "Acme Inc." \
 *       --site https://community.acme.example --plan pro --features all --sites-allowed 1 --days 365
 *     prints a signed license for that site (--expires YYYY-MM-DD or --lifetime instead of --days;
 *     --id to reuse a license id for each site of a multi-site license).
 * Without --key, the development key pair (scripts/license/dev-key.ts) signs: such a license
 * verifies only on stacks that use the development public key (the local stack).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LICENSE_FEATURES, licenseClaims, MAX_LICENSE_SECONDS } from '#features/settings/license.ts';
import { DEV_LICENSE_PRIVATE_JWK } from './dev-key.ts';
import { licenseClaimsOf, newLicenseKeyPair, signLicenseClaims, type PrivateJwk } from './license-token.ts';

const { values } = parseArgs({
  options: {
    'new-key': { type: 'boolean' },
    out: { type: 'string' },
    key: { type: 'string' },
    licensee: { type: 'string' },
    site: { type: 'string' },
    plan: { type: 'string', default: 'pro' },
    features: { type: 'string', default: 'all' },
    'sites-allowed': { type: 'string', default: '1' },
    days: { type: 'string' },
    expires: { type: 'string' },
    lifetime: { type: 'boolean' },
    id: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`${message}\nSee the header of scripts/license/issue-license.ts, or docs/license.md.`);
  process.exit(2);
}

if (values.help) fail('Issues license keys.');

if (values['new-key']) {
  const pair = await newLicenseKeyPair();
  if (!values.out) fail('--new-key needs --out <file> for the private key (it is never printed).');
  writeFileSync(values.out, `${JSON.stringify(pair.privateJwk, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  console.log(`private key written to ${values.out} (keep it secret: whoever has it can issue licenses)`);
  console.log(`key id:             ${pair.keyId}`);
  console.log(`LICENSE_PUBLIC_KEY=${pair.publicKey}`);
  process.exit(0);
}

if (!values.licensee || !values.site) fail('--licensee and --site are required.');
const expiryOptions = [values.days, values.expires, values.lifetime].filter((v) => v !== undefined);
if (expiryOptions.length !== 1) fail('Give exactly one of --days <n>, --expires YYYY-MM-DD, --lifetime.');
let expiresAt: Date | null = null;
if (values.days !== undefined) {
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1) fail('--days must be a positive integer.');
  expiresAt = new Date(Date.now() + days * 86_400_000);
} else if (values.expires !== undefined) {
  expiresAt = new Date(`${values.expires}T23:59:59Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires) || Number.isNaN(expiresAt.getTime())) fail('--expires must be a date YYYY-MM-DD.');
}
if (expiresAt && !(expiresAt.getTime() / 1000 <= MAX_LICENSE_SECONDS)) fail('The license would expire after 9999-12-31: give fewer --days, or --lifetime.');
const features = values.features === 'all' ? [...LICENSE_FEATURES] : values.features.split(',').map((f) => f.trim()).filter((f) => f !== '');
const unknown = features.filter((f) => !(LICENSE_FEATURES as readonly string[]).includes(f));
if (unknown.length > 0) fail(`Unknown feature(s): ${unknown.join(', ')}. Known: ${LICENSE_FEATURES.join(', ')} (or all).`);

const input = {
  licensee: values.licensee,
  site: values.site,
  plan: values.plan,
  features,
  sites_allowed: Number(values['sites-allowed']),
  expiresAt,
  ...(values.id ? { id: values.id } : {}),
};
// The claims the server will read (times included: --days 1e9 is no date), checked here so a typo fails now rather than at activation.
const claims = licenseClaimsOf(input);
const check = licenseClaims.safeParse(claims);
if (!check.success) fail(`Invalid license: ${check.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
let privateJwk: PrivateJwk = DEV_LICENSE_PRIVATE_JWK;
if (values.key) privateJwk = JSON.parse(readFileSync(values.key, 'utf8')) as PrivateJwk;
else console.error('note: signed with the DEVELOPMENT key (scripts/license/dev-key.ts): valid only where LICENSE_PUBLIC_KEY is the development key.');
console.log(await signLicenseClaims(claims, privateJwk));
