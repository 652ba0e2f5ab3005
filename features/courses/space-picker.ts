/**
 * `GET /admin/all_space_courses` (the original's AdminController::getAllSpaceCourses): every space
 * and course for the administration's pickers, spaces by serial then courses. Spaces come from the
 * sidebar partition (one Query, every space's card); courses from the course index, newest first,
 * at most PICKER_COURSES per status (the original lists every row; a picker needs no more).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { readSidebar } from '#features/spaces/space-group-store.ts';
import { SPACE_STATUSES } from '#features/spaces/spaces.ts';
import { listCourseSpaces } from '#features/courses/course-list.ts';

export const PICKER_COURSES = 100;

export interface PickerItem {
  id: number;
  title: string;
  slug: string;
  type: 'community' | 'course';
  privacy: string;
  status: string;
  serial: number;
  parent_id: number | null;
}

export async function allSpacesAndCourses(caller: Caller | null): Promise<PickerItem[]> {
  const [sidebar, ...courses] = await Promise.all([
    readSidebar(),
    ...SPACE_STATUSES.map((status) => listCourseSpaces({ page: 1, per_page: PICKER_COURSES, status, orderby: 'created_at', order: 'desc' }, caller)),
  ]);
  const spaces = sidebar.cards
    .sort((a, b) => a.serial - b.serial || a.id - b.id)
    .map((c): PickerItem => ({ id: c.id, title: c.title, slug: c.slug, type: 'community', privacy: c.privacy, status: c.status, serial: c.serial, parent_id: c.group_id ?? null }));
  const courseItems = courses.flatMap((page) =>
    page.items.map((c): PickerItem => ({ id: c.id, title: c.title, slug: c.slug, type: 'course', privacy: c.privacy, status: c.status, serial: Number(c.serial), parent_id: c.parent_id === null ? null : Number(c.parent_id) })),
  );
  return [...spaces, ...courseItems];
}
