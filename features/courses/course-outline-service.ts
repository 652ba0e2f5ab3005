/**
 * Sections and lessons of a course (docs/courses.md, "Sections and lessons"): the original's
 * authoring routes under /admin/courses/{id}, for course administrators. Every change is one
 * transaction with the counters it changes: the course's sections_count, lessons_count (visible
 * lessons: published, in a published section) and lessons_total, and the section's lessons_in and
 * published_lessons, each guarded by the state it was computed from; a guard that fails because
 * another write came first is read again and retried.
 */
import { unlockDateOf } from '#features/courses/course-gates.ts';
import { siteTimeZone } from '#features/feeds/post-schedule-rules.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import {
  outlineChange,
  lessonBodyPut,
  lessonDelete,
  lessonPut,
  priorityUpdate,
  lessonAmong,
  lessonKeys,
  readLesson,
  readOutline,
  readSection,
  sectionCountsUpdate,
  deletingSectionCountsUpdate,
  sectionDelete,
  sectionDeletingMark,
  sectionPut,
  sectionUpdate,
} from '#features/courses/course-store.ts';
import { keys } from '#platform/data/keys.ts';
import { nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { administeredCourse, type CourseRef } from '#features/courses/course-service.ts';
import {
  LessonNotFoundError,
  MAX_LESSONS,
  MAX_LESSONS_PER_SECTION,
  MAX_SECTIONS,
  OutlineConflictError,
  OutlineFullError,
  SectionNotFoundError,
  defaultLessonMeta,
  defaultQuizSettings,
  orderedOutline,
  type LessonMeta,
  type LessonRecord,
  type LessonType,
  type OutlineStatus,
  type QuizQuestion,
  type QuizSettings,
  type SectionRecord,
} from '#features/courses/courses.ts';
import { renderMessage } from '#features/feeds/feeds.ts';
import { slugify } from '#platform/core/slugs.ts';

/** Runs a read-then-write step again when a guard or a conflicting write cancelled it (at most 5 times). */
export async function retrying<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      if (attempt >= 5) throw new OutlineConflictError();
      await new Promise((r) => setTimeout(r, 20 * attempt * Math.random()));
    }
  }
}

const renderBody = async (markdown: string) => ({ markdown, html: markdown.trim() === '' ? '' : await renderMessage(markdown, new Map()) });
const maxPriority = (items: Array<{ priority: number }>) => items.reduce((m, i) => Math.max(m, i.priority), 0);

async function outlineOf(ref: CourseRef, caller: Caller) {
  const { course } = await administeredCourse(ref, caller);
  return { course, outline: await readOutline(course.id, { consistent: true }) };
}

function sectionIn(outline: { sections: SectionRecord[] }, id: number): SectionRecord {
  const s = outline.sections.find((x) => x.id === id);
  if (!s) throw new SectionNotFoundError();
  return s;
}

function lessonIn(outline: { lessons: LessonRecord[] }, id: number): LessonRecord {
  const l = outline.lessons.find((x) => x.id === id);
  if (!l) throw new LessonNotFoundError();
  return l;
}

const lessonsOf = (outline: { lessons: LessonRecord[] }, sectionId: number) => outline.lessons.filter((l) => l.section_id === sectionId);

// --- sections ------------------------------------------------------------------------------

/** The sections with their lessons (all of them, or the published ones), in order, and the course. */
export async function listSections(ref: CourseRef, caller: Caller, options: { onlyPublished: boolean }) {
  const { course, outline } = await outlineOf(ref, caller);
  return { course, sections: orderedOutline(outline, { visibleOnly: options.onlyPublished }) };
}

export async function getSection(ref: CourseRef, caller: Caller, sectionId: number) {
  const { outline } = await outlineOf(ref, caller);
  sectionIn(outline, sectionId);
  return orderedOutline(outline, { visibleOnly: false }).find((s) => s.id === sectionId)!;
}

export async function createSection(ref: CourseRef, caller: Caller, input: { title: string; status?: OutlineStatus | undefined }) {
  return retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    if (outline.sections.length >= MAX_SECTIONS) throw new OutlineFullError('A course', MAX_SECTIONS);
    const id = await nextId('course_section');
    const at = new Date().toISOString();
    const section: SectionRecord = {
      id,
      course_id: course.id,
      title: input.title,
      slug: slugify(input.title) || `section-${id}`,
      status: input.status ?? 'published',
      priority: maxPriority(outline.sections) + 1,
      scheduled_at: null,
      unlock_days: null,
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
      lessons_in: 0,
      published_lessons: 0,
      rev: 0,
    };
    await transact([sectionPut(section, 'new'), ...outlineChange(course.id, { sections_count: 1 })]);
    return section;
  });
}

