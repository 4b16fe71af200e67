import { describe, expect, it } from 'vitest';
import { operationMatches, outlineApi, outlineSchema, type OpenApiDocument } from './openapi-outline.ts';

// Shapes as the API's generator writes them from the zod schemas (fastify-type-provider-zod):
// integers bounded by the safe range, uuids with a format and a pattern, nullable enums, unions.
const uuid = {
  type: 'string',
  format: 'uuid',
  pattern: '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$',
};
const safeInt = { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 };

const doc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'WBN API', version: '1.0.0', description: 'The industrial B2B network API.' },
  components: {
    schemas: {
      Category: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
        },
        required: ['name'],
      },
    },
  },
  paths: {
    '/api/health': {
      get: { summary: 'Health', tags: ['health'], responses: { '200': { description: 'OK' } } },
    },
    '/api/search/business': {
      post: {
        summary: 'Businesses matching a text',
        tags: ['search'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  textQuery: { type: 'string', maxLength: 200, default: '' },
                  size: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
                  businessType: { type: 'string', enum: ['MA', 'DI'] },
                },
              },
            },
          },
        },
        responses: {
          '400': { description: 'Bad input' },
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    success: { type: 'boolean', enum: [true] },
                    data: {
                      type: 'object',
                      properties: {
                        results: {
                          type: 'array',
                          items: {
                            type: 'object',
                            properties: {
                              businessID: uuid,
                              subscription: { nullable: true, type: 'string', enum: ['standard', 'gold'] },
                              likes: safeInt,
                            },
                            required: ['businessID'],
                          },
                        },
                      },
                      required: ['results'],
                    },
                  },
                  required: ['success', 'data'],
                },
              },
            },
          },
        },
      },
    },
    '/api/social/comments/{resourceID}': {
      get: {
        summary: 'Comments on a resource',
        tags: ['comments', 'social'],
        parameters: [
          { in: 'path', name: 'resourceID', required: true, schema: uuid },
          { in: 'query', name: 'skip', required: false, schema: { type: 'integer', minimum: 0, default: 0 } },
        ],
        responses: {},
      },
      delete: {
        summary: 'Removes a comment',
        tags: ['comments'],
        security: [{ wbnAuth: [] }],
        responses: {},
      },
    },
    '/api/search/product': { post: { summary: 'Products', tags: ['search'], responses: {} } },
    // The web app's catch-all page route: no tag, not a call.
    '/{*}': { get: { responses: { '200': { description: 'Default Response' } } } },
  },
};

