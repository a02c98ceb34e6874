import { pingDatabase, type Db } from '../db/database.ts';
import { deleteMediaUnder, findMedia, mediaPathsUnder, saveMedia } from '../repositories/media.ts';
import { inMemory, type MediaStore } from './store.ts';

/**
 * The default store: the `media` table of the server's own database, as media have always been
 * kept (on the embedded database that is DATA_DIR on this machine's disk; on PostgreSQL every
 * instance shares it). Rows are read whole: the largest files are chapter PDFs of some 100 KB.
 */
export function databaseMediaStore(db: Db): MediaStore {
  return {
    kind: 'database',
    find: async (path) => {
      const stored = await findMedia(db, path);
      return stored && inMemory(stored);
    },
    read: (path) => findMedia(db, path),
    save: (path, contentType, body) => saveMedia(db, path, contentType, body),
    list: (prefix) => mediaPathsUnder(db, prefix),
    deleteUnder: (prefix) => deleteMediaUnder(db, prefix),
    ping: () => pingDatabase(db),
  };
}
