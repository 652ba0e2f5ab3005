// Node module hook (scripts/openapi/client-types.ts): openapi-typescript builds its output with the
// TypeScript 5 compiler API, which the project's TypeScript 7 (the native compiler) does not ship;
// its `typescript` import is answered with the TypeScript 5 package installed as `typescript5`.
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) return next('typescript5', context);
  return next(specifier, context);
}
