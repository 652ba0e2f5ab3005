/**
 * The seven stacks of the app and how they depend on each other, in one place: bin/community-api.ts
 * builds them from the CDK context, test/infra/fixtures.ts with the tests' overrides.
 *
 * Data holds the table and the alarm topic and depends on nothing. Live (the WebSocket API) depends on Data;
 * Events on Data and Live (the router posts to connections). Scheduling and Media depend on Data
 * (Scheduling on Events too: the digest run sends to the mail queue);
 * Migration on Data and Media; Api on all six, which hand it what its functions are told
 * (the webhook queue, the scheduled posts' target, the media and migrations targets), so there is
 * no cycle.
 */
import type { App } from 'aws-cdk-lib';
import { monitorStack } from './alarms.ts';
import { ApiStack, type ApiStackProps } from './api-stack.ts';
import { DataStack, type DataStackProps } from './data-stack.ts';
import { EventsStack, type EventsStackProps } from './events-stack.ts';
import { LiveStack, type LiveStackProps } from './live-stack.ts';
import { MediaStack, type MediaStackProps } from './media-stack.ts';
import { MigrationStack, type MigrationStackProps } from './migration-stack.ts';
import { OperationsDashboard } from './operations.ts';
import { SchedulingStack, type SchedulingStackProps } from './scheduling-stack.ts';

/** The stacks' names, in the order they are built; each is the end of its construct id. */
export const STACK_NAMES = ['Data', 'Live', 'Events', 'Scheduling', 'Media', 'Migration', 'Api'] as const;
export type StackName = (typeof STACK_NAMES)[number];

/** Each stack's props without what buildStacks wires from the other stacks (the table, the targets). */
export interface AppStacksProps {
  /** A stack's construct id (and so its stack name) is `<idPrefix><name>`, e.g. `Community-dev-Data`. @default '' (`Data`, `Api`, ...) */
  readonly idPrefix?: string;
  readonly data?: DataStackProps;
  readonly live?: Omit<LiveStackProps, 'table'>;
  readonly events?: Omit<EventsStackProps, 'table' | 'live'>;
  readonly scheduling?: Omit<SchedulingStackProps, 'table' | 'mailQueue'>;
  readonly media?: Omit<MediaStackProps, 'table'>;
  readonly migration?: Omit<MigrationStackProps, 'table' | 'media'>;
  /**
   * `webhookQueue`, `scheduledPosts`, `media` and `migrations` default to the other stacks'; one
   * given here wins, even `undefined` (a test leaves one out to see ApiStack refuse).
   */
  readonly api: Omit<ApiStackProps, 'table'>;
}

export interface AppStacks {
  readonly data: DataStack;
  readonly live: LiveStack;
  readonly events: EventsStack;
  readonly scheduling: SchedulingStack;
  readonly media: MediaStack;
  readonly migration: MigrationStack;
  readonly api: ApiStack;
  /** The dashboard and the API-wide alarms, in the Api stack (lib/operations.ts). */
  readonly operations: OperationsDashboard;
}

/**
 * Builds the seven stacks in `app`, each given the others' resources it uses, with a stack
 * dependency (and its reason) for each.
 *
 * @example
 * const { data, api } = buildStacks(new App(), { idPrefix: 'Community-dev-', api: { restPrefix: 'api' } });
 */
export function buildStacks(app: App, props: AppStacksProps): AppStacks {
  const id = (name: StackName): string => `${props.idPrefix ?? ''}${name}`;

  const data = new DataStack(app, id('Data'), props.data);

  // Events before Api: the webhook admin API sends redeliveries to the Events stack's webhook queue,
  // so Api depends on Events, and Events on nothing but Data (no cycle).
  // Live before Events and Api: the stream router posts to its connections and sends to its fan-out
  // queue; the settings and auth functions answer its address.
  const live = new LiveStack(app, id('Live'), { ...props.live, table: data.table });
  live.addStackDependency(data, 'The live function keeps connections and subscriptions in the table');

  const events = new EventsStack(app, id('Events'), { ...props.events, table: data.table, secretsKey: data.secretsKey, live: live.target });
  events.addStackDependency(data, "The stream router consumes the table's stream and reads and writes the table");
  events.addStackDependency(live, "The stream router posts to the WebSocket API's connections and sends to its fan-out queue");

  // Scheduling before Api too: the feeds function names the publish function, the scheduler role
  // and the dead-letter queue in the schedules it creates. After Events: the digest run sends its
  // jobs to the mail queue.
  const scheduling = new SchedulingStack(app, id('Scheduling'), { ...props.scheduling, table: data.table, mailQueue: events.mail.queue });
  scheduling.addStackDependency(data, 'Publishing a post writes the table');
  scheduling.addStackDependency(events, 'The digest run sends its jobs to the mail queue');

  // Media before Api too: the functions showing media are told the distribution's domain name.
  const media = new MediaStack(app, id('Media'), { ...props.media, table: data.table, secretsKey: data.secretsKey });
  media.addStackDependency(data, 'Finalize and the janitor write media records');

  // Migration before Api too: the migrations function starts the state machine and presigns uploads
  // to the migrations bucket (both named from plain strings); its chunk workers copy images into media.
  const migration = new MigrationStack(app, id('Migration'), { ...props.migration, table: data.table, media: media.target });
  migration.addStackDependency(data, 'The workers write what they migrate, the run record and the mappings');
  migration.addStackDependency(media, 'Chunk workers copy avatars and covers into the media bucket');

  const api = new ApiStack(app, id('Api'), {
    webhookQueue: events.webhookQueue,
    scheduledPosts: scheduling.target,
    media: media.target,
    migrations: migration.target,
    liveUrl: live.liveUrl,
    ...props.api,
    table: data.table,
    secretsKey: data.secretsKey,
  });
  api.addStackDependency(data, 'The functions read and write the table, and take its name and ARN from it');
  api.addStackDependency(events, 'The webhook admin functions send redeliveries to the webhook queue');
  api.addStackDependency(scheduling, 'The feeds function creates schedules that invoke the publish function as the scheduler role');
  api.addStackDependency(media, 'Functions show media from its distribution; the media function stores objects in its bucket');
  api.addStackDependency(migration, 'The migrations function starts the state machine and presigns uploads to the migrations bucket');
  api.addStackDependency(live, 'The settings and auth functions answer the WebSocket API\'s address');

  // Last, so it sees every function and queue: the dashboard walks the stacks, monitorStack gives
  // each function and queue its alarms and sends every alarm to the Data stack's topic.
  const stacks = [data, live, events, scheduling, media, migration, api];
  const operations = new OperationsDashboard(api, 'Operations', {
    api: api.api,
    table: data.table,
    stacks,
    migrationStateMachine: migration.stateMachine,
  });
  for (const stack of stacks) monitorStack(stack, data.alarmTopic);

  return { data, live, events, scheduling, media, migration, api, operations };
}
