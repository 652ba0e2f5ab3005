/**
 * Courses (docs/courses.md): a course is a space of type `course` whose record carries a `course`
 * attribute, and whose partition holds its sections, lessons and lesson bodies. The stored shapes,
 * who administers a course, who sees it, the views the API answers, and the course errors. Pure.
 */
import * as z from 'zod';
import { isAdmin, isModerator, type Reader } from '#platform/auth/access.ts';
import { boolean, integer, list } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError, type FieldIssue } from '#platform/core/errors.ts';
import type { MembershipView } from '#features/spaces/space-access.ts';
import type { SpaceRecord, SpaceStatus } from '#features/spaces/spaces.ts';
import { SHORT_ANSWER_MODES, duplicateQuestionIds, fromOriginalQuestion, questionProblems, toStudentQuestion, withTrueFalseOptions, type ShortAnswerMode } from '#features/courses/quizzes.ts';

export const COURSE_PRIVACIES = ['public', 'private', 'secret'] as const;
export type CoursePrivacy = (typeof COURSE_PRIVACIES)[number];
export const COURSE_TYPES = ['self_paced', 'structured', 'scheduled'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const COURSE_ORDERS = ['created_at', 'title'] as const;
export type CourseOrder = (typeof COURSE_ORDERS)[number];
export const LESSON_TYPES = ['text', 'video', 'quiz'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
/** Sections and lessons share the course's three statuses. */
export const OUTLINE_STATUSES = ['draft', 'published', 'archived'] as const;
export type OutlineStatus = (typeof OUTLINE_STATUSES)[number];

/**
 * Bounds that keep every outline write one transaction (of at most 100 items, the course record's
 * outline version included) and the outline one short Query.
 */
export const MAX_SECTIONS = 99;
/** A section's lessons and the section itself fit one transaction of 100 items (reordering). */
export const MAX_LESSONS_PER_SECTION = 99;
export const MAX_LESSONS = 1000;

/** The `course` attribute of the space record. Counters live beside it on the record (CourseCounts). */
export interface CourseData {
  /** The markdown as written (the original's settings.course_details). */
  course_details: string;
  /** HTML rendered from course_details and sanitized: the spec's `content`. */
  content: string;
  category: string;
  difficulty: Difficulty | '';
  duration: string;
  price: number;
  instructor_id: number;
  course_type: CourseType;
}

/** Counters on the course's record, each changed only by ADD in the write that changes what it counts. */
export interface CourseCounts {
  /** Every section. */
  sections_count: number;
  /** Visible lessons: published, in a published section (what progress divides by). */
  lessons_count: number;
  /** Every lesson, drafts included. */
  lessons_total: number;
  /** Enrolled students (the enrolment's transaction). */
  students_count: number;
  /** Students who completed the course. */
  completed_count: number;
  /** The outline's version: every write of a section or lesson adds 1 (the outline cache's key, features/courses/outline-cache.ts). */
  outline_rev: number;
}

export type CourseRecord = SpaceRecord & { course: CourseData; counts: CourseCounts };

export const defaultCourseData = (instructorId: number): CourseData => ({
  course_details: '',
  content: '',
  category: '',
  difficulty: '',
  duration: '',
  price: 0,
  instructor_id: instructorId,
  course_type: 'self_paced',
});

/** A section: `C#SECTION#<id>` in the course's partition. */
export interface SectionRecord {
  id: number;
  course_id: number;
  title: string;
  slug: string;
  status: OutlineStatus;
  priority: number;
  /** Unlock date of a scheduled course's section (the original's scheduled_at), or null. */
  scheduled_at: string | null;
  /** Days after enrolment of a structured course's section (the original's reactions_count), or null. */
  unlock_days: number | null;
  created_by: number;
  created_at: string;
  updated_at: string;
  /** Its lessons, all and published: guards the 99-lesson bound and the course's lessons_count. */
  lessons_in: number;
  published_lessons: number;
  rev: number;
}

/** The original's lesson meta keys (fc-shapes-2 §1.6). */
export interface LessonMeta {
  enable_comments: 'yes' | 'no';
  enable_media: 'yes' | 'no';
  free_preview_lesson: 'yes' | 'no';
  media: Record<string, string>;
  video_length?: number;
  document_lists: unknown[];
  [key: string]: unknown;
}

export const QUESTION_TYPES = ['multiple_choice', 'multiple_select', 'true_false', 'short_answer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A quiz question as the spec shows it (Quiz question). Stored on the quiz lesson's outline item. */
export interface QuizQuestion {
  id: string;
  type: QuestionType;
  question: string;
  options: Array<{ id: string; text: string; is_correct: boolean }>;
  points: number;
  explanation: string;
  /** The original's `enabled`; only enabled questions count. */
  enabled: boolean;
  /** short_answer: manual (an instructor grades it; the default), open (any answer) or exact_match. */
  grading_mode?: ShortAnswerMode;
  /** short_answer in exact_match: the accepted answers (trimmed, any case). */
  correct_answers?: string[];
}

/** The grading configuration (the spec's quiz settings). */
export interface QuizSettings {
  passing_score: number;
  max_attempts: number;
  /** Seconds; 0 = no limit. */
  time_limit: number;
  show_correct_answers: boolean;
  randomize_questions: boolean;
}

/** A question: the spec's shape, or the original's (mapped, quizzes.ts), checked by the authoring rules. */
export const quizQuestionSchema = z.preprocess(
  fromOriginalQuestion,
  z
    .object({
      id: z.string().trim().min(1).max(64),
      type: z.enum(QUESTION_TYPES),
      question: z.string().trim().min(1).max(5000),
      options: z
        .array(z.object({ id: z.string().trim().min(1).max(64), text: z.string().trim().min(1).max(1000), is_correct: boolean().default(false) }))
        .max(20)
        .default([]),
      points: integer({ min: 0, max: 1000 }).default(1),
      explanation: z.string().max(5000).default(''),
      enabled: boolean().default(true),
      grading_mode: z.enum(SHORT_ANSWER_MODES).optional(),
      correct_answers: list(z.string().trim().min(1).max(500), { max: 20 }).optional(),
      /** true_false shorthand: which of True and False is correct (options made from it). */
      correct_answer: boolean().optional(),
    })
    .transform((q): QuizQuestion => withTrueFalseOptions({ ...q, ...(q.type === 'short_answer' ? { grading_mode: q.grading_mode ?? 'manual' } : {}) }))
    .superRefine((q, ctx) => {
      for (const issue of questionProblems(q)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }),
);
export const quizSettingsSchema = z.object({
  passing_score: integer({ min: 0, max: 100 }).default(70),
  /** 0 = unlimited. */
  max_attempts: integer({ min: 0, max: 100 }).default(0),
  time_limit: integer({ min: 0, max: 86_400 }).default(0),
  show_correct_answers: boolean().default(true),
  randomize_questions: boolean().default(false),
});
export const quizQuestionsSchema = z
  .array(quizQuestionSchema)
  .max(100)
  .superRefine((qs, ctx) => {
    const dup = duplicateQuestionIds(qs);
    if (dup.length > 0) ctx.addIssue({ code: 'custom', message: `question ids must be unique (${dup.join(', ')})` });
  });
export const defaultQuizSettings = (): QuizSettings => quizSettingsSchema.parse({});

/** A lesson: `C#LESSON#<id>` in the course's partition; its body is apart (LessonBody). */
export interface LessonRecord {
  id: number;
  course_id: number;
  section_id: number;
  title: string;
  slug: string;
  status: OutlineStatus;
  content_type: LessonType;
  priority: number;
  meta: LessonMeta;
  featured_image: string;
  created_by: number;
  created_at: string;
  updated_at: string;
  /** When first published (the original stamps scheduled_at), or null. */
  published_at: string | null;
  /** A quiz's questions and settings, stored as given (the quiz part normalises and grades them). */
  quiz_questions?: QuizQuestion[];
  quiz_settings?: QuizSettings;
  rev: number;
}

/** `LESSONBODY#<id>`: the markdown and its sanitized HTML, read only for the lesson being opened. */
export interface LessonBody {
  markdown: string;
  html: string;
}

/** Every section and lesson of a course, each in outline order (priority, then id). */
export interface Outline {
  sections: SectionRecord[];
  lessons: LessonRecord[];
}

export const defaultLessonMeta = (): LessonMeta => ({
  enable_comments: 'yes',
  enable_media: 'yes',
  free_preview_lesson: 'no',
  media: { type: 'oembed', url: '', content_type: 'video', html: '' },
  document_lists: [],
});

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) => a.priority - b.priority || a.id - b.id;

/** Sections in order, each with its lessons in order; `visible` keeps what students see. */
export function orderedOutline(outline: Outline, options: { visibleOnly: boolean }): Array<SectionRecord & { lessons: LessonRecord[] }> {
  const sections = [...outline.sections].sort(byPriority).filter((s) => !options.visibleOnly || s.status === 'published');
  return sections.map((s) => ({
    ...s,
    lessons: outline.lessons.filter((l) => l.section_id === s.id && (!options.visibleOnly || l.status === 'published')).sort(byPriority),
  }));
}

/** A lesson students see: published, in a published section. */
export function isVisibleLesson(lesson: LessonRecord, outline: Outline): boolean {
  return lesson.status === 'published' && outline.sections.some((s) => s.id === lesson.section_id && s.status === 'published');
}

// --- who administers and who sees a course -------------------------------------------------

/**
 * Who may create courses: community administrators and moderators (the instructors). The
 * original's `course_creator` capability has no counterpart among our roles; moderators are the
 * community's trusted authors, so they are its instructors.
 */
export const mayCreateCourses = (caller: Reader | null): boolean => isModerator(caller);

/** A course administrator: a community administrator, the course's instructor, or an admin of its space. */
export function isCourseAdmin(caller: Reader | null, course: CourseRecord, m: MembershipView | null): boolean {
  if (!caller) return false;
  return isAdmin(caller) || course.course.instructor_id === caller.userId || (m?.status === 'active' && m.role === 'admin');
}

/** Enrolled: an active membership of the course with role student (docs/courses.md, Enrolment = membership). */
export const isEnrolledIn = (m: MembershipView | null): boolean => m?.status === 'active' && m.role === 'student';

/**
 * Who knows a course exists: drafts and archived courses only its administrators; secret courses
 * its members and administrators; the rest everyone (a private course's detail is shown, its
 * lessons' content only to students).
 */
export function courseVisible(course: CourseRecord, caller: Reader | null, m: MembershipView | null): boolean {
  if (isCourseAdmin(caller, course, m)) return true;
  if (course.status !== 'published') return false;
  // A secret course's members (students, and members added through the space) know it.
  if (course.privacy === 'secret') return m?.status === 'active';
  return true;
}

/** The allowed status changes: draft -> published -> archived, and an archived course re-published. */
const TRANSITIONS: Record<SpaceStatus, readonly SpaceStatus[]> = {
  draft: ['published', 'archived'],
  published: ['archived'],
  archived: ['published'],
};
export function assertCourseTransition(from: SpaceStatus, to: SpaceStatus): void {
  if (from !== to && !TRANSITIONS[from].includes(to)) {
    throw new ApiError(400, 'invalid_transition', `A course cannot go from ${from} to ${to}.`, { data: { from, to, allowed: TRANSITIONS[from] } });
  }
}

/** The category as a key: trimmed and lower-cased, so "Design" and "design " are one category. */
export const categoryKey = (category: string): string => category.trim().toLowerCase().slice(0, 100);

// --- views -----------------------------------------------------------------------------------

export interface InstructorView {
  id: number;
  display_name: string;
  avatar: string;
  bio: string;
}

/** The spec's Course fields (the detail's `data`, the create answer's base). */
export function toCourseData(c: CourseRecord, extra: { is_enrolled: boolean; progress: number; instructor: InstructorView | null }) {
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    description: c.description,
    content: c.course.content,
    featured_image: c.cover_photo,
    status: c.status,
    privacy: c.privacy,
    category: c.course.category,
    difficulty: c.course.difficulty,
    duration: c.course.duration,
    course_type: c.course.course_type,
    sections_count: c.counts.sections_count,
    lessons_count: c.counts.lessons_count,
    students_count: c.counts.students_count,
    reviews_count: 0,
    rating: 0,
    price: c.course.price,
    instructor_id: c.course.instructor_id,
    is_enrolled: extra.is_enrolled,
    progress: extra.progress,
    instructor: extra.instructor,
    created_at: toSqlDateTime(c.created_at),
    updated_at: toSqlDateTime(c.updated_at),
  };
}

/** A section as the original's admin routes answer it (an fcom_posts row), with its lessons. */
export function toSectionRow(s: SectionRecord, lessons?: LessonRecord[]) {
  return {
    id: s.id,
    user_id: s.created_by,
    parent_id: null,
    title: s.title,
    slug: s.slug,
    message: '',
    type: 'course_section',
    content_type: 'text',
    space_id: s.course_id,
    course_id: s.course_id,
    privacy: 'public',
    status: s.status,
    featured_image: null,
    meta: { preview_data: null },
    is_sticky: 0,
    comments_count: 0,
    reactions_count: s.unlock_days ?? 0,
    priority: s.priority,
    expired_at: null,
    scheduled_at: s.scheduled_at ? toSqlDateTime(s.scheduled_at) : null,
    lessons_count: s.lessons_in,
    created_at: toSqlDateTime(s.created_at),
    updated_at: toSqlDateTime(s.updated_at),
    ...(lessons ? { lessons: lessons.map((l) => toLessonRow(l)) } : {}),
  };
}

/** A lesson as the original's admin routes answer it; `body` when it was read. */
export function toLessonRow(l: LessonRecord, body?: LessonBody) {
  return {
    id: l.id,
    user_id: l.created_by,
    parent_id: l.section_id,
    section_id: l.section_id,
    course_id: l.course_id,
    space_id: l.course_id,
    title: l.title,
    slug: l.slug,
    ...(body ? { message: body.markdown, message_rendered: body.html } : {}),
    type: 'course_lesson',
    content_type: l.content_type,
    status: l.status,
    featured_image: l.featured_image || null,
    meta: l.meta,
    priority: l.priority,
    order: l.priority,
    scheduled_at: l.published_at ? toSqlDateTime(l.published_at) : null,
    ...(l.content_type === 'quiz' ? { quiz_questions: l.quiz_questions ?? [], quiz_settings: l.quiz_settings ?? defaultQuizSettings() } : {}),
    created_at: toSqlDateTime(l.created_at),
    updated_at: toSqlDateTime(l.updated_at),
  };
}

/** The meta a student sees (the original's public meta): no documents or media when they may not view the lesson. */
function publicMeta(meta: LessonMeta, canView: boolean) {
  const { document_ids: _ids, ...rest } = meta as LessonMeta & { document_ids?: unknown };
  if (canView) return rest;
  const { media: _m, document_lists: _d, ...hidden } = rest;
  return hidden;
}

/**
 * The original's lesson view in a course detail (CourseHelper::formatLessonData); content only for
 * the opened lesson. A drip-locked lesson (`locked`: its section's lock, course-gates.ts) is
 * shown as a lesson the reader may not view, `is_locked` with its `unlock_date`.
 */
export function toLessonView(l: LessonRecord, given: { canView: boolean; body?: LessonBody | undefined; questions: boolean; locked?: { unlockAt: string | null } | undefined }) {
  const options = { ...given, canView: given.canView && !given.locked };
  return {
    id: l.id,
    title: l.title,
    content: options.canView && options.body ? options.body.html : '',
    slug: l.slug,
    course_id: l.course_id,
    section_id: l.section_id,
    created_at: toSqlDateTime(l.created_at),
    content_type: l.content_type,
    featured_image: l.featured_image || null,
    meta: publicMeta(l.meta, options.canView),
    comments_count: 0,
    is_locked: Boolean(options.locked),
    unlock_date: options.locked?.unlockAt ? toSqlDateTime(options.locked.unlockAt) : null,
    lock_type: options.locked ? 'drip' : '',
    can_view: options.canView,
    lazy_load: !(options.canView && options.body),
    // A quiz's questions without what answers them (correct options, accepted answers, explanations);
    // a timed quiz's only where its clock runs (`questions`).
    ...(l.content_type === 'quiz' && options.canView
      ? {
          ...(options.questions ? { quiz_questions: (l.quiz_questions ?? []).filter((q) => q.enabled !== false).map(toStudentQuestion) } : {}),
          quiz_settings: l.quiz_settings ?? defaultQuizSettings(),
        }
      : {}),
  };
}

// --- errors ----------------------------------------------------------------------------------

export class CourseNotFoundError extends NotFoundError {
  constructor() {
    super('course_not_found', 'Course not found.');
  }
}

export class SectionNotFoundError extends NotFoundError {
  constructor() {
    super('section_not_found', 'Section not found in this course.');
  }
}

export class LessonNotFoundError extends NotFoundError {
  constructor() {
    super('lesson_not_found', 'Lesson not found in this course.');
  }
}

/** The spec's 400 invalid_difficulty: `data.allowed_values`, and `data.params` naming every field that failed, as rest_invalid_param does. */
export class InvalidDifficultyError extends ApiError {
  constructor(issues: FieldIssue[]) {
    super(400, 'invalid_difficulty', `Difficulty must be one of: ${DIFFICULTIES.join(', ')}.`, {
      data: { allowed_values: [...DIFFICULTIES], params: Object.fromEntries(issues.map((i) => [i.path, i.message])), details: issues },
    });
  }
}

/** A route's `invalid` hook: a bad difficulty answers invalid_difficulty (with the other fields' issues), anything else rest_invalid_param. */
export const difficultyInvalid = (issues: FieldIssue[]): ApiError | undefined => (issues.some((i) => i.path === 'difficulty') ? new InvalidDifficultyError(issues) : undefined);

export class OutlineFullError extends ApiError {
  constructor(what: string, max: number) {
    super(400, 'outline_limit', `${what} holds at most ${max}.`, { data: { max } });
  }
}

/** A write that kept losing its race to concurrent changes (its retries spent): 409, never a 500. */
export class CourseConflictError extends ApiError {
  constructor(message = 'The course was changed at the same time; try again.') {
    super(409, 'conflict', message);
  }
}

export class OutlineConflictError extends CourseConflictError {
  constructor() {
    super('The course outline was changed at the same time; try again.');
  }
}

/** A transaction cancelled (a failed guard, or conflicts past its retries) or a failed single-item condition. */
export const lostRace = (error: unknown): boolean => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException';
};
