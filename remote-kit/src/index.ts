/**
 * The remote kit: what every app needs to be a remote, once (docs/architecture.md, "Remote kit").
 * Tests use '@dating/remote-kit/testing'.
 */
export { HostProvider, useHost, useSession, useMember } from './host';
export { useTexts, useErrorText } from './texts';
export type { Register, MessageKey, MessageValues, Translate } from './texts';
export { createMessageLoader } from './messages';
export type { Catalogue, CatalogueImport, MessageLoader } from './messages';
export { RemoteProviders } from './providers';
export { RemotePages } from './pages';
export type { Pages } from './pages';
export { RemoteCrashBoundary } from './crash-boundary';
export { defineRemote, defineWidget, remoteLifecycles } from './lifecycles';
export type { RemoteLifecycles } from './lifecycles';
export { Widget } from './widget';
export type { WidgetElementProps } from './widget';
export { useCheckedForm } from './forms/use-checked-form';
export type { CheckedFormOptions } from './forms/use-checked-form';
export { errorsFromFailure, hasErrors, NO_ERRORS } from './forms/form-errors';
export type { FieldErrors, FormErrors } from './forms/form-errors';
export { FormError } from './forms/form-error';
export { useSubmission } from './forms/use-submission';
export { useFocusFirstError } from './forms/use-focus-first-error';
export { useEndpoint } from './use-endpoint';
export type { ReadingEndpoint } from './use-endpoint';