export interface SectionPatch {
  title?: string | undefined;
  status?: OutlineStatus | undefined;
  /** Scheduled courses: the section's unlock as PATCH gives it ('YYYY-MM-DD HH:MM:SS' UTC, or 'YYYY-MM-DD' in the site's time zone), or null. */
  scheduled_at?: string | null | undefined;
  /** Structured courses: days after enrolment (the original's reactions_count); setting one clears the other. */
  unlock_days?: number | null | undefined;
}

/** Changes a section; a status change moves its published lessons in or out of the course's lessons_count. */
export async function updateSection(ref: CourseRef, caller: Caller, sectionId: number, given: SectionPatch) {
  // Stored as a UTC instant (course-gates.ts unlockDateOf); the site's zone is read only for a date alone.
  const at = given.scheduled_at;
  const patch = at ? { ...given, scheduled_at: unlockDateOf(at, /^\d{4}-\d{2}-\d{2}$/.test(at) ? await siteTimeZone() : 'UTC') } : given;
  return retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    const before = sectionIn(outline, sectionId);
    if (patch.scheduled_at !== undefined && course.course.course_type !== 'scheduled') throw new InvalidParamError([{ path: 'scheduled_at', message: 'applies to scheduled courses only' }]);
    if (patch.unlock_days !== undefined && course.course.course_type !== 'structured') throw new InvalidParamError([{ path: 'reactions_count', message: 'applies to structured courses only' }]);
    const after: SectionRecord = {
      ...before,
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.scheduled_at !== undefined ? { scheduled_at: patch.scheduled_at, unlock_days: null } : {}),
      ...(patch.unlock_days !== undefined ? { unlock_days: patch.unlock_days, scheduled_at: null } : {}),
      updated_at: new Date().toISOString(),
      rev: before.rev + 1,
    };
    const wasOpen = before.status === 'published';
    const isOpen = after.status === 'published';
    const delta = wasOpen === isOpen ? 0 : (isOpen ? 1 : -1) * before.published_lessons;
    await transact([sectionUpdate(after, before), ...outlineChange(course.id, { lessons_count: delta })]);
    return { ...after, lessons: lessonsOf(outline, sectionId) };
  });
}

/** Writes new priorities (`indexes` id -> priority) of items of the outline, in one transaction. */
async function reorder<T extends { id: number; rev: number }>(courseId: number, items: T[], indexes: Record<string, number>, key: (item: T) => { pk: string; sk: string }, field: string) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const unknown = Object.keys(indexes).filter((id) => !byId.has(Number(id)));
  if (unknown.length > 0) throw new InvalidParamError(unknown.map((id) => ({ path: `indexes.${id}`, message: `is not a ${field} of this course` })));
  await transact([...Object.entries(indexes).map(([id, priority]) => priorityUpdate(key(byId.get(Number(id))!), priority, byId.get(Number(id))!.rev)), ...outlineChange(courseId)]);
}

export async function reorderSections(ref: CourseRef, caller: Caller, indexes: Record<string, number>) {
  return retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    await reorder(course.id, outline.sections, indexes, (s) => keys.courseSection(course.id, s.id), 'section');
    return orderedOutline(await readOutline(course.id, { consistent: true }), { visibleOnly: false });
  });
}

export async function reorderLessons(ref: CourseRef, caller: Caller, sectionId: number, indexes: Record<string, number>) {
  return retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    sectionIn(outline, sectionId);
    await reorder(course.id, lessonsOf(outline, sectionId), indexes, (l) => keys.courseLesson(course.id, l.id), 'lesson in this section');
    const fresh = await readOutline(course.id, { consistent: true });
    return orderedOutline(fresh, { visibleOnly: false }).find((s) => s.id === sectionId)?.lessons ?? [];
  });
}

/** Lessons deleted per transaction: each is two items (lesson and body), with the two counter updates. */
const DELETE_CHUNK = 49;

/**
 * Deletes a section and its lessons (at most 99): the section is marked first so no lesson joins
 * it, its lessons go in transactions of up to 49 with the counters they change, the section last
 * (only once it holds no lesson).
 */
