/**
 * What the endpoints show of a run (docs/migration.md, "Endpoints"): the running form, the
 * finished form, the failed run's details, the one source of GET /migrations, and the original
 * platform's stage names for its clients (fc-shapes-2 §4.5). Pure: records in, shapes out.
 */
import { CHUNK_KINDS, type ChunkKind, type MigrationStep } from '#features/migration/legacy-export/chunks.ts';
import type { MigrationItem } from '#features/migration/legacy-export/export-format.ts';
import type { FailureDetails } from '#features/migration/errors.ts';
import type { MigrationRun } from '#features/migration/run.ts';

export const SOURCE_ID = 'legacy-platform';
/** The original platform's name for the same source (its routes are /migrations/buddypress/...). */
export const SOURCE_ALIAS = 'buddypress';
export const SOURCES = [SOURCE_ID, SOURCE_ALIAS] as const;
export const MIGRATION_ITEMS = ['groups', 'members', 'activities'] as const satisfies readonly MigrationItem[];

/** The error a chunk recorded: which kind of item, its legacy id, why it failed. */
export interface ItemError {
  item: ChunkKind;
  id: number;
  error: string;
}

/** Errors shown of a finished run; the rest are counted in errors_total. */
export const MAX_ERRORS_SHOWN = 100;

/** prepare until the manifest exists, then the first kind not done, then finalize (docs/migration.md). */
export function currentStep(run: Pick<MigrationRun, 'manifest' | 'progress' | 'state' | 'step'>): MigrationStep {
  if (run.state === 'completed') return 'finalize';
  if (!run.manifest) return 'prepare';
  return CHUNK_KINDS.find((kind) => run.progress[kind].completed < run.progress[kind].total) ?? 'finalize';
}

/** A failed run's details as migration_failed carries them (the fail task's, or derived from progress). */
export function failureDetails(run: MigrationRun): FailureDetails {
  if (run.error) return { step: run.error.step, completed: run.error.completed, total: run.error.total };
  const step = currentStep(run);
  const kind = (CHUNK_KINDS as readonly string[]).includes(step) ? (step as ChunkKind) : null;
  return { step, completed: kind ? run.progress[kind].completed : 0, total: kind ? run.progress[kind].total : 0 };
}

const percentage = (completed: number, total: number, counted: boolean): number => (total > 0 ? Math.min(100, Math.floor((completed / total) * 100)) : counted ? 100 : 0);

function progressOf(run: MigrationRun) {
  return Object.fromEntries(
    CHUNK_KINDS.map((kind) => {
      const p = run.progress[kind];
      return [kind, { total: p.total, completed: p.completed, percentage: percentage(p.completed, p.total, run.manifest !== undefined) }];
    }),
  ) as Record<ChunkKind, { total: number; completed: number; percentage: number }>;
}

const seconds = (from: string | undefined, to: number): number => (from ? Math.max(0, (to - Date.parse(from)) / 1000) : 0);

/** '4 minutes', 'less than a minute', '2 hours': how the spec's estimated_time_remaining reads. */
export function humanDuration(totalSeconds: number): string {
  if (totalSeconds < 60) return 'less than a minute';
  const minutes = Math.round(totalSeconds / 60);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The spec's running form: step, progress per kind, rate (items per second over the run) and time remaining. */
export function runningForm(run: MigrationRun, now = Date.now()) {
  const progress = progressOf(run);
  const completed = CHUNK_KINDS.reduce((n, k) => n + run.progress[k].completed, 0);
  const remaining = CHUNK_KINDS.reduce((n, k) => n + Math.max(0, run.progress[k].total - run.progress[k].completed), 0);
  const elapsed = seconds(run.started_at, now);
  const rate = elapsed > 0 ? Math.round((completed / elapsed) * 10) / 10 : 0;
  return {
    id: run.id,
    status: 'in_progress' as const,
    started_at: run.started_at ?? null,
    items_to_migrate: run.items,
    current_step: currentStep(run),
    progress,
    rate,
    // Unknown until Prepare has counted the rows and some have been done.
    estimated_time_remaining: run.manifest && rate > 0 ? humanDuration(remaining / rate) : 'unknown',
    attempt: run.attempt,
    options: run.options,
  };
}

/** Per kind: `<kind>:<reason>` counters of the run record, regrouped. */
function skippedReasons(run: MigrationRun): Record<ChunkKind, Record<string, number>> {
  const out = Object.fromEntries(CHUNK_KINDS.map((k) => [k, {} as Record<string, number>])) as Record<ChunkKind, Record<string, number>>;
  for (const [key, n] of Object.entries(run.skipped_reasons ?? {})) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon) as ChunkKind;
    if (colon > 0 && out[kind] && n > 0) out[kind][key.slice(colon + 1)] = n;
  }
  return out;
}

