/** Topics [PRO], administrators only: list, create, update, delete, configuration. */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { purgeJobPut } from '#features/spaces/space-content-store.ts';
import { nextId, transact } from '#platform/data/transactions.ts';
import { getTopic, listTopics, readTopicConfig as readStoredTopicConfig, topicConfigPut, topicCreateItems, topicDeleteItems, topicUpdateItems } from '#features/topics/topic-store.ts';
import type { SettingsEditor } from '#features/settings/settings-service.ts';
import { featureSwitchItems, getFeatures } from '#features/settings/feature-switches.ts';
import { featuresInForce } from '#features/settings/feature-switches.ts';
import { forgetSiteRules } from '#features/settings/groups/site-rules.ts';
import { DuplicateSlugError, writeWithSlug, type SpaceRecord } from '#features/spaces/spaces.ts';
import { slugify } from '#platform/core/slugs.ts';
import { config } from '#platform/config.ts';
import { PostTopicsError, TopicNotFoundError, checkPostTopics, toTopicView, type TopicRecord } from '#features/topics/topics.ts';
import { effectiveTopicConfig, type TopicConfig } from '#features/settings/topic-config.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { pageMeta } from '#platform/core/paging.ts';

export async function listTopicsFor(q: { status?: string | undefined; parent_id?: number | undefined; search?: string | undefined; page: number; per_page: number }) {
  const term = q.search?.toLowerCase();
  const all = (await listTopics())
    .filter((t) => (q.status === undefined || t.status === q.status) && (q.parent_id === undefined || (t.parent_id ?? 0) === q.parent_id))
    .filter((t) => term === undefined || t.title.toLowerCase().includes(term) || t.slug.includes(term))
    .sort((a, b) => a.serial - b.serial || a.id - b.id);
  const start = (q.page - 1) * q.per_page;
  const { next_cursor: _n, ...pagination } = pageMeta(all.length, q.page, q.per_page);
  return { topics: all.slice(start, start + q.per_page).map(toTopicView), pagination };
}

export interface TopicInput {
  title: string;
  slug?: string | undefined;
  description: string;
  color: string;
  icon: string;
  parent_id?: number | null | undefined;
  status: TopicRecord['status'];
  serial?: number | undefined;
}

async function checkParent(parentId: number | null | undefined, selfId?: number) {
  if (parentId && (parentId === selfId || !(await getTopic(parentId)))) throw new InvalidParamError([{ path: 'parent_id', message: 'is not an existing topic' }]);
}

export async function createTopic(input: TopicInput) {
  await checkParent(input.parent_id);
  const id = await nextId('topic');
  const at = new Date().toISOString();
  const topic: TopicRecord = {
    id,
    title: input.title,
    slug: input.slug ?? (slugify(input.title) || `topic-${id}`),
    description: input.description,
    color: input.color,
    icon: input.icon,
    parent_id: input.parent_id ?? null,
    posts_count: 0,
    status: input.status,
    serial: input.serial ?? id,
    created_at: at,
    updated_at: at,
  };
  const write = (t: TopicRecord) =>
    transact(topicCreateItems(t), (failed) => {
      if (failed.includes(0)) throw new DuplicateSlugError(t.slug);
    });
  return toTopicView(await writeWithSlug(topic, input.slug !== undefined, id, write));
}

export async function updateTopic(id: number, patch: Partial<TopicInput>) {
  const before = await getTopic(id);
  if (!before) throw new TopicNotFoundError();
  await checkParent(patch.parent_id, id);
  const after: TopicRecord = {
    ...before,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    updated_at: new Date().toISOString(),
  } as TopicRecord;
  await transact(topicUpdateItems(before, after), (failed) => {
    if (after.slug !== before.slug && failed.includes(0)) throw new DuplicateSlugError(after.slug);
    throw new TopicNotFoundError();
  });
  return toTopicView(after);
}

