/**
 * The mail routes under `/email` (docs/email.md), served by the auth function: an administrator's
 * test mail.
 */
import * as z from 'zod';
import { requireCaller } from '#platform/auth/access.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import { newMailJobId } from './mail-jobs.ts';
import { putMailJob } from './mail-job-store.ts';

const testMailBody = z.strictObject({ to: z.email('must be an email address').max(254) });

export const mailRoutes = {
  /** Sends a test mail to `to` (transactional: it goes even to an address marked undeliverable). */
  'POST /email/test': route({
    access: 'admin',
    inherits: 'none',
    body: testMailBody,
    responses: { 200: MessageOnly },
    handle: async ({ body, caller }) => {
      await putMailJob({ job_id: newMailJobId('test'), kind: 'email_test', to_address: body.to, data: { requested_by: requireCaller(caller).userId } });
      return { message: `A test email is on its way to ${body.to}.` };
    },
  }),
} satisfies Partial<Record<DomainRouteKey<'auth'>, AnyRoute>>;
