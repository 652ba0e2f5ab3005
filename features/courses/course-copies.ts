/**
 * Copies inside and between courses (docs/courses.md, "Copies"): a course duplicated as a draft
 * with its outline, a section copied from another course, a lesson duplicated beside itself, a
 * lesson moved to another section. Ids come in one counter increment per kind (a block), bodies in
 * one BatchGet, and the items in transactions of at most COPY_CHUNK lessons, each with the
 * counters it changes: a course of 99 sections and 1000 lessons costs about 25 transactions.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ApiError, ForbiddenError, InvalidParamError } from '#platform/core/errors.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { incrementCounter, transact, type TransactItem } from '#platform/data/transactions.ts';
import { slugify } from '#platform/core/slugs.ts';
import { imageMediaIds } from '#features/media/media-attachments.ts';
import { lessonBodyPut, lessonPut, outlineChange, priorityUpdate, readLesson, readOutline, sectionCountsUpdate, sectionPut } from '#features/courses/course-store.ts';
import { administeredCourse, createCourse, type CourseRef } from '#features/courses/course-service.ts';
import { retrying, updateLesson } from '#features/courses/course-outline-service.ts';
import {
  LessonNotFoundError,
  MAX_LESSONS,
  MAX_LESSONS_PER_SECTION,
  MAX_SECTIONS,
  OutlineConflictError,
  OutlineFullError,
  lostRace,
  SectionNotFoundError,
  orderedOutline,
  type LessonBody,
  type LessonRecord,
  type SectionRecord,
} from '#features/courses/courses.ts';

/** Lessons per transaction: a lesson and its body each, beside the section and course counters. */
const COPY_CHUNK = 45;

/** `n` new ids of a kind in one counter increment (the block that ends at the counter's new value). */
async function idBlock(kind: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const last = await incrementCounter(`id#${kind}`, n);
  return Array.from({ length: n }, (_, i) => last - n + 1 + i);
}

async function bodiesOf(courseId: number, lessons: LessonRecord[]): Promise<Map<number, LessonBody>> {
  const found = await batchGet(lessons.map((l) => keys.lessonBody(courseId, l.id)));
  return new Map(
    lessons.map((l) => {
      const b = found.get(itemKeyOf(keys.lessonBody(courseId, l.id)));
      return [l.id, { markdown: String(b?.['markdown'] ?? ''), html: String(b?.['html'] ?? '') }];
    }),
  );
}

const visible = (l: LessonRecord, s: SectionRecord) => (l.status === 'published' && s.status === 'published' ? 1 : 0);

/**
 * Writes copies of `sections` (each with its lessons) into course `toCourseId`, after its `afterPriority`.
 * Sections first (one transaction with their counters set and the course's sections_count), then
 * the lessons in chunks with the course's lesson counters. Answers the new sections with their lessons.
 */
async function writeCopies(toCourseId: number, sections: Array<SectionRecord & { lessons: LessonRecord[] }>, fromCourseId: number, caller: Caller, afterPriority: number) {
  try {
    return await writeCopiesOnce(toCourseId, sections, fromCourseId, caller, afterPriority);
  } catch (error) {
    // New items with fresh ids fail only when the course went meanwhile (its counters' guard).
    if (lostRace(error)) throw new OutlineConflictError();
    throw error;
  }
}