describe('outlineApi', () => {
  const api = outlineApi(doc);

  it('groups the tagged operations by their first tag, in the order the document names the tags', () => {
    expect(api).toMatchObject({ title: 'WBN API', version: '1.0.0', operationCount: 5 });
    expect(api.tags.map((t) => [t.tag, t.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['health', ['GET /api/health']],
      ['search', ['POST /api/search/business', 'POST /api/search/product']],
      ['comments', ['GET /api/social/comments/{resourceID}', 'DELETE /api/social/comments/{resourceID}']],
    ]);
  });

  it('gives each operation a unique id, its sign-in need, parameters, body and answers', () => {
    const [list, remove] = api.tags[2]!.operations;
    expect(list!.id).toBe('op-get-api-social-comments-resourceID');
    expect(remove!.id).toBe('op-delete-api-social-comments-resourceID');
    expect([list!.signIn, remove!.signIn]).toEqual([false, true]);
    expect(list!.parameters).toEqual([
      {
        name: 'resourceID',
        in: 'path',
        required: true,
        schema: { type: 'string', constraints: [{ kind: 'format', value: 'uuid' }] },
      },
      {
        name: 'skip',
        in: 'query',
        required: false,
        schema: {
          type: 'integer',
          constraints: [
            { kind: 'range', min: 0, max: undefined },
            { kind: 'default', value: '0' },
          ],
        },
      },
    ]);

    const search = api.tags[1]!.operations[0]!;
    expect(search.body).toMatchObject({ required: true, contentType: 'application/json' });
    expect(
      search.body!.schema.fields!.map((f) => [f.name, f.required, f.schema.type, f.schema.constraints]),
    ).toEqual([
      [
        'textQuery',
        false,
        'string',
        [
          { kind: 'length', max: 200 },
          { kind: 'default', value: '""' },
        ],
      ],
      [
        'size',
        false,
        'integer',
        [
          { kind: 'range', min: 1, max: 50 },
          { kind: 'default', value: '5' },
        ],
      ],
      ['businessType', false, 'string', [{ kind: 'oneOf', values: ['MA', 'DI'] }]],
    ]);
    // Answers in status order; one without a body has no schema.
    expect(search.responses.map((r) => [r.status, r.contentType])).toEqual([
      ['200', 'application/json'],
      ['400', undefined],
    ]);
  });

  it('describes a nested answer as a tree: arrays of objects, nullable enums, constants', () => {
    const answer = api.tags[1]!.operations[0]!.responses[0]!.schema!;
    const [success, data] = answer.fields!;
    expect(success).toEqual({
      name: 'success',
      required: true,
      schema: { type: 'boolean', constraints: [{ kind: 'constant', value: 'true' }] },
    });
    const results = data!.schema.fields![0]!;
    expect(results.schema.type).toBe('object[]');
    expect(
      results.schema.fields!.map((f) => [f.name, f.required, f.schema.type, f.schema.constraints]),
    ).toEqual([
      ['businessID', true, 'string', [{ kind: 'format', value: 'uuid' }]],
      ['subscription', false, 'string | null', [{ kind: 'oneOf', values: ['standard', 'gold'] }]],
      // The safe-integer bounds the generator writes on every integer say nothing: left out.
      ['likes', false, 'integer', []],
    ]);
  });

  it('filters by every word, in the method, path, summary or tag', () => {
    const all = api.tags.flatMap((t) => t.operations);
    expect(all.filter((op) => operationMatches(op, 'post search')).map((o) => o.path)).toEqual([
      '/api/search/business',
      '/api/search/product',
    ]);
    expect(all.filter((op) => operationMatches(op, 'DELETE comment')).map((o) => o.method)).toEqual([
      'DELETE',
    ]);
    expect(all.filter((op) => operationMatches(op, '  '))).toHaveLength(5);
  });
});

describe('outlineSchema', () => {
  it('follows references, and stops where a schema contains itself', () => {
    const node = outlineSchema({ $ref: '#/components/schemas/Category' }, doc.components!.schemas);
    expect(node.type).toBe('object');
    const children = node.fields!.find((f) => f.name === 'children')!;
    expect(children.schema).toEqual({ type: 'Category[]', constraints: [] });
    expect(outlineSchema({ $ref: '#/components/schemas/Missing' })).toEqual({
      type: '#/components/schemas/Missing',
      constraints: [],
    });
  });

  it('shows a union of plain types as one type, and one with fields as its options', () => {
    expect(outlineSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] }).type).toBe('string | null');
    expect(outlineSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual({
      type: 'string | integer',
      constraints: [],
    });
    const shapes = outlineSchema({
      oneOf: [
        { type: 'object', properties: { url: { type: 'string' } } },
        { type: 'object', properties: { versions: { type: 'array', items: { type: 'string' } } } },
      ],
    });
    expect(shapes.type).toBe('object');
    expect(shapes.variants!.map((v) => v.fields!.map((f) => `${f.name}: ${f.schema.type}`))).toEqual([
      ['url: string'],
      ['versions: string[]'],
    ]);
  });

  it('writes maps, merged parts, list sizes and what each item must be', () => {
    expect(outlineSchema({ type: 'object', additionalProperties: { type: 'integer' } }).type).toBe(
      'Record<string, integer>',
    );
    const merged = outlineSchema({
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { type: 'object', properties: { b: { type: 'number' } } },
      ],
    });
    expect(merged.fields!.map((f) => [f.name, f.required])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(outlineSchema({ type: 'array', maxItems: 3, items: uuid })).toEqual({
      type: 'string[]',
      constraints: [
        { kind: 'count', min: undefined, max: 3 },
        { kind: 'format', value: 'uuid' },
      ],
    });
    expect(outlineSchema({ type: ['string', 'null'], pattern: '^[A-Z]{2}$' })).toEqual({
      type: 'string | null',
      constraints: [{ kind: 'pattern', value: '^[A-Z]{2}$' }],
    });
  });
});
