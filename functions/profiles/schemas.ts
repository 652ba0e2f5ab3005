import * as z from 'zod';
import { profileEditSchema } from '#shared/domain/members.ts';
import { pagingQuery } from '#shared/http/pagination.ts';

export const usernameParams = z.object({ username: z.string().min(1).max(60) });

/** The original platform wraps the fields in `data`; a flat body is accepted too. */
export const profileEditBody = z.preprocess(
  (body) => (body && typeof body === 'object' && 'data' in body && typeof body.data === 'object' ? body.data : body),
  profileEditSchema,
);

export const followsQuery = z.object({ ...pagingQuery(20) });
