/** The stream router's mail step: a new job item goes onto the mail queue (an unreadable one is dead-lettered by the router). */
import { mailJobOf } from './mail-jobs.ts';
import { enqueueMail } from './mail-queue.ts';

export async function queueMailJob(item: Record<string, unknown>): Promise<void> {
  const job = mailJobOf(item);
  if (!job) throw new Error(`not a mail job: ${String(item['job_id'])}`);
  await enqueueMail([job]);
}
