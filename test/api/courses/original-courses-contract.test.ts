/**
 * The course routes under the compat base path as the original's clients call them
 * (test/support/original-calls/courses.ts; docs/wordpress-compat.md, "Routes: courses").
 */
import { replayOriginalCalls } from '../../support/original-client.ts';
import { COURSES_CALLS } from '../../support/original-calls/courses.ts';

replayOriginalCalls('the original clients\' course calls', COURSES_CALLS);
