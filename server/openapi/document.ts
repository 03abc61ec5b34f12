import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { dataBodySchema, errorBodySchema } from '../../src/contract/schemas/envelope';

type Document = Awaited<ReturnType<typeof generateSpecs>>;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Schema = NonNullable<NonNullable<Document['components']>['schemas']>[string];

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema);
  return rest as Schema;
};
const jsonOf = (name: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } });

/** What every operation answers, unless it says more: the contract's envelope, or its error shape. */
const envelopeResponses = {
  '2XX': { description: 'Bajarildi', content: jsonOf('DataBody') },
  default: { description: 'Xato: holati va oʻzbekcha xabari', content: jsonOf('ErrorBody') },
};

/**
 * The API's OpenAPI 3.1 document, made from the app itself: every route it mounts under /api, each input
 * described by the zod schema that validates it (server/http/validate.ts), every answer in the contract's
 * envelope or error shape. The project's description of its API: what a customer app or a bot reads.
 */
export async function openApiDocument(app: Hono<AppEnv>): Promise<Document> {
  const document = await generateSpecs(app, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Yetkaz API',
        version: '1',
        description: 'Yetkaz doʻkoni xodimlar panelining API si: javob `{ data }`, xato `{ data: null, meta }`.',
      },
      components: {
        schemas: { DataBody: jsonSchema(dataBodySchema), ErrorBody: jsonSchema(errorBodySchema) },
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    includeEmptyPaths: true,
    excludeStaticFile: false,
    exclude: [/^(?!\/api\/)/],
    defaultValidationErrorResponse: false,
  });
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item?.[method];
      // A route with no description of its own gets an empty `200: {}` from the generator: the envelope says more.
      const own = Object.entries(operation?.responses ?? {}).filter(([, response]) => Object.keys(response).length);
      if (operation) operation.responses = { ...envelopeResponses, ...Object.fromEntries(own) };
    }
  }
  return document;
}
