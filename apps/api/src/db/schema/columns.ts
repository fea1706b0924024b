import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (Drizzle has none built in). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
