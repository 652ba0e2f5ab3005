/**
 * Output schemas from input schemas: an answer made of stored values is described by the schema
 * that validated them (settings groups, a settings view inside another feature's answer), not
 * written twice.
 */
import * as z from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The values a schema's output can take when they are few (booleans, enums, literals), else undefined. */
function finiteOutputs(schema: z.ZodType): unknown[] | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(def['entries'] as Record<string, unknown>);
    case 'literal':
      return [...(def['values'] as unknown[])];
    case 'pipe':
      return defOf(def['out'] as z.ZodType).type === 'transform' ? undefined : finiteOutputs(def['out'] as z.ZodType);
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return finiteOutputs(def['innerType'] as z.ZodType);
    case 'union': {
      const parts = (def['options'] as z.ZodType[]).map(finiteOutputs);
      return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A schema of what `schema` outputs (its parse result), for an answer made of stored values:
 * defaults make keys required, objects are strict (what a stored object holds is exactly what
 * its schema kept), and a transform is followed to what it gives:
 * - from a few values (yesNo's booleans, an enum mapping an old spelling to a new one): the set
 *   of its results, computed by parsing each value;
 * - from many (a list deduplicated): the same type as its input. A transform that changes a
 *   value's type (menu items) sits in a group whose `answer` is declared by hand.
 * Leaves (strings, numbers, URLs, ...) validate their own output and are kept as they are.
 */
export function outputSchema(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe': {
      const out = def['out'] as z.ZodType;
      if (defOf(out).type !== 'transform') return outputSchema(out);
      const domain = finiteOutputs(def['in'] as z.ZodType);
      if (!domain) return outputSchema(def['in'] as z.ZodType);
      const results = [...new Set(domain.map((v) => schema.parse(v)))];
      return results.every((r) => typeof r === 'string') ? z.enum(results as [string, ...string[]]) : z.literal(results as [z.core.util.Literal, ...z.core.util.Literal[]]);
    }
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return outputSchema(def['innerType'] as z.ZodType);
    case 'optional':
      return outputSchema(def['innerType'] as z.ZodType).optional();
    case 'nullable':
      return outputSchema(def['innerType'] as z.ZodType).nullable();
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def['shape'] as Record<string, z.ZodType>).map(([k, v]) => [k, outputSchema(v)]));
      const catchall = def['catchall'] as z.ZodType | undefined;
      return catchall && defOf(catchall).type !== 'never' ? z.looseObject(shape) : z.strictObject(shape);
    }
    case 'array':
      return z.array(outputSchema(def['element'] as z.ZodType));
    case 'record':
      return z.record(def['keyType'] as z.ZodString, outputSchema(def['valueType'] as z.ZodType));
    case 'union':
      return z.union((def['options'] as z.ZodType[]).map(outputSchema));
    case 'transform':
      return z.unknown();
    default:
      return schema;
  }
}
