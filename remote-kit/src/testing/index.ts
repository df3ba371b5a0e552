/** The testing kit: one host double, one set of fixtures and one render helper for every app. */
export { hostDouble, apiAnswering } from './host-double';
export type { Answer, Answers, RecordedRequest, HostDoubleOptions } from './host-double';
export { settingsFixture, memberFixture, newMemberFixture, profileFixture } from './fixtures';
export { renderRemote } from './render';
export { mountLifecycles } from './mount';
export { untitledPages } from './page-titles';
