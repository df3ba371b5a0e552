/** The member's own side (issue 13): profile, photos, e-mail preferences, password, e-mail change, deletion, data, complaints. */
import { z } from 'zod';
import {
  accountDeleteSchema, complaintAnswerSchema, complaintRequestSchema, mailChangeAnswerSchema, mailChangeConfirmSchema,
  mailChangeRequestSchema, notificationsUpdateSchema, ownPhotosAnswerSchema, ownProfileAnswerSchema, passwordChangeSchema,
  photoDeleteSchema, photosUpdateSchema, profileUpdateSchema, reactivateAnswerSchema, reactivateSchema,
} from '../api/account.js';
import { okAnswerSchema, userAnswerSchema } from '../api/users.js';
import { defineEndpoint } from './define-endpoint.js';

export const accountEndpoints = {
  ownProfile: defineEndpoint({
    method: 'GET',
    path: '/api/my-profile.php',
    answer: ownProfileAnswerSchema,
    member: true,
    summary: 'The member’s own profile with every editable field',
  }),
  saveProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/profile.php',
    body: profileUpdateSchema,
    answer: ownProfileAnswerSchema,
    member: true,
    summary: 'Change the own profile (name, profile fields, place, about)',
  }),
  ownPhotos: defineEndpoint({
    method: 'GET',
    path: '/api/photos.php',
    answer: ownPhotosAnswerSchema,
    member: true,
    summary: 'The member’s own photos, pending ones included',
  }),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/photos.php',
    // multipart/form-data with one file in the field `photo` (read by the route, not by a schema).
    upload: 'photo',
    answer: ownPhotosAnswerSchema,
    status: 201,
    member: true,
    summary: 'Upload a photo (multipart field photo, up to 10 MB); re-encoded, pending until checked',
  }),
  arrangePhotos: defineEndpoint({
    method: 'PUT',
    path: '/api/photos.php',
    body: photosUpdateSchema,
    answer: ownPhotosAnswerSchema,
    member: true,
    summary: 'Choose the main photo and the order',
  }),
  deletePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos.php',
    body: photoDeleteSchema,
    answer: ownPhotosAnswerSchema,
    member: true,
    summary: 'Delete an own photo and its files',
  }),
  saveNotifications: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications.php',
    body: notificationsUpdateSchema,
    answer: userAnswerSchema,
    member: true,
    summary: 'The kinds of e-mail the member does not want',
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/password.php',
    body: passwordChangeSchema,
    answer: okAnswerSchema,
    member: true,
    summary: 'Change the password (old one checked); other sessions end',
  }),
  requestMailChange: defineEndpoint({
    method: 'POST',
    path: '/api/mail-change.php',
    body: mailChangeRequestSchema,
    answer: okAnswerSchema,
    member: true,
    summary: 'Mail a confirmation link to the new address (current password checked)',
  }),
  confirmMailChange: defineEndpoint({
    method: 'PUT',
    path: '/api/mail-change.php',
    body: mailChangeConfirmSchema,
    answer: mailChangeAnswerSchema,
    member: false,
    summary: 'Confirm the new address, or undo the change from the old one',
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/user.php',
    body: accountDeleteSchema,
    answer: okAnswerSchema,
    member: true,
    summary: 'Delete the account (reversible for 14 days); every session ends',
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/api/reactivate.php',
    body: reactivateSchema,
    answer: reactivateAnswerSchema,
    member: false,
    summary: 'Reactivate a deleted account within 14 days (mailed token or credentials); logs in',
  }),
  myData: defineEndpoint({
    method: 'GET',
    path: '/api/my-data.php',
    answer: z.undefined(),
    member: true,
    summary: 'Everything held about the member, as a zip (JSON plus photo files)',
  }),
  fileComplaint: defineEndpoint({
    method: 'POST',
    path: '/api/complaints.php',
    body: complaintRequestSchema,
    answer: complaintAnswerSchema,
    status: 201,
    member: false,
    summary: 'File a complaint (visitors and members); answers its reference',
  }),
};
