/**
 * Outlines this container has read, by course and outline version (docs/courses.md, "The outline
 * is one Query"). Every write of a section or lesson adds 1 to the course record's `outline_rev`
 * in its own transaction, so an outline read after a course record showing version N holds every
 * write up to N: a request that has the course record already (its first BatchGet) skips the
 * outline Query while the version is unchanged. A miss reads consistently, so what is kept under
 * N is never older than N.
 */
import { readOutline } from '#features/courses/course-store.ts';
import type { CourseRecord, Outline } from '#features/courses/courses.ts';

/** Courses kept per container: outlines are small (at most 1,000 lessons), recent courses are the busy ones. */
const MAX_COURSES = 200;
const kept = new Map<number, { rev: number; outline: Outline }>();

export async function cachedOutline(course: Pick<CourseRecord, 'id' | 'counts'>): Promise<Outline> {
  const rev = course.counts.outline_rev;
  const hit = kept.get(course.id);
  if (hit && hit.rev === rev) return hit.outline;
  const outline = await readOutline(course.id, { consistent: true });
  // The newest version seen wins: a request that read an older course record must not push it back.
  if (!hit || hit.rev < rev) {
    kept.delete(course.id);
    kept.set(course.id, { rev, outline });
    if (kept.size > MAX_COURSES) kept.delete(kept.keys().next().value!);
  }
  return outline;
}
