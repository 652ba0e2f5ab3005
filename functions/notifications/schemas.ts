import { z } from 'zod';
import { pagingQuery } from '#shared/http/pagination.ts';

export const notificationsQuery = z.object({ ...pagingQuery(15) });
export const notificationParams = z.object({ id: z.coerce.number().int().positive() });
export const feedParams = z.object({ feed_id: z.coerce.number().int().positive() });
