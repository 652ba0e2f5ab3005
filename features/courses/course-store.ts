/**
 * Courses (docs/courses.md). A course is a space record of type `course` (written by the space
 * store's writers, features/spaces/space-store.ts) with a `course` attribute and counters beside it;
 * its outline lives in its partition. Access patterns (docs/data-model.md):
 * - a course: the space's GetItem / BatchGet (SPACE#<id>/META, with the caller's membership)
 * - the course list by status: Query gsi1 (created_at) or gsi2 (title) on COURSES#<status>
 *   (secret courses on COURSES#<status>#secret), then one BatchGet of the caller's memberships and
 *   the total's counter COUNTER/courses#<status>
 * - a category's courses: Query gsi3 COURSECAT#<status>#<category> by created_at (by title: gsi2
 *   with a filter on gsi3pk); the total is COUNTER/courses#<status>#cat#<category>
 * - the categories in use: the summary item COUNTER/courses#<status>#categories (n#<category>,
 *   t#<category>), read in the list's BatchGet
 * - the outline: Query SPACE#<id> begins_with C# (sections C#SECTION#<id>, lessons C#LESSON#<id>)
 * - a lesson with its body: BatchGet C#LESSON#<id> and LESSONBODY#<id>
 * Outline writes are one transaction each: the item, the course's counters (sections_count,
 * lessons_count, lessons_total on SPACE#<id>/META) and the section's (lessons_in,
 * published_lessons), each guarded by the state it was computed from.
 */
import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, countAll, itemKeyOf, queryAll, queryPage } from '#platform/data/queries.ts';
import { categoryCountAttribute, categoryTitleAttribute, courseCategoriesCounter, courseCategoryCounter, courseCounter, courseListPartition, toSpace } from '#features/spaces/space-store.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { CourseCounts, CourseData, CourseOrder, CourseRecord, LessonBody, LessonRecord, Outline, SectionRecord } from '#features/courses/courses.ts';
import type { SpaceStatus } from '#features/spaces/spaces.ts';
import type { CursorScope, DynamoKey } from '#platform/core/paging.ts';

const COUNT_FIELDS = ['sections_count', 'lessons_count', 'lessons_total', 'students_count', 'completed_count', 'outline_rev'] as const;

/** A course from its record; a space made a course through /spaces has the defaults. */
export function toCourse(item: Record<string, unknown>, defaults: (instructorId: number) => CourseData): CourseRecord {
  const space = toSpace(item);
  const counts = Object.fromEntries(COUNT_FIELDS.map((f) => [f, Number(item[f] ?? 0)])) as unknown as CourseCounts;
  return { ...space, course: { ...defaults(space.created_by), ...space.course }, counts };
}

/** ADDs to the course's counters, on the condition that the course still exists. */
export function courseCountsUpdate(courseId: number, deltas: Partial<Record<keyof CourseCounts, number>>): TransactItem[] {
  const entries = Object.entries(deltas).filter(([, d]) => d !== 0 && d !== undefined);
  if (entries.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.space(courseId),
        // Placeholders of their own, so mergeSameItemUpdates can join it with the space's member counters.
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([f], i) => [`#c${i}`, f])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, d], i) => [`:c${i}`, d])),
      },
    },
  ];
}

/** A write of the outline's: its counter changes on the course record, and the outline version one up. */
export const outlineChange = (courseId: number, deltas: Partial<Record<keyof CourseCounts, number>> = {}): TransactItem[] =>
  courseCountsUpdate(courseId, { ...deltas, outline_rev: 1 });