/**
 * The configuration: its own item, and `enabled`, which is the site's `features.topics` (one value
 * through both doors, docs/settings.md "Feature switches"). A post's write takes the switch from
 * the rules kept per container (no call of its own); the administrator's GET reads it consistently.
 */
async function readTopicConfig(options: { consistent: boolean }): Promise<TopicConfig> {
  const [stored, features] = await Promise.all([options.consistent ? readStoredTopicConfig() : keptTopicConfig(), options.consistent ? getFeatures() : featuresInForce()]);
  return effectiveTopicConfig(stored, features.topics);
}

let kept: { until: number; stored: Promise<unknown> } | null = null;

/**
 * The stored configuration as a post's write sees it: kept in this container for
 * config.SETTINGS_CACHE_SECONDS like the site's rules (site-rules.ts), so a write reads it with no
 * call on a warm container. A change empties this container's copy at once; others see it within the interval.
 */
function keptTopicConfig(now = Date.now()): Promise<unknown> {
  if (kept && now < kept.until) return kept.stored;
  const entry = { until: now + config.SETTINGS_CACHE_SECONDS * 1000, stored: readStoredTopicConfig() };
  kept = entry;
  entry.stored.catch(() => {
    if (kept === entry) kept = null;
  });
  return entry.stored;
}

export const getTopicConfig = () => readTopicConfig({ consistent: true });

/**
 * The topic ids a post gets from what the caller sent: active topics by id or slug; an unknown
 * slug becomes a new topic when the configuration lets members create them (administrators
 * always may). `undefined` keeps `current`: an update that leaves topics alone is not re-checked.
 * `space` is the post's: its `topic_required` setting refuses a post left without a topic.
 */
export async function resolvePostTopics(refs: Array<number | string> | undefined, caller: Caller, current: number[], space: SpaceRecord | null = null): Promise<number[]> {
  if (refs === undefined) return current;
  // Choosing topics while the feature is off is refused by the route (feature: 'topics'), administrators excepted.
  const config = await readTopicConfig({ consistent: false });
  const topics = refs.length > 0 ? await listTopics() : [];
  const ids = new Set<number>();
  for (const ref of refs) {
    const id = typeof ref === 'number' ? ref : /^\d+$/.test(ref) ? Number(ref) : null;
    const found = topics.find((t) => (id !== null ? t.id === id : t.slug === slugify(String(ref))));
    if (found && found.status === 'active') ids.add(found.id);
    else if (!found && id === null && (config.user_can_create || isAdmin(caller))) ids.add((await createTopic({ ...NEW_TOPIC, title: String(ref) })).id);
    else throw new PostTopicsError('invalid_topic', `${String(ref)} is not an active topic.`);
  }
  checkPostTopics(config, [...ids], space?.settings.topic_required === true);
  return [...ids];
}

const NEW_TOPIC = { description: '', color: '', icon: '', status: 'active' } as const;

/**
 * Deletes a topic now (its slug is free at once) and removes it from its posts in the background:
 * a job unlinks a batch of posts per step, for any number of posts.
 */
export async function deleteTopic(id: number): Promise<void> {
  const topic = await getTopic(id);
  if (!topic) throw new TopicNotFoundError();
  await transact([...topicDeleteItems(topic), purgeJobPut({ topicId: id })], () => {
    throw new TopicNotFoundError();
  });
}

/** Saves the configuration; its `enabled` is written as the site's features.topics, in the same transaction. */
export async function updateTopicConfig(patch: Partial<TopicConfig>, editor: SettingsEditor): Promise<TopicConfig> {
  const next = { ...(await readTopicConfig({ consistent: true })), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as TopicConfig;
  const { enabled, ...own } = next;
  const at = new Date().toISOString();
  await transact([topicConfigPut(own, at), ...(patch.enabled === undefined ? [] : featureSwitchItems('topics', enabled, editor, at))]);
  forgetSiteRules();
  kept = null;
  return next;
}
