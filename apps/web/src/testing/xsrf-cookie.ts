/** For tests: the XSRF cookie the server would have set, so the API client sends its header. */
export function setXsrfCookie(value = 'test-token') {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set the cookie the server would have set.
  document.cookie = `XSRF-TOKEN=${value}`;
}
