/**
 * Quizzes (docs/courses.md, "Quizzes"): the original's question shape mapped onto the spec's, the
 * authoring rules a quiz's questions obey, answer validation, grading and the views of a result.
 * Pure: quiz-service.ts reads and writes.
 */
import { ApiError, NotFoundError, type FieldIssue } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import type { QuizQuestion, QuizSettings } from '#features/courses/courses.ts';

/** How a short answer is graded: by an instructor (the spec's default), any answer accepted, or against correct_answers. */
export const SHORT_ANSWER_MODES = ['manual', 'open', 'exact_match'] as const;
export type ShortAnswerMode = (typeof SHORT_ANSWER_MODES)[number];

/** The admin results list's orders. */
export const QUIZ_RESULT_ORDERS = ['submitted_at', 'score', 'user_name'] as const;
export type QuizResultOrder = (typeof QUIZ_RESULT_ORDERS)[number];

/** Seconds allowed past a time limit for the request's own travel. */
export const TIME_LIMIT_GRACE_SECONDS = 30;

// --- the original's shape ----------------------------------------------------------------------

const ORIGINAL_TYPES: Readonly<Record<string, string>> = { single_choice: 'multiple_choice', multiple_choice: 'multiple_select', written_answer: 'short_answer' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A question in the original's shape (fc-shapes-2 §1.10: slug, label, help_text, options by label,
 * written_answer with grading_mode and correct_answers) as the spec's; a spec-shaped question
 * (it has `question`) is left as it is. Options get ids o1, o2...; answers may still name them by label.
 */
export function fromOriginalQuestion(raw: unknown): unknown {
  if (!isRecord(raw) || 'question' in raw || !('label' in raw)) return raw;
  const type = typeof raw['type'] === 'string' ? (ORIGINAL_TYPES[raw['type']] ?? raw['type']) : raw['type'];
  const options = Array.isArray(raw['options'])
    ? raw['options'].map((o, i) => (isRecord(o) ? { id: o['id'] ?? `o${i + 1}`, text: o['text'] ?? o['label'], is_correct: o['is_correct'] ?? false } : o))
    : raw['options'];
  return {
    id: raw['id'] ?? raw['slug'],
    type,
    question: raw['label'],
    ...(options !== undefined ? { options } : {}),
    ...(raw['points'] !== undefined ? { points: raw['points'] } : {}),
    ...(raw['help_text'] !== undefined || raw['explanation'] !== undefined ? { explanation: raw['explanation'] ?? raw['help_text'] } : {}),
    ...(raw['enabled'] !== undefined ? { enabled: raw['enabled'] } : {}),
    ...(type === 'short_answer' ? { grading_mode: raw['grading_mode'] ?? 'open' } : {}),
    ...(raw['correct_answers'] !== undefined ? { correct_answers: raw['correct_answers'] } : {}),
  };
}

/** true_false without options: True and False, the one named by `correct_answer` correct. */
export function withTrueFalseOptions(q: QuizQuestion & { correct_answer?: boolean | undefined }): QuizQuestion {
  const { correct_answer, ...rest } = q;
  if (q.type !== 'true_false' || q.options.length > 0 || correct_answer === undefined) return rest;
  return {
    ...rest,
    options: [
      { id: 'true', text: 'True', is_correct: correct_answer },
      { id: 'false', text: 'False', is_correct: !correct_answer },
    ],
  };
}

/** What is wrong with one question (paths relative to it). */
export function questionProblems(q: QuizQuestion): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const correct = q.options.filter((o) => o.is_correct).length;
  const ids = new Set(q.options.map((o) => o.id));
  if (ids.size !== q.options.length) issues.push({ path: 'options', message: 'option ids must be unique' });
  switch (q.type) {
    case 'multiple_choice':
    case 'true_false':
      if (q.options.length < 2) issues.push({ path: 'options', message: 'needs at least two options' });
      else if (correct !== 1) issues.push({ path: 'options', message: 'needs exactly one correct option' });
      if (q.type === 'true_false' && q.options.length > 2) issues.push({ path: 'options', message: 'a true/false question has two options' });
      break;
    case 'multiple_select':
      if (q.options.length < 2) issues.push({ path: 'options', message: 'needs at least two options' });
      else if (correct < 1) issues.push({ path: 'options', message: 'needs at least one correct option' });
      break;
    case 'short_answer':
      if (q.options.length > 0) issues.push({ path: 'options', message: 'a short answer has no options' });
      if (q.grading_mode === 'exact_match' && (q.correct_answers ?? []).length === 0) issues.push({ path: 'correct_answers', message: 'exact_match needs at least one accepted answer' });
      break;
  }
  return issues;
}

