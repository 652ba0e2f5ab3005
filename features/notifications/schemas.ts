import * as z from 'zod';
import { id } from '#platform/core/fields.ts';
import { pagingQuery } from '#platform/http/pagination.ts';

export const notificationsQuery = z.object({ ...pagingQuery(15) });
export const notificationParams = z.object({ id: id() });
export const feedParams = z.object({ feed_id: id() });
