import { Foundation1795351444085 } from './1795351444085-foundation';
import { Library1795351746161 } from './1795351746161-library';
import { LibraryFeedback1795352110958 } from './1795352110958-library-feedback';

/**
 * Every migration, in order. Add new ones at the end: build the server (`npx tsc -p server`), then
 * `node server/dist/server/src/cli/migration-diff.js Name` drafts the file from the entity changes.
 */
export const migrations = [Foundation1795351444085, Library1795351746161, LibraryFeedback1795352110958];
