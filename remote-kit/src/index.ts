/**
 * The remote kit: what every app needs to be a remote, once (docs/architecture.md, "Remote kit").
 * Tests use '@dating/remote-kit/testing'.
 */
export * from './host';
export * from './texts';
export * from './messages';
export * from './providers';
export * from './pages';
export * from './crash-boundary';
export * from './lifecycles';
export * from './widget';
export * from './use-endpoint';
export * from './server-events';
export * from './staff-events';
export * from './forms/use-checked-form';
export * from './forms/use-login-form';
export * from './forms/form-errors';
export * from './forms/form-error';
export * from './forms/use-submission';
export * from './forms/use-focus-first-error';
export * from './page-head';
export * from './tracking';
export * from './use-cursor-pages';
export * from './list-end';
export * from './photo-source';
