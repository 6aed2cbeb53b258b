/** The external government small-claims page linked from the header. */
export const SMALL_CLAIMS_URL = 'https://www.judiciary.gov.sg/civil/small-claims';
