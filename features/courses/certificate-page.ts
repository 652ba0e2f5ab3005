/**
 * A certificate's printable page (A4 landscape), written into the media bucket by the stream
 * router when an enrolment gains its certificate id (docs/courses.md, "Certificates"). Idempotent:
 * the page of an id is always the same, so a redelivered record rewrites the same object.
 */
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { putObject } from '#features/media/media-bucket.ts';
import { certificateKey } from '#features/courses/certificates.ts';
import { escapeHtml } from '#features/notifications/notifications.ts';

export interface CertificateFields {
  certificate_id: string;
  course_title: string;
  student_name: string;
  instructor_name: string;
  completed_at: string;
}

export function certificateHtml(c: CertificateFields): string {
  const date = toSqlDateTime(c.completed_at).slice(0, 10);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Certificate: ${escapeHtml(c.course_title)}</title>
<style>
@page { size: A4 landscape; margin: 0; }
html, body { margin: 0; height: 100%; }
body { font-family: Georgia, 'Times New Roman', serif; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { box-sizing: border-box; width: 297mm; height: 210mm; padding: 18mm; margin: 0 auto; }
.frame { box-sizing: border-box; height: 100%; border: 3mm double #7b5e2a; padding: 16mm; text-align: center; display: flex; flex-direction: column; justify-content: center; }
h1 { font-size: 34pt; letter-spacing: .08em; margin: 0 0 8mm; text-transform: uppercase; }
.name { font-size: 30pt; margin: 6mm 0; border-bottom: .4mm solid #7b5e2a; display: inline-block; padding: 0 12mm 2mm; }
.course { font-size: 20pt; font-style: italic; margin: 4mm 0 10mm; }
.meta { display: flex; justify-content: space-between; font-size: 10pt; margin-top: auto; }
@media screen { body { background: #eee; } .page { background: #fff; margin: 10mm auto; box-shadow: 0 0 4mm #999; } }
</style></head>
<body><div class="page"><div class="frame">
<h1>Certificate of Completion</h1>
<p>This certifies that</p>
<div><span class="name">${escapeHtml(c.student_name)}</span></div>
<p>has completed the course</p>
<p class="course">${escapeHtml(c.course_title)}</p>
<div class="meta"><span>Completed ${escapeHtml(date)}</span><span>${c.instructor_name ? `Instructor: ${escapeHtml(c.instructor_name)}` : ''}</span><span>Certificate ${escapeHtml(c.certificate_id)}</span></div>
</div></div></body></html>
`;
}

type Image = Record<string, unknown> | undefined;

/** The router's side effect: an enrolment that gained a certificate id gets its page. */
export async function certificateFromMembership(before: Image, after: Image): Promise<void> {
  const id = after?.['certificate_id'];
  if (typeof id !== 'string' || before?.['certificate_id'] === id) return;
  const courseId = Number(after!['space_id']);
  const userId = Number(after!['user_id']);
  const found = await batchGet([keys.space(courseId), keys.user(userId)]);
  const course = found.get(itemKeyOf(keys.space(courseId)));
  const student = found.get(itemKeyOf(keys.user(userId)));
  if (!course) return;
  const instructorId = Number((course['course'] as Record<string, unknown> | undefined)?.['instructor_id'] ?? 0);
  const instructor = instructorId ? (await batchGet([keys.user(instructorId)])).get(itemKeyOf(keys.user(instructorId))) : undefined;
  const html = certificateHtml({
    certificate_id: id,
    course_title: String(course['title'] ?? ''),
    student_name: student ? toProfile(student).display_name : '',
    instructor_name: instructor ? toProfile(instructor).display_name : '',
    completed_at: String(after!['completed_at'] ?? after!['certificate_issued_at'] ?? new Date().toISOString()),
  });
  await putObject(certificateKey(id), new TextEncoder().encode(html), 'text/html; charset=utf-8', 'public, max-age=31536000, immutable');
}
