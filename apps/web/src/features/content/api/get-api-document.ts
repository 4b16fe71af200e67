import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { outlineApi, type OpenApiDocument } from '../lib/openapi-outline.ts';

/** The document changes only with a new release of the API: one read per visit is plenty. */
const API_DOCUMENT_STALE_MS = 60 * 60 * 1000;

export const apiDocumentKeys = { all: ['api-document'] as const };

/** GET /api/docs/json: the API's OpenAPI document (not an envelope), as the Developers Zone shows it. */
export const apiDocumentQuery = queryOptions({
  queryKey: apiDocumentKeys.all,
  queryFn: async ({ signal }) =>
    outlineApi(await apiRequest<OpenApiDocument>('/docs/json', { document: true, anonymous: true, signal })),
  staleTime: API_DOCUMENT_STALE_MS,
});

export const useApiDocument = () => useQuery(apiDocumentQuery);
