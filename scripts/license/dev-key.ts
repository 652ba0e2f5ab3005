/**
 * The development license key pair (docs/license.md): the local stack (`npm start`, the tests)
 * verifies licenses with its public half unless LICENSE_PUBLIC_KEY is set, and
 * `issue-license.ts` signs with its private half when given no --key. Its private half is public
 * in this repository, so a deployment must never use it: operators create their own with
 * `issue-license.ts --new-key` and set LICENSE_PUBLIC_KEY (CDK context licensePublicKey).
 */
export const DEV_LICENSE_PRIVATE_JWK = {
  kty: 'OKP',
  crv: 'Ed25519',
  x: 'B8pJaH1vXxTdFrcA0AQNbBayYkiujudhqWdF3lWCOpY',
  d: '3CVB2jV7BW1LRVh0TlEEdwGMU5qW1YdY1Lyoc0Z95rA',
} as const;

/** LICENSE_PUBLIC_KEY of the local stack: the base64url of the raw public key (the JWK's `x`). */
export const DEV_LICENSE_PUBLIC_KEY = DEV_LICENSE_PRIVATE_JWK.x;