/** Question ids are unique within a quiz (answers are keyed by them). */
export function duplicateQuestionIds(questions: QuizQuestion[]): string[] {
  const seen = new Set<string>();
  return questions.flatMap((q) => (seen.has(q.id) ? [q.id] : (seen.add(q.id), [])));
}

// --- answers ---------------------------------------------------------------------------------

export type AnswerValue = string | number | boolean | Array<string | number | boolean> | null;
export type Answers = Record<string, AnswerValue>;

export const enabledQuestions = (questions: QuizQuestion[]): QuizQuestion[] => questions.filter((q) => q.enabled !== false);

const norm = (v: unknown) => String(v).trim().toLowerCase();

/** The option an answer names, by id first, then by its text (the original names options by label). */
function optionOf(q: QuizQuestion, value: unknown) {
  const s = String(value);
  return q.options.find((o) => o.id === s) ?? q.options.find((o) => norm(o.text) === norm(s));
}

const isBlank = (v: AnswerValue | undefined) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The answers checked against the enabled questions: 400 invalid_answers naming the questions
 * without an answer, and those whose answer names no option (or several for a single choice).
 * Answers to unknown or disabled questions are ignored.
 */
export function validateAnswers(questions: QuizQuestion[], answers: Answers): void {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const q of enabledQuestions(questions)) {
    const a = answers[q.id];
    if (isBlank(a)) {
      missing.push(q.id);
      continue;
    }
    if (q.type === 'short_answer') {
      if (Array.isArray(a) || typeof a === 'boolean') invalid.push(q.id);
      continue;
    }
    const values = Array.isArray(a) ? a : [a];
    if (q.type !== 'multiple_select' && values.length !== 1) invalid.push(q.id);
    else if (values.some((v) => !optionOf(q, v))) invalid.push(q.id);
  }
  if (missing.length > 0 || invalid.length > 0) throw new InvalidAnswersError(missing, invalid);
}

// --- grading ---------------------------------------------------------------------------------

export type QuestionOutcome = 'correct' | 'incorrect' | 'pending';

export interface GradedQuestion {
  question_id: string;
  outcome: QuestionOutcome;
  points_earned: number;
  points_possible: number;
}

export interface Grade {
  /** Percent 0-100 of the points, rounded down. */
  score: number;
  total_questions: number;
  correct_answers: number;
  passed: boolean;
  /** `completed` while a short answer awaits an instructor; `graded` when every question is scored. */
  status: 'completed' | 'graded';
  points_earned: number;
  points_possible: number;
  questions: GradedQuestion[];
}

/** The ids of a question's correct options. */
const correctIds = (q: QuizQuestion) => q.options.filter((o) => o.is_correct).map((o) => o.id);

function outcomeOf(q: QuizQuestion, a: AnswerValue | undefined): QuestionOutcome {
  if (q.type === 'short_answer') {
    const mode = q.grading_mode ?? 'manual';
    if (mode === 'manual') return 'pending';
    if (mode === 'open') return isBlank(a) ? 'incorrect' : 'correct';
    return (q.correct_answers ?? []).some((c) => norm(c) === norm(a)) ? 'correct' : 'incorrect';
  }
  const chosen = new Set((Array.isArray(a) ? a : a === undefined || a === null ? [] : [a]).map((v) => optionOf(q, v)?.id).filter((x) => x !== undefined));
  const wanted = correctIds(q);
  return chosen.size === wanted.length && wanted.every((id) => chosen.has(id)) ? 'correct' : 'incorrect';
}

/** Percent of points (all-or-nothing per question), rounded down; 0 when the quiz has no points. */
export const scoreOf = (earned: number, possible: number): number => (possible <= 0 ? 0 : Math.min(100, Math.floor((earned / possible) * 100)));

