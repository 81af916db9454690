/**
 * Names of fields and query parameters whose values never reach a log: the request log masks
 * them in URLs, the operate log in bodies, so both keep the same rule.
 */
export const SECRET_NAME = /pass(word)?|token|secret|credential|api[-_]?key|signature|captcha/i;
