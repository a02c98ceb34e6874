import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Fastify hands over a route's response schema as given, or wrapped as `{ properties }`. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new TypeError('A response schema must be a zod schema.');
}

/**
 * zod writes `additionalProperties: false` on every object. fast-json-stringify leaves unnamed
 * properties out anyway, but inside a union it picks the branch by validating, and there an
 * extra property would match no branch; zod's parse stripped it. Without the flag both strip.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

/**
 * Response serialization compiled once per route and status: the zod contract becomes JSON
 * Schema and fast-json-stringify builds a writer from it at start, instead of parsing every
 * answer against the schema again (fastify-type-provider-zod's serializer does). Properties
 * the contract does not name are left out, as zod's parse left them out; the handlers' types
 * already hold the shapes.
 */
export const compiledSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(zodSchemaOf(schema), {
    target: 'draft-7',
    io: 'output',
    // 304's z.undefined(): nothing is ever written for it.
    unrepresentable: 'any',
  });
  return fastJson(withoutClosedObjects(jsonSchema) as fastJson.Schema);
};