/**
 * The finished form (completed, or failed in GET /migrations' history): the running form's fields
 * with the end, the duration, results and skip reasons per kind; `errors` when they were read
 * (GET status reads the chunk records; the history does not).
 */
export function finishedForm(run: MigrationRun, errors?: ItemError[]) {
  const { estimated_time_remaining: _remaining, ...running } = runningForm(run, run.completed_at ? Date.parse(run.completed_at) : Date.now());
  return {
    ...running,
    status: run.state === 'failed' ? ('failed' as const) : ('completed' as const),
    completed_at: run.completed_at ?? null,
    duration: Math.round(seconds(run.started_at, run.completed_at ? Date.parse(run.completed_at) : Date.now())),
    results: Object.fromEntries(CHUNK_KINDS.map((k) => [k, { total: run.progress[k].total, migrated: run.progress[k].migrated, skipped: run.progress[k].skipped, failed: run.progress[k].failed }])),
    skipped_reasons: skippedReasons(run),
    ...(errors ? { errors: errors.slice(0, MAX_ERRORS_SHOWN) } : {}),
    errors_total: CHUNK_KINDS.reduce((n, k) => n + run.progress[k].failed, 0),
    ...(run.state === 'failed' ? { error: { ...failureDetails(run), ...(run.error?.cause ? { cause: run.error.cause } : {}) } } : {}),
  };
}

/** A run as GET /migrations' history shows it (drafts are not runs yet). */
export const historyForm = (run: MigrationRun) => (run.state === 'in_progress' ? runningForm(run) : finishedForm(run));

/**
 * The original platform's `current_stage` (fc-shapes-2 §4.5: groups -> group_members -> posts ->
 * users -> completed), for its clients polling until `completed`.
 */
export function originalStage(run: MigrationRun | null): string {
  if (!run || run.state === 'draft') return 'groups';
  if (run.state === 'completed') return 'completed';
  return stageOfStep(currentStep(run));
}

/**
 * A started run's stage: the original migrates the groups when it starts, so a started run is past
 * `groups` (which its clients take for "start again"): preparing and the groups step are `group_members`.
 */
function stageOfStep(step: MigrationStep): string {
  return step === 'members' ? 'users' : step === 'activities' || step === 'comments' || step === 'finalize' ? 'posts' : 'group_members';
}

/** The original platform's stage of a run as its running or finished form shows it (originalStage, from the form). */
const stageOfForm = (form: { status: string; current_step: MigrationStep }): string => (form.status === 'completed' ? 'completed' : stageOfStep(form.current_step));

type ProgressForm = { status: string; current_step: MigrationStep; progress: Record<ChunkKind, { total: number; completed: number }>; results?: Partial<Record<string, { migrated: number }>> };

/**
 * The original platform's status object (its `_fcom_bp_migrations_status`, fc-shapes-2 §4.5) from
 * a run's form: its cursors become our counts of rows done (members for users, memberships for
 * group members, activities and comments for activity), which its clients divide by `max_ids`
 * (originalMaxIds) as it does. `migrated_groups` maps legacy group ids to spaces there; the run
 * keeps no such map, so it is empty (docs/wordpress-compat.md).
 */
export function originalStatus(form: ProgressForm) {
  const p = form.progress;
  return {
    migrated_groups: {} as Record<string, number>,
    last_migrated_member_id: p.memberships.completed,
    last_activity_id: p.activities.completed + p.comments.completed,
    last_migrated_user_id: p.members.completed,
    migrated_posts_count: form.results?.['activities']?.migrated ?? p.activities.completed,
    current_stage: stageOfForm(form),
  };
}

/** The original's progress denominators: the rows Prepare counted (0 until it has). */
export function originalMaxIds(form: ProgressForm) {
  const p = form.progress;
  return { group_member_max: p.memberships.total, max_user_id: p.members.total, max_activity_id: p.activities.total + p.comments.total };
}

/** Counts a source shows before a run: from the latest upload's count. */
export interface EstimatedItems {
  groups: number;
  members: number;
  activities: number;
}

/** The one source of GET /migrations (the spec's Migration with the original's key, title and logo). */
export function sourceForm(latest: MigrationRun | null, estimated: EstimatedItems) {
  return {
    id: SOURCE_ID,
    key: SOURCE_ALIAS,
    name: 'Legacy platform (BuddyPress)',
    title: 'BuddyPress',
    description: 'Members, groups with their members, activity posts and comments from a BuddyPress (WordPress) export: upload the tables, check the counts, start.',
    logo: null,
    status: latest?.state === 'in_progress' ? 'in_progress' : latest?.state === 'completed' ? 'completed' : 'available',
    is_installed: true,
    supported_items: [...MIGRATION_ITEMS],
    estimated_items: estimated,
  };
}