/** Grades answers: choice questions now, short answers in `manual` mode left pending (scored 0 until graded). */
export function gradeAnswers(questions: QuizQuestion[], answers: Answers, settings: QuizSettings): Grade {
  const graded = enabledQuestions(questions).map((q): GradedQuestion => {
    const outcome = outcomeOf(q, answers[q.id]);
    return { question_id: q.id, outcome, points_earned: outcome === 'correct' ? q.points : 0, points_possible: q.points };
  });
  const earned = graded.reduce((s, g) => s + g.points_earned, 0);
  const possible = graded.reduce((s, g) => s + g.points_possible, 0);
  const score = scoreOf(earned, possible);
  return {
    score,
    total_questions: graded.length,
    correct_answers: graded.filter((g) => g.outcome === 'correct').length,
    passed: score >= settings.passing_score,
    status: graded.some((g) => g.outcome === 'pending') ? 'completed' : 'graded',
    points_earned: earned,
    points_possible: possible,
    questions: graded,
  };
}

/**
 * An instructor's grades of pending answers (`{question_id: true|false|points}`) applied to a
 * stored grade: the score, correct count and status follow; `score`/`passed` given explicitly win.
 */
export function regrade(
  grade: Grade,
  input: { answers?: Record<string, boolean | number> | undefined; score?: number | undefined; passed?: boolean | undefined },
  settings: QuizSettings,
): Grade {
  const questions = grade.questions.map((g): GradedQuestion => {
    const mark = input.answers?.[g.question_id];
    if (mark === undefined) return g;
    const points = typeof mark === 'boolean' ? (mark ? g.points_possible : 0) : Math.max(0, Math.min(g.points_possible, mark));
    return { ...g, outcome: points > 0 ? 'correct' : 'incorrect', points_earned: points };
  });
  const earned = questions.reduce((s, g) => s + g.points_earned, 0);
  const score = input.score ?? scoreOf(earned, grade.points_possible);
  return {
    ...grade,
    questions,
    points_earned: earned,
    score,
    correct_answers: questions.filter((g) => g.outcome === 'correct').length,
    passed: input.passed ?? score >= settings.passing_score,
    status: 'graded',
  };
}

// --- views -----------------------------------------------------------------------------------

/** A question as a student sees it before submitting: no correct options, accepted answers or explanation. */
export function toStudentQuestion(q: QuizQuestion) {
  return {
    id: q.id,
    type: q.type,
    question: q.question,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
    points: q.points,
  };
}

/** Deterministic shuffle (randomize_questions): the same student sees the same order within an attempt. */
export function shuffled<T>(items: T[], seed: string): T[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The detailed results of a graded attempt; correct answers and explanations only when the quiz shows them. */
export function detailedResults(questions: QuizQuestion[], answers: Answers, grade: Grade, showCorrect: boolean) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return grade.questions.flatMap((g) => {
    const q = byId.get(g.question_id);
    if (!q) return [];
    const correct = q.type === 'short_answer' ? (q.correct_answers ?? []) : correctIds(q);
    return [
      {
        question_id: q.id,
        question: q.question,
        your_answer: answers[q.id] ?? null,
        ...(showCorrect ? { correct_answer: q.type === 'multiple_select' ? correct : q.type === 'short_answer' ? correct : (correct[0] ?? null) } : {}),
        is_correct: g.outcome === 'correct',
        ...(g.outcome === 'pending' ? { pending_review: true } : {}),
        points_earned: g.points_earned,
        points_possible: g.points_possible,
        ...(showCorrect && q.explanation ? { explanation: q.explanation } : {}),
      },
    ];
  });
}

/** A stored attempt (QUIZRESULT#<lesson>#<user>#<attempt>). */
export interface QuizResultRecord {
  id: number;
  course_id: number;
  lesson_id: number;
  user_id: number;
  attempt_number: number;
  answers: Answers;
  grade: Grade;
  passing_score: number;
  time_spent: number;
  started_at: string | null;
  submitted_at: string;
  /** Submitted after the time limit: recorded failed, its answers not graded. */
  time_limit_exceeded: boolean;
  feedback: string;
  graded_at: string | null;
  graded_by: number | null;
  /** The student's name when submitted: the admin list's user_name order. */
  user_name: string;
  rev: number;
}

/** The spec's Quiz submission. */
export function toQuizResult(r: QuizResultRecord, options: { includeAnswers: boolean }) {
  return {
    id: r.id,
    user_id: r.user_id,
    course_id: r.course_id,
    lesson_id: r.lesson_id,
    ...(options.includeAnswers ? { answers: r.answers } : {}),
    score: r.grade.score,
    total_questions: r.grade.total_questions,
    correct_answers: r.grade.correct_answers,
    passed: r.grade.passed,
    passing_score: r.passing_score,
    attempt_number: r.attempt_number,
    time_spent: r.time_spent,
    status: r.grade.status,
    submitted_at: toSqlDateTime(r.submitted_at),
    graded_at: r.graded_at ? toSqlDateTime(r.graded_at) : null,
    feedback: r.feedback,
    ...(r.time_limit_exceeded ? { time_limit_exceeded: true } : {}),
  };
}

