/**
 * Test input shared by the shell and every remote: a site's settings, members and a profile in
 * the shapes the API answers with. One set, so every app tests against the same site.
 */
import type { Member, SiteSettings } from '@dating/shared-contracts';

/** Settings of a Dutch test site. */
export function settingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    countries: ['NL', 'BE'],
    name: 'Testdates',
    index_title: 'Testdates: dating',
    description: 'Dating for tests',
    visible_profile_fields: [],
    visible_profile_notes: false,
    geoip_country: 'NL',
    geoip_selected_country: null,
    niche: 1,
    signups: 'all',
    logged_out_search: false,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: 'yes',
    push_public_key: null,
    cdn_prefix: '/media/',
    domain: 'localhost',
    public_domain: 'flirtpunt.example',
    domain_language: 'nl_NL',
    message_credits: 10,
    photo_credits: 20,
    gift_credits: 30,
    signup_credits: 10,
    message_length: 1000,
    minimum_message_costs: {},
    min_age: 18,
    support_email: 'support@example.test',
    support_phone: '010-1234567',
    search_fields: [],
    fictional_warning: 'Some profiles are fictional.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    fictional_icon: 'star',
    refund_days: 14,
    member_resell: false,
    auto_like_delay_seconds: 20,
    company_id: 1,
    mail_name: 'Testdates',
    region_data: {},
    interests: [],
    ...overrides,
  };
}

/** A member's own profile: active, in NL, with a photo. */
export function profileFixture(overrides: Partial<Member['profile']> = {}): Member['profile'] {
  return {
    id: 70,
    name: 'Anna',
    country: 'NL',
    region: null,
    main_image: { filename: 'a.jpg', thumb_filename: 'a-thumb.jpg' },
    status: 'active',
    ...overrides,
  };
}

/** A confirmed, paying member with a photo. */
export function memberFixture(overrides: Partial<Member> = {}, profile: Partial<Member['profile']> = {}): Member {
  return {
    id: 7,
    email: 'anna@example.test',
    status: 'confirmed',
    credits: 50,
    paid_user: true,
    signup_date: '2025-01-01T10:00:00Z',
    language: 'nl',
    notifications_disabled: [],
    ...overrides,
    profile: profileFixture(profile),
  };
}

/** A member who just signed up: not confirmed, no credits, profile disabled and without a photo. */
export function newMemberFixture(overrides: Partial<Member> = {}): Member {
  return memberFixture(
    { email: 'anna@example.nl', status: 'not_confirmed', credits: 0, paid_user: false, ...overrides },
    { id: 7, main_image: null, status: 'disabled' },
  );
}
