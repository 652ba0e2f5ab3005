/**
 * A student's attempts at a quiz (docs/courses.md, Quizzes): what is stored decides them. The
 * latest stored result numbers the next attempt and says whether one may be taken; the open
 * attempt's start is an item of its own. Both outlive an unenrolment, so a re-enrolled student
 * continues where they were (no attempt number is reused) and the clock keeps running.
 */
import { readAttempt, recordAttemptStart, startedAtOf } from '#features/courses/quiz-store.ts';
import { defaultQuizSettings, type LessonRecord } from '#features/courses/courses.ts';
import { attemptLock, attemptsLeft, type AttemptState } from '#features/courses/quizzes.ts';

/** The attempts as stored (one Query of the latest result); `startItem` from the caller's BatchGet of keys.quizStart. */
export async function attemptState(courseId: number, lessonId: number, userId: number, startItem: Record<string, unknown> | undefined, completedLessons: number[]): Promise<AttemptState> {
  const latest = await readAttempt(courseId, lessonId, userId, 'latest');
  return { used: latest?.attempt_number ?? 0, latest, started_at: startedAtOf(startItem), lock: attemptLock(latest, completedLessons.includes(lessonId)) };
}

/**
 * A timed quiz's questions are about to be shown to a student outside `start` (the course detail's
 * opened lesson): opens the next attempt (its start recorded, kept if one is open) when one may be
 * taken. False when none may be: the questions are then not shown.
 */
export async function openAttemptForShowing(courseId: number, lesson: LessonRecord, userId: number, completedLessons: number[]): Promise<boolean> {
  const state = await attemptState(courseId, lesson.id, userId, undefined, completedLessons);
  if (state.lock !== null || !attemptsLeft({ ...defaultQuizSettings(), ...lesson.quiz_settings }, state.used)) return false;
  await recordAttemptStart(courseId, lesson.id, userId, new Date().toISOString());
  return true;
}
