/** What the courses' route under /profile answers (profile-routes.ts), strict. */
import * as z from 'zod';
import { CourseObject } from './responses.ts';

/** GET /profile/{username}/courses: the member's published courses the caller may see; `isEnrolled` is the member's own. */
export const memberCoursesResponse = z.strictObject({ courses: z.array(CourseObject) });
