import * as z from 'zod';
import { asYesNo, boolean, calendarDate, decimal, httpUrl, httpUrlOrEmpty, id, integer, list, localDateTime, patchOf } from '#platform/core/fields.ts';
import {
  COURSE_ORDERS,
  COURSE_PRIVACIES,
  COURSE_TYPES,
  DIFFICULTIES,
  LESSON_TYPES,
  MAX_LESSONS_PER_SECTION,
  MAX_SECTIONS,
  OUTLINE_STATUSES,
  quizQuestionsSchema,
  quizSettingsSchema,
} from '#features/courses/courses.ts';
import { SPACE_STATUSES, spaceSettingsPatchSchema } from '#features/spaces/spaces.ts';
import { SLUG_PATTERN } from '#platform/core/slugs.ts';
import { pagingQuery } from '#platform/http/pagination.ts';
import { liftOriginalQuizMeta } from './quiz-schemas.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const idParams = z.object({ id: id() });
export const slugParams = z.object({ slug: z.string().min(1).max(120) });
export const sectionParams = z.object({ id: id(), section_id: id() });
export const lessonParams = z.object({ id: id(), lesson_id: id() });

export const courseListQuery = z.object({
  ...pagingQuery(20),
  status: z.enum(SPACE_STATUSES).default('published'),
  category: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  difficulty: z.preprocess(emptyAsUndefined, z.enum(DIFFICULTIES).optional()),
  search: z.preprocess(emptyAsUndefined, z.string().trim().min(2, 'must be at least 2 characters').max(100).optional()),
  orderby: z.enum(COURSE_ORDERS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const detailQuery = z.object({ intended_lesson_slug: z.preprocess(emptyAsUndefined, z.string().max(200).optional()) });

/** A picture's URL (an upload's carries its media_key), or an upload's id (docs/media.md, Attaching). */
const picture = z.union([httpUrlOrEmpty(), id()]);

/** The original sends course_type and course_details inside `settings`: lifted to the course's own fields. */
function liftCourseSettings(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const settings = b['settings'];
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) return body;
  const { course_type, course_details, ...rest } = settings as Record<string, unknown>;
  return { ...(course_type !== undefined ? { course_type } : {}), ...(course_details !== undefined ? { content: course_details } : {}), ...b, settings: rest };
}

const courseFields = {
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(190),
  description: z.string({ error: 'is required' }).trim().min(1, 'is required').max(10_000),
  slug: z.string().trim().max(120).regex(SLUG_PATTERN, 'must be lowercase letters, digits and dashes'),
  content: z.string().max(100_000),
  featured_image: picture,
  privacy: z.enum(COURSE_PRIVACIES),
  category: z.string().trim().max(100),
  difficulty: z.union([z.literal(''), z.enum(DIFFICULTIES)]),
  duration: z.string().trim().max(100),
  price: decimal(),
  course_type: z.enum(COURSE_TYPES),
  instructor_id: id(),
  parent_id: id(),
  settings: spaceSettingsPatchSchema,
};

export const createCourseBody = z.preprocess(
  liftCourseSettings,
  z.object({
    ...courseFields,
    slug: courseFields.slug.optional(),
    content: courseFields.content.optional(),
    featured_image: picture.optional(),
    status: z.enum(['published', 'draft']).default('draft'),
    privacy: courseFields.privacy.default('public'),
    category: courseFields.category.optional(),
    difficulty: courseFields.difficulty.optional(),
    duration: courseFields.duration.optional(),
    price: courseFields.price.default(0),
    course_type: courseFields.course_type.default('self_paced'),
    instructor_id: courseFields.instructor_id.optional(),
    parent_id: courseFields.parent_id.optional(),
    settings: courseFields.settings.optional(),
  }),
);

export const updateCourseBody = z.preprocess(
  liftCourseSettings,
  z.object({
    title: courseFields.title.optional(),
    description: courseFields.description.optional(),
    slug: courseFields.slug.optional(),
    content: courseFields.content.optional(),
    featured_image: picture.optional(),
    status: z.enum(SPACE_STATUSES).optional(),
    privacy: courseFields.privacy.optional(),
    category: courseFields.category.optional(),
    difficulty: courseFields.difficulty.optional(),
    duration: courseFields.duration.optional(),
    price: courseFields.price.optional(),
    course_type: courseFields.course_type.optional(),
    instructor_id: courseFields.instructor_id.optional(),
    parent_id: courseFields.parent_id.optional(),
    settings: courseFields.settings.optional(),
  }),
);

// --- sections ------------------------------------------------------------------------------

const sectionTitle = z.string({ error: 'is required' }).trim().min(1, 'is required').max(190);
const outlineStatus = z.enum(OUTLINE_STATUSES);

export const sectionsQuery = z.object({ conditions: list(z.enum(['only_published']), { max: 5 }).optional(), with_lock_screen: boolean().optional() });
export const createSectionBody = z.object({ title: sectionTitle, status: outlineStatus.optional() });
export const putSectionBody = z.object({ title: sectionTitle, status: outlineStatus });
export const patchSectionBody = z.object({
  title: sectionTitle.optional(),
  status: outlineStatus.optional(),
  /** A scheduled course's unlock: 'YYYY-MM-DD HH:MM:SS' (UTC) or 'YYYY-MM-DD' (its midnight in the site's time zone); '' or null to clear. */
  scheduled_at: z.union([z.literal(''), z.null(), localDateTime().or(calendarDate()).meta({ description: 'A date and time YYYY-MM-DD HH:MM:SS (UTC), or a day YYYY-MM-DD (midnight in the site\'s time zone).' })]).optional(),
  /** A structured course's unlock, in days after enrolment. */
  reactions_count: integer({ min: 0, max: 3650 }).optional(),
});

/** `{id: priority}` for at most a section's worth of items. */
const indexes = (max: number) =>
  z
    .record(z.string().regex(/^[1-9]\d{0,14}$/, 'keys must be ids'), integer({ min: 0, max: 1_000_000 }))
    .refine((r) => Object.keys(r).length >= 1, 'must name at least one item')
    .refine((r) => Object.keys(r).length <= max, `must name at most ${max} items`);
export const sectionIndexesBody = z.object({ indexes: indexes(MAX_SECTIONS) });
export const lessonIndexesBody = z.object({ indexes: indexes(MAX_LESSONS_PER_SECTION) });

// --- lessons -------------------------------------------------------------------------------

export const lessonsQuery = z.object({ topic_id: z.preprocess(emptyAsUndefined, id().optional()) });

export const createLessonBody = z.object({
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(190),
  section_id: id(),
  /** The original's client sends '' for a plain lesson. */
  type: z.preprocess(emptyAsUndefined, z.enum(LESSON_TYPES).optional()),
});

/** A lesson switch: true/false or exactly 'yes'/'no' (stricter than the settings' yesNo(), which also takes 1/0 and 'true'). */
const lessonSwitch = z.preprocess(asYesNo, z.enum(['yes', 'no']));

/** The original's lesson meta keys (fc-shapes-2 §1.6); unknown keys are dropped. Embed HTML is never taken from clients. */
const lessonMeta = z.object({
  enable_comments: lessonSwitch.optional(),
  enable_media: lessonSwitch.optional(),
  free_preview_lesson: lessonSwitch.optional(),
  require_video_completion: lessonSwitch.optional(),
  auto_complete_on_video_end: lessonSwitch.optional(),
  media: z
    .object({
      type: z.string().max(40).optional(),
      url: httpUrlOrEmpty().optional(),
      content_type: z.string().max(40).optional(),
      provider: z.string().max(100).optional(),
      title: z.string().max(300).optional(),
      author_name: z.string().max(200).optional(),
      image: httpUrlOrEmpty().optional(),
    })
    .optional(),
  video_length: integer({ min: 0, max: 1_000_000 }).optional(),
  video_completion_threshold: integer({ min: 0, max: 100 }).optional(),
});

const lessonFields = {
  title: z.string().trim().min(1, 'is required').max(190),
  status: outlineStatus,
  message: z.string().max(200_000),
  content_type: z.enum(LESSON_TYPES),
  meta: lessonMeta,
  featured_image: httpUrlOrEmpty(),
  quiz_questions: quizQuestionsSchema,
  quiz_settings: patchOf(quizSettingsSchema),
};

/** PUT: the original's `{lesson: {title, parent_id, status, meta, message}}`; an unwrapped body is read the same. */
export const putLessonBody = z.preprocess(
  (b) => liftOriginalQuizMeta(b && typeof b === 'object' && !Array.isArray(b) && !('lesson' in b) ? { lesson: b } : b),
  z.object({
    lesson: z.object({
      title: lessonFields.title,
      parent_id: id(),
      status: lessonFields.status,
      message: lessonFields.message.optional(),
      content_type: lessonFields.content_type.optional(),
      meta: lessonFields.meta.optional(),
      featured_image: lessonFields.featured_image.optional(),
      quiz_questions: lessonFields.quiz_questions.optional(),
      quiz_settings: lessonFields.quiz_settings.optional(),
    }),
  }),
);

/** PATCH: title, status, slug, message; empty strings are ignored, except the message's. */
export const patchLessonBody = z.preprocess(
  (b) => (b && typeof b === 'object' && !Array.isArray(b) ? Object.fromEntries(Object.entries(b).filter(([k, v]) => k === 'message' || v !== '')) : b),
  z.object({
    title: lessonFields.title.optional(),
    status: lessonFields.status.optional(),
    slug: z.string().trim().max(120).regex(SLUG_PATTERN, 'must be lowercase letters, digits and dashes').optional(),
    message: lessonFields.message.optional(),
    quiz_questions: lessonFields.quiz_questions.optional(),
    quiz_settings: lessonFields.quiz_settings.optional(),
  }),
);

// --- the original's other course routes (issue 30) ----------------------------------------------

export const lessonSlugParams = z.object({ slug: z.string().min(1).max(120), lesson_slug: z.string().min(1).max(200) });

/** The share of the lesson's video watched; the original caps it at 100. */
export const videoWatchedBody = z.object({ watched_percent: z.preprocess((v) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) ? Math.min(100, Math.max(0, Math.floor(Number(v)))) : v), integer({ min: 0, max: 100 })) });

