import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { FilesService } from './files.service.ts';
import type { UploadResult } from '@wbn/contracts';
import { isPrivateFileKey } from './attachment-link.ts';
import { imageKeyPattern } from './storage.ts';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};
const sweepEveryMs = 60 * 60 * 1000;

/**
 * `attachment` with the file's name: a plain-ASCII `filename` for old clients and the exact name
 * as RFC 5987's `filename*` (UTF-8, percent-encoded), so no name can break out of the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The two routes outside /api: `POST /files/upload`, the target of the embedded storage's signed
 * forms, and `GET /files/*`, which serves stored images (whichever storage holds them). Registered
 * before the web app's catch-all.
 */
export const filesPublicRoutes: FastifyPluginAsync<{ files: FilesService }> = async (
  app,
  { files: service },
) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // The policy's own limit (the declared size) is checked while reading; this bounds the rest.
    limits: { fileSize: service.maxBytes + 1, files: 1, fields: 12, fieldSize: 8192, parts: 14 },
  });

  app.post(
    '/files/upload',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary:
          'Target of a signed upload form (embedded storage): multipart, the form fields first, then the file as "file"',
        security: [{ wbnAuth: [] }],
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { userID } = userOf(request);
      if (!request.isMultipart()) {
        throw new AppError('UnsupportedMediaType', 'Send the upload form as multipart/form-data');
      }
      const fields = new Map<string, string>();
      let result: UploadResult | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields.set(part.fieldname.toLowerCase(), part.value);
          continue;
        }
        if (result || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        result = await service.receiveUpload(
          userID,
          {
            policy: fields.get('policy'),
            signature: fields.get('signature'),
            key: fields.get('key'),
            contentType: fields.get('content-type'),
          },
          part.file,
        );
      }
      if (!result) throw AppError.badRequest('file', 'The form has no file (send it last, named "file")');
      return reply.status(201).send(ok(result));
    },
  );

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary:
          'A stored image, or an inquiry PDF (as a download); inquiry attachments only through a signed link',
        hide: true,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // A private file is refused before storage is asked, so a bad link learns nothing of it.
      let cacheControl = 'public, max-age=31536000, immutable';
      if (isPrivateFileKey(key)) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        const link = service.checkLink(key, query);
        if (!link.ok) {
          throw AppError.forbidden(
            link.reason === 'expired'
              ? 'This attachment link has expired: open the message again'
              : 'This attachment link is not valid',
          );
        }
        cacheControl = `private, max-age=${link.secondsLeft}`;
      }
      const object = imageKeyPattern.test(key) ? await service.storage.get(key) : null;
      if (!object) throw AppError.notFound('This file');
      const extension = key.slice(key.lastIndexOf('.') + 1);
      reply
        .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        // Keys are random and never rewritten: the image under a key never changes. A private
        // file is kept by this browser alone, and no longer than its link lives.
        .header('cache-control', cacheControl)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox");
      // A PDF is never shown inline on our origin: the browser downloads it under its name, whose
      // extension is always `.pdf` (attachment-name.ts).
      if (extension === 'pdf') {
        const name = await service.downloadName(key).catch(() => 'attachment.pdf');
        reply.header('content-disposition', attachmentDisposition(name));
      }
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );

  // Forms and tokens that were never used are swept once their time is up.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      service
        .sweepExpired()
        .catch((err: unknown) => app.log.warn({ err }, 'sweeping expired uploads failed'));
    }, sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
