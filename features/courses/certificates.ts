/**
 * Course certificates (docs/courses.md, "Certificates"). A certificate exists once the student
 * completed the course; its id is made once, by a conditional write on the enrolment. Its page
 * (certificate-page.ts) is written into the media bucket by the stream router when the enrolment
 * gains the id, so the courses function bundles no S3 client.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from '#platform/auth/authenticate.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { cachedOutline } from '#features/courses/outline-cache.ts';
import { certificateIssue, getEnrolment, type EnrolmentRecord } from '#features/courses/enrolment-store.ts';
import { getProfile } from '#features/members/member-store.ts';
import { transact } from '#platform/data/transactions.ts';
import { objectUrl } from '#features/media/media-urls.ts';
import { progressOf } from '#features/courses/course-progress.ts';
import type { CourseRef } from '#features/courses/course-service.ts';
import { CourseConflictError, lostRace } from '#features/courses/courses.ts';
import { CourseNotCompleteError, enrolledCourse } from '#features/courses/enrolment-service.ts';

/** The page's object key in the media bucket. */
export const certificateKey = (certificateId: string): string => `certificates/${certificateId}.html`;
export const certificateUrl = (certificateId: string): string => objectUrl(certificateKey(certificateId));

/** GET /courses/{id}/certificate: 400 course_not_complete (with the percentage) before completion. */
export async function courseCertificate(ref: CourseRef, caller: Caller) {
  const { course, enrolment } = await enrolledCourse(ref, caller, true);
  if (!enrolment.completed_at) {
    const outline = await cachedOutline(course);
    throw new CourseNotCompleteError(progressOf(outline, enrolment.completed_lessons).percentage);
  }
  let e: EnrolmentRecord = enrolment;
  if (!e.certificate_id) {
    // 128 random bits; the condition keeps the first id when two requests race.
    const at = new Date().toISOString();
    const id = randomBytes(16).toString('hex');
    try {
      await transact([certificateIssue(e, id, at)]);
      e = { ...e, certificate_id: id, certificate_issued_at: at };
    } catch (error) {
      // Another request issued the id first (keep its id), or the enrolment changed meanwhile (409, never a 500).
      if (!lostRace(error)) throw error;
      const current = await getEnrolment(course.id, caller.userId, { consistent: true });
      if (!current?.certificate_id) throw new CourseConflictError();
      e = current;
    }
  }
  const profile = await getProfile(caller.userId);
  return {
    data: {
      certificate_url: certificateUrl(e.certificate_id!),
      certificate_id: e.certificate_id!,
      issued_at: toSqlDateTime(e.certificate_issued_at ?? e.completed_at!),
      course_title: course.title,
      student_name: profile?.display_name ?? '',
      completed_at: toSqlDateTime(e.completed_at!),
    },
  };
}
