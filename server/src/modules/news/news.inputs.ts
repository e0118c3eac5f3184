import { z } from 'zod/v4';
import { typeError } from '../../validation';
import { NEWS_TYPES } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';

/** A news item as admins send it and as content files describe it. */
export const newsInputSchema = z.object({
  type: z
    .string(typeError('Type is required', 'Type must be text'))
    .trim()
    .toLowerCase()
    .refine((v) => (NEWS_TYPES as readonly string[]).includes(v), `Type must be one of: ${NEWS_TYPES.join(', ')}`),
  title: z.string(typeError('Title is required', 'Title must be text')).trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters'),
  content: z
    .string(typeError('Content is required', 'Content must be text'))
    .trim()
    .min(1, 'Content is required')
    .max(LIMITS.newsContentMax, `Content must be at most ${LIMITS.newsContentMax} characters`),
  isPublished: z.boolean(typeError(undefined, 'Published must be true or false')).nullish(),
});

export type NewsInputData = z.infer<typeof newsInputSchema>;

/** Which news to list: `limit` defaults to 100, and drafts are left out unless asked for. */
export const newsListSchema = z.object({
  limit: z
    .number(typeError(undefined, 'limit must be a positive integer'))
    .int('limit must be a positive integer')
    .min(1, 'limit must be a positive integer')
    .max(100, 'limit must be at most 100')
    .nullish()
    .transform((v) => v ?? 100),
  includeUnpublished: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

export type NewsListQuery = z.output<typeof newsListSchema>;
