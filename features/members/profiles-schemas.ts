import * as z from 'zod';
import { profileEditSchema } from '#features/members/members.ts';
import { pagingQuery } from '#platform/http/pagination.ts';

export const usernameParams = z.object({ username: z.string().min(1).max(60) });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The one normalisation of a profile edit, for PUT and POST alike: the original wraps the fields
 * in `data` (JSON, or form keys `data[first_name]`), a flat body holds them directly. A refusal
 * names the field as it was sent (`data.social_links.twitter`, or `social_links.twitter` when
 * flat), an unknown key by its own path.
 */
export const profileEditBody = z.unknown().transform((body, ctx) => {
  const wrapped = isRecord(body) && 'data' in body;
  const parsed = profileEditSchema.safeParse(wrapped ? body['data'] : body);
  if (parsed.success) return parsed.data;
  const prefix = wrapped ? ['data'] : [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path, key], message: 'is not a known key' });
    } else {
      ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message });
    }
  }
  return z.NEVER;
});

export const followsQuery = z.object({ ...pagingQuery(20) });
