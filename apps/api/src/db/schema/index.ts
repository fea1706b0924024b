/**
 * The whole product's data model (docs/PRODUCT.md#data-shapes plus what later features need),
 * one file per domain. Counters that lists show (views, likes, comments) are kept on the rows
 * and changed in the same transaction as the fact they count, so lists never aggregate on the
 * hot path.
 */
export * from './users';
export * from './stories';
export * from './chapters';
export * from './library';
export * from './lists';
export * from './beta';
export * from './trending';
export * from './announcements';
export * from './social';
export * from './messages';
export * from './safety';
export * from './jobs';
