import { describe, expect, it } from 'vitest';
import { interleave, loadRequests, MIX } from '../../bench/load/mix.ts';
import { slope } from '../../bench/stats.ts';

describe('bench load mix', () => {
  it('sends each kind in proportion to its weight, spread out rather than in runs', () => {
    const cycle = interleave([
      { id: 'a', weight: 20 },
      { id: 'b', weight: 10 },
      { id: 'c', weight: 10 },
    ]);
    expect(cycle.map((e) => e.id).join('')).toBe('abca');
  });

  it('keeps the weights of the whole mix in one cycle', () => {
    const total = MIX.reduce((s, e) => s + e.weight, 0);
    const cycle = interleave(MIX);
    for (const entry of MIX) expect(cycle.filter((e) => e === entry).length / cycle.length).toBeCloseTo(entry.weight / total);
  });

  it('takes kinds from one sequence shared by all connections and counts answers per kind', () => {
    const { requests, counts } = loadRequests({ spaceSlug: 's', postIds: [7, 8] }, '/api/v2', { authorization: 'Bearer t' });
    const [request] = requests;
    const setup = request?.setupRequest as (r: object, c: object) => { method: string; path: string; body: string };
    const onResponse = request?.onResponse as (status: number, body: string, context: object) => void;
    const contexts = [{}, {}];
    const sent = Array.from({ length: interleave(MIX).length }, (_, i) => {
      const context = contexts[i % 2] as object;
      const built = setup({}, context);
      onResponse(200, '', context);
      return built;
    });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/v2/feeds', body: '' });
    expect(sent.every((r) => r.path.startsWith('/api/v2/'))).toBe(true);
    for (const c of counts) expect(c.statuses['200']).toBe(c.sent);
    expect(counts.reduce((s, c) => s + c.sent, 0)).toBe(sent.length);
  });
});

describe('slope', () => {
  it('is the least-squares slope, NaN without two distinct x', () => {
    expect(slope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toBeCloseTo(2);
    expect(slope([{ x: 1, y: 1 }])).toBeNaN();
    expect(slope([{ x: 1, y: 1 }, { x: 1, y: 2 }])).toBeNaN();
  });
});
