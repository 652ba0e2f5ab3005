/**
 * What the reference routes answer (docs/openapi.md, "Serving"): the description itself (an
 * OpenAPI 3.1 object, described loosely: its own schema is the OpenAPI specification's), the page
 * (HTML) and the renderer's script.
 */
import * as z from 'zod';

/** An OpenAPI 3.1 document: the keys every one has, the rest as the specification describes it. */
export const OpenApiDescription = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .meta({ description: 'This API\'s OpenAPI 3.1 description (https://spec.openapis.org/oas/v3.1.1).' });

export const ReferencePage = z.string().meta({ contentMediaType: 'text/html', description: 'The reference page (Redoc).' });

export const RendererScript = z.string().meta({ contentMediaType: 'text/javascript', description: 'Redoc\'s standalone script, served by the API.' });