export async function deleteSection(ref: CourseRef, caller: Caller, sectionId: number): Promise<void> {
  // A concurrent delete may take the section first: read again (then 404 section_not_found), never a 500.
  const { course } = await retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    await transact([sectionDeletingMark(sectionIn(outline, sectionId)), ...outlineChange(course.id)]);
    return { course };
  });
  for (let round = 0; round < 5; round++) {
    const fresh = await readOutline(course.id, { consistent: true });
    const current = fresh.sections.find((s) => s.id === sectionId);
    if (!current) return;
    const lessons = lessonsOf(fresh, sectionId);
    for (let i = 0; i < lessons.length; i += DELETE_CHUNK) {
      const chunk = lessons.slice(i, i + DELETE_CHUNK);
      const published = chunk.filter((l) => l.status === 'published').length;
      await transact([
        ...chunk.flatMap(lessonDelete),
        deletingSectionCountsUpdate(course.id, sectionId, chunk.length, published),
        ...outlineChange(course.id, { lessons_total: -chunk.length, lessons_count: current.status === 'published' ? -published : 0 }),
      ]).catch(() => undefined); // a lesson changed meanwhile: the next round reads it again
    }
    const done = await transact([sectionDelete(current), ...outlineChange(course.id, { sections_count: -1 })]).then(
      () => true,
      () => false,
    );
    if (done) return;
  }
  throw new OutlineConflictError();
}

// --- lessons -------------------------------------------------------------------------------

export async function listLessons(ref: CourseRef, caller: Caller, options: { sectionId?: number | undefined }) {
  const { outline } = await outlineOf(ref, caller);
  const all = orderedOutline(outline, { visibleOnly: false }).flatMap((s) => s.lessons);
  return options.sectionId === undefined ? all : all.filter((l) => l.section_id === options.sectionId);
}

export async function getLesson(ref: CourseRef, caller: Caller, lessonId: number) {
  // Two trips: the lesson and its body in the course check's BatchGet, then the lesson's section.
  const { course, extras } = await administeredCourse(ref, caller, { extraKeys: (courseId) => lessonKeys(courseId, lessonId) });
  const read = lessonAmong(extras, course.id, lessonId);
  if (!read) throw new LessonNotFoundError();
  const section = await readSection(course.id, read.lesson.section_id);
  return { course, ...read, section };
}

/**
 * The items a lesson moving from `before` to `after` (either absent: created, deleted) writes
 * besides itself: its sections' counters, guarded by the status each was read with, and the
 * course's (visible lessons, all lessons).
 */
function lessonCounterItems(
  courseId: number,
  before: { lesson: LessonRecord; section: SectionRecord } | null,
  after: { lesson: LessonRecord; section: SectionRecord } | null,
): TransactItem[] {
  const visible = (x: typeof before) => (x && x.lesson.status === 'published' && x.section.status === 'published' ? 1 : 0);
  const published = (x: typeof before) => (x && x.lesson.status === 'published' ? 1 : 0);
  const sections = new Map<number, { section: SectionRecord; lessons_in: number; published_lessons: number; joins: boolean }>();
  const touch = (x: NonNullable<typeof before>, sign: number) => {
    const entry = sections.get(x.section.id) ?? { section: x.section, lessons_in: 0, published_lessons: 0, joins: false };
    entry.lessons_in += sign;
    entry.published_lessons += sign * published(x);
    if (sign > 0 && before?.section.id !== x.section.id) entry.joins = true;
    sections.set(x.section.id, entry);
  };
  if (before) touch(before, -1);
  if (after) touch(after, 1);
  const items = [...sections.values()].map((e) =>
    sectionCountsUpdate(courseId, e.section.id, { lessons_in: e.lessons_in, published_lessons: e.published_lessons }, { status: e.section.status, ...(e.joins ? { room: MAX_LESSONS_PER_SECTION } : {}) }),
  );
  return [...items, ...outlineChange(courseId, { lessons_count: visible(after) - visible(before), lessons_total: (after ? 1 : 0) - (before ? 1 : 0) })];
}

export interface NewLessonInput {
  title: string;
  section_id: number;
  type?: LessonType | undefined;
}

