/**
 * Voting in a post's survey and its voters (docs/feeds.md "Surveys"): the post must be open and
 * readable by the caller, who must be allowed to take part in its space (a banned member may not
 * vote), as a like. One vote set per member per post; a new vote replaces it.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toProfile } from '#features/members/member-store.ts';
import { toXprofile } from '#features/members/members.ts';
import { getFeed } from '#features/feeds/feed-store.ts';
import { isOpen } from '#features/feeds/feed-status.ts';
import { loadReadable, loadWritable } from '#features/feeds/feed-service.ts';
import { FeedNotFoundError, type FeedRecord } from '#features/feeds/feeds.ts';
import { listOptionVoters, readMemberVote, writeMemberVote } from '#features/feeds/survey-store.ts';
import { chosenOptions, NotASurveyError, SurveyEndedError, surveyEnded, surveyView, type SurveyConfig } from '#features/feeds/surveys.ts';

/** A member's own votes racing each other: each reads again and applies in turn. */
const VOTE_ATTEMPTS = 5;

function surveyOf(feed: FeedRecord): SurveyConfig {
  if (!isOpen(feed.status)) throw new FeedNotFoundError();
  const survey = feed.meta.survey_config;
  if (feed.content_type !== 'survey' || !survey || survey.options.length === 0) throw new NotASurveyError();
  return survey;
}

/** POST /feeds/{id}/apps/survey-vote: the caller's choice (option slugs) replaces their previous one. */
export async function castSurveyVote(postId: number, caller: Caller, slugs: readonly string[]) {
  const { feed } = await loadWritable({ id: postId }, caller);
  const survey = surveyOf(feed);
  if (surveyEnded(survey, new Date())) throw new SurveyEndedError();
  const chosen = chosenOptions(survey, slugs);
  for (let attempt = 1; ; attempt++) {
    const before = await readMemberVote(postId, caller.userId);
    const outcome = await writeMemberVote(postId, caller.userId, before, chosen, new Date().toISOString());
    if (outcome === 'gone') throw new FeedNotFoundError();
    if (outcome === 'written' || attempt >= VOTE_ATTEMPTS) break;
  }
  const after = await getFeed(postId, { consistent: true });
  if (!after) throw new FeedNotFoundError();
  const { slugs: voted } = await readMemberVote(postId, caller.userId);
  return { survey_config: surveyView(surveyOf(after), voted) };
}

/** GET /feeds/{id}/apps/survey-voters/{option}: the option's first 100 voters with their profiles. */
export async function surveyVoters(postId: number, slug: string, caller: Caller | null) {
  const { feed } = await loadReadable({ id: postId }, caller);
  const survey = surveyOf(feed);
  if (!survey.options.some((o) => o.slug === slug)) return [];
  const votes = await listOptionVoters(postId, slug);
  const found = await batchGet(votes.map((v) => keys.user(v.user_id)));
  return votes.map((v, i) => {
    const p = found.get(itemKeyOf(keys.user(v.user_id)));
    return { id: i + 1, user_id: v.user_id, object_id: postId, object_type: slug, type: 'survey_vote' as const, created_at: toSqlDateTime(v.created_at), xprofile: p ? toXprofile(toProfile(p)) : null };
  });
}
