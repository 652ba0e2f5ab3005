import { describe, expect, it } from 'vitest';
import { callEnded, callStarted, newMetrics } from '#platform/core/request-metrics.ts';

describe('request metrics: round trips', () => {
  it('counts each of sequential calls as a trip', () => {
    const m = newMetrics();
    for (let i = 0; i < 3; i++) {
      callStarted(m);
      callEnded(m, 2);
    }
    expect(m).toMatchObject({ calls: 3, trips: 3, inFlight: 0, durationMs: 6 });
  });

  it('counts calls that overlap in time once', () => {
    const m = newMetrics();
    callStarted(m); // a Query
    callStarted(m); // a second Query in parallel
    callEnded(m, 3);
    callStarted(m); // starts while the first is still in flight: same trip
    callEnded(m, 3);
    callEnded(m, 4);
    expect(m).toMatchObject({ calls: 3, trips: 1, inFlight: 0 });
    callStarted(m); // the BatchGet after them: a second trip
    callEnded(m, 2);
    expect(m).toMatchObject({ calls: 4, trips: 2, inFlight: 0 });
  });

  it('counts a trip per round through the real event loop (Promise.all, then await)', async () => {
    const m = newMetrics();
    const call = async (ms: number) => {
      callStarted(m);
      try {
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        callEnded(m, ms);
      }
    };
    await Promise.all([call(5), call(10), call(1)]);
    await call(1);
    await Promise.all([call(2), call(2)]);
    expect(m).toMatchObject({ calls: 6, trips: 3, inFlight: 0 });
  });
});
