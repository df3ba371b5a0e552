import { describe, expect, it } from 'vitest';
import { SERVER_EVENTS } from './declared.js';
import { STAFF_EVENTS } from './staff-declared.js';
import { SERVER_EVENT_NAMES, STAFF_EVENT_NAMES, STREAM_READY, STREAM_RESET } from './stream.js';

describe('server events', () => {
  it('lists every declared event by name for the browser, and no other', () => {
    expect([...SERVER_EVENT_NAMES].sort()).toEqual(Object.keys(SERVER_EVENTS).sort());
  });

  it('keeps the stream’s own messages apart from the declared events', () => {
    expect(Object.keys(SERVER_EVENTS)).not.toContain(STREAM_READY);
    expect(Object.keys(SERVER_EVENTS)).not.toContain(STREAM_RESET);
  });

  it('declares each event with a one-line summary and a payload that refuses what it does not describe', () => {
    for (const [name, declaration] of Object.entries(SERVER_EVENTS)) {
      expect(declaration.summary, name).toMatch(/^\S.{10,}[^.]$/);
      expect(declaration.payload.safeParse('not an object').success, name).toBe(false);
    }
    expect(SERVER_EVENTS['counts.changed'].payload.safeParse({ counts: { likes: -1 } }).success).toBe(false);
    expect(SERVER_EVENTS['counts.changed'].payload.safeParse({ counts: { likes: 3 } }).success).toBe(true);
  });

  it('lists every staff event by name, each for a role below admin with a one-line summary', () => {
    expect([...STAFF_EVENT_NAMES].sort()).toEqual(Object.keys(STAFF_EVENTS).sort());
    for (const [name, declaration] of Object.entries(STAFF_EVENTS)) {
      expect(['moderator', 'operator'], name).toContain(declaration.role);
      expect(declaration.summary, name).toMatch(/^\S.{10,}[^.]$/);
      expect(declaration.payload.safeParse('not an object').success, name).toBe(false);
    }
  });
});
