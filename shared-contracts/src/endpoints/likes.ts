/** Likes, matches, auto-likes and page-bounce logging. */
import { okAnswerSchema } from '../api/users.js';
import {
  LIKES_PAGE_SIZE, autoLikeAnswerSchema, likeAnswerSchema, likeRequestSchema, likesAnswerSchema, likesQuerySchema, likesSeenRequestSchema,
  matchSeenRequestSchema, pageHiddenRequestSchema,
} from '../api/likes.js';
import { defineEndpoint } from './define-endpoint.js';

export const likesEndpoints = {
  likes: defineEndpoint({
    method: 'GET',
    path: '/api/likes.php',
    query: likesQuerySchema,
    answer: likesAnswerSchema,
    access: 'member',
    summary: `Likes given (profiles), received (liked_by) and matches, newest first, ${LIKES_PAGE_SIZE} a page with a cursor (after) to the next, and the number of unseen likes`,
    // profile_id narrows the caller's own lists to that profile: another member's likes never show.
    ids: { field: 'profile_id', names: 'profile', stranger: 'own action' },
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/like.php',
    body: likeRequestSchema,
    answer: likeAnswerSchema,
    access: 'member',
    summary: 'Like a profile; match is true when that profile had liked the member already',
    ids: { field: 'profile_id', names: 'profile', stranger: 404 },
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/api/like.php',
    body: likeRequestSchema,
    answer: okAnswerSchema,
    access: 'member',
    summary: 'Take a like back',
    ids: { field: 'profile_id', names: 'profile', stranger: 404 },
  }),
  matchSeen: defineEndpoint({
    method: 'POST',
    path: '/api/match-seen.php',
    body: matchSeenRequestSchema,
    answer: okAnswerSchema,
    access: 'member',
    summary: 'The match with this profile (and every older one) was announced to the member: no browser of the account announces it again',
    ids: { field: 'profile_id', names: 'profile', stranger: 404 },
  }),
  likesSeen: defineEndpoint({
    method: 'POST',
    path: '/api/likes-seen.php',
    body: likesSeenRequestSchema,
    answer: okAnswerSchema,
    access: 'member',
    summary: 'The member looked at the list of received likes: every received like counts as seen (the likes badge clears)',
  }),
  autoLike: defineEndpoint({
    method: 'GET',
    path: '/api/auto-like.php',
    answer: autoLikeAnswerSchema,
    access: 'member',
    summary: 'At most once a day: a fictional profile fitting the member\'s seeking likes the member, or null',
  }),
  pageHidden: defineEndpoint({
    method: 'POST',
    path: '/api/page-hidden.php',
    body: pageHiddenRequestSchema,
    answer: okAnswerSchema,
    access: 'everyone',
    summary: 'Page-bounce beacon (?lb): the page named by Referer was hidden; stored with the member or as a visitor',
  }),
};