async function writeCopiesOnce(toCourseId: number, sections: Array<SectionRecord & { lessons: LessonRecord[] }>, fromCourseId: number, caller: Caller, afterPriority: number) {
  const lessons = sections.flatMap((s) => s.lessons);
  const [sectionIds, lessonIds, bodies] = await Promise.all([idBlock('course_section', sections.length), idBlock('course_lesson', lessons.length), bodiesOf(fromCourseId, lessons)]);
  const at = new Date().toISOString();
  let next = 0;
  const copies = sections.map((s, i) => {
    const id = sectionIds[i]!;
    const section: SectionRecord = {
      ...s,
      id,
      course_id: toCourseId,
      priority: afterPriority + i + 1,
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
      lessons_in: s.lessons.length,
      published_lessons: s.lessons.filter((l) => l.status === 'published').length,
      rev: 0,
    };
    const copiedLessons = s.lessons.map((l) => ({ ...l, id: lessonIds[next++]!, from: l.id, course_id: toCourseId, section_id: id, created_by: caller.userId, created_at: at, updated_at: at, rev: 0 }));
    return { section, lessons: copiedLessons };
  });
  for (let i = 0; i < copies.length; i += 90) {
    const chunk = copies.slice(i, i + 90);
    await transact([...chunk.map((c) => sectionPut(c.section, 'new')), ...outlineChange(toCourseId, { sections_count: chunk.length })]);
  }
  const all = copies.flatMap((c) => c.lessons.map((l) => ({ lesson: l, section: c.section })));
  for (let i = 0; i < all.length; i += COPY_CHUNK) {
    const chunk = all.slice(i, i + COPY_CHUNK);
    const items: TransactItem[] = chunk.flatMap(({ lesson }) => {
      const { from, ...record } = lesson;
      return [lessonPut(record, 'new'), lessonBodyPut(toCourseId, record.id, bodies.get(from)!)];
    });
    const shown = chunk.reduce((n, { lesson, section }) => n + visible(lesson, section), 0);
    await transact([...items, ...outlineChange(toCourseId, { lessons_total: chunk.length, lessons_count: shown })]);
  }
  return copies.map((c) => ({ ...c.section, lessons: c.lessons.map(({ from: _from, ...l }) => l) }));
}

/**
 * POST /admin/courses/{id}/duplicate: a draft "<title> (Copy)" of the caller's, with the course's
 * settings, course fields and outline (sections and lessons with their bodies and statuses).
 * Enrolments, results, comments and the lockscreen are not copied.
 */
export async function duplicateCourse(ref: CourseRef, caller: Caller) {
  const { course } = await administeredCourse(ref, caller);
  const outline = await readOutline(course.id, { consistent: true });
  const suffix = `-${Date.now().toString(36)}`;
  const { course: copy, membership } = await createCourse(
    {
      title: `${course.title} (Copy)`.slice(0, 190),
      slug: `${course.slug.slice(0, 120 - suffix.length)}${suffix}`,
      description: course.description,
      content: course.course.course_details,
      // An upload belongs to one owner (docs/media.md): the copy keeps an external cover only.
      featured_image: imageMediaIds([course.cover_photo]).length > 0 ? '' : course.cover_photo,
      status: 'draft',
      privacy: course.privacy as 'public' | 'private' | 'secret',
      category: course.course.category,
      difficulty: course.course.difficulty,
      duration: course.course.duration,
      price: course.course.price,
      course_type: course.course.course_type,
      parent_id: course.parent_id ?? undefined,
      settings: course.settings,
    },
    caller,
  );
  const sections = await writeCopies(copy.id, orderedOutline(outline, { visibleOnly: false }), course.id, caller, 0);
  const lessons = sections.flatMap((s) => s.lessons);
  const counts = {
    ...copy.counts,
    sections_count: sections.length,
    lessons_total: lessons.length,
    lessons_count: sections.reduce((n, s) => n + s.lessons.filter((l) => visible(l, s)).length, 0),
  };
  return { course: { ...copy, counts }, membership };
}

/** A caller who administers the source course (else 422 under the compat base path: the original's refusal). */
export class SourceCourseForbiddenError extends ApiError {
  constructor() {
    super(403, 'source_course_forbidden', 'You do not have permission to access the course to copy from.');
  }
}

/** PUT /admin/courses/{id}/copy-section: a section of a course the caller administers, copied with its lessons to the end of this one. */
export async function copySection(ref: CourseRef, caller: Caller, input: { section_id: number; from_course_id: number }) {
  const { course } = await administeredCourse(ref, caller);
  const source = await administeredCourse({ id: input.from_course_id }, caller).catch((error: unknown) => {
    if (error instanceof ForbiddenError) throw new SourceCourseForbiddenError();
    throw error;
  });
  const [from, to] = await Promise.all([readOutline(source.course.id, { consistent: true }), readOutline(course.id, { consistent: true })]);
  const section = orderedOutline(from, { visibleOnly: false }).find((s) => s.id === input.section_id);
  if (!section) throw new SectionNotFoundError();
  if (to.sections.length >= MAX_SECTIONS) throw new OutlineFullError('A course', MAX_SECTIONS);
  if (course.counts.lessons_total + section.lessons.length > MAX_LESSONS) throw new OutlineFullError('A course', MAX_LESSONS);
  const after = to.sections.reduce((m, s) => Math.max(m, s.priority), 0);
  const [copy] = await writeCopies(course.id, [section], source.course.id, caller, after);
  return copy!;
}

