/**
 * The course rule of badges (docs/badges.md, Rules): a member who completes a course gets every
 * badge whose rule names it, once. Run by the stream router for each new course.completed event;
 * the award and its marker are one write conditioned on the marker's absence (badge-store.ts
 * awardBadgeOnce), so a replayed or retried record never awards twice, nor again after a revoke.
 */
import { badgeCatalogue } from '#features/members/badge-catalogue.ts';
import { awardBadgeOnce } from '#features/members/badge-store.ts';
import { MAX_MEMBER_BADGES, badgesForCourse } from '#features/members/badges.ts';
import type { OutboxEvent } from '#platform/events/outbox.ts';

/** The badges a course.completed event earns; other events earn none. Returns the slugs given. */
export async function badgesFromCourseCompletion(event: OutboxEvent): Promise<string[]> {
  if (event.event !== 'course.completed') return [];
  const courseId = Number(event.data['course_id']);
  const userId = Number(event.data['user_id']);
  if (!Number.isSafeInteger(courseId) || !Number.isSafeInteger(userId)) return [];
  const earned = badgesForCourse((await badgeCatalogue()).values(), courseId);
  const given: string[] = [];
  for (const badge of earned) {
    if (await awardBadgeOnce(userId, badge.slug, `course#${courseId}`, MAX_MEMBER_BADGES, event.occurred_at)) given.push(badge.slug);
  }
  return given;
}
