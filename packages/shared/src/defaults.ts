/** Values the product starts from when nothing else is configured or chosen. Pure data. */

export const PRODUCT_NAME_DEFAULT = 'Leerpunt';

/** SPEC §9: default language of an article request. */
export const DEFAULT_REQUEST_LANGUAGE = 'English';

export const DEFAULT_PHONE_COUNTRY_CODE = '+31';
