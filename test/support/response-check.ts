/**
 * Checks every answer the API tests receive (test/support/http.ts api()) against what its route
 * declares (docs/openapi.md): a success body against the route's response schema for that
 * status, an error body against the envelope with one of the codes the route can answer. A
 * difference throws, failing the test that made the request, so a shape change that is not
 * declared fails the suite (test/unit/openapi.test.ts makes sure every route declares them).
 * With RECORD_OPENAPI_EXAMPLES=<folder>, the first checked success answer of each route and status
 * is also written there, for `npm run openapi:examples` (the document's examples come from tests).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compatErrors, compatView, routeErrors, loadRouteDefinitions } from '../../scripts/openapi/document.ts';
import { matchRoute, relativePath } from '#platform/http/router.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { ErrorEnvelope, ShortError } from '#platform/shapes/errors.ts';

let definitions: Promise<Map<string, AnyRoute>> | undefined;

/**
 * `pathname` is the request's path, `basePath` the stack's base path it is under; under the compat
 * base path (`compat`), the answer is checked against the route's compat answer (docs/openapi-compat.json).
 */
export async function checkResponse(method: string, pathname: string, basePath: string, status: number, body: unknown, compat = false): Promise<void> {
  const relative = relativePath(pathname, [basePath]);
  if (relative === null) return;
  let match;
  try {
    match = matchRoute(method === 'HEAD' ? 'GET' : method.toUpperCase(), relative);
  } catch {
    return; // a path parameter that is not UTF-8: the pipeline's 400, checked by its own tests
  }
  if (!match) return;
  const definition = (await (definitions ??= loadRouteDefinitions())).get(match.key);
  if (!definition || method === 'HEAD') return;
  const route = compat ? compatView(definition) : definition;
  const where = `${match.key} answered ${status}`;
  if (status < 400) {
    const schema = route.responses?.[status as keyof typeof route.responses];
    if (!schema) throw new Error(`${where}, a status it does not declare`);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`${where} with a body its declared response does not describe:\n${issues(parsed.error)}`);
    const folder = process.env['RECORD_OPENAPI_EXAMPLES'];
    if (folder && !compat) recordExample(folder, match.key, status, body);
    return;
  }
  const envelope = (route.shortErrors ? ShortError : ErrorEnvelope).safeParse(body);
  if (!envelope.success) throw new Error(`${where} with a body that is not the error envelope:\n${issues(envelope.error)}`);
  const code = (body as { code: string }).code;
  if (!(compat ? compatErrors(definition, method) : routeErrors(route, method)).get(status)?.has(code)) throw new Error(`${where} with code ${code}, which it does not declare for that status (route.errors)`);
}

function issues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 10)
    .map((i) => `  ${i.path.map(String).join('.') || '(body)'}: ${i.message}`)
    .join('\n');
}

/** Keeps the first answer seen of a route and status (one file each, so parallel workers never share a file). */
function recordExample(folder: string, key: string, status: number, body: unknown): void {
  const file = join(folder, `${createHash('sha256').update(`${key} ${status}`).digest('hex').slice(0, 16)}.json`);
  if (existsSync(file)) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify({ key, status, body }));
}