/** A guard that the course's record is still as read (its counters aside): status and revision. */
export function courseUnchanged(course: Pick<CourseRecord, 'id' | 'rev'>): TransactItem {
  return {
    ConditionCheck: { TableName: tableName, Key: keys.space(course.id), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': course.rev } },
  };
}

// --- the course list ---------------------------------------------------------------------------

export interface CourseListInput {
  status: SpaceStatus;
  secret: boolean;
  orderby: CourseOrder;
  ascending: boolean;
  /** A category key (categoryKey()). */
  category?: string | undefined;
  difficulty?: string | undefined;
  /** Only this instructor's courses (an instructor's drafts). */
  instructorId?: number | undefined;
  /** GET /spaces?type=course's filters: privacy, and the parent space (0: top level). */
  privacy?: string | undefined;
  parentId?: number | undefined;
  offset: number;
  limit: number;
  startKey?: DynamoKey | undefined;
}

interface ListPlan {
  index: (typeof GSI)['gsi1' | 'gsi2' | 'gsi3'];
  partition: string;
  filters: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

function courseListPlan(input: Omit<CourseListInput, 'offset' | 'limit' | 'startKey' | 'ascending'>): ListPlan {
  const p: ListPlan = { index: GSI.gsi1, partition: courseListPartition(input.status, input.secret), filters: [], names: {}, values: {} };
  if (input.category !== undefined && !input.secret) {
    const catPartition = keys.courseCategoryPartition(input.status, input.category);
    if (input.orderby === 'created_at') Object.assign(p, { index: GSI.gsi3, partition: catPartition });
    else p.filters.push('#cat = :cat'), (p.names['#cat'] = 'gsi3pk'), (p.values[':cat'] = catPartition);
  }
  if (input.orderby === 'title') p.index = GSI.gsi2;
  if (input.difficulty !== undefined) p.filters.push('#c.#d = :d'), Object.assign(p.names, { '#c': 'course', '#d': 'difficulty' }), (p.values[':d'] = input.difficulty);
  if (input.instructorId !== undefined) p.filters.push('#c.#i = :i'), Object.assign(p.names, { '#c': 'course', '#i': 'instructor_id' }), (p.values[':i'] = input.instructorId);
  if (input.privacy !== undefined) p.filters.push('#pv = :pv'), (p.names['#pv'] = 'privacy'), (p.values[':pv'] = input.privacy);
  if (input.parentId !== undefined) {
    p.names['#pa'] = 'parent_id';
    if (input.parentId === 0) p.filters.push('(attribute_not_exists(#pa) OR #pa = :null)'), (p.values[':null'] = null);
    else p.filters.push('#pa = :pa'), (p.values[':pa'] = input.parentId);
  }
  return p;
}

const queryOf = (p: ListPlan, ascending: boolean): QueryCommandInput => ({
  TableName: tableName,
  IndexName: p.index.name,
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': p.index.partition, ...p.names },
  ExpressionAttributeValues: { ':pk': p.partition, ...p.values },
  ...(p.filters.length > 0 ? { FilterExpression: p.filters.join(' AND ') } : {}),
  ScanIndexForward: ascending,
});

export function courseListScope(input: Omit<CourseListInput, 'offset' | 'limit' | 'startKey' | 'ascending'>): CursorScope {
  const p = courseListPlan(input);
  return { index: p.index, partition: p.partition };
}

/** Reading on through a sparse filter stops after this many items (the page then ends short, with its cursor). */
const MAX_FILTERED_READ = 2000;

/** One page of course records (raw items; the service makes courses of them). */
export async function listCourseItems(input: CourseListInput): Promise<{ items: Record<string, unknown>[]; lastKey: DynamoKey | undefined }> {
  const p = courseListPlan(input);
  const base = queryOf(p, input.ascending);
  const { items, lastKey } = await queryPage(
    { ...base, ...(input.startKey ? { ExclusiveStartKey: input.startKey } : {}) },
    input.offset + input.limit,
    ['pk', 'sk', p.index.partition, p.index.sort],
    MAX_FILTERED_READ,
  );
  return { items: items.slice(input.offset), lastKey: lastKey as DynamoKey | undefined };
}

/** The counter that holds a list's total, or null when its filters have none (difficulty, instructor). */
export function listTotalCounter(input: Pick<CourseListInput, 'status' | 'secret' | 'category' | 'difficulty' | 'instructorId' | 'privacy' | 'parentId'>): string | null {
  if (input.difficulty !== undefined || input.instructorId !== undefined || input.privacy !== undefined || input.parentId !== undefined) return null;
  if (input.category !== undefined) return input.secret ? null : courseCategoryCounter(input.status, input.category);
  return courseCounter(input.status, input.secret);
}

/**
 * Counts a filtered list no counter keeps (difficulty, an instructor's drafts, privacy, parent) by reading the
 * category's or status's partition with the filter: bounded by the courses of that status.
 */
export function countCourses(input: Omit<CourseListInput, 'offset' | 'limit' | 'startKey' | 'ascending'>): Promise<number> {
  return countAll(queryOf(courseListPlan({ ...input, orderby: 'created_at' }), true));
}

export interface CategoryCount {
  slug: string;
  title: string;
  count: number;
}

/** The categories with courses, from a status's summary item (courseCategoriesCounter); at most 100. */
export function categoriesOf(summary: Record<string, unknown> | undefined): CategoryCount[] {
  if (!summary) return [];
  const prefix = categoryCountAttribute('');
  return Object.entries(summary)
    .filter(([k, v]) => k.startsWith(prefix) && Number(v) > 0)
    .map(([k, v]) => {
      const slug = k.slice(prefix.length);
      return { slug, title: String(summary[categoryTitleAttribute(slug)] ?? slug), count: Number(v) };
    })
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .slice(0, 100);
}

/**
 * Counter values by name, the status's categories (its summary item) and the caller's memberships
 * of `courseIds`, in one BatchGet.
 */
export async function readListExtras(counterName: string | null, courseIds: number[], userId: number | null, categoriesOfStatus?: SpaceStatus) {
  const memberKeys = userId === null ? [] : courseIds.map((id) => keys.spaceMember(id, userId));
  const counterKey = counterName ? keys.counter(counterName) : null;
  const summaryKey = categoriesOfStatus ? keys.counter(courseCategoriesCounter(categoriesOfStatus)) : null;
  const wanted = [...memberKeys, ...(counterKey ? [counterKey] : []), ...(summaryKey ? [summaryKey] : [])];
  const found = wanted.length > 0 ? await batchGet(wanted) : new Map<string, Record<string, unknown>>();
  return {
    total: counterKey ? Number(found.get(itemKeyOf(counterKey))?.['value'] ?? 0) : null,
    categories: summaryKey ? categoriesOf(found.get(itemKeyOf(summaryKey))) : [],
    membership: (courseId: number) => (userId === null ? undefined : found.get(itemKeyOf(keys.spaceMember(courseId, userId)))),
  };
}

/** The categories of a status's courses alone (a search's page reads them so): one GetItem. */
export async function courseCategories(status: SpaceStatus): Promise<CategoryCount[]> {
  return (await readListExtras(null, [], null, status)).categories;
}

// --- sections and lessons ----------------------------------------------------------------------

const SECTION_FIELDS = ['id', 'course_id', 'title', 'slug', 'status', 'priority', 'scheduled_at', 'unlock_days', 'created_by', 'created_at', 'updated_at', 'lessons_in', 'published_lessons', 'rev'] as const;
const LESSON_FIELDS = [
  'id', 'course_id', 'section_id', 'title', 'slug', 'status', 'content_type', 'priority', 'meta', 'featured_image', 'created_by', 'created_at',
  'updated_at', 'published_at', 'quiz_questions', 'quiz_settings', 'rev',
] as const;

const pick = (item: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.flatMap((f) => (item[f] === undefined ? [] : [[f, item[f]]])));

export function toSection(item: Record<string, unknown>): SectionRecord {
  const s = pick(item, SECTION_FIELDS) as unknown as SectionRecord;
  return { ...s, scheduled_at: s.scheduled_at ?? null, unlock_days: s.unlock_days ?? null, lessons_in: Number(s.lessons_in ?? 0), published_lessons: Number(s.published_lessons ?? 0) };
}

export function toLesson(item: Record<string, unknown>): LessonRecord {
  const l = pick(item, LESSON_FIELDS) as unknown as LessonRecord;
  return { ...l, published_at: l.published_at ?? null, featured_image: l.featured_image ?? '' };
}

/** Every section and lesson of a course, in outline order: one Query (paged only past 1 MB). */
export async function readOutline(courseId: number, options: { consistent?: boolean } = {}): Promise<Outline> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': keys.spacePartition(courseId), ':p': keys.OUTLINE_PREFIX },
    ConsistentRead: options.consistent ?? false,
  });
  const order = <T extends { priority: number; id: number }>(a: T, b: T) => a.priority - b.priority || a.id - b.id;
  return {
    sections: items.filter((i) => i['entity'] === 'course_section').map(toSection).sort(order),
    lessons: items.filter((i) => i['entity'] === 'course_lesson').map(toLesson).sort(order),
  };
}

