/**
 * What the quiz routes answer (docs/courses.md, "Quizzes"; quiz-service.ts, quizzes.ts): an
 * attempt's start, the submit with the spec's Quiz submission and the original's result, a
 * student's result, the administrators' results list and manual grading.
 */
import * as z from 'zod';
import { QuizSettings, StudentQuestion } from '#features/courses/responses.ts';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';

const int = () => z.number().int();

const scalar = z.union([z.string(), z.number(), z.boolean()]);
/** An answer as the student sent it: an option id or text, several, a written answer. */
const AnswerValue = z.union([scalar, z.array(scalar), z.null()]);

const GradeStatus = z.enum(['completed', 'graded']).meta({ description: 'completed: a written answer awaits grading; graded: every question is scored.' });

/** The quiz's settings with the caller's attempts. */
const QuizSettingsView = QuizSettings.extend({ attempts_used: int(), can_retake: z.boolean() });

/** The spec's Quiz submission. */
const QuizSubmission = z
  .strictObject({
    id: int(),
    user_id: int(),
    course_id: int(),
    lesson_id: int(),
    answers: z.record(z.string(), AnswerValue).optional().meta({ description: 'With include_answers (always on submit).' }),
    score: int(),
    total_questions: int(),
    correct_answers: int(),
    passed: z.boolean(),
    passing_score: int(),
    attempt_number: int(),
    time_spent: int(),
    status: GradeStatus,
    submitted_at: sqlDateTime,
    graded_at: sqlDateTime.nullable(),
    feedback: z.string(),
    time_limit_exceeded: z.literal(true).optional(),
  })
  .meta({ id: 'QuizSubmission' });

const DetailedResult = z.strictObject({
  question_id: z.string(),
  question: z.string(),
  your_answer: AnswerValue.optional(),
  correct_answer: z.union([z.string(), z.array(z.string()), z.null()]).optional(),
  is_correct: z.boolean(),
  pending_review: z.literal(true).optional(),
  points_earned: int(),
  points_possible: int(),
  explanation: z.string().optional(),
});

/** The original's result object. */
const OriginalResult = z.strictObject({
  id: int(),
  status: z.enum(['passed', 'failed', 'pending']),
  score: int(),
  message: z.record(z.string(), z.strictObject({ user_answer: AnswerValue, is_correct: z.boolean() })),
  meta: z.strictObject({ correct_answers: int(), total_questions: int() }),
  updated_at: sqlDateTime,
});

const isoOrNull = z.string().nullable().meta({ description: 'ISO 8601' });

export const quizStartedResponse = z.strictObject({
  message: z.string(),
  attempt_number: int(),
  started_at: z.string().meta({ description: 'ISO 8601' }),
  expires_at: isoOrNull,
  quiz_settings: QuizSettingsView,
  questions: z.array(StudentQuestion),
});

export const quizSubmittedResponse = z.strictObject({
  message: z.string(),
  quiz_result: QuizSubmission,
  detailed_results: z.array(DetailedResult),
  can_retake: z.boolean(),
  next_lesson_unlocked: z.boolean(),
  result: OriginalResult,
});

export const quizResultResponse = z.union([
  z.strictObject({
    quiz_result: QuizSubmission,
    quiz_settings: QuizSettingsView,
    detailed_results: z.array(DetailedResult),
    result: OriginalResult,
  }),
  // Before any attempt: attempt 1 opened, its questions.
  z.strictObject({
    quiz_result: z.null(),
    quiz_settings: QuizSettingsView,
    detailed_results: z.array(DetailedResult).max(0),
    started_at: isoOrNull,
    expires_at: isoOrNull,
    questions: z.array(StudentQuestion),
    result: z.null(),
  }),
]);

const QuizResultRow = z.strictObject({
  id: int(),
  xprofile: Xprofile.nullable(),
  lesson: z.strictObject({ id: int(), title: z.string(), slug: z.string() }),
  user_id: int(),
  score: int(),
  total_questions: int(),
  correct_answers: int(),
  passed: z.boolean(),
  status: GradeStatus,
  attempt_number: int(),
  time_spent: int(),
  submitted_at: sqlDateTime,
});

export const quizResultsResponse = z.strictObject({
  quiz_results: z.array(QuizResultRow),
  pagination: z.strictObject({ total: int(), per_page: int(), current_page: int(), total_pages: int(), next_cursor: z.string().nullable() }),
  statistics: z.strictObject({ total_submissions: int(), passed: int(), failed: int(), average_score: z.number(), average_time: int() }),
});

export const quizGradedResponse = z.strictObject({
  message: z.string(),
  quiz_result: z.strictObject({
    id: int(),
    score: int(),
    passed: z.boolean(),
    status: GradeStatus,
    feedback: z.string(),
    graded_at: sqlDateTime.nullable(),
    graded_by: z.strictObject({ id: int(), display_name: z.string() }),
  }),
});
