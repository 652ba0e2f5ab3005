/**
 * What the course routes answer (docs/openapi.md, docs/courses.md): each success body's schema,
 * strict. The catalogue's course object (course-list.ts toCourseObject: a space list item with the
 * course's settings and the caller's standing), the spec's Course (courses.ts toCourseData), the
 * original's section and lesson rows (toSectionRow, toLessonRow), the detail's outline, enrolment
 * and progress (enrolment-service.ts), certificates. The quiz routes' answers are in
 * responses/quizzes.ts.
 */
import * as z from 'zod';
import { COURSE_LOCKSCREEN_TYPES, SPACE_STATUSES } from '#features/spaces/spaces.ts';
import { COURSE_PRIVACIES, COURSE_TYPES, DIFFICULTIES, LESSON_TYPES, OUTLINE_STATUSES, QUESTION_TYPES } from '#features/courses/courses.ts';
import { SHORT_ANSWER_MODES } from '#features/courses/quizzes.ts';
import { MessageOnly, PageMeta, paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { SpaceListItem } from '#features/spaces/shapes.ts';

const int = () => z.number().int();
/** Free-form objects kept as given (a space's settings with the course's, a lesson's meta). */
const blob = () => z.record(z.string(), z.unknown());

export { MessageOnly };

// --- quiz authoring (a quiz lesson's questions and settings) -----------------------------------

export const QuizSettings = z
  .strictObject({
    passing_score: int(),
    max_attempts: int(),
    time_limit: int(),
    show_correct_answers: z.boolean(),
    randomize_questions: z.boolean(),
  })
  .meta({ id: 'QuizSettings', description: 'A quiz lesson\'s grading configuration (max_attempts 0: unlimited; time_limit in seconds, 0: none).' });

const QuizQuestion = z
  .strictObject({
    id: z.string(),
    type: z.enum(QUESTION_TYPES),
    question: z.string(),
    options: z.array(z.strictObject({ id: z.string(), text: z.string(), is_correct: z.boolean() })),
    points: int(),
    explanation: z.string(),
    enabled: z.boolean(),
    grading_mode: z.enum(SHORT_ANSWER_MODES).optional(),
    correct_answers: z.array(z.string()).optional(),
  })
  .meta({ id: 'QuizQuestion', description: 'A quiz question as its authors see it (correct options and accepted answers included).' });

/** A question as a student sees it: no correct options, accepted answers or explanation. */
export const StudentQuestion = z
  .strictObject({
    id: z.string(),
    type: z.enum(QUESTION_TYPES),
    question: z.string(),
    options: z.array(z.strictObject({ id: z.string(), text: z.string() })),
    points: int(),
  })
  .meta({ id: 'StudentQuizQuestion' });

// --- courses -----------------------------------------------------------------------------------

/** The catalogue's course object: a space list item (numeric strings, yes/no settings) with the course's fields. */
export const CourseObject = SpaceListItem.extend({
  created_by: z.string(),
  parent_id: z.string().nullable(),
  type: z.literal('course'),
  privacy: z.enum(COURSE_PRIVACIES),
  serial: z.string(),
  settings: blob().meta({ description: 'The space\'s settings (booleans as yes/no) with course_type, course_details and course_details_rendered.' }),
  role: z.string().nullable(),
  is_course_admin: z.boolean(),
  can_self_enroll: z.boolean(),
  isEnrolled: z.boolean(),
  sectionsCount: int(),
  lessonsCount: int(),
  studentsCount: int(),
})
  .meta({ id: 'CourseObject', description: 'A course as the lists show it: the space list item\'s fields with the course\'s settings and the caller\'s standing.' });

const Instructor = z.strictObject({ id: int(), display_name: z.string(), avatar: z.string(), bio: z.string() });

/** The spec's Course. */
export const Course = z
  .strictObject({
    id: int(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    content: z.string(),
    featured_image: z.string(),
    status: z.enum(SPACE_STATUSES),
    privacy: z.enum(COURSE_PRIVACIES),
    category: z.string(),
    difficulty: z.enum([...DIFFICULTIES, '']),
    duration: z.string(),
    course_type: z.enum(COURSE_TYPES),
    sections_count: int(),
    lessons_count: int(),
    students_count: int(),
    reviews_count: int(),
    rating: z.number(),
    price: z.number(),
    instructor_id: int(),
    is_enrolled: z.boolean(),
    progress: int(),
    instructor: Instructor.nullable(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'Course' });

/** The caller's standing in a course (the original's `track`). */
export const Track = z.strictObject({ completed_lessons: z.array(int()), isEnrolled: z.boolean(), progress: int() }).meta({ id: 'CourseTrack' });

const Enrolment = z.strictObject({ enrollment_id: z.string(), course_id: int(), user_id: int(), enrolled_at: sqlDateTime });

/** A course of the caller's, with their progress and enrolment (my courses). */
export const MyCourse = CourseObject.extend({
  progress: int(),
  enrollment: Enrolment.extend({ completed_at: sqlDateTime.nullable(), last_accessed: sqlDateTime.nullable() }),
}).meta({ id: 'MyCourse' });

const Category = z.strictObject({ title: z.string(), slug: z.string(), courses_count: int() });

export const courseListResponse = z.strictObject({
  courses: paginatorOf(z.union([CourseObject, MyCourse])),
  course_categories: z.array(Category),
});

export const courseCreatedResponse = z.strictObject({
  message: z.string(),
  data: z.strictObject({ id: int(), title: z.string(), slug: z.string(), status: z.enum(SPACE_STATUSES), created_at: sqlDateTime }),
  course: CourseObject,
});

export const courseUpdatedResponse = z.strictObject({ message: z.string(), data: Course, course: CourseObject });

// --- the detail's outline ------------------------------------------------------------------------

const LessonView = z.strictObject({
  id: int(),
  title: z.string(),
  content: z.string(),
  slug: z.string(),
  course_id: int(),
  section_id: int(),
  created_at: sqlDateTime,
  content_type: z.enum(LESSON_TYPES),
  featured_image: z.string().nullable(),
  meta: blob(),
  comments_count: int(),
  is_locked: z.boolean().meta({ description: 'Drip-locked for this reader (docs/courses.md, Drip): no content, media or questions until it opens.' }),
  unlock_date: sqlDateTime.nullable().meta({ description: 'When a locked lesson opens (UTC); null when open, or unknown (a structured course read without an enrolment).' }),
  lock_type: z.string().meta({ description: '"drip" when locked, else empty.' }),
  can_view: z.boolean(),
  lazy_load: z.boolean(),
  quiz_questions: z.array(StudentQuestion).optional(),
  quiz_settings: QuizSettings.optional(),
});

const SectionView = z.strictObject({
  id: int(),
  title: z.string(),
  slug: z.string(),
  type: z.literal('section'),
  status: z.enum(OUTLINE_STATUSES),
  created_at: z.string().meta({ description: 'ISO 8601, as stored' }),
  is_locked: z.boolean(),
  unlock_date: sqlDateTime.nullable().meta({ description: 'When a locked section opens (UTC), or null.' }),
  lessons: z.array(LessonView),
});

export const courseDetailResponse = z.strictObject({ data: Course, course: CourseObject, sections: z.array(SectionView), track: Track });

// --- sections and lessons (the original's rows) ----------------------------------------------------

export const LessonRow = z
  .strictObject({
    id: int(),
    user_id: int(),
    parent_id: int(),
    section_id: int(),
    course_id: int(),
    space_id: int(),
    title: z.string(),
    slug: z.string(),
    message: z.string().optional().meta({ description: 'The markdown, when the lesson\'s body was read.' }),
    message_rendered: z.string().optional(),
    type: z.literal('course_lesson'),
    content_type: z.enum(LESSON_TYPES),
    status: z.enum(OUTLINE_STATUSES),
    featured_image: z.string().nullable(),
    meta: blob(),
    priority: int(),
    order: int(),
    scheduled_at: sqlDateTime.nullable(),
    quiz_questions: z.array(QuizQuestion).optional(),
    quiz_settings: QuizSettings.optional(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'CourseLesson', description: 'A lesson as the course administrators\' routes show it (the original\'s post row).' });

const sectionFields = {
  id: int(),
  user_id: int(),
  parent_id: z.null(),
  title: z.string(),
  slug: z.string(),
  message: z.string(),
  type: z.literal('course_section'),
  content_type: z.literal('text'),
  space_id: int(),
  course_id: int(),
  privacy: z.literal('public'),
  status: z.enum(OUTLINE_STATUSES),
  featured_image: z.null(),
  meta: z.strictObject({ preview_data: z.null() }),
  is_sticky: int(),
  comments_count: int(),
  reactions_count: int().meta({ description: 'A structured course\'s unlock days (0 when unset).' }),
  priority: int(),
  expired_at: z.null(),
  scheduled_at: sqlDateTime.nullable(),
  lessons_count: int(),
  created_at: sqlDateTime,
  updated_at: sqlDateTime,
};

/** A section without its lessons (a lesson's `topic`). */
const SectionRow = z.strictObject(sectionFields).meta({ id: 'CourseSection', description: 'A section as the course administrators\' routes show it (the original\'s post row).' });
/** A section with its lessons. */
export const SectionWithLessons = z.strictObject({ ...sectionFields, lessons: z.array(LessonRow) }).meta({ id: 'CourseSectionWithLessons' });

export const sectionCreatedResponse = z.strictObject({ message: z.string(), section: SectionWithLessons });
export const sectionsReorderedResponse = z.strictObject({ sections: z.array(SectionWithLessons), message: z.string() });
export const sectionResponse = z.strictObject({ topic: SectionWithLessons });
export const sectionUpdatedResponse = z.strictObject({ message: z.string(), topic: SectionWithLessons });
export const lessonsReorderedResponse = z.strictObject({ lessons: z.array(LessonRow), message: z.string() });

export const lessonsResponse = z.strictObject({ lessons: z.array(LessonRow) });
export const lessonCreatedResponse = z.strictObject({
  message: z.string(),
  data: z.strictObject({ id: int(), course_id: int(), title: z.string(), order: int(), created_at: sqlDateTime }),
  lesson: LessonRow,
});
export const lessonResponse = z.strictObject({ lesson: LessonRow.extend({ topic: SectionRow.nullable(), course: CourseObject }) });
export const lessonUpdatedResponse = z.strictObject({ message: z.string(), lesson: LessonRow });

// --- enrolment, progress, students, certificates, lockscreens ---------------------------------------

export const enrolledResponse = z.strictObject({ message: z.string(), data: Enrolment, track: Track });
export const studentAddedResponse = z.strictObject({ message: z.string(), data: Enrolment });

export const myCoursesResponse = z.strictObject({
  data: z.array(MyCourse),
  meta: z.strictObject({ total: int(), per_page: int(), current_page: int() }),
  courses: paginatorOf(MyCourse),
});

const NextLesson = z.strictObject({ id: int(), title: z.string(), order: int() });

export const progressResponse = z.strictObject({
  data: z
    .strictObject({
      course_id: int(),
      progress_percentage: int(),
      completed_lessons: int(),
      total_lessons: int(),
      completed_lesson_ids: z.array(int()),
      time_spent: int(),
      last_accessed: sqlDateTime.nullable(),
      started_at: sqlDateTime.nullable(),
      enrolled_at: sqlDateTime,
      completed_at: sqlDateTime.nullable(),
      certificate_url: z.string().nullable(),
      next_lesson: NextLesson.nullable(),
    })
    .meta({ id: 'CourseProgress' }),
  track: Track,
});

export const progressResetResponse = z.strictObject({ message: z.string(), track: Track });

export const completionResponse = z.strictObject({
  message: z.string(),
  data: z.strictObject({ lesson_id: int(), completed_at: sqlDateTime.nullable(), progress_percentage: int(), next_lesson: NextLesson.nullable() }),
  track: Track,
  is_completed: z.boolean(),
});

const StudentRow = z
  .strictObject({
    user_id: int(),
    username: z.string(),
    display_name: z.string(),
    avatar: z.string(),
    progress_percentage: int(),
    enrolled_at: sqlDateTime,
    last_accessed: sqlDateTime.nullable(),
    completed_at: sqlDateTime.nullable(),
  })
  .meta({ id: 'CourseStudent' });

export const studentsResponse = z.strictObject({ data: z.array(StudentRow), meta: PageMeta, students: paginatorOf(StudentRow) });

export const certificateResponse = z.strictObject({
  data: z.strictObject({
    certificate_url: z.string(),
    certificate_id: z.string(),
    issued_at: sqlDateTime,
    course_title: z.string(),
    student_name: z.string(),
    completed_at: sqlDateTime,
  }),
});

const CourseLockscreen = z
  .strictObject({
    enabled: z.boolean(),
    type: z.enum(COURSE_LOCKSCREEN_TYPES),
    conditions: z.strictObject({ required_courses: z.array(int()), required_membership: z.string(), required_role: z.string() }),
    message: z.string(),
    button_text: z.string(),
    button_url: z.string(),
    blocks: z.array(z.record(z.string(), z.union([z.string(), z.boolean()]))).optional(),
  })
  .meta({ id: 'CourseLockscreen' });

export const lockscreenResponse = z.strictObject({ message: z.string(), lockscreen: CourseLockscreen, course: CourseObject });

// --- the original's other course routes (issue 30) ----------------------------------------------

export const lessonBySlugResponse = z.strictObject({ lesson: LessonView });

export const videoWatchedResponse = z.strictObject({
  message: z.string(),
  is_gated: z.boolean().meta({ description: 'Always false: lessons here never require watching before completion.' }),
  watched: z.boolean().meta({ description: 'The furthest report reached 80%.' }),
  watched_percent: int().meta({ description: 'The furthest share of the video the student reported watching.' }),
});

export const allCoursesResponse = z.strictObject({
  courses: z.array(z.strictObject({ course: CourseObject, sections: z.array(SectionView), track: Track })),
  total: int(),
});

export const adminCoursesResponse = z.strictObject({ courses: paginatorOf(CourseObject), course_categories: z.array(Category) });

export const courseDuplicatedResponse = z.strictObject({ message: z.string(), course: CourseObject });

export const courseCommentsResponse = z.strictObject({
  comments: paginatorOf(blob()).meta({ description: 'Comments on the course\'s lessons: always empty (lessons take no comments here).' }),
});

const PersonRow = z.strictObject({
  ID: int().meta({ description: 'The original\'s name of `id`.' }),
  id: int(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string(),
  email: z.string().optional().meta({ description: 'To administrators only.' }),
});

export const courseUsersSearchResponse = z.strictObject({ users: paginatorOf(PersonRow) });
export const instructorsSearchResponse = z.strictObject({ instructors: z.array(PersonRow) });

export const courseLinksResponse = z.strictObject({ message: z.string(), links: z.array(z.strictObject({ title: z.string(), url: z.string() })) });
export const metaSettingsResponse = z.strictObject({ meta_settings: z.null().meta({ description: 'No add-on registers course meta fields here.' }) });
export const sectionCopiedResponse = z.strictObject({ message: z.string(), section: SectionWithLessons });
export const lessonDuplicatedResponse = z.strictObject({ message: z.string(), lesson: LessonRow });

export const sectionsResponse = z.strictObject({
  sections: z.array(SectionWithLessons),
  lockscreen: CourseLockscreen.nullable().optional().meta({ description: 'With `with_lock_screen`: the course\'s lockscreen, or null when it has none.' }),
});
