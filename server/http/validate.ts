import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import type { FieldError } from '../../src/contract/envelope';
import { httpError } from './errors';

const jsonType = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** One entry per field; an unknown key gets its own path rather than the parent's. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: 'Nomaʼlum maydon' }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}

/** Marks a validator so the API document (server/openapi) describes the input with the schema that checks it. */
const described = <M extends object>(middleware: M, target: keyof ValidationTargets, schema: z.ZodType) =>
  Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });

/**
 * zValidator whose failures answer 400 in the contract's shape; a path parameter that is no
 * valid id names nothing, so it is 404 (API.md, "Conventions"). Hono validates a JSON body
 * sent without a JSON content type as `{}`, so that is refused with 415.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) => {
  const validator = zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === 'param') throw httpError(404);
    throw httpError(400, undefined, { errors: fieldErrors(result.error) });
  });
  if (target !== 'json') return described(validator, target, schema);
  const json = (async (c, next) => {
    if (!jsonType.test(c.req.header('Content-Type') ?? '')) throw httpError(415);
    return validator(c, next);
  }) as typeof validator;
  return described(json, target, schema);
};
