/** Test input: a site's settings and a member as the API answers them. */
import type { Member, SiteSettings } from '@dating/shared-contracts';

/** Settings of a Dutch test site. */
export function settingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    countries: ['NL', 'BE'],
    name: 'Testsite',
    index_title: 'Testsite',
    description: 'Daten en chatten',
    visible_profile_fields: [],
    visible_profile_notes: false,
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    niche: 1,
    signups: 'all',
    logged_out_search: false,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: 'no',
    push_public_key: null,
    cdn_prefix: '',
    domain: 'testsite.example',
    domain_language: 'nl_NL',
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 3,
    signup_credits: 0,
    message_length: 1000,
    minimum_message_costs: {},
    min_age: 18,
    support_email: 'support@testsite.example',
    support_phone: '0201234567',
    search_fields: [],
    fictional_warning: '',
    fictional_singular: '',
    fictional_plural: '',
    fictional_icon: '',
    refund_days: 14,
    member_resell: false,
    company_id: 1,
    mail_name: 'Testsite',
    region_data: {},
    interests: [],
    ...overrides,
  };
}

/** A member who just signed up (not confirmed, profile disabled). */
export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    id: 7,
    email: 'anna@example.nl',
    status: 'not_confirmed',
    credits: 0,
    paid_user: false,
    signup_date: '2025-01-01T10:00:00Z',
    language: 'nl',
    notifications_disabled: [],
    profile: { id: 7, name: 'Anna', country: 'NL', region: null, main_image: null, status: 'disabled' },
    ...overrides,
  };
}
