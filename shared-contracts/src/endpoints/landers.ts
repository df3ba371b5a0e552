/** The advertising pages' data: sample profiles by niche, and a member landing's hook. */
import {
  landerMemberAnswerSchema, landerMemberQuerySchema, landerProfilesAnswerSchema, landerProfilesQuerySchema,
} from '../api/landers.js';
import { defineEndpoint } from './define-endpoint.js';

export const landersEndpoints = {
  landerProfiles: defineEndpoint({
    method: 'GET',
    path: '/api/lander.php',
    query: landerProfilesQuerySchema,
    answer: landerProfilesAnswerSchema,
    // Landers are what paid traffic lands on: visitors always see these sample profiles.
    access: 'everyone',
    summary: 'Fictional profiles of a niche with a photo, the visitor\'s country first, in a fixed order (landers)',
  }),
  landerMember: defineEndpoint({
    method: 'GET',
    path: '/api/lander-member.php',
    query: landerMemberQuerySchema,
    answer: landerMemberAnswerSchema,
    access: 'everyone',
    summary: 'The fictional profile a member landing is about; 404 for any other id (the page then shows a generic lander)',
    ids: { field: 'id', names: 'profile', stranger: 404 },
  }),
};
