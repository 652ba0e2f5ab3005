/**
 * The original's feed routes (the "Feeds" table of fc-free-routes.md) other than the feed list,
 * posting, updating, bookmarks and comments (original-calls/lists.ts): as its web app and mobile
 * clients call them, under the compat base path. Replayed in order by
 * test/api/feeds/original-feeds-contract.test.ts, which serves the link page (`{page_url}`).
 * POST /feeds/links replaces the site's links: its calls are FEED_LINK_CALLS, replayed by the
 * site-wide test/api/feeds/feed-links.test.ts.
 */
import type { RecordedCall } from '../original-client.ts';

export const FEEDS_CALLS: readonly RecordedCall[] = [
  // Setup: a public space the member posts in.
  {
    name: 'a space for the posts',
    as: 'admin',
    method: 'POST',
    path: '/spaces/',
    form: [['title', 'Feeds contract {run}'], ['privacy', 'public']],
    status: 200,
    save: { space_slug: 'data.slug' },
  },
  { name: 'the member joins it', as: 'member', method: 'POST', path: '/spaces/{space_slug}/join', status: 200 },
  { name: 'the other member joins it', as: 'other', method: 'POST', path: '/spaces/{space_slug}/join', status: 200 },
  {
    name: 'a survey post (the web app sends JSON)',
    as: 'member',
    method: 'POST',
    path: '/feeds',
    json: { message: 'Which one? {run}', space: '{space_slug}', content_type: 'survey', survey: { type: 'single_choice', options: [{ label: 'Yes', slug: 'yes' }, { label: 'No', slug: 'no' }], end_date: '' } },
    status: 200,
    keys: ['feed.meta.survey_config.options.*.slug', 'feed.meta.survey_config.options.*.vote_counts', 'feed.meta.survey_config.end_date'],
    values: { 'feed.content_type': 'survey', 'feed.meta.survey_config.type': 'single_choice', 'feed.meta.survey_config.options.0.vote_counts': 0 },
    save: { survey_id: 'feed.id' },
  },
  {
    name: 'a post with a link preview',
    as: 'member',
    method: 'POST',
    path: '/feeds',
    json: { message: 'Look at this {run}', space: '{space_slug}', media: { type: 'oembed', url: '{page_url}' } },
    status: 200,
    keys: ['feed.meta.media_preview.title'],
    save: { link_id: 'feed.id', link_slug: 'feed.slug' },
  },

  // Reading one post.
  { name: 'a post by slug', route: 'GET /feeds/{feed_slug:slug}/by-slug', as: 'other', method: 'GET', path: '/feeds/{link_slug}/by-slug', status: 200, keys: ['feed.id', 'feed.message_rendered', 'execution_time'] },
  { name: 'an unknown slug', route: 'GET /feeds/{feed_slug:slug}/by-slug', as: 'other', method: 'GET', path: '/feeds/no-such-post-{run}/by-slug', status: 404, values: { code: 'feed_not_found' } },
  { name: 'a post by id', route: 'GET /feeds/{feed_id:int}/by-id', as: 'anonymous', method: 'GET', path: '/feeds/{survey_id}/by-id', status: 200, keys: ['feed.id', 'feed.meta.survey_config', 'execution_time'] },
  { name: 'an unknown id', route: 'GET /feeds/{feed_id:int}/by-id', as: 'other', method: 'GET', path: '/feeds/999999999/by-id', status: 404, values: { code: 'feed_not_found' } },

  // Media and previews.
  { name: 'a link preview', route: 'GET /feeds/oembed', as: 'member', method: 'GET', path: '/feeds/oembed?url={page_url}', status: 200, keys: ['oembed.title', 'oembed.url'] },
  { name: 'an upload without a file', route: 'POST /feeds/media-upload', as: 'member', method: 'POST', path: '/feeds/media-upload', form: [['context', 'feed']], status: 422 },
  { name: 'the link preview removed', route: 'DELETE /feeds/{feed_id:int}/media-preview', as: 'member', method: 'DELETE', path: '/feeds/{link_id}/media-preview', status: 200, keys: ['message'] },
  { name: 'the post has no preview left', as: 'member', method: 'GET', path: '/feeds/{link_id}/by-id', status: 200, values: { 'feed.meta.media_preview': undefined } },
  { name: 'another member may not remove it', route: 'DELETE /feeds/{feed_id:int}/media-preview', as: 'other', method: 'DELETE', path: '/feeds/{link_id}/media-preview', status: 403 },
  { name: 'a preview of no post', route: 'DELETE /feeds/{feed_id:int}/media-preview', as: 'member', method: 'DELETE', path: '/feeds/999999999/media-preview', status: 404 },
  { name: 'markdown rendered', route: 'POST /feeds/markdown-preview', as: 'member', method: 'POST', path: '/feeds/markdown-preview', form: [['text', '**Bold** <script>x</script>']], status: 200, keys: ['html', 'message_rendered'] },
  {
    name: 'markdown with the draft meta',
    route: 'POST /feeds/markdown-preview',
    as: 'member',
    method: 'POST',
    path: '/feeds/markdown-preview',
    json: { text: 'Pick one', with: ['meta'], feed: { survey: { type: 'multi_choice', options: [{ label: 'A' }, { label: 'B' }] } } },
    status: 200,
    keys: ['html', 'meta.survey_config.options.*.slug'],
    values: { 'meta.survey_config.options.1.slug': 'opt_2' },
  },
  { name: 'the welcome banner', route: 'GET /feeds/welcome-banner', as: 'anonymous', method: 'GET', path: '/feeds/welcome-banner', status: 200, keys: ['welcome_banner'] },
  { name: 'the sidebar links', route: 'GET /feeds/links', as: 'member', method: 'GET', path: '/feeds/links?scope=view', status: 200, keys: ['links'] },
  { name: 'a member may not replace the links (not POST /feeds/{id})', route: 'POST /feeds/links', as: 'member', method: 'POST', path: '/feeds/links', json: { links: [] }, status: 403 },

  // Reactions.
  { name: 'like (form)', route: 'POST /feeds/{feed_id:int}/react', as: 'other', method: 'POST', path: '/feeds/{link_id}/react', form: [['react_type', 'like']], status: 200, keys: ['message'], values: { new_count: 1 } },
  { name: 'unlike through toggle', route: 'POST /feeds/{feed_id:int}/reactions/toggle', as: 'other', method: 'POST', path: '/feeds/{link_id}/reactions/toggle', form: [['react_type', 'like'], ['remove', '1']], status: 200, keys: ['message'], values: { new_count: 0 } },
  { name: 'like again through toggle', route: 'POST /feeds/{feed_id:int}/reactions/toggle', as: 'other', method: 'POST', path: '/feeds/{link_id}/reactions/toggle', form: [['react_type', 'like']], status: 200, keys: ['message'], values: { new_count: 1 } },
  { name: 'toggle on no post', route: 'POST /feeds/{feed_id:int}/reactions/toggle', as: 'other', method: 'POST', path: '/feeds/999999999/reactions/toggle', form: [['react_type', 'like']], status: 404 },
  { name: 'who liked it', route: 'GET /feeds/{feed_id:int}/reactions', as: 'member', method: 'GET', path: '/feeds/{link_id}/reactions', status: 200, keys: ['reactions.*.xprofile'] },
  { name: 'reactions of no post', route: 'GET /feeds/{feed_id:int}/reactions', as: 'member', method: 'GET', path: '/feeds/999999999/reactions', status: 404 },

  // Surveys.
  {
    name: 'vote (JSON)',
    route: 'POST /feeds/{feed_id:int}/apps/survey-vote',
    as: 'other',
    method: 'POST',
    path: '/feeds/{survey_id}/apps/survey-vote',
    json: { vote_indexes: ['yes'] },
    status: 200,
    keys: ['survey_config.options.*.vote_counts', 'survey_config.end_date'],
    values: { 'survey_config.options.0.vote_counts': 1, 'survey_config.options.0.voted': true, 'survey_config.options.1.vote_counts': 0 },
  },
  {
    name: 'vote (form)',
    route: 'POST /feeds/{feed_id:int}/apps/survey-vote',
    as: 'member',
    method: 'POST',
    path: '/feeds/{survey_id}/apps/survey-vote',
    form: [['vote_indexes[]', 'no']],
    status: 200,
    values: { 'survey_config.options.0.vote_counts': 1, 'survey_config.options.1.vote_counts': 1, 'survey_config.options.1.voted': true, 'survey_config.options.0.voted': undefined },
  },
  {
    name: 'a changed vote moves its count',
    route: 'POST /feeds/{feed_id:int}/apps/survey-vote',
    as: 'other',
    method: 'POST',
    path: '/feeds/{survey_id}/apps/survey-vote',
    json: { vote_indexes: ['no'] },
    status: 200,
    values: { 'survey_config.options.0.vote_counts': 0, 'survey_config.options.1.vote_counts': 2 },
  },
  { name: 'the reader sees their choice', as: 'member', method: 'GET', path: '/feeds/{survey_id}/by-id', status: 200, values: { 'feed.meta.survey_config.options.1.voted': true, 'feed.meta.survey_config.options.1.vote_counts': 2, 'feed.meta.survey_config.options.0.voted': undefined } },
  { name: 'two choices in a single-choice survey', route: 'POST /feeds/{feed_id:int}/apps/survey-vote', as: 'other', method: 'POST', path: '/feeds/{survey_id}/apps/survey-vote', json: { vote_indexes: ['yes', 'no'] }, status: 422, values: { code: 'invalid_vote' } },
  { name: 'a post without a survey', route: 'POST /feeds/{feed_id:int}/apps/survey-vote', as: 'other', method: 'POST', path: '/feeds/{link_id}/apps/survey-vote', json: { vote_indexes: ['yes'] }, status: 422, values: { code: 'not_a_survey' } },
  { name: 'a vote on no post', route: 'POST /feeds/{feed_id:int}/apps/survey-vote', as: 'other', method: 'POST', path: '/feeds/999999999/apps/survey-vote', json: { vote_indexes: ['yes'] }, status: 404 },
  { name: 'the voters of an option', route: 'GET /feeds/{feed_id:int}/apps/survey-voters/{option_slug:slug}', as: 'member', method: 'GET', path: '/feeds/{survey_id}/apps/survey-voters/no', status: 200, keys: ['voters.*.user_id', 'voters.*.xprofile'] },
  { name: 'an option nobody chose', route: 'GET /feeds/{feed_id:int}/apps/survey-voters/{option_slug:slug}', as: 'member', method: 'GET', path: '/feeds/{survey_id}/apps/survey-voters/yes', status: 200, values: { voters: [] } },
  { name: 'the voters of no post', route: 'GET /feeds/{feed_id:int}/apps/survey-voters/{option_slug:slug}', as: 'member', method: 'GET', path: '/feeds/999999999/apps/survey-voters/yes', status: 404 },

  // Polling and batches (literal paths, never POST /feeds/{id}).
  { name: 'posts by id (form)', route: 'POST /feeds/batch', as: 'other', method: 'POST', path: '/feeds/batch', form: [['feed_ids[]', '{survey_id}'], ['feed_ids[]', '{link_id}'], ['feed_ids[]', '999999999']], status: 200, keys: ['feeds.*.id', 'feeds.*.permalink'], values: { count: 2 } },
  { name: 'no ids', route: 'POST /feeds/batch', as: 'other', method: 'POST', path: '/feeds/batch', json: {}, status: 200, keys: ['error'], values: { feeds: [] } },
  { name: 'the ticker', route: 'GET /feeds/ticker', as: 'other', method: 'GET', path: '/feeds/ticker', status: 200, keys: ['timestamp', 'has_changes', 'feeds.*.feed_data', 'notifications.unread_count', 'notifications.new_count', 'spaces', 'execution_time'], values: { has_changes: true } },
  { name: 'the ticker, signed out', route: 'GET /feeds/ticker', as: 'anonymous', method: 'GET', path: '/feeds/ticker', status: 200, keys: ['timestamp', 'error'], values: { has_changes: false, feeds: [] } },
  { name: 'ticker updates of the space', route: 'GET /feeds/ticker-updates', as: 'other', method: 'GET', path: '/feeds/ticker-updates?context=space-{space_slug}&since=2020-01-01T00:00:00Z', status: 200, keys: ['updates.*.id', 'updates.*.action', 'timestamp'], values: { has_changes: true } },
  { name: 'ticker updates with a bad timestamp', route: 'GET /feeds/ticker-updates', as: 'other', method: 'GET', path: '/feeds/ticker-updates?since=not-a-date', status: 200, keys: ['error'], values: { has_changes: false, updates: [] } },

  // Deleting.
  { name: 'delete the post', route: 'DELETE /feeds/{feed_id:int}', as: 'member', method: 'DELETE', path: '/feeds/{link_id}', status: 200, keys: ['message'] },
  { name: 'delete it again', route: 'DELETE /feeds/{feed_id:int}', as: 'member', method: 'DELETE', path: '/feeds/{link_id}', status: 404 },
];

/** POST /feeds/links replaces every link of the site: replayed by the site-wide feed-links test, which puts the links back. */
export const FEED_LINK_CALLS: readonly RecordedCall[] = [
  {
    name: 'replace the links',
    route: 'POST /feeds/links',
    as: 'admin',
    method: 'POST',
    path: '/feeds/links',
    json: { links: [{ title: 'Contract link {run}', permalink: 'https://example.test/{run}', enabled: 'yes', new_tab: 'yes', privacy: 'public', unknown_key: 'dropped' }, { title: 'Hidden {run}', permalink: 'https://example.test/hidden', enabled: 'no' }] },
    status: 200,
    keys: ['message', 'links.*.title', 'links.*.permalink', 'links.*.slug', 'links.*.enabled'],
    values: { 'links.1.enabled': 'no' },
  },
  { name: 'the links to show', route: 'GET /feeds/links', as: 'member', method: 'GET', path: '/feeds/links?scope=view', status: 200, keys: ['links.*.permalink'], values: { 'links.0.new_tab': 'yes', 'links.1': undefined } },
  { name: 'the links to edit', route: 'GET /feeds/links', as: 'admin', method: 'GET', path: '/feeds/links', status: 200, values: { 'links.1.enabled': 'no' } },
];
