// How many bytes each kind of request body may have, in one place. Bodies are counted as they arrive (a lying or
// absent Content-Length changes nothing), and a request over its limit is answered 413 without reading the rest.

/**
 * A storefront form post (route actions). The largest real form is the contact form: name 100, e-mail 254, phone
 * 20, subject 120 and message 2,000 characters (CONTACT_LIMITS in @proav/shop-rules). URL-encoded, a character
 * takes at most 9 bytes (a 3-byte UTF-8 character as %XX%XX%XX; Arabic takes 6), so about 22.5 KB with the field
 * names; checkout (six address fields of 100 and a 500-character note) is far below. 32 KB leaves room and still
 * stops a megabyte at the first chunks.
 */
export const FORM_BODY_MAX_BYTES = 32 * 1024;

/**
 * A Strapi webhook: one entry of the catalogue (a product with its description and relations is a few KB). The cap
 * holds for the bytes on the wire and again for the body once inflated.
 */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;
