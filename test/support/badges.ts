/**
 * Badges in the catalogue for tests that give members badges (docs/badges.md): a profile shows only
 * slugs the catalogue has. A save keeps the badges it does not name, so files may share these.
 */
import { expect } from 'vitest';
import { adminAuth } from './factories.ts';
import { api } from './http.ts';

/** Adds (or saves again) a badge titled after each slug. */
export async function ensureBadges(...slugs: string[]): Promise<void> {
  const res = await api<any>('POST', '/admin/user-badges', { auth: adminAuth, body: { badges: slugs.map((slug) => ({ slug, title: slug })) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
