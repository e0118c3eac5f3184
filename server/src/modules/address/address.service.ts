import { MESSAGES } from '@leerpunt/shared/messages';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { AddressProvider, AddressSuggestion, CountryOption } from './address.provider';

/** The longest address text sent to a geocoder; the rest of a pasted text adds nothing to a suggestion. */
export const ADDRESS_QUERY_MAX = 100;

/**
 * Address autocomplete for the public registration form. Suggestions are public and anonymous, so each
 * caller's address counts against a per-minute limit before the provider is asked: a remote geocoder
 * (Photon, Nominatim) has its own usage policy and must not be used as an open proxy.
 */
export class AddressService {
  constructor(
    private readonly provider: AddressProvider,
    private readonly rateLimit: RateLimitService,
  ) {}

  countries(): CountryOption[] {
    return this.provider.countries();
  }

  async suggest(ip: string, query: string, countryIso: string | null): Promise<AddressSuggestion[]> {
    await this.rateLimit.consume(RATE_RULES.addressSuggestionsPerIp, ip, MESSAGES.addressRateLimited);
    return this.provider.suggest(query.slice(0, ADDRESS_QUERY_MAX), countryIso);
  }
}
