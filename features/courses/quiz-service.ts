/**
 * Quiz use cases (docs/courses.md, Quizzes): an attempt's start, the submit (validated, graded,
 * numbered on from the stored attempts and written only if that number is still free, in one
 * transaction with the statistics, the lesson's completion when it passes and the outbox), a
 * student's results, the course administrators' results list and manual grading.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { decodeCursor, encodeCursor } from '#platform/core/paging.ts';
import { readOutline, readLesson } from '#features/courses/course-store.ts';
import { isStudentItem, toEnrolment, type EnrolmentRecord } from '#features/courses/enrolment-store.ts';
import { keys } from '#platform/data/keys.ts';
import { getProfile, toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import {
  attemptClaim,
  countResults,
  listResults,
  quizResultPut,
  quizStatsUpdate,
  readAttempt,
  readAttemptById,
  listExtraKeys,
  listExtrasFrom,
  recordAttemptStart,
  resultListScope,
  type QuizStats,
} from '#features/courses/quiz-store.ts';
import { mergeSameItemUpdates, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { NotEnrolledError, lessonCompletionWrites } from '#features/courses/enrolment-service.ts';
import { administeredCourse, administeredPage, loadCourse, type CourseRef } from '#features/courses/course-service.ts';
import { CourseConflictError, CourseNotFoundError, courseVisible, defaultQuizSettings, isVisibleLesson, lostRace, type CourseRecord, type LessonRecord, type Outline, type QuizSettings } from '#features/courses/courses.ts';
import { attemptState } from '#features/courses/quiz-attempts.ts';
import { LessonLockedError, lessonDrip } from '#features/courses/course-gates.ts';
import { toXprofile } from '#features/members/members.ts';
import {
  QuizNotFoundError,
  TIME_LIMIT_GRACE_SECONDS,
  assertMayAttempt,
  attemptsLeft,
  detailedResults,
  enabledQuestions,
  generatedFeedback,
  gradeAnswers,
  regrade,
  shuffled,
  toOriginalResult,
  toQuizResult,
  toStudentQuestion,
  validateAnswers,
  type Answers,
  type AttemptState,
  type Grade,
  type QuizResultOrder,
  type QuizResultRecord,
} from '#features/courses/quizzes.ts';
import { outboxPut } from '#platform/events/outbox.ts';

interface QuizContext {
  course: CourseRecord;
  outline: Outline;
  lesson: LessonRecord;
  settings: QuizSettings;
  enrolment: EnrolmentRecord;
  /** The caller's attempts as stored (docs/courses.md, Quizzes: they outlive an enrolment). */
  attempts: AttemptState;
  userName: string;
}

/**
 * The course (404 course_not_found), the caller's enrolment as a student (403 not_enrolled), and
 * the lesson as a published quiz with questions (404 quiz_not_found): one BatchGet (with the
 * profile and the open attempt's start), the outline Query and the Query of the latest attempt.
 */
async function quizContext(ref: CourseRef, caller: Caller, lessonId: number): Promise<QuizContext> {
  const loaded = await loadCourse(ref, caller, { consistent: true, extraKeys: (id) => [keys.user(caller.userId), keys.quizStart(id, lessonId, caller.userId)] });
  if (!courseVisible(loaded.course, caller, loaded.membership)) throw new CourseNotFoundError();
  const course = loaded.course;
  const membershipItem = loaded.extras.get(itemKeyOf(keys.spaceMember(course.id, caller.userId)));
  if (!membershipItem || !isStudentItem(membershipItem)) throw new NotEnrolledError();
  const outline = await readOutline(course.id, { consistent: true });
  const lesson = outline.lessons.find((l) => l.id === lessonId);
  if (!lesson || lesson.content_type !== 'quiz' || !isVisibleLesson(lesson, outline) || enabledQuestions(lesson.quiz_questions ?? []).length === 0) throw new QuizNotFoundError();
  const profile = loaded.extras.get(itemKeyOf(keys.user(caller.userId)));
  const enrolment = toEnrolment(membershipItem);
  // A drip-locked quiz is neither started, submitted nor shown before its section opens.
  const lock = lessonDrip(course.course.course_type, outline.sections, lesson, enrolment.joined_at, Date.now());
  if (lock.locked) throw new LessonLockedError(lessonId, lock);
  return {
    course,
    outline,
    lesson,
    settings: { ...defaultQuizSettings(), ...lesson.quiz_settings },
    enrolment,
    attempts: await attemptState(course.id, lessonId, caller.userId, loaded.extras.get(itemKeyOf(keys.quizStart(course.id, lessonId, caller.userId))), enrolment.completed_lessons),
    userName: String(profile?.['display_name'] ?? caller.username),
  };
}

