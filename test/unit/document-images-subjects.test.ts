import { describe, expect, it } from '@jest/globals';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { document as doc, paragraph as p, text, variable } from '../../shared/documents/build';
import { ALLOWED_FORMATS, bodyProblems } from '../../shared/documents/formats';
import { imageSourceProblem, sitePath } from '../../shared/documents/images';
import { fillSubject, renderDocument } from '../../shared/documents/render';
import { bodyErrors, subjectErrors } from '../../shared/documents/validate';
import { DOCUMENT_MESSAGES } from '../../shared/messages';

const dataUrl = (bytes: number, type = 'png') => `data:image/${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
const image = (src: string) => doc({ type: 'image', attrs: { src, alt: 'x' } }, p(text('Some text here.')));

describe('images in a body', () => {
  it('takes inline PNG, JPEG, GIF or WebP data up to an upload’s size, and paths on this site', () => {
    expect(imageSourceProblem(dataUrl(1000))).toBeNull();
    expect(imageSourceProblem(dataUrl(MAX_UPLOAD_BYTES, 'jpeg'))).toBeNull();
    expect(imageSourceProblem('/uploads/media/a.webp')).toBeNull();
  });

  it('refuses larger data, other types, other sites and scripts', () => {
    expect(imageSourceProblem(dataUrl(MAX_UPLOAD_BYTES + 1))).toBe(DOCUMENT_MESSAGES.imageTooLarge);
    for (const src of [dataUrl(10, 'svg+xml'), 'https://evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)', 'data:text/html;base64,PGI+', 42, null]) {
      expect(imageSourceProblem(src)).toBe(DOCUMENT_MESSAGES.imageSource);
    }
    expect(bodyProblems(image('https://evil.example/x.png'), ALLOWED_FORMATS['Lease Agreement'])).toEqual([DOCUMENT_MESSAGES.imageSource]);
    expect(bodyProblems(image(dataUrl(MAX_UPLOAD_BYTES + 3)), ALLOWED_FORMATS['Email Template'])).toEqual([DOCUMENT_MESSAGES.imageTooLarge]);
  });

  it('takes a site path only into the uploads, however a browser would resolve it', () => {
    for (const src of ['/uploads/a.png', '/uploads/a-w960.webp', '/uploads/media/a.webp', '/uploads/a.png?v=2']) expect([src, imageSourceProblem(src)]).toEqual([src, null]);
    const elsewhere = [
      '/api/users/',
      '/uploads/../api/users/',
      '/uploads/./a.png',
      '/uploads/%2e%2e/api/users/',
      '/uploads/%2E%2E%2Fapi',
      '/uploads/..%2fapi',
      '/uploads\\..\\api\\users',
      '/uploads/a\\..\\..\\api',
      '//evil.example/uploads/a.png',
      '/uploads//evil.example/a.png',
      '/uploads/',
      '/uploads',
      '/uploadsx/a.png',
      '/uploads/a.png#x',
      '/uploads/a b.png',
      '/uploads/.tmp/abc',
    ];
    for (const src of elsewhere) expect([src, imageSourceProblem(src)]).toEqual([src, DOCUMENT_MESSAGES.imageSource]);
    expect(bodyProblems(doc({ type: 'video', attrs: { src: '/api/users/' } }, p(text('Some text here.'))), ALLOWED_FORMATS['Lease Agreement'])).toEqual([DOCUMENT_MESSAGES.videoSource]);
  });

  it('turns a pasted link into this site’s path, and refuses other origins', () => {
    expect(sitePath(' https://leasing.example.com/uploads/a.png?v=2 ', 'https://leasing.example.com')).toBe('/uploads/a.png?v=2');
    expect(sitePath('/uploads/a.png', 'https://leasing.example.com')).toBe('/uploads/a.png');
    expect(sitePath('https://other.example/a.png', 'https://leasing.example.com')).toBeNull();
    expect(sitePath('not a link', 'https://leasing.example.com')).toBeNull();
    expect(sitePath('https://leasing.example.com/api/users/', 'https://leasing.example.com')).toBeNull();
    expect(sitePath('https://leasing.example.com/uploads/%2e%2e/api/users/', 'https://leasing.example.com')).toBeNull();
  });
});

describe('the shared rules both sides check', () => {
  it('checks a subject: one line, required, 998 with variables counted by name', () => {
    expect(subjectErrors('Hello {{student_first_name}}')).toEqual([]);
    expect(subjectErrors('  ')).toEqual([DOCUMENT_MESSAGES.subjectRequired]);
    expect(subjectErrors('a\nb')).toEqual([DOCUMENT_MESSAGES.subjectLineBreaks]);
    // 'Student First Name' is 18 characters: 980 + 18 = 998 passes, one more does not.
    expect(subjectErrors(`${'a'.repeat(980)}{{student_first_name}}`)).toEqual([]);
    expect(subjectErrors(`${'a'.repeat(981)}{{student_first_name}}`)).toEqual([DOCUMENT_MESSAGES.subjectTooLong]);
  });

  it('checks a body in the order a person fixes it', () => {
    expect(bodyErrors('SMS Template', doc(p(text('Hi', [{ type: 'bold' }]))), () => undefined)).toEqual(['bold is not allowed in this document.']);
    expect(bodyErrors('Lease Agreement', doc(p(text('Too short'))), () => undefined)).toEqual([DOCUMENT_MESSAGES.bodyTooShort]);
    expect(bodyErrors('SMS Template', doc(p(text('x'.repeat(161)))), () => undefined)).toEqual([DOCUMENT_MESSAGES.smsTooLong]);
    expect(bodyErrors('SMS Template', doc(p(text('Hi '), variable('student_first_name'))), () => undefined)).toEqual([]);
  });

  it('fills a subject’s variables from the catalog only', () => {
    expect(fillSubject('Hi {{student_first_name}} {{nope}}', { student_first_name: 'Jo' })).toBe('Hi Jo {{nope}}');
    expect(fillSubject('For {{property_name}}')).toBe('For [Property Name]');
  });

  it('writes the first mark outermost, as the editor does', () => {
    const html = renderDocument(doc(p(text('x', [{ type: 'link', attrs: { href: 'https://a.example' } }, { type: 'bold' }]))));
    expect(html).toBe('<p><a href="https://a.example" rel="noopener noreferrer nofollow"><strong>x</strong></a></p>');
  });
});
