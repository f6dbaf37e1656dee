import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

type RouteSchema = Parameters<FastifySerializerCompiler<$ZodType>>[0];

/**
 * Answers serialized from the JSON schema of the route's zod response schema by fast-json-stringify,
 * without running zod on every answer. Like zod's encode it writes only the properties the schema
 * declares, so a field a query returns by mistake (an e-mail, a version) still never leaves the server.
 * A schema JSON Schema cannot express (transforms, dates, custom checks) keeps zod's serializer.
 * Production only: tests keep zod's, which also checks every answer against its schema.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<$ZodType> = (route: RouteSchema) => {
  try {
    const json = z.toJSONSchema(route.schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route as never) as (data: unknown) => string;
  }
};

/** Whether answers are checked against their schemas: under test (vitest) and NODE_ENV=test. */
export const VALIDATE_RESPONSES_BY_DEFAULT = process.env.NODE_ENV === 'test' || Boolean(process.env.VITEST);
