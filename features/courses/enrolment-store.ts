/**
 * Course enrolments and progress (docs/courses.md, "Enrolment and progress"). An enrolment is the
 * course's membership item SPACE#<course>/MEMBER#<user> with role `student`, carrying the
 * student's progress. Access patterns (docs/data-model.md):
 * - an enrolment with its progress: GetItem / BatchGet of the membership key (with the course)
 * - a course's students by enrolled_at: Query gsi1 SPACEMEMBERS#<course>#active filtered on role
 *   `student` (the course's administrators are its only other active members); the total is the
 *   course's students_count
 * - a student's courses: Query gsi3 ENROLLED#<user>#<active|completed> by <enrolled_at>#<course>
 * - how far a student watched a lesson's video: the enrolment's attribute `vw#<lesson>` (a percent),
 *   raised by one conditional UpdateItem (video-watched)
 * Every write is one transaction: the enrolment, the course's students_count / completed_count
 * and the outbox events; a lesson's completion is conditional on the enrolment's completed_count
 * as read, so concurrent completions of one student count and fire course.completed once.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { courseCountsUpdate } from '#features/courses/course-store.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { countAll, queryPage } from '#platform/data/queries.ts';
import { membershipCreate, membershipDelete, STUDENT_ROLE, toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import { GSI } from '#platform/data/table.ts';
import { mergeSameItemUpdates, type TransactItem } from '#platform/data/transactions.ts';
import type { DynamoKey } from '#platform/core/paging.ts';

export type EnrolmentState = 'active' | 'completed';

/** A student's enrolment with its progress. */
export interface EnrolmentRecord extends MembershipRecord {
  completed_lessons: number[];
  /** How many ids `completed_lessons` holds (the completion writes' guard). */
  completed_count: number;
  /** When each completed lesson was completed, by lesson id. */
  lesson_completions: Record<string, string>;
  started_at: string | null;
  last_accessed: string | null;
  time_spent_seconds: number;
  /** When the course was completed (every visible lesson), or null. */
  completed_at: string | null;
  certificate_id: string | null;
  certificate_issued_at: string | null;
  /** Quiz attempts used, by lesson id (the quiz part). */
  quiz_attempts: Record<string, number>;
}

const numbers = (raw: unknown): number[] => {
  const values = raw instanceof Set ? [...raw] : Array.isArray(raw) ? raw : [];
  return values.map(Number).filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
};
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const record = <T>(v: unknown): Record<string, T> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, T>) : {});

export function toEnrolment(item: Record<string, unknown>): EnrolmentRecord {
  return {
    ...toMembership(item),
    completed_lessons: numbers(item['completed_lessons']),
    completed_count: Number(item['completed_count'] ?? 0),
    lesson_completions: record<string>(item['lesson_completions']),
    started_at: str(item['started_at']),
    last_accessed: str(item['last_accessed']),
    time_spent_seconds: Number(item['time_spent_seconds'] ?? 0),
    completed_at: str(item['completed_at']),
    certificate_id: str(item['certificate_id']),
    certificate_issued_at: str(item['certificate_issued_at']),
    quiz_attempts: record<number>(item['quiz_attempts']),
  };
}

/** A membership item that is an active student's enrolment. */
export const isStudentItem = (item: Record<string, unknown> | undefined): boolean => item?.['role'] === STUDENT_ROLE && item['status'] === 'active';

export async function getEnrolment(courseId: number, userId: number, options: { consistent?: boolean } = {}): Promise<EnrolmentRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.spaceMember(courseId, userId), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toEnrolment(out.Item) : null;
}

const enrolledKey = (userId: number, state: EnrolmentState, enrolledAt: string, courseId: number) => ({
  gsi3pk: keys.enrolledPartition(userId, state),
  gsi3sk: `${enrolledAt}#${padId(courseId)}`,
});

/**
 * A new enrolment (no membership before): the membership with role student and empty progress,
 * counted in the space's members and the course's students_count (the caller adds its event).
 */
export function enrolmentCreate(m: MembershipRecord): TransactItem[] {
  const progress = {
    completed_count: 0,
    lesson_completions: {},
    quiz_attempts: {},
    time_spent_seconds: 0,
    ...enrolledKey(m.user_id, 'active', m.joined_at, m.space_id),
  };
  // The space's member counters and the course's students_count are one update of its record.
  return mergeSameItemUpdates([...membershipCreate({ ...m, role: STUDENT_ROLE, status: 'active' }, progress), ...courseCountsUpdate(m.space_id, { students_count: 1 })]);
}

