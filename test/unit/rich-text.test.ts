import { describe, expect, it } from '@jest/globals';
import { sanitizeRichText } from '../../server/services/rich-text';
import { isRichText } from '../../shared/rich-text';

describe('rich text allow-list', () => {
  it('keeps formatting, lists and links', () => {
    expect(sanitizeRichText('<h2>Hi</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><a href="https://x.example">x</a>')).toBe(
      '<h2>Hi</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeRichText('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe></p>');
    expect(out).toBe('<p>Hi<img /><a rel="noopener noreferrer">x</a></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe|style/i);
  });
});

describe('isRichText', () => {
  it('tells editor HTML from older plain text', () => {
    expect(isRichText('<p>Hello</p>')).toBe(true);
    expect(isRichText('  <h3>Title</h3>')).toBe(true);
    expect(isRichText('Homes near campus.\n\nSecond paragraph')).toBe(false);
    expect(isRichText('< 5 minutes to class')).toBe(false);
  });
});