/** The spec's quiz settings object of a result response. */
const settingsView = (s: QuizSettings, used: number, canRetake: boolean) => ({
  max_attempts: s.max_attempts,
  attempts_used: used,
  can_retake: canRetake,
  time_limit: s.time_limit,
  show_correct_answers: s.show_correct_answers,
  randomize_questions: s.randomize_questions,
  passing_score: s.passing_score,
});

/** The questions of the next attempt, as a student sees them (shuffled per student and attempt when configured). */
function questionsFor(ctx: QuizContext, attempt: number) {
  const qs = enabledQuestions(ctx.lesson.quiz_questions ?? []).map(toStudentQuestion);
  return ctx.settings.randomize_questions ? shuffled(qs, `${ctx.lesson.id}#${ctx.enrolment.user_id}#${attempt}`) : qs;
}

const expiresAt = (startedAt: string, limit: number) => (limit > 0 ? new Date(Date.parse(startedAt) + limit * 1000).toISOString() : null);

/** Opens an attempt: records its start (kept if one is open) and answers its questions. */
export async function startQuiz(ref: CourseRef, caller: Caller, lessonId: number) {
  const ctx = await quizContext(ref, caller, lessonId);
  const state = ctx.attempts;
  assertMayAttempt(ctx.settings, state);
  const startedAt = await recordAttemptStart(ctx.course.id, lessonId, caller.userId, new Date().toISOString());
  return {
    message: 'The quiz attempt has started.',
    attempt_number: state.used + 1,
    started_at: startedAt,
    expires_at: expiresAt(startedAt, ctx.settings.time_limit),
    quiz_settings: settingsView(ctx.settings, state.used, true),
    questions: questionsFor(ctx, state.used + 1),
  };
}

export interface SubmitInput {
  answers: Answers;
  time_spent?: number | undefined;
}

/** A passed quiz completes its lesson (the enrolment service's writes), unless it is completed already. */
function completionWrites(ctx: Pick<QuizContext, 'course' | 'lesson'>, enrolment: EnrolmentRecord, at: string, actorId: number): TransactItem[] {
  if (enrolment.completed_lessons.includes(ctx.lesson.id)) return [];
  return lessonCompletionWrites({ enrolment, course: ctx.course, lesson: { id: ctx.lesson.id, title: ctx.lesson.title, slug: ctx.lesson.slug }, actorId, at }).items;
}

/** Submits an attempt: see docs/courses.md, Quizzes (attempt counter, time limit, grading, completion). */
export async function submitQuiz(ref: CourseRef, caller: Caller, lessonId: number, input: SubmitInput) {
  for (let round = 0; ; round++) {
    const ctx = await quizContext(ref, caller, lessonId);
    const state = ctx.attempts;
    assertMayAttempt(ctx.settings, state);
    const now = new Date();
    const at = now.toISOString();
    // Measured from the recorded start; without one, the client's time_spent is all there is.
    const measured = state.started_at ? Math.max(0, Math.round((now.getTime() - Date.parse(state.started_at)) / 1000)) : (input.time_spent ?? 0);
    const late = ctx.settings.time_limit > 0 && measured > ctx.settings.time_limit + TIME_LIMIT_GRACE_SECONDS;
    const questions = ctx.lesson.quiz_questions ?? [];
    if (!late) validateAnswers(questions, input.answers);
    const graded = gradeAnswers(questions, late ? {} : input.answers, ctx.settings);
    const grade: Grade = late ? { ...graded, status: 'graded', passed: false, score: 0 } : graded;
    const id = await nextId('quiz_result');
    const record: QuizResultRecord = {
      id,
      course_id: ctx.course.id,
      lesson_id: lessonId,
      user_id: caller.userId,
      attempt_number: state.used + 1,
      answers: input.answers,
      grade,
      passing_score: ctx.settings.passing_score,
      time_spent: measured,
      started_at: state.started_at,
      submitted_at: at,
      time_limit_exceeded: late,
      feedback: generatedFeedback(grade, late),
      graded_at: grade.status === 'graded' ? at : null,
      graded_by: null,
      user_name: ctx.userName,
      rev: 0,
    };
    const completion = grade.passed ? completionWrites(ctx, ctx.enrolment, at, caller.userId) : [];
    const items = mergeSameItemUpdates([
      quizResultPut(record, 'new'),
      ...attemptClaim(ctx.course.id, lessonId, caller.userId, { latest: state.latest, checkEnrolment: completion.length === 0 }),
      ...completion,
      ...quizStatsUpdate(ctx.course.id, lessonId, { submissions: 1, passed: grade.passed ? 1 : 0, failed: grade.passed ? 0 : 1, score_sum: grade.score, time_sum: measured }),
      outboxPut({ name: 'quiz.submitted', actorId: caller.userId, spaceId: ctx.course.id, data: { ...toQuizResult(record, { includeAnswers: false }), lesson_title: ctx.lesson.title } }),
    ]);
    try {
      await transact(items);
    } catch (error) {
      // Another submit took this attempt's number, a grading or a completion changed what was read,
      // or the student left: read again and decide anew (a lost race is never a 500).
      if (!lostRace(error)) throw error;
      if (round < 4) continue;
      throw new CourseConflictError('The quiz was changed at the same time; try again.');
    }
    const canRetake = !grade.passed && grade.status === 'graded' && attemptsLeft(ctx.settings, state.used + 1);
    return {
      message: late ? 'The time limit was exceeded.' : grade.passed ? 'Quiz passed.' : grade.status === 'completed' ? 'Quiz submitted for grading.' : 'Quiz submitted.',
      quiz_result: toQuizResult(record, { includeAnswers: true }),
      detailed_results: detailedResults(questions, record.answers, grade, ctx.settings.show_correct_answers),
      can_retake: canRetake,
      next_lesson_unlocked: grade.passed,
      result: toOriginalResult(record),
    };
  }
}

