/**
 * Calling the API with the generated types (docs/typed-client.md): openapi-fetch checks each
 * call's path, parameters and body against docs/client/community-api.d.ts, and types what it
 * answers. Type-checked by `npm run typecheck`; test/api/reference/reference-page.test.ts runs it against
 * the local stack.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './community-api.d.ts';

export type CommunityClient = Client<paths>;
/** The error envelope every failing call answers ({code, message, data: {status}}). */
export type ApiError = components['schemas']['Error'];

/** A client of the API under `baseUrl` (…/api/community/v2), signed in with an application password. */
export function communityClient(baseUrl: string, username: string, applicationPassword: string): CommunityClient {
  const basic = Buffer.from(`${username}:${applicationPassword}`).toString('base64');
  return createClient<paths>({ baseUrl, headers: { authorization: `Basic ${basic}` } });
}

/** The site's feature switches (an administrator's call): `features` is typed from the route's declared response. */
export async function featureSwitches(client: CommunityClient): Promise<Record<string, unknown>> {
  const { data, error, response } = await client.GET('/settings/features');
  if (error) throw new Error(`${response.status} ${error.code}: ${error.message}`);
  return data.features;
}

/** A request with path parameters and a query: a typo in either is a type error. */
export async function spaceBySlug(client: CommunityClient, slug: string): Promise<unknown> {
  const { data, error } = await client.GET('/spaces/{space}/by-slug', { params: { path: { space: slug } } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}
