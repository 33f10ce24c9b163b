/** An address on the storefront for links in emails and QR codes: PUBLIC_URL plus a path that starts with '/'. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
