/** `application/json` and its `+json` kinds (`application/problem+json`), with or without parameters. */
export const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;
