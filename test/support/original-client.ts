/**
 * Replays calls recorded in the shapes clients of the original platform send them
 * (docs/wordpress-compat.md): under the WordPress base path, form or JSON bodies, the original's
 * parameters. Each call's status and the keys those clients read are checked, and its answer
 * against what the route declares under the compat base path (docs/openapi-compat.json).
 *
 * `{name}` in a path or a value is replaced by what an earlier call saved (`save`), or by the
 * replay's own values: `run` (random), `member_username`, `other_username`, `member_id`,
 * `other_id`. `route` names the original's route the call exercises, as
 * scripts/compat/original-routes.json writes it (`POST /spaces/{spaceSlug:slug}/join`):
 * test/unit/original-route-coverage.test.ts requires a call for every route of the inventory.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminAuth, createMember } from './factories.ts';
import type { Auth } from './http.ts';
import { checkResponse } from './response-check.ts';

export type Who = 'admin' | 'member' | 'other' | 'anonymous';

export interface RecordedCall {
  name: string;
  as: Who;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  /** Relative to the compat base path, or absolute from the origin when it starts with `/wp-json` or `/api` (`native` setup). */
  path: string;
  /** The original's route this call exercises (`METHOD /path` as in scripts/compat/original-routes.json). */
  route?: string;
  /** A setup step under our own base path (not a call of the original's clients). */
  native?: true;
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded, in this order. */
  form?: [string, string][];
  /** Sent as JSON. */
  json?: unknown;
  status: number;
  /** Fields the client reads: each must be present (not undefined). */
  keys?: string[];
  /** Fields whose value the client relies on. */
  values?: Record<string, unknown>;
  /** Values to keep for later calls: name -> dot path in the answer. */
  save?: Record<string, string>;
}

/** The values at a dot path; `*` fans out over an array's elements. */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    current = current.flatMap((v) => {
      if (part === '*') return Array.isArray(v) ? v : [undefined];
      return v !== null && typeof v === 'object' ? [(v as Record<string, unknown>)[part]] : [undefined];
    });
  }
  return current;
}

function authorization(auth: Auth): Record<string, string> {
  if (!auth) return {};
  if ('basic' in auth) return { authorization: `Basic ${Buffer.from(auth.basic.join(':')).toString('base64')}` };
  return { authorization: `Bearer ${auth.bearer}` };
}

/**
 * One describe block replaying `calls` in order (a later call uses what an earlier one saved),
 * each as its own test. `setup` may save more values before the first call.
 */
export function replayOriginalCalls(title: string, calls: readonly RecordedCall[], setup?: (saved: Record<string, string>) => Promise<void>): void {
  const saved: Record<string, string> = { run: randomBytes(4).toString('hex') };
  const auths: Partial<Record<Who, Auth>> = { admin: adminAuth, anonymous: undefined };
  const fill = (text: string): string =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = saved[name];
      if (value === undefined) throw new Error(`no saved value '${name}' yet`);
      return value;
    });

  async function replay(call: RecordedCall): Promise<{ status: number; body: any; url: URL }> {
    const compatBase = inject('stack').compatBaseUrl;
    const origin = new URL(compatBase).origin;
    const path = fill(call.path);
    const absolute = call.native || (path.startsWith('/wp-json') && !path.startsWith('/wp-json/fluent-community'));
    const url = new URL(call.native ? `${inject('stack').baseUrl}${path}` : absolute ? `${origin}${path}` : `${compatBase}${path}`);
    const headers: Record<string, string> = { ...authorization(auths[call.as]), ...call.headers };
    let body: string | undefined;
    if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form.map(([k, v]): [string, string] => [k, fill(v)])).toString();
    } else if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = fill(JSON.stringify(call.json));
    }
    const res = await fetch(url, { method: call.method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    const answeredAs = headers['x-http-method-override'] ?? url.searchParams.get('_method') ?? call.method;
    const base = new URL(call.native ? inject('stack').baseUrl : compatBase).pathname;
    await checkResponse(answeredAs, url.pathname, base, res.status, parsed, !call.native);
    return { status: res.status, body: parsed, url };
  }

  describe(title, () => {
    beforeAll(async () => {
      const [member, other] = await Promise.all([createMember(), createMember()]);
      auths.member = member.auth;
      auths.other = other.auth;
      Object.assign(saved, { member_username: member.username, other_username: other.username, member_id: String(member.userId), other_id: String(other.userId) });
      await setup?.(saved);
    });

    for (const call of calls) {
      it(`${call.name}: ${call.method} ${call.path} -> ${call.status}`, async () => {
        const res = await replay(call);
        const what = `${call.method} ${res.url.pathname}${res.url.search} -> ${JSON.stringify(res.body)?.slice(0, 600)}`;
        expect(res.status, what).toBe(call.status);
        for (const key of call.keys ?? []) {
          const found = valuesAt(res.body, key);
          expect(found.length, `${what}\n  ${key} (no elements)`).toBeGreaterThan(0);
          for (const v of found) expect(v, `${what}\n  ${key}`).not.toBeUndefined();
        }
        for (const [key, expected] of Object.entries(call.values ?? {})) {
          expect(valuesAt(res.body, key)[0], `${what}\n  ${key}`).toEqual(typeof expected === 'string' ? fill(expected) : expected);
        }
        for (const [name, key] of Object.entries(call.save ?? {})) saved[name] = String(valuesAt(res.body, key)[0]);
      });
    }
  });
}
