import * as z from 'zod';
import { boolean, id, integer } from '#platform/core/fields.ts';
import { QUIZ_RESULT_ORDERS } from '#features/courses/quizzes.ts';
import { pagingQuery } from '#platform/http/pagination.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The original keeps a quiz in the lesson's meta (fc-shapes-2 §1.6, §1.10): quiz_questions,
 * passing_score (effective only with enable_passing_score=yes) and hide_result. Lifted to the
 * lesson's own quiz_questions and quiz_settings unless those are given.
 */
export function liftOriginalQuizMeta(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body['lesson']) || !isRecord(body['lesson']['meta'])) return body;
  const lesson = body['lesson'];
  const { quiz_questions, passing_score, enable_passing_score, hide_result, enforce_passing_score: _e, ...meta } = lesson['meta'] as Record<string, unknown>;
  const settings: Record<string, unknown> = {
    ...(passing_score !== undefined ? { passing_score: enable_passing_score === 'no' ? 0 : passing_score } : {}),
    ...(hide_result !== undefined ? { show_correct_answers: hide_result !== 'yes' && hide_result !== true } : {}),
  };
  return {
    ...body,
    lesson: {
      ...lesson,
      meta,
      ...(quiz_questions !== undefined && lesson['quiz_questions'] === undefined ? { quiz_questions } : {}),
      ...(Object.keys(settings).length > 0 ? { quiz_settings: { ...settings, ...(isRecord(lesson['quiz_settings']) ? lesson['quiz_settings'] : {}) } } : {}),
    },
  };
}

export const quizParams = z.object({ id: id(), lesson_id: id() });
export const gradeParams = z.object({ id: id(), quiz_id: id() });

const answerScalar = z.union([z.string().max(5000), integer(), boolean()]);

/** Answers keyed by question id: a value, or a list of them for multiple_select. */
export const submitBody = z.object({
  answers: z
    .record(z.string().min(1).max(64), z.union([answerScalar, z.array(answerScalar).max(20), z.null()]), { error: 'must be an object keyed by question id' })
    .refine((a) => Object.keys(a).length <= 100, 'must answer at most 100 questions'),
  time_spent: integer({ min: 0, max: 7 * 86_400 }).optional(),
});

export const resultQuery = z.object({
  attempt: z.preprocess(emptyAsUndefined, z.union([z.literal('latest'), integer({ min: 1, max: 100 })]).default('latest')),
  include_answers: z.preprocess(emptyAsUndefined, boolean().default(true)),
});

export const resultsQuery = z.object({
  ...pagingQuery(20),
  lesson_id: z.preprocess(emptyAsUndefined, id().optional()),
  user_id: z.preprocess(emptyAsUndefined, id().optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(['all', 'passed', 'failed']).default('all')),
  orderby: z.preprocess(emptyAsUndefined, z.enum(QUIZ_RESULT_ORDERS).default('submitted_at')),
  order: z.preprocess(emptyAsUndefined, z.enum(['asc', 'desc']).default('desc')),
});

/** Manual grading (all optional); the original's `status` passed|failed is read as `passed`. */
export const gradeBody = z.preprocess(
  (b) => (isRecord(b) && b['passed'] === undefined && (b['status'] === 'passed' || b['status'] === 'failed') ? { ...b, passed: b['status'] === 'passed' } : b),
  z.object({
    score: integer({ min: 0, max: 100 }).optional(),
    passed: boolean().optional(),
    feedback: z.string().max(5000).optional(),
    answers: z
      .record(z.string().min(1).max(64), z.union([boolean(), integer({ min: 0, max: 1000 })]))
      .refine((a) => Object.keys(a).length <= 100, 'must grade at most 100 answers')
      .optional(),
  }),
);