/**
 * A student's result of one attempt (or the latest). Before any attempt, the first view opens
 * attempt 1 (records its start) and answers the questions with `quiz_result: null`.
 */
export async function quizResult(ref: CourseRef, caller: Caller, lessonId: number, query: { attempt: number | 'latest'; include_answers: boolean }) {
  const ctx = await quizContext(ref, caller, lessonId);
  const state = ctx.attempts;
  const canRetake = state.lock === null && attemptsLeft(ctx.settings, state.used);
  const record = query.attempt === 'latest' ? state.latest : state.used === 0 ? null : await readAttempt(ctx.course.id, lessonId, caller.userId, query.attempt);
  if (!record) {
    if (query.attempt !== 'latest' || state.used > 0) throw new QuizNotFoundError('No such attempt at this quiz.');
    const startedAt = await recordAttemptStart(ctx.course.id, lessonId, caller.userId, new Date().toISOString());
    return {
      quiz_result: null,
      quiz_settings: settingsView(ctx.settings, 0, canRetake),
      detailed_results: [],
      started_at: startedAt,
      expires_at: expiresAt(startedAt, ctx.settings.time_limit),
      questions: questionsFor(ctx, 1),
      result: null,
    };
  }
  const questions = ctx.lesson.quiz_questions ?? [];
  const details = detailedResults(questions, record.answers, record.grade, ctx.settings.show_correct_answers);
  return {
    quiz_result: toQuizResult(record, { includeAnswers: query.include_answers }),
    quiz_settings: settingsView(ctx.settings, state.used, canRetake),
    detailed_results: query.include_answers ? details : details.map(({ your_answer: _a, ...rest }) => rest),
    result: toOriginalResult(record),
  };
}

// --- course administrators ----------------------------------------------------------------------

export interface ResultsQuery {
  lesson_id?: number | undefined;
  user_id?: number | undefined;
  status: 'all' | 'passed' | 'failed';
  page: number;
  per_page: number;
  cursor?: string | undefined;
  orderby: QuizResultOrder;
  order: 'asc' | 'desc';
}

const statistics = (s: QuizStats) => ({
  total_submissions: s.submissions,
  passed: s.passed,
  failed: s.failed,
  average_score: s.submissions === 0 ? 0 : Math.round((s.score_sum / s.submissions) * 100) / 100,
  average_time: s.submissions === 0 ? 0 : Math.round(s.time_sum / s.submissions),
});

