/**
 * The API's OpenAPI document (GET /api/docs/json, generated from the contracts' zod schemas) made
 * into what the Developers Zone shows: operations grouped by tag, each with its method, path,
 * summary, parameters, request body and answers, and every schema as a tree of named fields.
 * Only the parts of OpenAPI 3 and JSON Schema the document uses are read; anything else is shown
 * as the type it declares.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  $ref?: string;
}

interface MediaTypes {
  [contentType: string]: { schema?: JsonSchema };
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
}

/** A rule a value must follow, for the page to put in words. */
export type Constraint =
  | { kind: 'format'; value: string }
  | { kind: 'pattern'; value: string }
  | { kind: 'oneOf'; values: string[] }
  | { kind: 'constant'; value: string }
  | { kind: 'length'; min?: number; max?: number }
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'count'; min?: number; max?: number }
  | { kind: 'default'; value: string };

export interface SchemaNode {
  /** The type as code: `string`, `integer`, `object`, `object[]`, `string | null`, `Record<string, integer>`. */
  type: string;
  constraints: Constraint[];
  description?: string;
  /** The fields of an object (of an array's items, of a map's values). */
  fields?: FieldNode[];
  /** The alternatives of a union whose members have fields of their own. */
  variants?: SchemaNode[];
  /** A schema that refers to itself again, not expanded a second time. */
  recursive?: boolean;
}

export interface FieldNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface ParameterOutline {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: SchemaNode;
}

export interface OperationOutline {
  /** Unique in the document, usable as an element id. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  signIn: boolean;
  deprecated: boolean;
  parameters: ParameterOutline[];
  body?: { required: boolean; contentType: string; schema: SchemaNode };
  responses: { status: string; description: string; contentType?: string; schema?: SchemaNode }[];
}

export interface ApiOutline {
  title: string;
  version: string;
  description?: string;
  tags: { tag: string; operations: OperationOutline[] }[];
  operationCount: number;
}

const methods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

// zod writes a bound on every integer (JavaScript's safe range); it says nothing to a reader.
const isSafeIntegerBound = (n: number | undefined) =>
  n !== undefined && Math.abs(n) === Number.MAX_SAFE_INTEGER;

const literal = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const firstMedia = (content: MediaTypes | undefined) => {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  return contentType ? { contentType, schema: media?.schema } : undefined;
};

/** Turns one JSON Schema into a tree of fields; `#/components/schemas/…` references are followed. */
export function outlineSchema(
  schema: JsonSchema,
  components: Record<string, JsonSchema> = {},
  seen: readonly string[] = [],
): SchemaNode {
  if (schema.$ref) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? components[name] : undefined;
    if (!name || !target) return { type: schema.$ref, constraints: [] };
    if (seen.includes(name)) return { type: name, constraints: [], recursive: true };
    return outlineSchema(target, components, [...seen, name]);
  }
  if (schema.allOf?.length) {
    const merged: JsonSchema = { ...schema, allOf: undefined, properties: {}, required: [] };
    for (const part of schema.allOf) {
      const resolved = part.$ref ? resolveRef(part.$ref, components) : part;
      Object.assign(merged.properties!, resolved?.properties ?? {});
      merged.required!.push(...(resolved?.required ?? []));
      merged.type ??= resolved?.type;
    }
    return outlineSchema(merged, components, seen);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const members = union.map((member) => outlineSchema(member, components, seen));
    const nullable = schema.nullable === true || members.some((m) => m.type === 'null');
    const shown = members.filter((m) => m.type !== 'null');
    const description = schema.description ? { description: schema.description } : {};
    // One alternative and null: that alternative, which may also be null.
    if (shown.length === 1) {
      const only = shown[0]!;
      return {
        ...only,
        type: nullable ? `${only.type} | null` : only.type,
        constraints: [...baseConstraints(schema), ...only.constraints],
        ...description,
      };
    }
    const types = [...new Set(shown.map((m) => m.type)), ...(nullable ? ['null'] : [])];
    return {
      type: types.join(' | '),
      constraints: baseConstraints(schema),
      ...description,
      ...(shown.some((m) => m.fields || m.variants) ? { variants: shown } : {}),
    };
  }

