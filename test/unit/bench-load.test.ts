import { describe, expect, it } from 'vitest';
import { positiveInts } from '../../bench/env.ts';
import { LEVEL_MB_PER_MIN, LEVEL_NOISE_MB, levelsOff, memoryRange } from '../../bench/load/levels.ts';
import { answerKind, connectionErrorKind, interleave, loadRequests, MIX } from '../../bench/load/mix.ts';
import type { MemoryPoint } from '../../bench/load/types.ts';
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

describe('load failures by kind', () => {
  it('counts an answer by status and the envelope code, a connection error by its code', () => {
    expect(answerKind(429, '{"code":"rate_limited","message":"Slow down."}')).toBe('429 rate_limited');
    expect(answerKind(502, '<html>Bad gateway</html>')).toBe('502');
    expect(answerKind(500, '')).toBe('500');
    expect(connectionErrorKind(new Error('request timed out'))).toBe('timeout');
    expect(connectionErrorKind(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(connectionErrorKind(new Error('boom'))).toBe('boom');
  });

  it('counts answers that are not 2xx in errorKinds, and writes unique texts per phase', () => {
    const { requests, errorKinds } = loadRequests({ spaceSlug: 's', postIds: [7] }, '', {}, 'p2 ');
    const [request] = requests;
    const setup = request?.setupRequest as (r: object, c: object) => { method: string; body: string };
    const onResponse = request?.onResponse as (status: number, body: string, context: object) => void;
    const bodies = Array.from({ length: interleave(MIX).length }, () => {
      const context = {};
      const built = setup({}, context);
      onResponse(built.method === 'POST' ? 400 : 200, '{"code":"duplicate_post"}', context);
      return built.body;
    });
    const posts = MIX.filter((e) => e.method === 'POST').reduce((s, e) => s + e.weight, 0) / MIX.reduce((s, e) => s + e.weight, 0);
    expect(errorKinds).toEqual({ '400 duplicate_post': posts * bodies.length });
    expect(bodies.some((b) => b.includes('Load post p2 0'))).toBe(true);
  });
});

describe('bench load phases', () => {
  it('reads the connection counts as a list, 20 and 100 by default', () => {
    expect(positiveInts('X', [20, 100], 1, undefined)).toEqual([20, 100]);
    expect(positiveInts('X', [20, 100], 1, ' 20, 100 ')).toEqual([20, 100]);
    expect(positiveInts('X', [20, 100], 1, '40')).toEqual([40]);
    expect(() => positiveInts('X', [20], 1, '20,0')).toThrow(/integers >= 1/);
    expect(() => positiveInts('X', [20], 1, '20,abc')).toThrow(/X must be/);
  });
});

const point = (atS: number, heapUsedMb: number, rssMb = 300): MemoryPoint => ({ atS, rssMb, heapUsedMb, heapTotalMb: 120, externalMb: 10 });

describe('memory levels off', () => {
  const flat = [point(7.5, 70), point(15, 71), point(30, 70.5), point(37.5, 71), point(45, 70.8), point(52.5, 71.2), point(60, 71)];

  it('levels off when the live heap stays flat over the last half', () => {
    const v = levelsOff(flat, 60, true);
    expect(v.levelsOff).toBe(true);
    expect(Math.abs(v.liveHeapMbPerMin)).toBeLessThan(LEVEL_MB_PER_MIN);
  });

  it('does not level off when the live heap keeps growing faster than the limit', () => {
    // 10 MB per minute over the last half, 5 MB in all: above both the slope and the noise floor.
    const growing = [point(30, 70), point(37.5, 71.25), point(45, 72.5), point(52.5, 73.75), point(60, 75)];
    const v = levelsOff(growing, 60, true);
    expect(v.liveHeapMbPerMin).toBeCloseTo(10);
    expect(v.lastHalfRiseMb).toBeCloseTo(5);
    expect(v.levelsOff).toBe(false);
  });

  it('reads a short run\'s small rise as noise, not growth', () => {
    // 0.4 MB over the last 5 s of a 10 s run: 4.8 MB/min, but under 1 MB in all.
    const v = levelsOff([point(5, 71.5), point(7.5, 71.7), point(10, 71.9)], 10, true);
    expect(v.liveHeapMbPerMin).toBeGreaterThan(LEVEL_MB_PER_MIN);
    expect(v.lastHalfRiseMb).toBeLessThanOrEqual(LEVEL_NOISE_MB);
    expect(v.levelsOff).toBe(true);
  });

  it('cannot tell without forced GCs or without two points in the last half', () => {
    expect(levelsOff(flat, 60, false).levelsOff).toBe(false);
    expect(levelsOff([point(10, 70), point(50, 70)], 60, true).levelsOff).toBe(false);
  });

  it('gives the start, the peak of every point and the end of RSS and heap used', () => {
    const range = memoryRange(point(0, 68, 350), [point(5, 97, 320), point(9, 71, 360)], point(15, 70, 334));
    expect(range).toEqual({ rssMb: { start: 350, peak: 360, end: 334 }, heapUsedMb: { start: 68, peak: 97, end: 70 } });
  });
});
