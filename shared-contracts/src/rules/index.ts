/** Rules the API and the forms both apply, written once. */
export * from './email.js';
export * from './age.js';
export * from './profile-name.js';
export * from './password.js';
export * from './staff-roles.js';
export * from './photo-crop.js';
