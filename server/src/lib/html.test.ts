import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText, shortText } from './html';

describe('sanitizeRichText', () => {
  it('keeps formatting and http(s) links, opening them in a new tab', () => {
    expect(sanitizeRichText('<p><strong>Жирный</strong> <em>курсив</em> <a href="http://a.ru">a</a></p>')).toBe(
      '<p><strong>Жирный</strong> <em>курсив</em> <a href="http://a.ru" ' +
        'target="_blank" rel="noopener noreferrer">a</a></p>',
    );
  });

  it('drops scripts, handlers, styles and other schemes', () => {
    const out = sanitizeRichText(
      '<img src=x onerror=alert(1)><p style="color:red" onclick="x()">т</p><a ' +
        'href="javascript:alert(1)">x</a><iframe></iframe><script>1</script>',
    );
    expect(out).toBe('<p>т</p><a target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('shortText', () => {
  it('separates blocks, decodes entities and shortens', () => {
    expect(shortText('<p>Первый&nbsp;абзац</p><p>второй &amp; &lt;третий&gt;</p>')).toBe(
      'Первый абзац второй & <третий>',
    );
    expect(shortText(`<p>${'слово '.repeat(50)}</p>`, 20)).toBe('слово слово слово…');
  });
});

describe('plainText', () => {
  it("keeps a letter's paragraphs, lines and list items, and each link's address after its words", () => {
    const html =
      '<p>Ответ по <a href="/support/5" target="_blank">обращению</a>.</p><p>Строка<br>вторая &amp; ещё</p>' +
      '<ul><li>один</li><li><a href="https://example.org/?a=1&amp;b=2">два</a></li></ul>';
    expect(plainText(html, 'https://lk.test')).toBe(
      'Ответ по обращению (https://lk.test/support/5).\n\nСтрока\nвторая & ещё\n\n' +
        '• один\n• два (https://example.org/?a=1&b=2)',
    );
  });
});