/** The original's copy title: "<title> (Copy)", or "(Copy 2)" and on when its siblings have that one. */
function copyTitle(title: string, siblings: readonly string[]): string {
  const taken = new Set(siblings);
  if (!taken.has(`${title} (Copy)`)) return `${title} (Copy)`;
  let n = 2;
  while (taken.has(`${title} (Copy ${n})`)) n++;
  return `${title} (Copy ${n})`;
}

/**
 * POST /admin/courses/{id}/lessons/{lesson_id}/duplicate: a copy right after the lesson, as a draft
 * (so a copy of a published lesson is not shown before its author looks at it), its body with it.
 */
export async function duplicateLesson(ref: CourseRef, caller: Caller, lessonId: number) {
  // A guard that fails (the section or a sibling changed meanwhile) reads again (409 conflict after 5 rounds).
  return retrying(async () => {
    const { course } = await administeredCourse(ref, caller);
    const [outline, read] = await Promise.all([readOutline(course.id, { consistent: true }), readLesson(course.id, lessonId, { body: true, consistent: true })]);
    const lesson = outline.lessons.find((l) => l.id === lessonId);
    if (!lesson || !read) throw new LessonNotFoundError();
    const section = outline.sections.find((s) => s.id === lesson.section_id);
    if (!section) throw new SectionNotFoundError();
    if (section.lessons_in >= MAX_LESSONS_PER_SECTION) throw new OutlineFullError('A section', MAX_LESSONS_PER_SECTION);
    if (course.counts.lessons_total >= MAX_LESSONS) throw new OutlineFullError('A course', MAX_LESSONS);
    const siblings = orderedOutline(outline, { visibleOnly: false }).find((s) => s.id === section.id)?.lessons ?? [];
    const [id] = await idBlock('course_lesson', 1);
    const at = new Date().toISOString();
    const title = copyTitle(lesson.title, siblings.map((l) => l.title)).slice(0, 190);
    const copy: LessonRecord = {
      ...lesson,
      id: id!,
      title,
      slug: slugify(title) || `lesson-${id}`,
      status: 'draft',
      published_at: null,
      priority: lesson.priority + 1,
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
      rev: 0,
    };
    // The copy follows the lesson; the siblings after it move down by one place (each guarded by its revision).
    const after = siblings.slice(siblings.findIndex((l) => l.id === lesson.id) + 1);
    const moves = after.flatMap((l, k) => (l.priority === copy.priority + 1 + k ? [] : [priorityUpdate(keys.courseLesson(course.id, l.id), copy.priority + 1 + k, l.rev)]));
    // A transaction holds at most 100 items: a long shift goes first on its own (a gap it leaves is harmless).
    if (moves.length > 90) await transact(moves);
    await transact([
      lessonPut(copy, 'new'),
      lessonBodyPut(course.id, copy.id, read.body),
      ...(moves.length > 90 ? [] : moves),
      sectionCountsUpdate(course.id, section.id, { lessons_in: 1 }, { status: section.status, room: MAX_LESSONS_PER_SECTION }),
      ...outlineChange(course.id, { lessons_total: 1 }),
    ]);
    return { lesson: copy, body: read.body };
  });
}

/** PUT /admin/courses/{id}/move-lesson: a lesson to the end of another section of the same course (the lesson update's move). */
export async function moveLesson(ref: CourseRef, caller: Caller, input: { lesson_id: number; section_id: number }) {
  await updateLesson(ref, caller, input.lesson_id, { section_id: input.section_id }).catch((error: unknown) => {
    // The update names the target section `parent_id` (its PUT's field); here it is the path's section: 404 as the original.
    if (error instanceof InvalidParamError && error.data?.['params'] && 'parent_id' in (error.data['params'] as object)) throw new SectionNotFoundError();
    throw error;
  });
}
