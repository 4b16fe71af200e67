import type { AppContext } from '../../context.ts';
import { createFilesService, type FilesService } from './files.service.ts';
import { createStorage, loadStorageSecret } from './storage.ts';

const services = new WeakMap<AppContext, Promise<FilesService>>();

/**
 * The one files service of an app (storage secret loaded, storage chosen from STORAGE_URL). Other
 * modules attach tokens through it: `(await filesServiceFor(app.ctx)).attach({ token, userID, … })`.
 */
export function filesServiceFor(ctx: AppContext): Promise<FilesService> {
  let service = services.get(ctx);
  if (!service) {
    service = (async () => {
      const secret = await loadStorageSecret(ctx.config);
      return createFilesService({
        db: ctx.db,
        storage: createStorage(ctx.config, secret),
        secret,
        maxBytes: ctx.config.uploadMaxBytes,
      });
    })();
    services.set(ctx, service);
    service.catch(() => services.delete(ctx));
  }
  return service;
}