/** An enrolment ending (unenrol, or an administrator's removal), with its counters. */
export function enrolmentDelete(e: EnrolmentRecord): TransactItem[] {
  const [del, ...counts] = membershipDelete(e);
  // Guarded on the progress as read too, so a completion racing the removal cannot leave completed_count wrong.
  const guarded: TransactItem = {
    Delete: {
      ...del!.Delete!,
      ConditionExpression: '#status = :status AND #role = :role AND completed_count = :n',
      ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
      ExpressionAttributeValues: { ':status': e.status, ':role': STUDENT_ROLE, ':n': e.completed_count },
    },
  };
  return mergeSameItemUpdates([guarded, ...counts, ...courseCountsUpdate(e.space_id, { students_count: -1, completed_count: e.completed_at ? -1 : 0 })]);
}

const studentGuard = 'attribute_exists(pk) AND #status = :active AND #role = :student AND completed_count = :n';

/**
 * A lesson's completion on the enrolment (the domain's lessonCompletionWrites adds the events):
 * the lesson id added to `completed_lessons` only if absent, completed_count + 1, the lesson's
 * completed_at; with `completesCourse`, the course's completion too (completed_at, the my-courses
 * key moved to `completed`, the course's completed_count + 1). Conditional on the enrolment's
 * completed_count as read, so concurrent completions of one student serialise.
 */
export function lessonCompletionUpdate(e: EnrolmentRecord, lessonId: number, at: string, completesCourse: boolean): TransactItem[] {
  const lid = String(lessonId);
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.spaceMember(e.space_id, e.user_id),
        UpdateExpression: [
          'ADD completed_lessons :ids, completed_count :one',
          `SET lesson_completions.#lid = :at, last_accessed = :at, started_at = if_not_exists(started_at, :at)${completesCourse ? ', completed_at = :at, gsi3pk = :done' : ''}`,
        ].join(' '),
        ConditionExpression: `${studentGuard} AND NOT contains(completed_lessons, :lid)`,
        ExpressionAttributeNames: { '#status': 'status', '#role': 'role', '#lid': lid },
        ExpressionAttributeValues: {
          ':ids': new Set([lid]),
          ':one': 1,
          ':at': at,
          ':active': 'active',
          ':student': STUDENT_ROLE,
          ':n': e.completed_count,
          ':lid': lid,
          ...(completesCourse ? { ':done': keys.enrolledPartition(e.user_id, 'completed') } : {}),
        },
      },
    },
    ...(completesCourse ? courseCountsUpdate(e.space_id, { completed_count: 1 }) : []),
  ];
}

/**
 * The reverse: the lesson id removed (only if present), completed_count - 1, and a completed
 * course back to active (its completed_at gone, the course's completed_count - 1). No event: the
 * spec has none for it.
 */
export function lessonIncompletionWrites(input: { enrolment: EnrolmentRecord; lessonId: number; at: string }): TransactItem[] {
  const e = input.enrolment;
  const lid = String(input.lessonId);
  const reopens = e.completed_at !== null;
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.spaceMember(e.space_id, e.user_id),
        UpdateExpression: `DELETE completed_lessons :ids ADD completed_count :minus SET last_accessed = :at${reopens ? ', gsi3pk = :active_key' : ''} REMOVE lesson_completions.#lid${reopens ? ', completed_at' : ''}`,
        ConditionExpression: `${studentGuard} AND contains(completed_lessons, :lid)`,
        ExpressionAttributeNames: { '#status': 'status', '#role': 'role', '#lid': lid },
        ExpressionAttributeValues: {
          ':ids': new Set([lid]),
          ':minus': -1,
          ':at': input.at,
          ':active': 'active',
          ':student': STUDENT_ROLE,
          ':n': e.completed_count,
          ':lid': lid,
          ...(reopens ? { ':active_key': keys.enrolledPartition(e.user_id, 'active') } : {}),
        },
      },
    },
    ...(reopens ? courseCountsUpdate(e.space_id, { completed_count: -1 }) : []),
  ];
}

/** A student's progress wiped (the original's reset): no lesson completed, the course active again. */
export function progressResetWrites(e: EnrolmentRecord): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.spaceMember(e.space_id, e.user_id),
        UpdateExpression: 'SET completed_count = :zero, lesson_completions = :empty, gsi3pk = :active_key REMOVE completed_lessons, completed_at',
        ConditionExpression: studentGuard,
        ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
        ExpressionAttributeValues: { ':zero': 0, ':empty': {}, ':active': 'active', ':student': STUDENT_ROLE, ':n': e.completed_count, ':active_key': keys.enrolledPartition(e.user_id, 'active') },
      },
    },
    ...(e.completed_at ? courseCountsUpdate(e.space_id, { completed_count: -1 }) : []),
  ];
}

