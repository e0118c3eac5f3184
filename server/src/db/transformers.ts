import type { ValueTransformer } from 'typeorm';

/** numeric columns arrive as strings from Postgres; the app works with numbers. */
export const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};
