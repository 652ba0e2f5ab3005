/**
 * Which outbox events earn or take back which points (docs/points.md, "Actions"): the award's
 * member, the source it is for, and the action that prices it. Pure; the stream router's recorder
 * (points-recorder.ts) applies them.
 */
import type { PointAction } from '#features/points/points.ts';

type Item = Record<string, unknown>;

export type PointsMove =
  | { kind: 'award'; userId: number; source: string; action: PointAction; at: Date }
  | { kind: 'take_back'; userId: number; source: string };

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

export const sources = {
  post: (postId: number) => `feed#${postId}`,
  comment: (commentId: number) => `comment#${commentId}`,
  reaction: (objectType: 'feed' | 'comment', objectId: number, reactorId: number) => `reaction#${objectType}#${objectId}#${reactorId}`,
  lesson: (lessonId: number) => `lesson#${lessonId}`,
  course: (courseId: number) => `course#${courseId}`,
  quiz: (lessonId: number) => `quiz#${lessonId}`,
};

/** The reaction's receiver and source, or null for a member's reaction to their own content. */
function reactionOf(data: Item): { userId: number; source: string } | null {
  const reactor = num(data['user_id']);
  const isComment = data['object_type'] === 'comment';
  const receiver = num(isComment ? data['comment_user_id'] : data['post_user_id']);
  const objectId = num(isComment ? (data['comment_id'] ?? data['object_id']) : (data['post_id'] ?? data['object_id']));
  if (reactor === null || receiver === null || objectId === null || reactor === receiver) return null;
  return { userId: receiver, source: sources.reaction(isComment ? 'comment' : 'feed', objectId, reactor) };
}

/** The points moves of one outbox event; none for events that earn nothing. */
export function pointsMovesOf(event: Item): PointsMove[] {
  if (event['entity'] !== 'event') return [];
  const data = (event['data'] ?? {}) as Item;
  const at = new Date(String(event['occurred_at']));
  if (Number.isNaN(at.getTime())) return [];
  const id = num(data['id']);
  const author = num(data['user_id']) ?? num(event['actor_id']);
  const award = (userId: number | null, source: string | null, action: PointAction): PointsMove[] =>
    userId === null || source === null ? [] : [{ kind: 'award', userId, source, action, at }];
  const takeBack = (userId: number | null, source: string | null): PointsMove[] => (userId === null || source === null ? [] : [{ kind: 'take_back', userId, source }]);
  switch (event['event']) {
    case 'feed.created':
      return award(author, id === null ? null : sources.post(id), 'post_published');
    case 'feed.updated':
      // Hidden by reports, unpublished by a moderator: no longer earns (published again: feed.created).
      return data['status'] !== undefined && data['status'] !== 'published' ? takeBack(author, id === null ? null : sources.post(id)) : [];
    case 'feed.deleted':
      return takeBack(author, id === null ? null : sources.post(id));
    case 'comment.created':
      return award(author, id === null ? null : sources.comment(id), 'comment_added');
    case 'comment.updated':
      return data['status'] !== undefined && data['status'] !== 'published' ? takeBack(author, id === null ? null : sources.comment(id)) : [];
    case 'comment.deleted':
      return takeBack(author, id === null ? null : sources.comment(id));
    case 'reaction.added': {
      const r = reactionOf(data);
      return r ? award(r.userId, r.source, 'reaction_received') : [];
    }
    case 'reaction.removed': {
      const r = reactionOf(data);
      return r ? takeBack(r.userId, r.source) : [];
    }
    case 'lesson.completed': {
      const lesson = num(data['lesson_id']);
      return award(num(data['user_id']), lesson === null ? null : sources.lesson(lesson), 'lesson_completed');
    }
    case 'course.completed': {
      const course = num((data['course'] as Item | undefined)?.['id']) ?? num(data['course_id']) ?? num(event['space_id']);
      return award(num(data['user_id']), course === null ? null : sources.course(course), 'course_completed');
    }
    case 'quiz.submitted':
    case 'quiz.graded': {
      // Once per quiz: a later failed attempt takes nothing back.
      const lesson = num(data['lesson_id']);
      return data['passed'] === true ? award(num(data['user_id']), lesson === null ? null : sources.quiz(lesson), 'quiz_passed') : [];
    }
    default:
      return [];
  }
}

