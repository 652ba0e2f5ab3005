/**
 * Surveys on posts (the original's `content_type: survey`, docs/feeds.md "Surveys"): the config a
 * post keeps in `meta.survey_config`, and what a vote may be. Pure rules; the votes are in
 * features/feeds/survey-store.ts, their counts on the post item (survey-store.ts), so a vote never
 * rewrites the post and concurrent votes all count.
 */
import * as z from 'zod';
import { ApiError } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';

export const SURVEY_TYPES = ['single_choice', 'multi_choice'] as const;
export const MAX_SURVEY_OPTIONS = 20;

export interface SurveyOption {
  slug: string;
  label: string;
  vote_counts: number;
}
export interface SurveyConfig {
  type: (typeof SURVEY_TYPES)[number];
  options: SurveyOption[];
  /** `YYYY-MM-DD HH:MM:SS` UTC, or '' for a survey that never ends (the original's form). */
  end_date: string;
}

/** An option's slug: what a vote names and a vote item's key holds (no `#`). */
const optionSlug = z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, _ and - only');

/**
 * The original's `survey` body: options without a label are dropped, a missing slug is
 * `opt_<position>`; a type other than single_choice is multi_choice; end_date any date-time.
 */
export const surveyBody = z
  .object({
    type: z.string().max(40).optional(),
    options: z.array(z.object({ label: z.string().trim().max(200).optional(), slug: optionSlug.optional() })).max(MAX_SURVEY_OPTIONS),
    end_date: z.string().trim().max(64).optional(),
  })
  .transform((survey, ctx): SurveyConfig | undefined => {
    const options = survey.options.flatMap((o, i) => (o.label ? [{ label: o.label, slug: o.slug ?? `opt_${i + 1}`, vote_counts: 0 }] : []));
    if (new Set(options.map((o) => o.slug)).size !== options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'option slugs must differ' });
      return z.NEVER;
    }
    let end_date = '';
    if (survey.end_date) {
      const at = new Date(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(survey.end_date) ? `${survey.end_date.replace(' ', 'T')}Z` : survey.end_date);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must be a date and time' });
        return z.NEVER;
      }
      end_date = toSqlDateTime(at);
    }
    // No option with a label: no survey, as the original.
    if (options.length === 0) return undefined;
    return { type: survey.type === 'single_choice' ? 'single_choice' : 'multi_choice', options, end_date };
  });

export const surveyEnded = (config: SurveyConfig, now: Date): boolean => config.end_date !== '' && toSqlDateTime(now) > config.end_date;

/**
 * The options a vote chooses: unknown slugs are dropped (as the original); a single-choice survey
 * takes one. An empty choice withdraws the member's vote.
 */
export function chosenOptions(config: SurveyConfig, slugs: readonly string[]): string[] {
  const known = new Set(config.options.map((o) => o.slug));
  const chosen = [...new Set(slugs)].filter((s) => known.has(s));
  if (config.type === 'single_choice' && chosen.length > 1) throw new InvalidVoteError('This survey takes one choice.');
  return chosen;
}

/** The answer's survey: the counts, and `voted` on the caller's options. */
export const surveyView = (config: SurveyConfig, voted: readonly string[]) => ({
  ...config,
  options: config.options.map((o) => ({ ...o, ...(voted.includes(o.slug) ? { voted: true } : {}) })),
});

export class NotASurveyError extends ApiError {
  constructor() {
    super(400, 'not_a_survey', 'This post has no survey.');
  }
}
export class SurveyEndedError extends ApiError {
  constructor() {
    super(409, 'survey_ended', 'This survey has ended.');
  }
}
export class InvalidVoteError extends ApiError {
  constructor(message: string) {
    super(400, 'invalid_vote', message);
  }
}
