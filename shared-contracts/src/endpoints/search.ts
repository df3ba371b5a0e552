/** Search, profiles, the match finder, geocoding, blocking and the swipe game. */
import { okAnswerSchema } from '../api/users.js';
import {
  blockRequestSchema, geocodeAnswerSchema, geocodeQuerySchema, profileAnswerSchema, profileQuerySchema,
  searchAnswerSchema, searchDefaultsAnswerSchema, searchQuerySchema, swipeAnswerSchema, swipeRequestSchema, swipeStatusAnswerSchema,
} from '../api/search.js';
import { matchFinderAnswerSchema, matchFinderQuerySchema } from '../api/match-finder.js';
import { defineEndpoint } from './define-endpoint.js';

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search.php',
    query: searchQuerySchema,
    answer: searchAnswerSchema,
    // Visitors may search when the site allows it; the service decides (403 auth_required otherwise).
    access: 'everyone',
    summary: 'Search active profiles, 24 a page, with similar profiles when a page has fewer than 6',
  }),
  searchDefaults: defineEndpoint({
    method: 'GET',
    path: '/api/search-defaults.php',
    answer: searchDefaultsAnswerSchema,
    access: 'everyone',
    summary: "The filters discovery opens on: the member's seeking, country and ages around theirs; a visitor's geo country",
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/profile.php',
    query: profileQuerySchema,
    answer: profileAnswerSchema,
    access: 'everyone',
    summary: 'One profile; 404 for unknown, blocked or hidden ones',
    ids: { field: 'id', names: 'profile', stranger: 404 },
  }),
  matchFinder: defineEndpoint({
    method: 'GET',
    path: '/api/match-finder.php',
    query: matchFinderQuerySchema,
    answer: matchFinderAnswerSchema,
    access: 'member',
    summary: 'The best matching profiles for the match finder’s answers, each with its score and the parts of it',
  }),
  geocode: defineEndpoint({
    method: 'GET',
    path: '/api/geocode.php',
    query: geocodeQuerySchema,
    answer: geocodeAnswerSchema,
    access: 'everyone',
    summary: 'Country, region and city near a point (offline GeoNames data), or false',
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/block.php',
    body: blockRequestSchema,
    answer: okAnswerSchema,
    access: 'member',
    summary: 'Block a profile: both members are hidden from each other, likes and chats between them go',
    ids: { field: 'profile_id', names: 'profile', stranger: 'own action' },
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/block.php',
    body: blockRequestSchema,
    answer: okAnswerSchema,
    access: 'member',
    summary: 'Unblock a profile',
    ids: { field: 'profile_id', names: 'profile', stranger: 'own action' },
  }),
  swipeStatus: defineEndpoint({
    method: 'GET',
    path: '/api/swipe.php',
    answer: swipeStatusAnswerSchema,
    access: 'member',
    summary: 'The swipe game’s likes left today and when the count starts again',
  }),
  swipe: defineEndpoint({
    method: 'POST',
    path: '/api/swipe.php',
    body: swipeRequestSchema,
    answer: swipeAnswerSchema,
    access: 'member',
    summary: 'Like or skip a profile in the swipe game (4 likes a day; premium members without a daily limit)',
    ids: { field: 'profile_id', names: 'profile', stranger: 'own action', with: { liked: true } },
  }),
};

