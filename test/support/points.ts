/** Points (docs/points.md) as tests drive them: the switch and the administrators' values. */
import { expect } from 'vitest';
import { adminAuth } from './factories.ts';
import { api } from './http.ts';

export async function setLeaderboard(on: boolean): Promise<void> {
  const res = await api<any>('POST', '/settings/features', { auth: adminAuth, body: { features: { leaderboard: on } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function pointValues(): Promise<{ values: Record<string, number>; defaults: Record<string, number>; backfill: { status: string; reason: string } | null }> {
  const res = await api<any>('GET', '/admin/leaderboards/points', { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function setPointValues(values: Record<string, number>): Promise<void> {
  const res = await api<any>('PUT', '/admin/leaderboards/points', { auth: adminAuth, body: values });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
