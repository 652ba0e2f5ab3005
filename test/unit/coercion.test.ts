/** The scalar coercion helpers alone (platform/core/fields.ts); over HTTP: test/api/platform/coercion.test.ts. */
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { boolean, id, list, patchOf, queryFlag } from '#platform/core/fields.ts';
import { validateSettingsUpdate } from '#features/settings/settings.ts';
import { spaceSettingsPatchSchema } from '#features/spaces/spaces.ts';

const messageOf = (schema: z.ZodType, value: unknown): string | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('boolean()', () => {
  it.each<[unknown, boolean]>([
    [true, true], [false, false], [1, true], [0, false],
    ['1', true], ['0', false], ['true', true], ['false', false], ['yes', true], ['no', false],
    ['TRUE', true], ['False', false], ['Yes', true], ['NO', false],
  ])('reads %j as %s', (value, expected) => {
    expect(boolean().parse(value)).toBe(expected);
  });

  it.each<unknown>(['', ' 1', '1 ', 'maybe', 'on', 'off', 'y', 'n', '2', 2, -1, 1.5, null, undefined, [], [true], {}, Number.NaN])('refuses %j with a message naming the type', (value) => {
    expect(messageOf(boolean(), value)).toMatch(/must be a boolean/);
  });

  it('keeps optional and default as they are: absent is undefined or the default, never coerced', () => {
    const s = z.object({ a: boolean().optional(), b: boolean().default(true) });
    expect(s.parse({})).toEqual({ b: true });
    expect(s.parse({ a: 'no', b: '0' })).toEqual({ a: false, b: false });
    expect(s.safeParse({ a: null }).success).toBe(false);
  });

  it('queryFlag() reads an empty value as absent, anything else as boolean() does', () => {
    const s = z.object({ f: queryFlag() });
    expect(s.parse({ f: '' })).toEqual({});
    expect(s.parse({})).toEqual({});
    expect(s.parse({ f: 'yes' })).toEqual({ f: true });
    expect(s.safeParse({ f: 'maybe' }).success).toBe(false);
  });
});

describe('list()', () => {
  it.each<[unknown, number[]]>([
    [[1, 2], [1, 2]],
    [['1', '2'], [1, 2]],
    ['1,2', [1, 2]],
    [' 1 , 2 ', [1, 2]],
    ['1,,2,', [1, 2]],
    ['7', [7]],
    ['', []],
    [[], []],
  ])('reads %j as %j', (value, expected) => {
    expect(list(id()).parse(value)).toEqual(expected);
  });

  it('validates each item by its schema: enums, and the strict integers (no trimming inside an array)', () => {
    const roles = list(z.enum(['member', 'moderator']));
    expect(roles.parse('member, moderator')).toEqual(['member', 'moderator']);
    expect(messageOf(roles, 'member,owner')).toMatch(/^item 2 /);
    expect(messageOf(list(id()), [' 1'])).toBe('item 1 must be a decimal integer');
    expect(messageOf(list(id()), '1,0x2')).toBe('item 2 must be a decimal integer');
  });

  it('reports a bad item under the list itself (data.params names the field the client sent)', () => {
    const parsed = z.object({ ids: list(id()) }).safeParse({ ids: 'a,b' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['ids'], message: 'item 1 must be a decimal integer' });
  });

  it.each<unknown>([5, true, null, { 0: 1 }])('refuses %j, neither a list nor text', (value) => {
    expect(messageOf(list(id()), value)).toMatch(/must be a list/);
  });

  it('bounds the number of items after splitting', () => {
    expect(messageOf(list(id(), { max: 2 }), '1,2,3')).toBe('must hold at most 2 items');
    expect(messageOf(list(id(), { min: 1 }), '')).toBe('must hold at least 1 item');
    expect(messageOf(list(id(), { min: 1 }), ',')).toBe('must hold at least 1 item');
  });
});

describe('schemas that use them', () => {
  it('space settings: form text coerces, stored booleans and arrays parse unchanged', () => {
    expect(spaceSettingsPatchSchema.parse({ allow_comments: '0', topic_required: 'yes', post_permissions: 'moderator,admin' })).toEqual({
      allow_comments: false,
      topic_required: true,
      post_permissions: ['moderator', 'admin'],
    });
    expect(spaceSettingsPatchSchema.parse({ allow_comments: true, post_permissions: ['member'] })).toEqual({ allow_comments: true, post_permissions: ['member'] });
  });

  it('the settings registry: boolean settings take every spelling, other text is still invalid_value', () => {
    expect(validateSettingsUpdate({ allow_registration: 'yes', moderate_posts: '0', features: { topics: '1' } })).toEqual({
      allow_registration: true,
      moderate_posts: false,
      features: { topics: true },
    });
    expect(() => validateSettingsUpdate({ allow_registration: 'maybe' })).toThrow(expect.objectContaining({ code: 'invalid_value' }));
  });
});

describe('patchOf()', () => {
  const full = z.strictObject({ a: boolean().default(true), b: z.string().default('x') });

  it('leaves out what the patch does not name (.partial() would fill the defaults in)', () => {
    expect(full.partial().parse({ a: '0' })).toEqual({ a: false, b: 'x' });
    expect(patchOf(full).parse({ a: '0' })).toEqual({ a: false });
    expect(patchOf(full).parse({})).toEqual({});
  });

  it('keeps the object\'s treatment of unknown keys', () => {
    expect(patchOf(full).safeParse({ c: 1 }).success).toBe(false);
    expect(patchOf(z.object({ a: boolean().default(true) })).parse({ c: 1 })).toEqual({});
  });
});
