/**
 * `POST /feeds/markdown-preview` (the original's markdownToHtml): a draft rendered by the posts'
 * own renderer (feeds.ts renderMessage: markdown-it, raw HTML off), mentions resolved as a post
 * resolves them. Rendering and the mention look-ups cost: a member gets
 * MARKDOWN_PREVIEWS_PER_MINUTE a fixed minute, counted first, as link previews are.
 */
import { config } from '#platform/config.ts';
import { keys } from '#platform/data/keys.ts';
import { takeSlot } from '#platform/data/window-counter-store.ts';
import { resolveMentions } from '#features/feeds/feed-service.ts';
import { renderMessage } from '#features/feeds/feeds.ts';
import type { SurveyConfig } from '#features/feeds/surveys.ts';

const WINDOW_SECONDS = 60;

/**
 * `meta` (asked with `with: ['meta']` and a draft `feed`): the draft's survey as the post would
 * keep it. Link cards are not fetched here (GET /feeds/oembed previews a link, rate-limited).
 */
export async function markdownPreview(text: string, userId: number, draft?: { with: string[]; survey?: SurveyConfig | undefined }) {
  await takeSlot((window) => ({ key: keys.markdownPreviewRate(userId, window), entity: 'markdown_preview_rate', attribute: 'previews' }), { max: config.MARKDOWN_PREVIEWS_PER_MINUTE, windowSeconds: WINDOW_SECONDS });
  const html = text.trim() === '' ? '' : await renderMessage(text, (await resolveMentions(text)).names);
  const meta = draft?.with.includes('meta') ? { meta: draft.survey ? { survey_config: draft.survey } : {} } : {};
  return { html, message_rendered: html, ...meta };
}
