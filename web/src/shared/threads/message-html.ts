const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What the chat box's plain text becomes as a message's HTML: escaped, paragraphs at blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .trim()
          .replace(/[&<>"']/g, (c) => escapes[c]!)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** A message's text without any spacing, to tell whether a message the server holds is the one sent. */
export function textKey(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, '');
}