/** A lesson's item and its body's: read alone (readLesson) or in another BatchGet (lessonAmong). */
export const lessonKeys = (courseId: number, lessonId: number) => [keys.courseLesson(courseId, lessonId), keys.lessonBody(courseId, lessonId)];

/** The lesson (and its body, empty when not read) among items a BatchGet found. */
export function lessonAmong(found: Map<string, Record<string, unknown>>, courseId: number, lessonId: number): { lesson: LessonRecord; body: LessonBody } | null {
  const item = found.get(itemKeyOf(keys.courseLesson(courseId, lessonId)));
  if (!item) return null;
  const b = found.get(itemKeyOf(keys.lessonBody(courseId, lessonId)));
  return { lesson: toLesson(item), body: { markdown: String(b?.['markdown'] ?? ''), html: String(b?.['html'] ?? '') } };
}

/** A lesson and (optionally) its body, in one BatchGet. */
export async function readLesson(courseId: number, lessonId: number, options: { body?: boolean; consistent?: boolean } = {}): Promise<{ lesson: LessonRecord; body: LessonBody } | null> {
  const [lk, bk] = lessonKeys(courseId, lessonId);
  const found = await batchGet(options.body ? [lk!, bk!] : [lk!], { consistent: options.consistent ?? false });
  return lessonAmong(found, courseId, lessonId);
}

