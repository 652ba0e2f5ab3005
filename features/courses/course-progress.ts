/**
 * Progress through a course (docs/courses.md, "Progress percentage"): pure arithmetic over the
 * outline and the ids a student completed. Only visible lessons count (published, in a published
 * section): a lesson unpublished after its completion stops counting, its id stays on the
 * enrolment.
 */
import { orderedOutline, type Outline } from '#features/courses/courses.ts';

export interface NextLesson {
  id: number;
  title: string;
  /** The lesson's position among the visible lessons, in outline order, from 1. */
  order: number;
}

export interface Progress {
  /** floor(completed / total * 100); 0 when the course has no visible lesson. */
  percentage: number;
  completed: number;
  total: number;
  /** The first visible lesson not completed yet, or null when every one is. */
  next_lesson: NextLesson | null;
}

export function progressOf(outline: Outline, completedLessonIds: Iterable<number | string>): Progress {
  const done = new Set([...completedLessonIds].map(Number));
  const lessons = orderedOutline(outline, { visibleOnly: true }).flatMap((s) => s.lessons);
  let completed = 0;
  let next: NextLesson | null = null;
  lessons.forEach((l, i) => {
    if (done.has(l.id)) completed++;
    else next ??= { id: l.id, title: l.title, order: i + 1 };
  });
  const total = lessons.length;
  return { percentage: total === 0 ? 0 : Math.min(100, Math.floor((completed / total) * 100)), completed, total, next_lesson: next };
}
