/**
 * Quiz fixtures (docs/courses.md, Quizzes): a published quiz lesson made through the HTTP API, and
 * for the access table's grading sample an attempt written straight to the table (an attempt
 * needs an enrolled student, whom the shared fixture courses do not have).
 */
import { createLesson, createSection, ok, publishLesson } from './courses.ts';
import type { Auth } from './http.ts';

export const QUESTIONS = [
  { id: 'q1', type: 'multiple_choice', question: 'Two plus two?', points: 2, explanation: 'Arithmetic.', options: [{ id: 'a', text: 'Four', is_correct: true }, { id: 'b', text: 'Five' }] },
  { id: 'q2', type: 'multiple_select', question: 'Even numbers?', options: [{ id: 'a', text: '2', is_correct: true }, { id: 'b', text: '4', is_correct: true }, { id: 'c', text: '5' }] },
  { id: 'q3', type: 'true_false', question: 'The sky is blue.', correct_answer: true },
];
/** Every answer right (q1 by label, as the original sends it). */
export const RIGHT = { q1: 'Four', q2: ['a', 'b'], q3: 'true' };
export const WRONG = { q1: 'b', q2: ['c'], q3: 'false' };

/** A published quiz lesson (in a new published section) with `settings`; answers its id. */
export async function createQuiz(courseId: number, auth: Auth, settings: Record<string, unknown> = {}, questions: unknown[] = QUESTIONS): Promise<number> {
  const section = await createSection(courseId, auth);
  const lesson = await createLesson(courseId, section.id, auth, { type: 'quiz', title: 'Quiz' });
  await ok('PUT', `/admin/courses/${courseId}/lessons/${lesson.id}`, auth, {
    lesson: { title: 'Quiz', parent_id: section.id, status: 'published', quiz_questions: questions, quiz_settings: { passing_score: 60, ...settings } },
  });
  await publishLesson(courseId, lesson.id, auth);
  return lesson.id;
}

/** Makes an existing lesson a published quiz with QUESTIONS. */
export async function makeQuiz(courseId: number, sectionId: number, lessonId: number, auth: Auth): Promise<void> {
  await ok('PUT', `/admin/courses/${courseId}/lessons/${lessonId}`, auth, {
    lesson: { title: 'Quiz', parent_id: sectionId, status: 'published', content_type: 'quiz', quiz_questions: QUESTIONS, quiz_settings: { passing_score: 60 } },
  });
}

/** An attempt of nobody in particular, written to the table: its id (the grading sample's target). */
export async function seededQuizResult(courseId: number, lessonId: number): Promise<number> {
  const { quizResultPut } = await import('#features/courses/quiz-store.ts');
  const { nextId, transact } = await import('#platform/data/transactions.ts');
  const id = await nextId('quiz_result');
  const at = new Date().toISOString();
  await transact([
    quizResultPut(
      {
        // A user id of its own, so every seeded attempt has its own key.
        id, course_id: courseId, lesson_id: lessonId, user_id: 1_000_000_000 + id, attempt_number: 1, answers: { q: 'x' },
        grade: { score: 0, total_questions: 1, correct_answers: 0, passed: false, status: 'completed', points_earned: 0, points_possible: 1, questions: [{ question_id: 'q', outcome: 'pending', points_earned: 0, points_possible: 1 }] },
        passing_score: 50, time_spent: 1, started_at: null, submitted_at: at, time_limit_exceeded: false, feedback: '', graded_at: null, graded_by: null, user_name: 'seed', rev: 0,
      },
      'new',
    ),
  ]);
  return id;
}

/**
 * Moves a student's open attempt's start `seconds` into the past (the time limit is in seconds and
 * has 30 s of grace: tests do not wait). Does nothing when no start is recorded.
 */
export async function backdateQuizStart(courseId: number, lessonId: number, userId: number, seconds: number): Promise<void> {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const { isConditionFailure } = await import('#platform/data/transactions.ts');
  const at = new Date(Date.now() - seconds * 1000).toISOString();
  await ddb
    .send(new UpdateCommand({ TableName: tableName, Key: keys.quizStart(courseId, lessonId, userId), UpdateExpression: 'SET started_at = :at', ConditionExpression: 'attribute_exists(started_at)', ExpressionAttributeValues: { ':at': at } }))
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
