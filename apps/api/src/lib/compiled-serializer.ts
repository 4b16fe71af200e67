import fastJson, { type ObjectSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A response serializer compiled from the route's zod schema: fast-json-stringify over the
 * schema's JSON Schema, writing only the schema's properties, in its order. The app's default
 * (fastify-type-provider-zod) encodes the whole answer through zod, which checks and copies every
 * value, and then stringifies the copy: slow for large answers such as a page of search results.
 * Used where that time counts: the searches.
 *
 * The handlers return the contracts' types, so TypeScript checks the shape where the answer is
 * built. With `check` on (every environment but production), zod's check also runs first and an
 * answer outside its schema fails as under the default serializer, so the route tests still catch
 * it; the text sent is the compiled serializer's either way.
 */
export function compiledSerializer(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: a response schema must be zod's`);
    const stringify = fastJson(jsonSchemaOf(schema));
    if (!options.check) return (data) => stringify(data);
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(data);
    };
  };
}

/** The JSON Schema fast-json-stringify compiles: the output side of the zod schema. */
export function jsonSchemaOf(schema: z.ZodType): ObjectSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  // zod writes draft 7 JSON Schema, which fast-json-stringify reads; every response here is an
  // object (the `{ success, data }` envelope).
  return json as ObjectSchema;
}