/** A section of the course's outline by its id (GetItem), null when there is none. */
export async function readSection(courseId: number, sectionId: number): Promise<SectionRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.courseSection(courseId, sectionId) }));
  return out.Item?.['entity'] === 'course_section' ? toSection(out.Item) : null;
}

export function sectionPut(s: SectionRecord, condition: 'new' | { rev: number }): TransactItem {
  const item = { ...keys.courseSection(s.course_id, s.id), entity: 'course_section', version: 1, ...s };
  if (condition === 'new') return { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  // Counters move only by ADD (sectionCountsUpdate): the rest is set, the revision guards it.
  const { lessons_in: _a, published_lessons: _b, ...rest } = item;
  return setAll(keys.courseSection(s.course_id, s.id), rest, 'rev = :rev AND attribute_not_exists(deleting)', { ':rev': condition.rev });
}

/**
 * A section's lesson counters, guarded by what the write relied on: `published` that the section's
 * status is as read (a published lesson's visibility follows it), `room` that it can take another
 * lesson and is not being deleted.
 */
export function sectionCountsUpdate(
  courseId: number,
  sectionId: number,
  deltas: { lessons_in?: number; published_lessons?: number },
  guard: { status?: string; room?: number },
): TransactItem {
  const entries = Object.entries(deltas).filter(([, d]) => d !== undefined);
  const conditions = ['attribute_exists(pk)', 'attribute_not_exists(deleting)'];
  const values: Record<string, unknown> = Object.fromEntries(entries.map(([, d], i) => [`:d${i}`, d]));
  const names: Record<string, string> = Object.fromEntries(entries.map(([f], i) => [`#c${i}`, f]));
  if (guard.status !== undefined) conditions.push('#st = :st'), (names['#st'] = 'status'), (values[':st'] = guard.status);
  if (guard.room !== undefined) conditions.push('(attribute_not_exists(lessons_in) OR lessons_in < :room)'), (values[':room'] = guard.room);
  return {
    Update: {
      TableName: tableName,
      Key: keys.courseSection(courseId, sectionId),
      UpdateExpression: entries.length > 0 ? `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}` : 'SET #st = #st',
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: { ...names, ...(entries.length === 0 ? { '#st': 'status' } : {}) },
      ExpressionAttributeValues: values,
    },
  };
}

/** A section's status change, guarded by the published lessons it was computed from. */
export function sectionStatusGuard(s: SectionRecord): string {
  return s.published_lessons === 0 ? '(attribute_not_exists(published_lessons) OR published_lessons = :pl)' : 'published_lessons = :pl';
}

export function sectionUpdate(s: SectionRecord, before: SectionRecord): TransactItem {
  const { lessons_in: _a, published_lessons: _b, ...rest } = { ...keys.courseSection(s.course_id, s.id), entity: 'course_section', version: 1, ...s };
  return setAll(keys.courseSection(s.course_id, s.id), rest, `rev = :rev AND attribute_not_exists(deleting) AND ${sectionStatusGuard(before)}`, {
    ':rev': before.rev,
    ':pl': before.published_lessons,
  });
}

/** Marks a section as being deleted: no lesson joins it any more. */
export function sectionDeletingMark(s: SectionRecord): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.courseSection(s.course_id, s.id),
      UpdateExpression: 'SET deleting = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': true },
    },
  };
}

