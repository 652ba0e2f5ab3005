/**
 * Response schemas built only when read. A route's `responses` serve the OpenAPI document and the
 * tests, never a request, so a routes module names them through this instead of importing its
 * responses module, which then stays out of the function's start: it is neither compiled nor run
 * at a cold start (issue 33: answers were about a third of the zod schemas a function built at
 * load). docs/architecture.md, "Cold start".
 *
 * `const r = lazyResponses(() => import('./responses.ts'))` stands for `import * as r`, typed the
 * same. Each `r.Name` is a placeholder that routesOf (functions/routes-of.ts) replaces with the
 * schema before any tool reads a route: use one only as a value of `responses`, where nothing
 * reads it at runtime. A schema made from others (a union, a wrapper) is `lazySchema(...)`.
 */
import type * as z from 'zod';

const PENDING = Symbol('response schema not loaded yet');

interface Pending {
  [PENDING]: () => Promise<z.ZodType>;
}

const isPending = (value: unknown): value is Pending => typeof value === 'object' && value !== null && PENDING in value;

/** The exports of a responses module, each loaded when routesOf resolves the routes that name it. */
export function lazyResponses<M extends object>(load: () => Promise<M>): M {
  return new Proxy({} as M, {
    get: (_target, name) => (typeof name === 'string' ? { [PENDING]: async () => (await load())[name as keyof M] as z.ZodType } : undefined),
  });
}

/** A schema made from lazily loaded ones, built when resolved. */
export function lazySchema<S>(build: () => Promise<S>): S {
  return { [PENDING]: build } as unknown as S;
}

/** `responses` with every placeholder replaced by its schema (the same object when none is pending). */
export async function resolveResponses<R extends Partial<Record<number, unknown>>>(responses: R | undefined): Promise<R | undefined> {
  if (!responses || !Object.values(responses).some(isPending)) return responses;
  const entries = await Promise.all(Object.entries(responses).map(async ([status, schema]) => [status, isPending(schema) ? await schema[PENDING]() : schema] as const));
  return Object.fromEntries(entries) as R;
}