  const declared = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable === true || declared.includes('null');
  const types = declared.filter((t) => t !== 'null');
  if (declared.length > 0 && types.length === 0) return { type: 'null', constraints: [] };
  const main = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);

  let type: string;
  let fields: FieldNode[] | undefined;
  let variants: SchemaNode[] | undefined;
  const constraints = baseConstraints(schema);

  if (main === 'array') {
    const itemSchema = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    const item = itemSchema ? outlineSchema(itemSchema, components, seen) : { type: 'any', constraints: [] };
    type = item.type.includes(' ') ? `(${item.type})[]` : `${item.type}[]`;
    fields = item.fields;
    variants = item.variants;
    if (schema.minItems !== undefined || schema.maxItems !== undefined)
      constraints.push({ kind: 'count', min: schema.minItems, max: schema.maxItems });
    // What each item must be is said of the list ("uuid", "one of …").
    constraints.push(...item.constraints.filter((c) => c.kind !== 'default'));
  } else if (main === 'object' || (!main && schema.additionalProperties)) {
    const required = new Set(schema.required ?? []);
    const properties = Object.entries(schema.properties ?? {});
    if (properties.length > 0) {
      type = 'object';
      fields = properties.map(([name, property]) => ({
        name,
        required: required.has(name),
        schema: outlineSchema(property, components, seen),
      }));
    } else if (typeof schema.additionalProperties === 'object') {
      const value = outlineSchema(schema.additionalProperties, components, seen);
      type = `Record<string, ${value.type}>`;
      fields = value.fields;
    } else {
      type = 'object';
    }
  } else {
    type = types.length > 1 ? types.join(' | ') : (main ?? 'any');
  }
  if (nullable) type = `${type} | null`;
  return {
    type,
    constraints,
    ...(schema.description ? { description: schema.description } : {}),
    ...(fields ? { fields } : {}),
    ...(variants ? { variants } : {}),
  };
}

function resolveRef(ref: string, components: Record<string, JsonSchema>): JsonSchema | undefined {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  return name ? components[name] : undefined;
}

/** The rules a schema states about its own value (not its items' or fields'). */
function baseConstraints(schema: JsonSchema): Constraint[] {
  const out: Constraint[] = [];
  if (schema.format) out.push({ kind: 'format', value: schema.format });
  // A format already says what the pattern spells out (a uuid's, an e-mail's).
  else if (schema.pattern) out.push({ kind: 'pattern', value: schema.pattern });
  if (schema.const !== undefined) out.push({ kind: 'constant', value: literal(schema.const) });
  const values = schema.enum?.filter((v) => v !== null);
  if (values?.length === 1) out.push({ kind: 'constant', value: literal(values[0]) });
  else if (values?.length) out.push({ kind: 'oneOf', values: values.map(literal) });
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push({ kind: 'length', min: schema.minLength, max: schema.maxLength });
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum;
  const shownMin = isSafeIntegerBound(min) ? undefined : min;
  const shownMax = isSafeIntegerBound(max) ? undefined : max;
  if (shownMin !== undefined || shownMax !== undefined)
    out.push({ kind: 'range', min: shownMin, max: shownMax });
  // A default is written as JSON, so that an empty text shows as "".
  if (schema.default !== undefined) out.push({ kind: 'default', value: JSON.stringify(schema.default) });
  return out;
}

const idOf = (method: string, path: string) =>
  `op-${method}-${path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * The document's operations by tag, in the order the document first names each tag; an operation
 * with several tags is listed under its first. Operations without a tag are left out: in this API
 * those are the web app's own pages, not calls.
 */
export function outlineApi(doc: OpenApiDocument): ApiOutline {
  const components = doc.components?.schemas ?? {};
  const byTag = new Map<string, OperationOutline[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      const tag = op?.tags?.[0];
      if (!op || !tag) continue;
      const body = firstMedia(op.requestBody?.content);
      const outline: OperationOutline = {
        id: idOf(method, path),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        ...(op.description ? { description: op.description } : {}),
        tag,
        signIn: (op.security ?? doc.security ?? []).length > 0,
        deprecated: op.deprecated === true,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          ...(p.description ? { description: p.description } : {}),
          schema: outlineSchema(p.schema ?? {}, components),
        })),
        ...(body?.schema
          ? {
              body: {
                required: op.requestBody?.required === true,
                contentType: body.contentType,
                schema: outlineSchema(body.schema, components),
              },
            }
          : {}),
        responses: Object.entries(op.responses ?? {})
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, response]) => {
            const media = firstMedia(response.content);
            return {
              status,
              description: response.description ?? '',
              ...(media ? { contentType: media.contentType } : {}),
              ...(media?.schema ? { schema: outlineSchema(media.schema, components) } : {}),
            };
          }),
      };
      byTag.set(tag, [...(byTag.get(tag) ?? []), outline]);
    }
  }
  const tags = [...byTag].map(([tag, operations]) => ({ tag, operations }));
  return {
    title: doc.info.title,
    version: doc.info.version,
    ...(doc.info.description ? { description: doc.info.description } : {}),
    tags,
    operationCount: tags.reduce((n, t) => n + t.operations.length, 0),
  };
}

/** Whether an operation matches the visitor's filter words (method, path, summary or tag). */
export function operationMatches(op: OperationOutline, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${op.method} ${op.path} ${op.summary} ${op.tag}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
