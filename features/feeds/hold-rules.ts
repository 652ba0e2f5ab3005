/**
 * Write-time moderation (docs/moderation.md, "Holding content for review"): whether a new post or
 * comment waits for a moderator, and who is trusted. Pure rules; the services read what they need
 * (the registry's switches, the moderation config from the site rules, the author's standing).
 */
import type { Standing } from '#features/members/contribution-store.ts';
import type { ModerationConfig } from '#features/settings/groups/site-rules.ts';

/** The moderation config's values as this module reads them (the group's schemas decide them; site-rules types them loosely). */
export interface HoldConfig {
  first_post_approval: 'yes' | 'no';
  first_comment_approval: 'yes' | 'no';
  profanity_filter: 'yes' | 'no';
  blocked_words: readonly string[];
  trusted_min_approved: number;
  trusted_clean_days: number;
  spam_posts_per_window: number;
  spam_window_minutes: number;
  spam_comments_per_minute: number;
}

export const holdConfig = (config: ModerationConfig): HoldConfig => config as unknown as HoldConfig;

export type HoldReason = 'moderation' | 'first_content' | 'blocked_words';

export interface HoldContext {
  /** A moderator of the content (its space's managers, community moderators, administrators): never held. */
  moderates: boolean;
  /** The site moderates this kind of content (moderate_posts, moderate_comments). */
  siteModerates: boolean;
  /** first_post_approval / first_comment_approval is on. */
  firstApproval: boolean;
  /** The author has no published content of this kind counted. */
  isFirst: boolean;
  /** The text holds a blocked word while the word filter is on. */
  blocked: boolean;
  /** auto_approve_trusted_users is on and the author is trusted. */
  trusted: boolean;
}

/**
 * Why the content waits (null: it does not). A trusted author skips the site's moderation and the
 * first-content approval, never the word filter (it judges the text, not the author).
 */
export function holdReason(c: HoldContext): HoldReason | null {
  if (c.moderates) return null;
  if (c.blocked) return 'blocked_words';
  if (c.trusted) return null;
  if (c.siteModerates) return 'moderation';
  if (c.firstApproval && c.isFirst) return 'first_content';
  return null;
}

/**
 * Trusted: at least trusted_min_approved published posts and comments (all-time counters: content
 * deleted since no longer counts) and no rejection within the last trusted_clean_days days.
 */
export function isTrusted(standing: Standing, config: Pick<HoldConfig, 'trusted_min_approved' | 'trusted_clean_days'>, now: Date): boolean {
  if (standing.posts + standing.comments < config.trusted_min_approved) return false;
  if (standing.lastRejectedAt === null) return true;
  return now.getTime() - Date.parse(standing.lastRejectedAt) >= config.trusted_clean_days * 86_400_000;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let compiled: { words: readonly string[]; pattern: RegExp | null } = { words: [], pattern: null };

/** One pattern for the list (built again only when the list changes): each entry as a whole word, any case. */
function patternOf(words: readonly string[]): RegExp | null {
  if (compiled.words !== words) {
    const alternatives = words.filter((w) => w.trim() !== '').map((w) => escape(w.trim()));
    compiled = { words, pattern: alternatives.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'iu') };
  }
  return compiled.pattern;
}

/** The text holds one of the blocked words (or phrases) as a whole word, in any case. */
export function hasBlockedWord(texts: readonly string[], words: readonly string[]): boolean {
  const pattern = patternOf(words);
  return pattern !== null && texts.some((t) => pattern.test(t));
}

/** The word filter's verdict from the moderation config. */
export const blockedBy = (config: Pick<HoldConfig, 'profanity_filter' | 'blocked_words'>, texts: readonly string[]): boolean =>
  config.profanity_filter === 'yes' && hasBlockedWord(texts, config.blocked_words);
