import { Foundation1795351444085 } from './1795351444085-foundation';

/** Every migration, in order. Add new ones at the end (draft them with `npm run migration:diff -- Name`). */
export const migrations = [Foundation1795351444085];
