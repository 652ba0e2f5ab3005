/**
 * Secrets at rest (docs/security.md "Secrets at rest"): the Data stack's KMS key, rotated, kept with
 * the table, its key policy leaving grants to IAM; across all six stacks, the functions allowed to
 * kms:Encrypt (the settings and webhooks functions) and kms:Decrypt (settings, media, media finalize,
 * media janitor; webhooks and the webhook dispatcher) on it, each only under its kind of secret's
 * encryption context, nobody else allowed either, and each of those told the key (SECRETS_KEY_ARN).
 */
import { RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SECRETS } from '../../lib/domain-access.ts';
import { asArray, createTestApp, crossStackValue, getAttOf, isRecord, logicalIdOf, refOf, resourceProperties, type TestApp } from './fixtures.ts';

let built: TestApp;
let data: Template;
let keyId: string;
const templates = new Map<Stack, Template>();

beforeAll(() => {
  built = createTestApp({ bundle: false });
  for (const stack of [built.data, built.events, built.scheduling, built.media, built.migration, built.api]) templates.set(stack, Template.fromStack(stack));
  data = templates.get(built.data)!;
  keyId = logicalIdOf(built.data, built.data.secretsKey);
});

/** What a template's value stands for: the key's ARN in the Data stack when it is one. */
const isKeyArn = (stack: Stack, value: unknown): boolean => {
  const v = stack === built.data ? value : crossStackValue(value, built.data, data);
  return getAttOf(v) === keyId && isRecord(v) && (v['Fn::GetAtt'] as unknown[])[1] === 'Arn';
};

/** Every function of the app: `<stack>/<label>` -> its KMS actions (any statement naming kms or *) and its SECRETS_KEY_ARN. */
function functionsAndKms(): Map<string, { actions: string[]; keyVariable: unknown; conditions: unknown[] }> {
  const labels = new Map<string, string>();
  for (const [domain, fn] of built.api.functions) labels.set(`${built.api.stackName}/${logicalIdOf(built.api, fn)}`, `api/${domain}`);
  labels.set(`${built.media.stackName}/${logicalIdOf(built.media, built.media.finalizeFunction)}`, 'media/finalize');
  labels.set(`${built.media.stackName}/${logicalIdOf(built.media, built.media.janitor)}`, 'media/janitor');
  labels.set(`${built.events.stackName}/${logicalIdOf(built.events, built.events.dispatcher)}`, 'events/webhook-dispatch');
  const out = new Map<string, { actions: string[]; keyVariable: unknown; conditions: unknown[] }>();
  for (const [stack, template] of templates) {
    const policies = [...resourceProperties(template, 'AWS::IAM::Policy').values()];
    for (const [id, fn] of resourceProperties(template, 'AWS::Lambda::Function')) {
      const role = getAttOf(fn['Role']);
      const actions: string[] = [];
      const conditions: unknown[] = [];
      for (const policy of policies.filter((p) => asArray(p['Roles']).some((r) => refOf(r) === role))) {
        const document = isRecord(policy['PolicyDocument']) ? policy['PolicyDocument'] : {};
        for (const statement of asArray(document['Statement']).filter(isRecord)) {
          const kms = asArray(statement['Action']).map(String).filter((a) => a === '*' || a.startsWith('kms:'));
          if (kms.length === 0) continue;
          expect(asArray(statement['Resource']).every((r) => isKeyArn(stack, r)), `${id}: ${JSON.stringify(statement['Resource'])}`).toBe(true);
          actions.push(...kms);
          conditions.push(statement['Condition']);
        }
      }
      const variables = isRecord(fn['Environment']) && isRecord(fn['Environment']['Variables']) ? fn['Environment']['Variables'] : {};
      out.set(labels.get(`${stack.stackName}/${id}`) ?? `${stack.stackName}/${id}`, { actions: actions.sort(), keyVariable: variables['SECRETS_KEY_ARN'], conditions });
    }
  }
  return out;
}

describe('secrets key', () => {
  it('GIVEN the Data stack THEN it holds one KMS key, rotated, kept with the table by default', () => {
    const keys = resourceProperties(data, 'AWS::KMS::Key');
    expect([...keys.keys()]).toEqual([keyId]);
    expect(keys.get(keyId)?.['EnableKeyRotation']).toBe(true);
    expect(data.toJSON()['Resources'][keyId]['DeletionPolicy']).toBe('Retain');
  });

  it("GIVEN the key's policy THEN it grants nobody but the account's IAM (who may use it is in the functions' policies)", () => {
    const policy = resourceProperties(data, 'AWS::KMS::Key').get(keyId)?.['KeyPolicy'];
    const statements = asArray(isRecord(policy) ? policy['Statement'] : undefined).filter(isRecord);
    expect(statements).toHaveLength(1);
    expect(JSON.stringify(statements[0]?.['Principal'])).toContain(':root');
  });

  it('GIVEN every function of the six stacks THEN only the settings and webhooks functions may Encrypt, and only settings, media, finalize, the janitor, webhooks and the webhook dispatcher Decrypt, each for its kind of secret and told the key', () => {
    const expected: Record<string, { actions: string[]; context: string }> = {
      'api/settings': { actions: ['kms:Decrypt', 'kms:Encrypt'], context: 'setting' },
      'api/media': { actions: ['kms:Decrypt'], context: 'setting' },
      'media/finalize': { actions: ['kms:Decrypt'], context: 'setting' },
      'media/janitor': { actions: ['kms:Decrypt'], context: 'setting' },
      // The API's synchronous test call signs and sends, so the webhooks function opens too.
      'api/webhooks': { actions: ['kms:Decrypt', 'kms:Encrypt'], context: 'webhook' },
      'events/webhook-dispatch': { actions: ['kms:Decrypt'], context: 'webhook' },
    };
    expect(Object.keys(DOMAIN_SECRETS).sort()).toEqual(['media', 'settings', 'webhooks']);
    const all = functionsAndKms();
    expect(all.size).toBeGreaterThan(20);
    expect([...all.keys()]).toContain('events/webhook-dispatch');
    for (const [label, { actions, keyVariable, conditions }] of all) {
      const want = expected[label];
      expect(actions, label).toEqual(want?.actions ?? []);
      if (want) {
        const stack = label.startsWith('media/') ? built.media : label.startsWith('events/') ? built.events : built.api;
        expect(isKeyArn(stack, keyVariable), `${label} SECRETS_KEY_ARN`).toBe(true);
        // Only with an encryption context of its kind's one key (features/settings/secret-store.ts's callers).
        for (const c of conditions) expect(c, label).toEqual({ 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': [want.context] }, Null: { 'kms:EncryptionContextKeys': 'false' } });
      } else {
        expect(keyVariable, label).toBeUndefined();
      }
    }
  });

  it('GIVEN a removal policy of DESTROY (a test stage) THEN the key goes with the stack', () => {
    const app = createTestApp({ bundle: false, data: { removalPolicy: RemovalPolicy.DESTROY } });
    const template = Template.fromStack(app.data);
    const id = logicalIdOf(app.data, app.data.secretsKey);
    expect(template.toJSON()['Resources'][id]['DeletionPolicy']).toBe('Delete');
  });
});
