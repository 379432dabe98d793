import sanitizeHtml from 'sanitize-html';

/** The HTML that managers and users may write: formatting and http(s) links, nothing that runs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
}

const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Plain text of sanitised HTML, shortened for list items. */
export function shortText(html: string, max = 140): string {
  const spaced = html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, e: string) => entities[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at a word boundary unless that would lose more than half.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Plain text of sanitised HTML for a letter's text part: paragraphs, line breaks and list items
 * kept as lines, a link's address after its words (`words (https://…)`); relative links are
 * resolved against `base`.
 */
export function plainText(html: string, base = ''): string {
  const marked = html
    .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) => {
      const url = href.replaceAll('&amp;', '&');
      return `${words} (${url.startsWith('/') && !url.startsWith('//') ? base + url : url})`;
    })
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|blockquote|ul|ol)>/gi, '\n\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, e: string) => entities[e] ?? ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