/** The counters of a section being deleted (its `deleting` mark set, so the usual guard does not apply). */
export function deletingSectionCountsUpdate(courseId: number, sectionId: number, lessons: number, published: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.courseSection(courseId, sectionId),
      UpdateExpression: 'ADD lessons_in :l, published_lessons :p',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':l': -lessons, ':p': -published },
    },
  };
}

/** The section's own delete, once its lessons are gone. */
export function sectionDelete(s: SectionRecord): TransactItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.courseSection(s.course_id, s.id),
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lessons_in) OR lessons_in = :z)',
      ExpressionAttributeValues: { ':z': 0 },
    },
  };
}

export function lessonPut(l: LessonRecord, condition: 'new' | { rev: number }): TransactItem {
  const item = Object.fromEntries(Object.entries({ ...keys.courseLesson(l.course_id, l.id), entity: 'course_lesson', version: 1, ...l }).filter(([, v]) => v !== undefined));
  if (condition === 'new') return { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  return { Put: { TableName: tableName, Item: item, ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': condition.rev } } };
}

export function lessonBodyPut(courseId: number, lessonId: number, body: LessonBody): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.lessonBody(courseId, lessonId), entity: 'lesson_body', version: 1, lesson_id: lessonId, ...body } } };
}

export function lessonDelete(l: LessonRecord): TransactItem[] {
  return [
    { Delete: { TableName: tableName, Key: keys.courseLesson(l.course_id, l.id), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': l.rev } } },
    { Delete: { TableName: tableName, Key: keys.lessonBody(l.course_id, l.id) } },
  ];
}

/** Sets one item's priority, guarded by its revision (reordering). */
export function priorityUpdate(key: { pk: string; sk: string }, priority: number, rev: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET priority = :p, rev = :next',
      ConditionExpression: 'rev = :rev',
      ExpressionAttributeValues: { ':p': priority, ':rev': rev, ':next': rev + 1 },
    },
  };
}

function setAll(key: { pk: string; sk: string }, item: Record<string, unknown>, condition: string, values: Record<string, unknown>): TransactItem {
  const names: Record<string, string> = {};
  const vals: Record<string, unknown> = { ...values };
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(item)
    .filter(([k]) => k !== 'pk' && k !== 'sk')
    .forEach(([k, v], i) => {
      names[`#a${i}`] = k;
      if (v === undefined) removes.push(`#a${i}`);
      else sets.push(`#a${i} = :v${i}`), (vals[`:v${i}`] = v);
    });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: vals,
    },
  };
}