const numbers = (v: unknown): number[] => (v instanceof Set ? [...v] : Array.isArray(v) ? v : []).map(Number).filter((n) => Number.isInteger(n));
const idFromKey = (value: unknown, prefix: string): number | null => {
  const s = String(value ?? '');
  return s.startsWith(prefix) ? num(s.slice(prefix.length).split('#')[0]) : null;
};
const dateOf = (...values: unknown[]): Date | null => {
  for (const v of values) {
    const d = new Date(String(v ?? ''));
    if (v !== undefined && v !== null && !Number.isNaN(d.getTime())) return d;
  }
  return null;
};

/** A stored like, by its object: the post's id from its partition, the comment's from its sort key. */
export function likeObject(item: Item): { type: 'feed' | 'comment'; postId: number; objectId: number; reactor: number } | null {
  if (item['entity'] !== 'like') return null;
  const postId = idFromKey(item['pk'], 'FEED#');
  const reactor = num(item['user_id']);
  const objectId = num(item['object_id']);
  if (postId === null || reactor === null || objectId === null) return null;
  return { type: item['object_type'] === 'comment' ? 'comment' : 'feed', postId, objectId, reactor };
}

/**
 * What a stored item earns (the backfill, docs/points.md "Backfill"): published posts and comments
 * their authors, likes of someone else's content its author (`receiverOf` names them: the like does
 * not), completed lessons and courses and passed quizzes their students. Content no longer
 * published has its award taken back.
 */
export function pointsMovesOfItem(item: Item, receiverOf: (like: Item) => number | null): PointsMove[] {
  const award = (userId: number | null, source: string, action: PointAction, at: Date | null): PointsMove[] =>
    userId === null || at === null ? [] : [{ kind: 'award', userId, source, action, at }];
  const userId = num(item['user_id']);
  switch (item['entity']) {
    case 'feed': {
      const id = num(item['id']);
      if (id === null || userId === null) return [];
      return item['status'] === 'published' ? award(userId, sources.post(id), 'post_published', dateOf(item['published_at'], item['created_at'])) : [{ kind: 'take_back', userId, source: sources.post(id) }];
    }
    case 'comment': {
      const id = num(item['id']);
      if (id === null || userId === null) return [];
      return (item['status'] ?? 'published') === 'published' ? award(userId, sources.comment(id), 'comment_added', dateOf(item['created_at'])) : [{ kind: 'take_back', userId, source: sources.comment(id) }];
    }
    case 'like': {
      const like = likeObject(item);
      const receiver = receiverOf(item);
      if (!like || receiver === null || receiver === like.reactor) return [];
      return award(receiver, sources.reaction(like.type, like.objectId, like.reactor), 'reaction_received', dateOf(item['created_at']));
    }
    case 'space_member': {
      const course = num(item['space_id']);
      if (item['role'] !== 'student' || userId === null || course === null) return [];
      const at = dateOf(item['completed_at'], item['updated_at'], item['enrolled_at'], item['created_at']);
      return [
        ...numbers(item['completed_lessons']).flatMap((lesson) => award(userId, sources.lesson(lesson), 'lesson_completed', at)),
        ...(item['completed_at'] ? award(userId, sources.course(course), 'course_completed', at) : []),
      ];
    }
    case 'quiz_result': {
      const lesson = num(item['lesson_id']);
      const passed = (item['grade'] as Item | undefined)?.['passed'] === true;
      return lesson !== null && passed ? award(userId, sources.quiz(lesson), 'quiz_passed', dateOf(item['submitted_at'], item['started_at'])) : [];
    }
    default:
      return [];
  }
}
