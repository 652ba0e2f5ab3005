/**
 * Contract with clients written for the original platform (docs/wordpress-compat.md): replays
 * the recorded calls of test/support/original-client-calls.ts, in order, under the WordPress base
 * path, and checks each status code and the fields those clients read.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import type { Auth } from '../../support/http.ts';
import { ORIGINAL_CLIENT_CALLS, type RecordedCall, type Who } from '../../support/original-client-calls.ts';

const compatBaseUrl = (): string => inject('stack').compatBaseUrl;

const saved: Record<string, string> = { run: randomBytes(4).toString('hex') };
const auths: Partial<Record<Who, Auth>> = { admin: adminAuth, anonymous: undefined };

const fill = (text: string): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = saved[name];
    if (value === undefined) throw new Error(`no saved value '${name}' yet`);
    return value;
  });

/** The values at a dot path; `*` fans out over an array's elements. */
function valuesAt(value: unknown, path: string): unknown[] {
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

async function replay(call: RecordedCall): Promise<{ status: number; body: any }> {
  const path = fill(call.path);
  const url = path.startsWith('/wp-json') && !path.startsWith('/wp-json/fluent-community') ? `${new URL(compatBaseUrl()).origin}${path}` : `${compatBaseUrl()}${path}`;
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
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('a client of the original platform, unchanged but for its host', () => {
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember();
    const other = await createMember();
    auths.member = member.auth;
    auths.other = other.auth;
    saved['member_username'] = member.username;
  });

  // One test per call, run in order: a later call uses what an earlier one saved.
  for (const call of ORIGINAL_CLIENT_CALLS) {
    it(`${call.name}: ${call.method} ${call.path} -> ${call.status}`, async () => {
      const res = await replay(call);
      const what = `${call.method} ${fill(call.path)} -> ${JSON.stringify(res.body)?.slice(0, 600)}`;
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
