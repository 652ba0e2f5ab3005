/**
 * Quiz attempts and their statistics (docs/courses.md, Quizzes). Access patterns (docs/data-model.md):
 * - an attempt: GetItem SPACE#<course>/QUIZRESULT#<lesson>#<user>#<attempt>
 * - a student's latest attempt at a quiz: Query SPACE#<course> begins_with QUIZRESULT#<lesson>#<user>#, descending, Limit 1
 * - an attempt by its id (grading): Query owner QUIZRESULTID#<id>
 * - a course's attempts: Query gsi1 QUIZRESULTS#<course> by <submitted_at>#<id>, gsi2 by
 *   <padded score>#<submitted_at>#<id>, gsi3 by <lower user name>#<submitted_at>#<id>; lesson, user
 *   and passed/failed filters on the page read (bounded)
 * - statistics: BatchGet SPACE#<course>/QUIZSTATS and QUIZSTATS#<lesson> (submissions, passed,
 *   failed, score_sum, time_sum), ADDed in the transaction that writes or regrades an attempt
 * - the open attempt's start: SPACE#<course>/QUIZSTART#<lesson>#<user> (BatchGet with the course)
 * A student's attempts are their stored results, not a counter on the enrolment: the latest one
 * numbers the next and decides whether another may be taken, and both outlive an unenrolment
 * (docs/courses.md, Quizzes, "Attempts outlive the enrolment"). A submit's result Put is
 * conditional on its attempt's key being free, so concurrent submits of one number cannot both land.
 */
import { QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { batchGet, countAll, itemKeyOf, queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import { STUDENT_ROLE } from '#features/spaces/space-member-store.ts';
import { addUpdate, type TransactItem } from '#platform/data/transactions.ts';
import type { DynamoKey } from '#platform/core/paging.ts';
import type { QuizResultOrder, QuizResultRecord } from '#features/courses/quizzes.ts';


const INDEX_OF: Record<QuizResultOrder, (typeof GSI)['gsi1' | 'gsi2' | 'gsi3']> = { submitted_at: GSI.gsi1, score: GSI.gsi2, user_name: GSI.gsi3 };

const FIELDS = [
  'id', 'course_id', 'lesson_id', 'user_id', 'attempt_number', 'answers', 'grade', 'passing_score', 'time_spent', 'started_at', 'submitted_at',
  'time_limit_exceeded', 'feedback', 'graded_at', 'graded_by', 'user_name', 'rev',
] as const;

export function toQuizResultRecord(item: Record<string, unknown>): QuizResultRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as QuizResultRecord;
}

/** The attempt's item with its list keys (the score and name orders follow a regrade). */
function resultItem(r: QuizResultRecord): Record<string, unknown> {
  const tail = `${r.submitted_at}#${padId(r.id)}`;
  const partition = keys.quizResultsPartition(r.course_id);
  return {
    ...keys.quizResult(r.course_id, r.lesson_id, r.user_id, r.attempt_number),
    entity: 'quiz_result',
    version: 1,
    ...r,
    gsi1pk: partition,
    gsi1sk: tail,
    gsi2pk: partition,
    gsi2sk: `${String(r.grade.score).padStart(3, '0')}#${tail}`,
    gsi3pk: partition,
    gsi3sk: `${r.user_name.toLowerCase().slice(0, 100)}#${tail}`,
    ownerpk: keys.quizResultIdPartition(r.id),
    ownersk: 'RESULT',
  };
}

export function quizResultPut(r: QuizResultRecord, condition: 'new' | { rev: number }): TransactItem {
  const Item = resultItem(r);
  if (condition === 'new') return { Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' } };
  return { Put: { TableName: tableName, Item, ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': condition.rev } } };
}

export interface StatsDelta {
  submissions?: number;
  passed?: number;
  failed?: number;
  score_sum?: number;
  time_sum?: number;
}

/** ADDs to the course's and the lesson's statistics counters. */
export function quizStatsUpdate(courseId: number, lessonId: number, delta: StatsDelta): TransactItem[] {
  const d = Object.fromEntries(Object.entries(delta).filter(([, v]) => v !== undefined && v !== 0)) as Record<string, number>;
  if (Object.keys(d).length === 0) return [];
  return [addUpdate(keys.quizStats(courseId), d, 'quiz_stats'), addUpdate(keys.quizStats(courseId, lessonId), d, 'quiz_stats')];
}

export interface QuizStats {
  submissions: number;
  passed: number;
  failed: number;
  score_sum: number;
  time_sum: number;
}

export const toStats = (item: Record<string, unknown> | undefined): QuizStats => ({
  submissions: Number(item?.['submissions'] ?? 0),
  passed: Number(item?.['passed'] ?? 0),
  failed: Number(item?.['failed'] ?? 0),
  score_sum: Number(item?.['score_sum'] ?? 0),
  time_sum: Number(item?.['time_sum'] ?? 0),
});

// --- the open attempt ----------------------------------------------------------------------------

/** When the student's open attempt started (its start item, from a BatchGet of keys.quizStart), or null. */
export const startedAtOf = (startItem: Record<string, unknown> | undefined): string | null =>
  typeof startItem?.['started_at'] === 'string' ? (startItem['started_at'] as string) : null;

/** Records the open attempt's start (once: a later call keeps the first time) and answers it. */
export async function recordAttemptStart(courseId: number, lessonId: number, userId: number, at: string): Promise<string> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.quizStart(courseId, lessonId, userId),
      UpdateExpression: 'SET started_at = if_not_exists(started_at, :at), entity = :e',
      ExpressionAttributeValues: { ':at': at, ':e': 'quiz_start' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return String(out.Attributes?.['started_at'] ?? at);
}

/**
 * The guards of a submit beside its result's Put (conditional on the attempt's key being free, so
 * two submits of one number cannot both land): the open attempt's start goes, the latest attempt
 * is still as read (a grading moves its rev, and with it what the submit decided from), and, unless
 * the transaction updates the enrolment anyway (a pass completing the lesson, guarded the same
 * way), the student is still an active student.
 */
export function attemptClaim(
  courseId: number,
  lessonId: number,
  userId: number,
  options: { latest: Pick<QuizResultRecord, 'attempt_number' | 'rev'> | null; checkEnrolment: boolean },
): TransactItem[] {
  const items: TransactItem[] = [{ Delete: { TableName: tableName, Key: keys.quizStart(courseId, lessonId, userId) } }];
  if (options.latest) {
    items.push({
      ConditionCheck: {
        TableName: tableName,
        Key: keys.quizResult(courseId, lessonId, userId, options.latest.attempt_number),
        ConditionExpression: 'rev = :rev',
        ExpressionAttributeValues: { ':rev': options.latest.rev },
      },
    });
  }
  if (options.checkEnrolment) {
    items.push({
      ConditionCheck: {
        TableName: tableName,
        Key: keys.spaceMember(courseId, userId),
        ConditionExpression: '#st = :active AND #role = :student',
        ExpressionAttributeNames: { '#st': 'status', '#role': 'role' },
        ExpressionAttributeValues: { ':active': 'active', ':student': STUDENT_ROLE },
      },
    });
  }
  return items;
}

// --- reads ---------------------------------------------------------------------------------------

/** One attempt, or the latest when `attempt` is 'latest'. */
export async function readAttempt(courseId: number, lessonId: number, userId: number, attempt: number | 'latest'): Promise<QuizResultRecord | null> {
  const input: QueryCommandInput =
    attempt === 'latest'
      ? {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': keys.spacePartition(courseId), ':p': keys.quizResultPrefix(lessonId, userId) },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }
      : {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk = :sk',
          ExpressionAttributeValues: { ':pk': keys.spacePartition(courseId), ':sk': keys.quizResult(courseId, lessonId, userId, attempt).sk },
          ConsistentRead: true,
        };
  const out = await ddb.send(new QueryCommand(input));
  const item = out.Items?.[0];
  return item ? toQuizResultRecord(item) : null;
}

/** An attempt by its id, if it belongs to the course. */
export async function readAttemptById(courseId: number, resultId: number): Promise<QuizResultRecord | null> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.owner.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': GSI.owner.partition },
      ExpressionAttributeValues: { ':pk': keys.quizResultIdPartition(resultId) },
      Limit: 1,
    }),
  );
  const item = out.Items?.[0];
  if (!item || Number(item['course_id']) !== courseId) return null;
  // The index is eventually consistent: the item itself is read again before it is rewritten.
  const fresh = await batchGet([{ pk: String(item['pk']), sk: String(item['sk']) }], { consistent: true });
  const current = fresh.get(itemKeyOf({ pk: String(item['pk']), sk: String(item['sk']) }));
  return current ? toQuizResultRecord(current) : null;
}

export interface ResultListInput {
  courseId: number;
  orderby: QuizResultOrder;
  ascending: boolean;
  lessonId?: number | undefined;
  userId?: number | undefined;
  status: 'all' | 'passed' | 'failed';
  offset: number;
  limit: number;
  startKey?: DynamoKey | undefined;
}

/** Reading on through sparse filters stops after this many items (the page then ends short, with its cursor). */
const MAX_FILTERED_READ = 2000;

function listQuery(input: Omit<ResultListInput, 'offset' | 'limit' | 'startKey'>): QueryCommandInput {
  const index = INDEX_OF[input.orderby];
  const filters: string[] = [];
  const names: Record<string, string> = { '#pk': index.partition };
  const values: Record<string, unknown> = { ':pk': keys.quizResultsPartition(input.courseId) };
  if (input.lessonId !== undefined) filters.push('lesson_id = :l'), (values[':l'] = input.lessonId);
  if (input.userId !== undefined) filters.push('user_id = :u'), (values[':u'] = input.userId);
  if (input.status !== 'all') filters.push('#g.#p = :passed'), Object.assign(names, { '#g': 'grade', '#p': 'passed' }), (values[':passed'] = input.status === 'passed');
  return {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
    ScanIndexForward: input.ascending,
  };
}

export const resultListScope = (orderby: QuizResultOrder, courseId: number) => ({ index: INDEX_OF[orderby], partition: keys.quizResultsPartition(courseId) });

/** One page of a course's attempts. */
export async function listResults(input: ResultListInput): Promise<{ items: QuizResultRecord[]; lastKey: DynamoKey | undefined }> {
  const index = INDEX_OF[input.orderby];
  const { items, lastKey } = await queryPage(
    { ...listQuery(input), ...(input.startKey ? { ExclusiveStartKey: input.startKey } : {}) },
    input.offset + input.limit,
    ['pk', 'sk', index.partition, index.sort],
    MAX_FILTERED_READ,
  );
  return { items: items.slice(input.offset).map(toQuizResultRecord), lastKey: lastKey as DynamoKey | undefined };
}

/** Counts a filtered list no counter keeps (a student's attempts): bounded by the course's attempts. */
export const countResults = (input: Omit<ResultListInput, 'offset' | 'limit' | 'startKey'>): Promise<number> => countAll(listQuery(input));

/** The statistics counters (course and, with a lesson, the lesson's), the page's lessons and profiles in one BatchGet. */
export function listExtraKeys(courseId: number, lessonId: number | undefined, lessonIds: number[], userIds: number[]): Array<{ pk: string; sk: string }> {
  const statsKeys = [keys.quizStats(courseId), ...(lessonId !== undefined ? [keys.quizStats(courseId, lessonId)] : [])];
  const lessonKeys = [...new Set(lessonIds)].map((id) => keys.courseLesson(courseId, id));
  const userKeys = [...new Set(userIds)].map((id) => keys.user(id));
  return [...statsKeys, ...lessonKeys, ...userKeys];
}

/** The counters, lessons and profiles of a results page, from items read with listExtraKeys' keys. */
export function listExtrasFrom(found: Map<string, Record<string, unknown>>, courseId: number, lessonId: number | undefined) {
  return {
    courseStats: toStats(found.get(itemKeyOf(keys.quizStats(courseId)))),
    lessonStats: lessonId === undefined ? null : toStats(found.get(itemKeyOf(keys.quizStats(courseId, lessonId)))),
    lesson: (id: number) => found.get(itemKeyOf(keys.courseLesson(courseId, id))),
    user: (id: number) => found.get(itemKeyOf(keys.user(id))),
  };
}
