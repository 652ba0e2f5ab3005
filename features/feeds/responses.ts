/** What the feeds routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { PageMeta, sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';
import { CommentForCaller, Feed, FeedForCaller, SurveyConfig } from '#features/feeds/shapes.ts';
import { outputSchema } from '#platform/shapes/output-schema.ts';
import { welcomeBanner } from '#features/settings/groups/welcome-banner.ts';
import { LINK_PRIVACIES } from '#features/settings/sidebar-links.ts';

/** The original platform's feed page (routes.ts feedsPage): positions, has_more and a real total. */
const feedsPage = z.strictObject({
  data: z.array(FeedForCaller),
  current_page: z.number().int(),
  per_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  has_more: z.boolean(),
  total: z.number().int(),
});

const executionTime = z.number().meta({ description: 'Seconds the request took.' });

/** The original's marker of when the client read the feed (Unix seconds), for its new-posts check. */
const lastFetched = z.number().int().meta({ description: 'Unix time (seconds) of the answer: the original clients\' marker for their new-posts check.' });

export const feedListResponse = z.strictObject({
  feeds: feedsPage.extend({ next_cursor: z.string().nullable() }),
  sticky: FeedForCaller.nullable(),
  execution_time: executionTime,
  last_fetched_timestamp: lastFetched.optional().meta({ description: 'On page 1 with no search and no user_id, for a signed-in caller (as the original).' }),
});
export const bookmarksResponse = z.strictObject({
  feeds: feedsPage,
  last_id: z.number().int().optional().meta({ description: 'On page 1: the id of the newest published post the caller may read (1 when none), as the original.' }),
});

export const feedResponse = z.strictObject({ feed: FeedForCaller, execution_time: executionTime });
export const feedChangedResponse = z.strictObject({ feed: FeedForCaller, message: z.string() });
export const feedCreatedResponse = feedChangedResponse.extend({
  last_fetched_timestamp: lastFetched,
  scheduled_at: z.string().optional().meta({ description: 'A scheduled post\'s time (YYYY-MM-DD HH:MM:SS in its time zone), as the original answers it.' }),
});
/** The original's comments of a post: all of them (up to ALL_COMMENTS_LIMIT), oldest first, unpaginated. */
export const allCommentsResponse = z.strictObject({ comments: z.array(CommentForCaller) });

export const commentListResponse = z.strictObject({ comments: z.array(CommentForCaller), meta: PageMeta });
export const commentResponse = z.strictObject({ comment: CommentForCaller });
export const commentChangedResponse = z.strictObject({ comment: CommentForCaller, message: z.string() });

export const feedReactedResponse = z.strictObject({ message: z.string(), new_count: z.number().int() });
export const commentReactedResponse = z.strictObject({ message: z.string(), reactions_count: z.number().int(), liked: z.boolean() });

/** Who liked a post or a comment (reaction-service.ts likersOf). */
const Liker = z.strictObject({
  id: z.number().int(),
  user_id: z.number().int(),
  object_id: z.number().int(),
  object_type: z.enum(['feed', 'comment']),
  type: z.literal('like'),
  created_at: sqlDateTime,
  xprofile: Xprofile.nullable(),
});
export const reactionsResponse = z.strictObject({ reactions: z.array(Liker) });

export const scheduledPostsResponse = z.strictObject({ posts: z.array(Feed), pagination: PageMeta });
export const rescheduledResponse = z.strictObject({
  id: z.number().int(),
  scheduled_at: z.string().meta({ description: 'YYYY-MM-DD HH:MM:SS in `timezone`.' }),
  timezone: z.string(),
  updated_at: sqlDateTime,
  message: z.string(),
});
export const publishedNowResponse = z.strictObject({
  id: z.number().int(),
  // Pending when its space (or the site) requires approval.
  status: z.enum(['published', 'pending']),
  published_at: sqlDateTime.nullable(),
  message: z.string(),
});

/** GET /feeds/welcome-banner (welcome-banner-service.ts): the caller's view of the welcome banner group, its description rendered; null while off. */
const bannerView = (view: 'login' | 'logout') =>
  (outputSchema(welcomeBanner.keys[view].schema) as z.ZodObject).omit({ description: true }).extend({ description_rendered: z.string().describe('The markdown description as sanitized HTML.') });
export const welcomeBannerResponse = z.strictObject({
  welcome_banner: z
    .union([bannerView('login'), bannerView('logout')])
    .nullable()
    .meta({ id: 'WelcomeBannerView', description: 'The welcome banner for signed-in callers (`login` view) or guests (`logout`), while enabled; null otherwise.' }),
});

/** POST /feeds/batch (feed-batch-service.ts): the posts found and readable; with no ids, the original's `error`. */
export const batchFeedsResponse = z.strictObject({
  feeds: z.array(FeedForCaller),
  count: z.number().int().optional().meta({ description: 'How many posts are answered; absent with `error`.' }),
  error: z.string().optional().meta({ description: 'Why nothing was read (no feed_ids given).' }),
});

export const markdownPreviewResponse = z.strictObject({
  html: z.string().describe('The text rendered as a post\'s message_rendered is (raw HTML off).'),
  message_rendered: z.string().describe('The same HTML, under the original\'s second name.'),
  meta: z.strictObject({ survey_config: SurveyConfig.optional() }).optional().meta({ description: 'With `with: [\'meta\']` and a draft `feed`: the meta its survey gives.' }),
});

/** One of the original's feed links: a sidebar link (settings/sidebar-links.ts feedLinkView). */
const FeedLink = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    permalink: z.string(),
    enabled: z.enum(['yes', 'no']),
    new_tab: z.enum(['yes', 'no']),
    emoji: z.string(),
    shape_svg: z.string(),
    privacy: z.enum(LINK_PRIVACIES),
    membership_ids: z.array(z.number().int()),
  })
  .meta({ id: 'FeedLink' });
export const feedLinksResponse = z.strictObject({ links: z.array(FeedLink) });
export const feedLinksSavedResponse = z.strictObject({ message: z.string(), links: z.array(FeedLink) });

export const surveyVotedResponse = z.strictObject({ survey_config: SurveyConfig });
/** An option's voters (survey-service.ts surveyVoters), as the original's reaction rows. */
const Voter = z.strictObject({
  id: z.number().int(),
  user_id: z.number().int(),
  object_id: z.number().int(),
  object_type: z.string().describe('The option\'s slug.'),
  type: z.literal('survey_vote'),
  created_at: sqlDateTime,
  xprofile: Xprofile.nullable(),
});
export const surveyVotersResponse = z.strictObject({ voters: z.array(Voter) });
