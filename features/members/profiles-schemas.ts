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
  const fields = wrapped ? body['data'] : body;
  const parsed = profileEditSchema.safeParse(fields);
  const prefix = wrapped ? ['data'] : [];
  if (parsed.success) return { ...parsed.data, socialLinkPaths: socialLinkPaths(fields, prefix) };
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path, key], message: 'is not a known key' });
    } else {
      ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message });
    }
  }
  return z.NEVER;
});

/**
 * Where each social link was sent (`data.social_links.tiktok`, `meta.social_links.tiktok`), so a
 * refusal decided later (a provider not enabled) names the field as sent; the flat one wins, as in the edit.
 */
function socialLinkPaths(fields: unknown, prefix: string[]): Record<string, string> {
  if (!isRecord(fields)) return {};
  const paths: Record<string, string> = {};
  const add = (links: unknown, path: string[]) => {
    if (isRecord(links)) for (const key of Object.keys(links)) paths[key] = [...prefix, ...path, key].join('.');
  };
  add(isRecord(fields['meta']) ? fields['meta']['social_links'] : undefined, ['meta', 'social_links']);
  add(fields['social_links'], ['social_links']);
  return paths;
}

export const followsQuery = z.object({ ...pagingQuery(20) });
