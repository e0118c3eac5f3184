import type { UserEntity } from './user.entity';

/** The REST shape of a user (SPEC §3), snake_case. Never includes secrets. */
export function presentUser(u: UserEntity) {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    email_confirmed: u.emailConfirmed,
    is_admin: u.isAdmin,
    subscription_status: u.subscriptionStatus,
    subscription_plan: u.subscriptionPlan,
    pe_points_earned: u.pePointsEarned,
    profession: u.profession,
    secondary_profession: u.secondaryProfession,
    company: u.company,
    job_title: u.jobTitle,
    country: u.country,
    address: u.address,
    city: u.city,
    state: u.state,
    postal_code: u.postalCode,
    phone: u.phone,
    phone_country_code: u.phoneCountryCode,
    license_number: u.licenseNumber,
    terms_accepted: !!u.termsAcceptedAt,
    privacy_accepted: !!u.privacyAcceptedAt,
    terms_accepted_at: u.termsAcceptedAt,
    privacy_accepted_at: u.privacyAcceptedAt,
    created_at: u.createdAt,
  };
}

export type RestUser = ReturnType<typeof presentUser>;
