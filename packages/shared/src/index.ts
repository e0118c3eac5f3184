/**
 * @leerpunt/shared: what the server and the client must agree on. Import a module by name
 * (`@leerpunt/shared/plans`); this index gathers them for scripts and tests.
 */
export * from './article-html-policy';
export * from './catalog';
export * from './defaults';
export * from './limits';
export * from './members';
export * from './messages';
export * from './plans';
export * from './postal-codes';
