/**
 * Builders for the infra tests: the app as bin/ builds it (same cdk.json feature flags, cdk-nag
 * registered), with overrides, plus typed readers for the parts of a template the tests follow.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, CfnElement, type Stack, Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import type { IConstruct } from 'constructs';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildStacks, type AppStacks, type AppStacksProps, type StackName } from '../../lib/app-stacks.ts';

/** The context of cdk.json (feature flags), so tests synthesize what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson: unknown = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  if (!isRecord(cdkJson) || !isRecord(cdkJson['context'])) {
    throw new Error(`cdk.json has no context object: ${JSON.stringify(cdkJson)}`);
  }
  return cdkJson['context'];
}

/**
 * Run esbuild for the functions of every stack (true), of none (false), or of the stacks named.
 * Off, CDK skips bundling and stages a placeholder asset: much faster, for tests that look only
 * at configuration.
 */
export type BundleOption = boolean | readonly TestStackId[];

/** Construct ids of the test app's stacks (bin/ prefixes them with `Community-<stage>-`). */
export type TestStackId = StackName;

/** What the tests override of each stack's props (buildStacks wires the rest); the Api stack's restPrefix is `api`. */
export interface TestAppOptions extends Omit<AppStacksProps, 'idPrefix' | 'api'> {
  readonly bundle: BundleOption;
  readonly api?: Partial<AppStacksProps['api']>;
}

export interface TestApp extends AppStacks {
  readonly app: App;
}

/** The six stacks as bin/community-api.ts builds them (buildStacks), with cdk-nag registered. */
export function createTestApp(options: TestAppOptions): TestApp {
  const { bundle, api, ...stacks } = options;
  const app = createApp({ bundle });
  return { app, ...buildStacks(app, { ...stacks, api: { restPrefix: 'api', ...api } }) };
}

export function createApp({ bundle }: { bundle: BundleOption }): App {
  // BUNDLING_STACKS holds globs matched against stack paths; a top-level stack's path is its id.
  const bundlingStacks = bundle === true ? undefined : bundle === false ? [] : [...bundle];
  const app = new App({
    context: { ...cdkJsonContext(), ...(bundlingStacks && { [BUNDLING_STACKS]: bundlingStacks }) },
  });
  // As in bin/: a finding cdk-nag reports that nobody acknowledged fails synthesis.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return app;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Resources of one type as logical id -> Properties. */
export function resourceProperties(template: Template, type: string): Map<string, Record<string, unknown>> {
  const found: unknown = template.findResources(type);
  const result = new Map<string, Record<string, unknown>>();
  if (!isRecord(found)) return result;
  for (const [logicalId, resource] of Object.entries(found)) {
    const properties = isRecord(resource) ? resource['Properties'] : undefined;
    result.set(logicalId, isRecord(properties) ? properties : {});
  }
  return result;
}

/** One IAM statement of any policy in the template, with Action and Resource as arrays. */
export interface PolicyStatement {
  readonly policy: string;
  readonly actions: string[];
  readonly resources: unknown[];
}

export function policyStatements(template: Template): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  for (const [policy, properties] of resourceProperties(template, 'AWS::IAM::Policy')) {
    const document = properties['PolicyDocument'];
    if (!isRecord(document)) continue;
    for (const statement of asArray(document['Statement'])) {
      if (!isRecord(statement)) continue;
      statements.push({
        policy,
        actions: asArray(statement['Action']).map(String),
        resources: asArray(statement['Resource']),
      });
    }
  }
  return statements;
}

/** `{ Ref: X }` -> X */
export function refOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value['Ref'] === 'string' ? value['Ref'] : undefined;
}

/** `{ 'Fn::GetAtt': [X, attr] }` -> X */
export function getAttOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const getAtt = value['Fn::GetAtt'];
  return Array.isArray(getAtt) && typeof getAtt[0] === 'string' ? getAtt[0] : undefined;
}

/** Logical id of the integration a route's Target (`integrations/<Ref>`) points at. */
export function routeIntegrationId(route: Record<string, unknown>): string | undefined {
  const target = route['Target'];
  if (!isRecord(target)) return undefined;
  const join = target['Fn::Join'];
  if (!Array.isArray(join) || !Array.isArray(join[1])) return undefined;
  const [prefix, ref] = join[1] as unknown[];
  return prefix === 'integrations/' ? refOf(ref) : undefined;
}

export function logicalIdOf(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  const child = construct.node.defaultChild;
  if (!CfnElement.isCfnElement(child)) {
    throw new Error(`construct has no CloudFormation resource as default child: ${String(child)}`);
  }
  return stack.getLogicalId(child);
}

/** What `handler` is in a function's built ESM bundle, imported in plain Node ('function' when it loads). */
export function bundledHandlerType(fn: IConstruct, outdir: string): string {
  const code = fn.node.tryFindChild('Code');
  if (!(code instanceof Asset)) throw new Error(`${fn.node.path} has no bundled code asset`);
  const bundle = path.join(outdir, code.assetPath, 'index.mjs');
  const probe = `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    console.log(typeof m.handler);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
    env: { PATH: process.env['PATH'], AWS_REGION: 'us-east-1', NODE_NO_WARNINGS: '1' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return output.trim().split('\n').at(-1) ?? '';
}

/** Every AwsSolutions finding cdk-nag reports under `scope` that nobody acknowledged (empty when clean). */
export function unacknowledgedFindings(scope: IConstruct): string[] {
  return new AwsSolutionsChecks()
    .validateScope(scope)
    .violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

/**
 * What a value one stack takes from `producer` (weak reference `Fn::GetStackOutput`, or exported
 * `Fn::ImportValue`) stands for in the producer's template; undefined for anything else.
 */
export function crossStackValue(value: unknown, producer: Stack, producerTemplate: Template): unknown {
  if (!isRecord(value)) return undefined;
  const outputs = producerTemplate.findOutputs('*');
  const stackOutput = value['Fn::GetStackOutput'];
  if (isRecord(stackOutput)) {
    if (stackOutput['StackName'] !== producer.stackName) return undefined;
    return outputs[String(stackOutput['OutputName'])]?.Value;
  }
  const imported = value['Fn::ImportValue'];
  if (imported === undefined) return undefined;
  return Object.values(outputs).find((o) => JSON.stringify(o.Export?.Name) === JSON.stringify(imported))?.Value;
}
