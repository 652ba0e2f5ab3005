/** The reports' rules (docs/moderation.md, Reports): when reported content is hidden, and what a resolution makes of a report. */
import { describe, expect, it } from 'vitest';
import { reachesThreshold, reviewsEverything, statusOf } from '#features/moderation/reports.ts';

describe('reports', () => {
  it('hides content when the reports since the last dismissal reach the threshold', () => {
    expect(reachesThreshold({ reports_count: 2, reports_cleared: 0 }, 3)).toBe(false);
    expect(reachesThreshold({ reports_count: 3, reports_cleared: 0 }, 3)).toBe(true);
    expect(reachesThreshold({ reports_count: 6, reports_cleared: 0 }, 3)).toBe(true);
    // Dismissed at 3: three more are needed.
    expect(reachesThreshold({ reports_count: 5, reports_cleared: 3 }, 3)).toBe(false);
    expect(reachesThreshold({ reports_count: 6, reports_cleared: 3 }, 3)).toBe(true);
    expect(reachesThreshold({ reports_count: 1, reports_cleared: 0 }, 1)).toBe(true);
  });

  it('dismissing ignores a report; unpublishing or suspending marks it unpublished', () => {
    expect(statusOf('dismiss')).toBe('ignored');
    expect(statusOf('unpublish')).toBe('unpublished');
    expect(statusOf('suspend')).toBe('unpublished');
  });

  it('community moderators and administrators review every report, members none', () => {
    expect(reviewsEverything({ userId: 1, role: 'admin' })).toBe(true);
    expect(reviewsEverything({ userId: 2, role: 'moderator' })).toBe(true);
    expect(reviewsEverything({ userId: 3, role: 'member' })).toBe(false);
    expect(reviewsEverything(null)).toBe(false);
  });
});
