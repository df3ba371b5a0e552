export * from './users.js';
export * from './signup.js';
export * from './sites.js';
export * from './counts.js';
export * from './account.js';
export * from './search.js';
export * from './likes.js';
export * from './landers.js';