/** The original's result object (fc-shapes-2 §1.10): status passed|failed|pending, message per question slug. */
export function toOriginalResult(r: QuizResultRecord) {
  return {
    id: r.id,
    status: r.grade.status === 'completed' ? 'pending' : r.grade.passed ? 'passed' : 'failed',
    score: r.grade.score,
    message: Object.fromEntries(r.grade.questions.map((g) => [g.question_id, { user_answer: r.answers[g.question_id] ?? null, is_correct: g.outcome === 'correct' }])),
    meta: { correct_answers: r.grade.correct_answers, total_questions: r.grade.total_questions },
    updated_at: toSqlDateTime(r.graded_at ?? r.submitted_at),
  };
}

/** The feedback a submit generates (an instructor's replaces it). */
export function generatedFeedback(g: Grade, timeLimitExceeded: boolean): string {
  if (timeLimitExceeded) return 'Time limit exceeded: the answers were not graded.';
  if (g.status === 'completed') return 'Your answers were submitted; written answers await grading.';
  return g.passed ? 'Congratulations, you passed the quiz.' : 'You did not reach the passing score.';
}

/** The most attempts anyone makes at one quiz, even when unlimited: attempt numbers are 4 digits in their keys. */
export const MAX_ATTEMPT_NUMBER = 9999;

/** Attempts left: unlimited (max 0) or fewer used than allowed. */
export const attemptsLeft = (settings: QuizSettings, used: number): boolean => used < MAX_ATTEMPT_NUMBER && (settings.max_attempts === 0 || used < settings.max_attempts);

/** A student's attempts at one quiz: their stored results and the open attempt's start. */
export interface AttemptState {
  /** Attempts made: the latest stored attempt's number (earlier enrolments included). */
  used: number;
  latest: QuizResultRecord | null;
  started_at: string | null;
  /** `passed` or `pending` (awaiting grading): no further attempt. */
  lock: 'passed' | 'pending' | null;
}

/**
 * What stops another attempt: the latest awaits grading, or it passed and its lesson is completed
 * in the current enrolment (after an unenrolment or a progress reset the quiz is open again).
 */
export function attemptLock(latest: QuizResultRecord | null, lessonCompleted: boolean): AttemptState['lock'] {
  if (!latest) return null;
  if (latest.grade.status === 'completed') return 'pending';
  return latest.grade.passed && lessonCompleted ? 'passed' : null;
}

/** Whether another attempt may be opened: 403 max_attempts_reached, 409 already_submitted (passed, or awaiting grading). */
export function assertMayAttempt(settings: QuizSettings, state: AttemptState): void {
  if (!attemptsLeft(settings, state.used)) throw new MaxAttemptsReachedError();
  if (state.lock === 'passed') throw new AlreadySubmittedError('You have already passed this quiz.');
  if (state.lock === 'pending') throw new AlreadySubmittedError('Your last attempt awaits grading.');
}

/** A quiz with a time limit: its questions are shown only with its clock running (docs/courses.md, Quizzes). */
export const isTimedQuiz = (settings: Partial<QuizSettings> | undefined): boolean => (settings?.time_limit ?? 0) > 0;

// --- errors (the spec's quiz errors: code and message only) --------------------------------------

export class InvalidAnswersError extends ApiError {
  constructor(
    readonly missing: string[],
    readonly invalid: string[] = [],
  ) {
    const parts = [
      ...(missing.length > 0 ? [`missing answers for questions: ${missing.join(', ')}`] : []),
      ...(invalid.length > 0 ? [`invalid answers for questions: ${invalid.join(', ')}`] : []),
    ];
    super(400, 'invalid_answers', `The submission has ${parts.join('; ')}.`, { short: true });
  }
}

export class MaxAttemptsReachedError extends ApiError {
  constructor() {
    super(403, 'max_attempts_reached', 'You have used every attempt at this quiz.', { short: true });
  }
}

export class QuizNotFoundError extends NotFoundError {
  constructor(message = 'No quiz for this lesson.') {
    super('quiz_not_found', message, { short: true });
  }
}

export class AlreadySubmittedError extends ApiError {
  constructor(message = 'This quiz was already submitted.') {
    super(409, 'already_submitted', message, { short: true });
  }
}