/** A new lesson: a draft at the end of its section (the spec's quiz lesson when type is quiz). */
export async function createLesson(ref: CourseRef, caller: Caller, input: NewLessonInput) {
  return retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    const section = outline.sections.find((s) => s.id === input.section_id);
    if (!section) throw new InvalidParamError([{ path: 'section_id', message: 'is not a section of this course' }]);
    if (section.lessons_in >= MAX_LESSONS_PER_SECTION) throw new OutlineFullError('A section', MAX_LESSONS_PER_SECTION);
    if (course.counts.lessons_total >= MAX_LESSONS) throw new OutlineFullError('A course', MAX_LESSONS);
    const id = await nextId('course_lesson');
    const at = new Date().toISOString();
    const quiz = input.type === 'quiz';
    const lesson: LessonRecord = {
      id,
      course_id: course.id,
      section_id: section.id,
      title: input.title,
      slug: slugify(input.title) || `lesson-${id}`,
      status: 'draft',
      content_type: input.type ?? 'text',
      priority: maxPriority(lessonsOf(outline, section.id)) + 1,
      meta: defaultLessonMeta(),
      featured_image: '',
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
      published_at: null,
      ...(quiz ? { quiz_questions: [], quiz_settings: defaultQuizSettings() } : {}),
      rev: 0,
    };
    await transact([lessonPut(lesson, 'new'), lessonBodyPut(course.id, id, { markdown: '', html: '' }), ...lessonCounterItems(course.id, null, { lesson, section })]);
    return { lesson, section };
  });
}

export interface LessonPatch {
  title?: string | undefined;
  slug?: string | undefined;
  status?: OutlineStatus | undefined;
  section_id?: number | undefined;
  content_type?: LessonType | undefined;
  /** Markdown; rendered and sanitized with the feeds' renderer. */
  message?: string | undefined;
  meta?: Partial<LessonMeta> | undefined;
  featured_image?: string | undefined;
  quiz_questions?: QuizQuestion[] | undefined;
  quiz_settings?: Partial<QuizSettings> | undefined;
}

/** Changes a lesson (PUT and PATCH): its body, its status and section with the counters they move. */
export async function updateLesson(ref: CourseRef, caller: Caller, lessonId: number, patch: LessonPatch) {
  const body = patch.message === undefined ? undefined : await renderBody(patch.message);
  return retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    const before = lessonIn(outline, lessonId);
    const fromSection = sectionIn(outline, before.section_id);
    const toSection = patch.section_id === undefined ? fromSection : outline.sections.find((s) => s.id === patch.section_id);
    if (!toSection) throw new InvalidParamError([{ path: 'parent_id', message: 'is not a section of this course' }]);
    if (toSection.id !== fromSection.id && toSection.lessons_in >= MAX_LESSONS_PER_SECTION) throw new OutlineFullError('A section', MAX_LESSONS_PER_SECTION);
    const now = new Date().toISOString();
    const contentType = patch.content_type ?? before.content_type;
    if (contentType !== 'quiz' && (patch.quiz_questions !== undefined || patch.quiz_settings !== undefined)) {
      throw new InvalidParamError([{ path: patch.quiz_questions !== undefined ? 'quiz_questions' : 'quiz_settings', message: 'applies to quiz lessons only' }]);
    }
    const after: LessonRecord = {
      ...before,
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.slug !== undefined ? { slug: patch.slug } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.featured_image !== undefined ? { featured_image: patch.featured_image } : {}),
      content_type: contentType,
      section_id: toSection.id,
      meta: { ...before.meta, ...patch.meta } as LessonMeta,
      ...(contentType === 'quiz'
        ? { quiz_questions: patch.quiz_questions ?? before.quiz_questions ?? [], quiz_settings: { ...(before.quiz_settings ?? defaultQuizSettings()), ...patch.quiz_settings } }
        : {}),
      published_at: before.published_at ?? (patch.status === 'published' ? now : null),
      updated_at: now,
      rev: before.rev + 1,
    };
    if (toSection.id !== fromSection.id) after.priority = maxPriority(lessonsOf(outline, toSection.id)) + 1;
    await transact([
      lessonPut(after, { rev: before.rev }),
      ...(body ? [lessonBodyPut(course.id, lessonId, body)] : []),
      ...lessonCounterItems(course.id, { lesson: before, section: fromSection }, { lesson: after, section: toSection }),
    ]);
    const read = await readLesson(course.id, lessonId, { body: true, consistent: true });
    return { lesson: after, body: read?.body ?? { markdown: '', html: '' }, section: toSection, course };
  });
}

export async function deleteLesson(ref: CourseRef, caller: Caller, lessonId: number): Promise<void> {
  await retrying(async () => {
    const { course, outline } = await outlineOf(ref, caller);
    const lesson = lessonIn(outline, lessonId);
    const section = sectionIn(outline, lesson.section_id);
    await transact([...lessonDelete(lesson), ...lessonCounterItems(course.id, { lesson, section }, null)]);
  });
}
