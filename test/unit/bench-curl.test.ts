import { describe, expect, it } from 'vitest';
import { CURL_LIMIT, curlRows, parseCurlOutput } from '../../bench/curl.ts';
import { formatCurlTable } from '../../bench/report.ts';
import type { ScenarioResult } from '../../bench/runner.ts';

describe('curl output', () => {
  it('reads the status and time_total (seconds) as ms', () => {
    expect(parseCurlOutput('200 0.012345\n')).toEqual({ status: 200, timeTotalMs: 12.345 });
    expect(parseCurlOutput('401 1.5')).toEqual({ status: 401, timeTotalMs: 1500 });
    // A locale with a decimal comma.
    expect(parseCurlOutput('200 0,004000\n').timeTotalMs).toBeCloseTo(4);
  });

  it('refuses anything else', () => {
    expect(() => parseCurlOutput('')).toThrow(/unexpected curl output/);
    expect(() => parseCurlOutput('000\n')).toThrow(/unexpected curl output/);
    expect(() => parseCurlOutput('200 0.01\n200 0.02\n')).toThrow(/unexpected curl output/);
  });
});

describe('curl ratio table', () => {
  const rows = curlRows([
    { label: 'GET /settings/public', path: '/settings/public', ms: [4, 5, 6] },
    { label: 'GET /feeds', path: '/feeds', ms: [10, 12, 30] },
    { label: 'GET /members', path: '/members', ms: [12, 13, 14] },
  ]);

  it('divides each p50 by the baseline p50 and checks it against the limit', () => {
    expect(rows.map((r) => [r.label, r.timeTotalMs.p50, r.ratio, r.limit, r.ok])).toEqual([
      ['GET /settings/public', 5, 1, null, null],
      ['GET /feeds', 12, 2.4, CURL_LIMIT, true],
      ['GET /members', 13, 2.6, CURL_LIMIT, false],
    ]);
  });

  it('prints request, p50 time_total, ratio, limit and verdict per scenario', () => {
    const text = formatCurlTable([{ name: 'feeds-200k', curl: { rows } } as unknown as ScenarioResult]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^scenario\s+request\s+p50 time_total ms\s+ratio to GET \/settings\/public\s+limit\s+verdict$/);
    expect(lines[2]).toMatch(/feeds-200k\s+GET \/settings\/public\s+5\.00\s+1\.00\s+-\s+baseline/);
    expect(lines[3]).toMatch(/GET \/feeds\s+12\.00\s+2\.40\s+2\.5\s+ok$/);
    expect(lines[4]).toMatch(/GET \/members\s+13\.00\s+2\.60\s+2\.5\s+OVER$/);
  });
});