/** all-courses reads each course's outline: its page is bounded (course-service.ts ALL_COURSES_MAX_PER_PAGE). */
export const allCoursesQuery = z.object({ page: integer({ min: 1, max: 1000 }).default(1), per_page: integer({ min: 1, max: 50 }).default(15) });

const searchTerm = z.preprocess(emptyAsUndefined, z.string().trim().min(2, 'must be at least 2 characters').max(100).optional());

/** GET /admin/courses: the original's filters (topic_slug: courses take no topics here, ignored). */
export const adminCoursesQuery = z.object({
  ...pagingQuery(20),
  search: searchTerm,
  status: z.preprocess(emptyAsUndefined, z.enum(['published', 'draft', 'archived']).default('published')),
  sort_by: z.preprocess(emptyAsUndefined, z.enum(['alphabetical', 'latest']).default('latest')),
  with_categories: boolean().optional(),
  topic_slug: z.string().max(200).optional(),
});

export const peopleSearchQuery = z.object({ search: searchTerm });
export const courseCommentsQuery = z.object({ ...pagingQuery(20) });

/** The course space's sidebar links, as a space's settings keep them (other keys of an item are dropped). */
/** A form's `links[0][title]` arrives as an object keyed by index (PHP reads it as a list): its items in index order. */
const indexedItems = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((k) => /^\d{1,3}$/.test(k))
    ? Object.entries(v).sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item)
    : v;

export const courseLinksBody = z.object({ links: z.preprocess(indexedItems, z.array(z.object({ title: z.string().trim().max(100), url: httpUrl() })).max(20)).default([]) });

export const copySectionBody = z.object({ section_id: id(), from_course_id: id() });
export const moveLessonBody = z.object({ lesson_id: id(), section_id: id() });
