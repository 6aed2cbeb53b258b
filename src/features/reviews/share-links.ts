const APP_NAME = 'HomeTruths';

export interface ShareLink {
  network: 'Facebook' | 'X' | 'LinkedIn' | 'WhatsApp';
  href: string;
}

export function shareText(address: string): string {
  return `Check out this review for ${address} on ${APP_NAME}!`;
}

/** Share URLs for the review's page, each carrying the page URL and the spec's text. */
export function shareLinks(pageUrl: string, address: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(shareText(address));
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}` },
    { network: 'X', href: `https://x.com/intent/tweet?url=${url}&text=${text}` },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${text}&summary=${text}`,
    },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
  ];
}
