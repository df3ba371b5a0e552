/** Turns errors into the ErrorAnswer body: translated, with the right status, never a stack trace. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorText, isLocale, type ErrorAnswer, type ErrorCode, type Locale } from '@dating/shared-contracts';
import { DomainError } from '../domains/domain-error.js';
import { requestLocale } from './request-locale.js';

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  auth_required: 403,
  webhook_signature_invalid: 403,
  payment_method_unavailable: 400,
  discount_code_not_found: 404,
  discount_code_used: 409,
  staff_required: 403,
  staff_role_required: 403,
  conversation_claimed: 409,
  claim_required: 409,
  complaint_decided: 409,
  complaint_photo_required: 400,
  complaint_profile_required: 400,
  login_failed: 401,
  login_blocked: 429,
  email_taken: 409,
  account_deleted: 409,
  signup_closed: 403,
  signup_traffic_source_only: 403,
  email_not_found: 404,
  too_many_resets: 429,
  rate_limited: 429,
  photo_limit_reached: 409,
  photo_too_large: 413,
  account_reactivatable: 409,
  too_many_attempts: 429,
  login_slowed: 429,
  too_many_signups: 429,
  too_many_requests: 429,
  too_many_streams: 429,
  insufficient_credits: 402,
  premium_only: 403,
  too_many_actions: 429,
  cross_site_request: 403,
  not_found: 404,
  swipe_limit: 429,
  already_liked: 409,
  body_too_large: 413,
  generic: 500,
};

/** HTTP status for a catalogue code; rule violations are 400 unless listed. */
export function statusFor(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 400;
}

export function errorAnswer(code: ErrorCode, locale: Locale, error?: DomainError): ErrorAnswer {
  const details = error?.details ?? {};
  const answer: ErrorAnswer = { error: errorText(code, locale, details.values), code };
  if (details.fields) {
    answer.fields = Object.fromEntries(
      Object.entries(details.fields).map(([field, fieldCode]) => [field, errorText(fieldCode, locale, details.values)]),
    );
  }
  if (code === 'auth_required') answer.auth_required = true;
  if (details.minutes !== undefined) answer.minutes = details.minutes;
  if (details.loginPossible) answer.login_possible = true;
  if (details.retryAt) answer.retry_at = details.retryAt.toISOString();
  return answer;
}

/** A schema failure as fastify-type-provider-zod reports it: the zod issue code is the keyword. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[]; errors?: ZodIssue[][] };
}

/** An issue as zod reports it inside a union's failure (path relative to the union). */
interface ZodIssue {
  code: string;
  path: PropertyKey[];
  message?: string;
  keys?: string[];
  errors?: ZodIssue[][];
}

/**
 * A union failed as a whole (e.g. reactivation by token or by credentials): its issues are those
 * of the alternative that came closest (fewest issues), so the answer names the offending field.
 */
function unionIssues(issue: ValidationIssue): ValidationIssue[] {
  const closest = [...(issue.params?.errors ?? [])].sort((a, b) => a.length - b.length)[0];
  if (!closest?.length) return [issue];
  const base = issue.instancePath === '/' ? '' : issue.instancePath ?? '';
  return closest.map(({ code, path, message, ...params }) => ({ keyword: code, instancePath: `${base}/${path.join('/')}`, message, params }));
}

/** Field codes for a schema validation failure (missing, too long, or malformed). */
function validationFields(reported: ValidationIssue[]): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  const issues = reported.flatMap((issue) => (issue.keyword === 'invalid_union' ? unionIssues(issue) : [issue]));
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params?.keys ?? []) fields[path ? `${path}.${key}` : key] = 'invalid_input';
      continue;
    }
    const field = path || 'body';
    if (issue.keyword === 'too_big') fields[field] = 'too_long';
    else if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) fields[field] = 'required';
    else fields[field] ??= 'invalid_input';
  }
  return fields;
}

/**
 * The Fastify error handler: every failure becomes a translated ErrorAnswer, in the page's
 * language (http/request-locale.ts). Without one, a failure that came before the route loaded the
 * member (e.g. schema validation) still answers in the member's saved language: `memberLanguage`
 * looks it up from the session cookie.
 */
export function createErrorHandler(memberLanguage: (request: FastifyRequest) => Promise<string | null>) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!request.memberLocale) {
      const language = await memberLanguage(request).catch(() => null);
      if (isLocale(language)) request.memberLocale = language;
    }
    handleError(error, request, reply);
  };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = requestLocale(request);
  if (error instanceof DomainError) {
    const { retryAfterSeconds, retryAt } = error.details;
    // A daily limit knows when it resets; Retry-After says the same in seconds.
    const seconds = retryAfterSeconds ?? (retryAt ? Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000)) : undefined);
    if (seconds !== undefined) void reply.header('retry-after', String(seconds));
    void reply.status(statusFor(error.code)).send(errorAnswer(error.code, locale, error));
    return;
  }
  if (error.validation) {
    const domainError = new DomainError('invalid_input', { fields: validationFields(error.validation as ValidationIssue[]) });
    void reply.status(400).send(errorAnswer('invalid_input', locale, domainError));
    return;
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    void reply.status(413).send(errorAnswer('body_too_large', locale));
    return;
  }
  if (error.statusCode === 429) {
    void reply.status(429).send(errorAnswer('rate_limited', locale));
    return;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, wrong content type, bad query strings: the caller's input, not our failure.
    void reply.status(error.statusCode === 404 ? 404 : 400).send(errorAnswer(error.statusCode === 404 ? 'not_found' : 'invalid_input', locale));
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.status(500).send(errorAnswer('generic', locale));
}
