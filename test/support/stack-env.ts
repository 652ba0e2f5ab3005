/**
 * Setup file of the API tests: points this worker's shared modules at the run's local stack
 * before any test file imports them (configuration is read once at module load, as in Lambda).
 */
import { inject } from 'vitest';
import { DEV_LICENSE_PUBLIC_KEY } from '../../scripts/license/dev-key.ts';

const stack = inject('stack');
process.env['DYNAMODB_ENDPOINT'] = stack.dynamoEndpoint;
process.env['TABLE_NAME'] = stack.tableName;
process.env['AWS_REGION'] = 'us-east-1';
process.env['AWS_ACCESS_KEY_ID'] = 'local';
process.env['AWS_SECRET_ACCESS_KEY'] = 'local';
process.env['LOG_REQUESTS'] = '0';
process.env['POWERTOOLS_METRICS_DISABLED'] ??= 'true';
// The stack's license public key (scripts/local/stack.ts), for handlers a test runs in-process.
process.env['LICENSE_PUBLIC_KEY'] ??= DEV_LICENSE_PUBLIC_KEY;
// The webhook queues and test settings of the run (set by the global setup) are this worker's too.
const queues = inject('queues');
process.env['SQS_ENDPOINT'] = queues.endpoint;
process.env['WEBHOOK_QUEUE_URL'] = queues.queueUrl;
process.env['WEBHOOK_DLQ_URL'] = queues.deadLetterQueueUrl;
process.env['ROUTER_DLQ_URL'] = queues.routerDeadLetterQueueUrl;
process.env['NODE_EXTRA_CA_CERTS'] = inject('tls').caFile;
// The run's Scheduler stand-in, so schedules made from a test worker land where the stack fires them.
const scheduler = inject('scheduler');
process.env['SCHEDULER_ENDPOINT'] = scheduler.endpoint;
process.env['PUBLISH_FUNCTION_ARN'] = scheduler.publishFunctionArn;
process.env['SCHEDULER_ROLE_ARN'] = scheduler.roleArn;
process.env['SCHEDULER_DLQ_ARN'] = scheduler.deadLetterArn;
// The run's media bucket, so a worker's shared modules (and S3 listings in tests) reach it.
const media = inject('media');
process.env['S3_ENDPOINT'] = media.endpoint;
process.env['MEDIA_BUCKET'] = media.bucket;
process.env['MEDIA_BASE_URL'] = media.baseUrl;
// The run's Step Functions stand-in and migrations bucket: migrations started from a test worker run in the stack.
const migration = inject('migration');
process.env['SFN_ENDPOINT'] = migration.endpoint;
process.env['MIGRATION_STATE_MACHINE_ARN'] = migration.stateMachineArn;
process.env['MIGRATION_BUCKET'] = migration.bucket;
// The run's KMS stand-in and key: secret settings sealed or opened from a test worker use the stack's key.
const kms = inject('kms');
process.env['KMS_ENDPOINT'] = kms.endpoint;
process.env['SECRETS_KEY_ARN'] = kms.keyArn;
// Outbox lookups (events.ts) follow the table's stream from here, before any test of the file writes.
await (await import('./events.ts')).followOutbox();