/**
 * The certificate's id, set once: the write is conditional on the enrolment having none and its
 * course being completed, so two requests cannot make two ids (the loser reads the winner's).
 */
export function certificateIssue(e: EnrolmentRecord, certificateId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.spaceMember(e.space_id, e.user_id),
      UpdateExpression: 'SET certificate_id = :id, certificate_issued_at = :at',
      ConditionExpression: 'attribute_not_exists(certificate_id) AND attribute_exists(completed_at) AND #role = :student',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':id': certificateId, ':at': at, ':student': STUDENT_ROLE },
    },
  };
}

/** Seconds spent and the last access, added by a progress read with `time_spent` (bounded by the caller). */
export function accessUpdate(e: Pick<EnrolmentRecord, 'space_id' | 'user_id'>, at: string, seconds: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.spaceMember(e.space_id, e.user_id),
      UpdateExpression: 'SET last_accessed = :at, started_at = if_not_exists(started_at, :at) ADD time_spent_seconds :s',
      ConditionExpression: 'attribute_exists(pk) AND #role = :student',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':at': at, ':s': seconds, ':student': STUDENT_ROLE },
    },
  };
}

/** A page of a course's students by enrolled_at: one Query (the filter drops its few administrators). */
export async function listStudents(
  courseId: number,
  options: { ascending: boolean; offset: number; limit: number; startKey?: DynamoKey | undefined },
): Promise<{ students: EnrolmentRecord[]; lastKey: DynamoKey | undefined }> {
  const { items, lastKey } = await queryPage(
    {
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: '#role = :student',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':pk': keys.spaceMembersPartition(courseId, 'active'), ':student': STUDENT_ROLE },
      ScanIndexForward: options.ascending,
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    },
    options.offset + options.limit,
    ['pk', 'sk', GSI.gsi1.partition, GSI.gsi1.sort],
  );
  return { students: items.slice(options.offset).map(toEnrolment), lastKey: lastKey as DynamoKey | undefined };
}

const enrolledQuery = (userId: number, state: EnrolmentState): QueryCommandInput => ({
  TableName: tableName,
  IndexName: GSI.gsi3.name,
  KeyConditionExpression: 'gsi3pk = :pk',
  ExpressionAttributeValues: { ':pk': keys.enrolledPartition(userId, state) },
});

/** A student's enrolments in one state, newest first: one Query. */
export async function listEnrolled(
  userId: number,
  state: EnrolmentState,
  options: { offset: number; limit: number; startKey?: DynamoKey | undefined },
): Promise<{ enrolments: EnrolmentRecord[]; lastKey: DynamoKey | undefined }> {
  const { items, lastKey } = await queryPage(
    { ...enrolledQuery(userId, state), ScanIndexForward: false, ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}) },
    options.offset + options.limit,
    ['pk', 'sk', GSI.gsi3.partition, GSI.gsi3.sort],
  );
  return { enrolments: items.slice(options.offset).map(toEnrolment), lastKey: lastKey as DynamoKey | undefined };
}

/** How many courses a student holds in a state (a member's own enrolments: read, not counted). */
export const countEnrolled = (userId: number, state: EnrolmentState): Promise<number> => countAll(enrolledQuery(userId, state));

/** The enrolment's attribute holding how far its student watched a lesson's video. */
const watchedAttribute = (lessonId: number) => `vw#${lessonId}`;

/**
 * Raises the furthest percent a student watched of a lesson's video to `percent` if it is further
 * (one UpdateItem on the enrolment): answers the furthest now stored, or null when the member is no
 * longer a student of the course.
 */
export async function raiseWatchedPercent(courseId: number, userId: number, lessonId: number, percent: number): Promise<number | null> {
  const name = watchedAttribute(lessonId);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.spaceMember(courseId, userId),
        UpdateExpression: 'SET #w = :p',
        ConditionExpression: 'attribute_exists(pk) AND #role = :student AND #status = :active AND (attribute_not_exists(#w) OR #w < :p)',
        ExpressionAttributeNames: { '#w': name, '#role': 'role', '#status': 'status' },
        ExpressionAttributeValues: { ':p': percent, ':student': STUDENT_ROLE, ':active': 'active' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return percent;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // The failed condition's item comes unconverted (the document client does not unmarshall it).
    const old = error.Item ? unmarshall(error.Item) : undefined;
    if (!old || old['role'] !== STUDENT_ROLE || old['status'] !== 'active') return null;
    return Number(old[name] ?? 0);
  }
}
