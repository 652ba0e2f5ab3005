/** What the auth routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { MemberRow } from '#features/members/shapes.ts';

/** POST /auth/token (tokens.ts issueToken). */
export const tokenResponse = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().meta({ description: 'Seconds until the token expires.' }),
});

/** POST /auth/register: the new account's directory row (with its email). */
export const registeredResponse = z.strictObject({ message: z.string(), data: MemberRow });

/** An application password as listed: never its secret. */
const AppPassword = z
  .strictObject({ uuid: z.uuid(), name: z.string(), created_at: sqlDateTime, last_used_at: sqlDateTime.nullable() })
  .meta({ id: 'AppPassword', description: 'An application password of the caller (its secret is shown once, at creation).' });

/** POST /auth/app-passwords (account-service.ts createAppPassword): the secret, shown this once. */
export const appPasswordCreatedResponse = z.strictObject({
  message: z.string(),
  uuid: z.uuid(),
  name: z.string(),
  created_at: sqlDateTime,
  application_password: z.string(),
});

export const appPasswordsResponse = z.strictObject({ data: z.array(AppPassword) });

/**
 * POST /profile/{username}/change-password: the original also hands its web app fresh WordPress
 * nonces (its session changes with the password); there are no nonces here, so both are empty
 * (docs/wordpress-compat.md).
 */
export const passwordChangedResponse = z.strictObject({
  message: z.string(),
  rest_nonce: z.literal('').meta({ description: "Always empty: the original's WordPress REST nonce; this API uses no nonces." }),
  ajax_nonce: z.literal('').meta({ description: "Always empty: the original's WordPress AJAX nonce; this API uses no nonces." }),
});
