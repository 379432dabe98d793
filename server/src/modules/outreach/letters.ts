import { endpointUrl, preferencesEndpoints, UNSUBSCRIBE_PAGE, type Language, type MessageKind } from '@portal/contract';
import { tIn } from '../../i18n';
import { plainText } from '../../lib/html';
import type { MailLetter } from '../../lib/mail-queue';
import { itemPath } from '../notifications';
import type { CopyLetterRow, DigestItemRow } from './copies-repository';
import type { UnsubscribeTokens } from './token';

/** What every letter is made with: where the portal is, and the unsubscribe links' signer. */
export interface LetterContext {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Links of sanitised HTML to the portal's own pages (`href="/…"`) made absolute: a letter has no page they are on. */
const absoluteLinks = (html: string, publicUrl: string) => html.replace(/href="\/(?!\/)/g, `href="${publicUrl}/`);

/**
 * The letter's Message-ID: the same for every attempt of one queued letter, so that a letter sent
 * again after a crash between the SMTP server's acceptance and `sent` being written is the same
 * message to mail programs and servers (which drop or thread the repeat), not a second one.
 */
export const messageIdOf = (copyId: number, publicUrl: string) =>
  `<mail-copy-${copyId}@${new URL(publicUrl).hostname || 'portal'}>`;

/**
 * RFC 8058's one-click unsubscribe: the mail program POSTs `List-Unsubscribe=One-Click` to the
 * header's address (the API); a person's click on the letter's link opens the portal's page, since
 * a GET must not unsubscribe (mail scanners follow links).
 */
function unsubscribe(context: LetterContext, userId: number, kind: MessageKind | null) {
  const token = { token: context.tokens.sign({ userId, kind }) };
  const api = `${context.publicUrl}${endpointUrl(preferencesEndpoints.unsubscribe, {}, token)}`;
  return {
    url: `${context.publicUrl}${UNSUBSCRIBE_PAGE}?${new URLSearchParams(token).toString()}`,
    headers: { 'List-Unsubscribe': `<${api}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The small frame every letter's HTML part is in: the language, the heading, the body and a footer. */
function frame(language: Language, heading: string, body: string, footer: string) {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>` +
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;' +
    'color:#1a1b1e;background:#ffffff"><div style="max-width:640px;margin:0 auto">' +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}` +
    `<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 12px">` +
    `<p style="font-size:12px;color:#868e96;margin:0">${footer}</p></div></body></html>`
  );
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;` +
  `background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

const footerLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#868e96">${escapeHtml(label)}</a>`;

/** A message's copy: its name, its content, the link to what it is about, the unsubscribe of its kind. */
export function copyLetter(row: CopyLetterRow, context: LetterContext): MailLetter {
  const t = tIn(row.language);
  const link = `${context.publicUrl}${itemPath({ id: row.notification_id, content: row.content })}`;
  const off = unsubscribe(context, row.user_id, row.kind);
  const why = t('outreach:why', { kind: t(`outreach:kinds.${row.kind}`) });
  const html = frame(
    row.language,
    row.name,
    `<div>${absoluteLinks(row.content, context.publicUrl)}</div>${button(link, t('outreach:open'))}`,
    `${escapeHtml(why)} ${footerLink(off.url, t('outreach:unsubscribe'))}`,
  );
  const text = [
    plainText(row.content, context.publicUrl),
    '',
    `${t('outreach:open')}: ${link}`,
    '',
    '--',
    why,
    `${t('outreach:unsubscribe')}: ${off.url}`,
  ].join('\n');
  return {
    to: row.email,
    subject: row.name,
    text,
    html,
    headers: off.headers,
    messageId: messageIdOf(row.id, context.publicUrl),
  };
}

/** A day's digest: the unread messages' names (each a link) and short texts, the inbox, the unsubscribe of all. */
export function digestLetter(
  digest: { id: number; user_id: number; email: string; language: Language },
  items: DigestItemRow[],
  context: LetterContext,
): MailLetter {
  const t = tIn(digest.language);
  const total = items[0]?.total ?? 0;
  const off = unsubscribe(context, digest.user_id, null);
  const linkOf = (item: DigestItemRow) => `${context.publicUrl}${itemPath(item)}`;
  const more = total > items.length ? t('outreach:digestMore', { count: total - items.length }) : null;
  const inbox = `${context.publicUrl}/`;
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(linkOf(item))}" style="font-weight:bold">` +
        `${escapeHtml(item.name)}</a><br>${escapeHtml(item.short_content)}</li>`,
    )
    .join('');
  const html = frame(
    digest.language,
    t('outreach:digestHeading'),
    `<ul style="padding-left:20px">${list}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}` +
      button(inbox, t('outreach:inbox')),
    `${escapeHtml(t('outreach:digestWhy'))} ${footerLink(off.url, t('outreach:digestUnsubscribe'))}`,
  );
  const text = [
    t('outreach:digestHeading'),
    '',
    ...items.flatMap((item) => [`• ${item.name}`, `  ${item.short_content}`, `  ${linkOf(item)}`, '']),
    ...(more ? [more, ''] : []),
    `${t('outreach:inbox')}: ${inbox}`,
    '',
    '--',
    t('outreach:digestWhy'),
    `${t('outreach:digestUnsubscribe')}: ${off.url}`,
  ].join('\n');
  return {
    to: digest.email,
    subject: t('outreach:digestSubject', { count: total }),
    text,
    html,
    headers: off.headers,
    messageId: messageIdOf(digest.id, context.publicUrl),
  };
}