/** A course's attempts: one Query of the order's index and one BatchGet of the course, the caller's membership, the counters, lessons and profiles. */
export async function listQuizResults(courseId: number, caller: Caller, q: ResultsQuery) {
  const filters = (courseId: number) => ({ courseId, orderby: q.orderby, ascending: q.order === 'asc', lessonId: q.lesson_id, userId: q.user_id, status: q.status });
  const {
    loaded: { course, extras: found },
    page,
  } = await administeredPage(
    courseId,
    caller,
    (courseId) =>
      listResults({
        ...filters(courseId),
        offset: q.cursor ? 0 : (q.page - 1) * q.per_page,
        limit: q.per_page,
        startKey: q.cursor ? decodeCursor(q.cursor, resultListScope(q.orderby, courseId)) : undefined,
      }),
    (read, courseId) => listExtraKeys(courseId, q.lesson_id, read.items.map((r) => r.lesson_id), read.items.map((r) => r.user_id)),
  );
  const extras = listExtrasFrom(found, course.id, q.lesson_id);
  const stats = extras.lessonStats ?? extras.courseStats;
  // Totals from the counters; a student's attempts have none and are counted (bounded by the course's attempts).
  const total = q.user_id !== undefined ? await countResults(filters(course.id)) : q.status === 'passed' ? stats.passed : q.status === 'failed' ? stats.failed : stats.submissions;
  const rows = page.items.map((r) => {
    const lesson = extras.lesson(r.lesson_id);
    const user = extras.user(r.user_id);
    return {
      id: r.id,
      xprofile: user ? toXprofile(toProfile(user)) : null,
      lesson: { id: r.lesson_id, title: String(lesson?.['title'] ?? ''), slug: String(lesson?.['slug'] ?? '') },
      user_id: r.user_id,
      score: r.grade.score,
      total_questions: r.grade.total_questions,
      correct_answers: r.grade.correct_answers,
      passed: r.grade.passed,
      status: r.grade.status,
      attempt_number: r.attempt_number,
      time_spent: r.time_spent,
      submitted_at: toQuizResult(r, { includeAnswers: false }).submitted_at,
    };
  });
  return {
    quiz_results: rows,
    pagination: { total, per_page: q.per_page, current_page: q.page, total_pages: Math.max(1, Math.ceil(total / q.per_page)), next_cursor: encodeCursor(page.lastKey) },
    statistics: statistics(stats),
  };
}

export interface GradeInput {
  score?: number | undefined;
  passed?: boolean | undefined;
  feedback?: string | undefined;
  answers?: Record<string, boolean | number> | undefined;
}

/**
 * Grades an attempt by hand: the new score and pass, the statistics moved by the difference, the
 * quiz's lock following (it is read from the latest attempt: passed locks, a failed grade reopens retakes),
 * the lesson completed when it now passes, the student notified, quiz.graded in the outbox.
 */
export async function gradeQuizResult(ref: CourseRef, caller: Caller, resultId: number, input: GradeInput) {
  for (let round = 0; ; round++) {
    const { course } = await administeredCourse(ref, caller);
    const before = await readAttemptById(course.id, resultId);
    if (!before) throw new QuizNotFoundError('Quiz result not found.');
    const memberKey = keys.spaceMember(course.id, before.user_id);
    const [lessonRead, found] = await Promise.all([readLesson(course.id, before.lesson_id), batchGet([memberKey], { consistent: true })]);
    const memberItem = found.get(itemKeyOf(memberKey));
    const lesson = lessonRead?.lesson;
    const settings = { ...defaultQuizSettings(), ...lesson?.quiz_settings };
    const grade = regrade(before.grade, input, settings);
    const at = new Date().toISOString();
    const after: QuizResultRecord = { ...before, grade, feedback: input.feedback ?? before.feedback, graded_at: at, graded_by: caller.userId, rev: before.rev + 1 };
    const delta = {
      passed: Number(grade.passed) - Number(before.grade.passed),
      failed: Number(!grade.passed) - Number(!before.grade.passed),
      score_sum: grade.score - before.grade.score,
    };
    const student = memberItem && isStudentItem(memberItem) ? toEnrolment(memberItem) : null;
    // The quiz's lock follows the latest attempt's grade itself (quizzes.ts attemptLock).
    const completion = grade.passed && lesson && student ? completionWrites({ course, lesson }, student, at, caller.userId) : [];
    const items = mergeSameItemUpdates([
      quizResultPut(after, { rev: before.rev }),
      ...completion,
      ...quizStatsUpdate(course.id, before.lesson_id, delta),
      outboxPut({ name: 'quiz.graded', actorId: caller.userId, spaceId: course.id, data: { ...toQuizResult(after, { includeAnswers: false }), lesson_title: lesson?.title ?? '', graded_by: caller.userId } }),
    ]);
    try {
      await transact(items);
    } catch (error) {
      // Graded or submitted at the same time: read again (a lost race is never a 500).
      if (!lostRace(error)) throw error;
      if (round < 4) continue;
      throw new CourseConflictError('The quiz result was changed at the same time; try again.');
    }
    const grader = await getProfile(caller.userId);
    return {
      message: 'Quiz result has been updated.',
      quiz_result: {
        id: after.id,
        score: grade.score,
        passed: grade.passed,
        status: grade.status,
        feedback: after.feedback,
        graded_at: toQuizResult(after, { includeAnswers: false }).graded_at,
        graded_by: { id: caller.userId, display_name: grader?.display_name ?? caller.username },
      },
    };
  }
}
