import { describe, expect, it } from '@jest/globals';
import { contentBlock as block, document as doc, paragraph as p, signatureTag as tag, text, variable } from '../../shared/documents/build';
import { ALLOWED_FORMATS, bodyProblems, CONTENT_BLOCK_FORMATS, contentBlockIds } from '../../shared/documents/formats';
import { expandedLength, stripLineBreaks, subjectLength } from '../../shared/documents/length';
import { renderDocument } from '../../shared/documents/render';
import { SIGNATURE_TAGS } from '../../shared/documents/signature-tags';
import type { DocNode } from '../../shared/documents/types';
import { DocumentBodySchema } from '../../shared/documents/schema';
import { sampleValues, VARIABLES, variableNames } from '../../shared/documents/variables';


describe('the catalogs', () => {
  it('has at least 20 variables, each with a display name and a sample value', () => {
    expect(Object.keys(variableNames()).length).toBeGreaterThanOrEqual(20);
    for (const [key, name] of Object.entries(variableNames())) {
      expect(name).toBe(VARIABLES[key as keyof typeof VARIABLES].name);
      expect(sampleValues()[key as keyof typeof VARIABLES]).toMatch(/\S/);
    }
  });

  it('has the nine signature tags: three signers, each with Signature, Initials and Date', () => {
    expect(SIGNATURE_TAGS.map((t) => t.label)).toEqual([
      'Tenant Signature', 'Tenant Initials', 'Tenant Date',
      'Guarantor Signature', 'Guarantor Initials', 'Guarantor Date',
      'Landlord Signature', 'Landlord Initials', 'Landlord Date',
    ]);
    expect(SIGNATURE_TAGS[0]!.tag).toBe('[sig|req|signer1]');
  });
});

describe('allowed formats per type', () => {
  const rich = doc(
    { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Lease')] },
    p(text('Bold', [{ type: 'bold' }]), variable('student_full_name')),
    block(4),
    p(tag(1, 'sig')),
  );

  it('accepts headings, alignment, marks, variables, content blocks and signature tags in a lease agreement', () => {
    expect(bodyProblems(rich, ALLOWED_FORMATS['Lease Agreement'])).toEqual([]);
  });

  it('refuses content blocks and signature tags in an e-mail, naming them', () => {
    expect(bodyProblems(rich, ALLOWED_FORMATS['Email Template'])).toEqual(['ContentBlock is not allowed in this document.', 'SignatureTag is not allowed in this document.']);
  });

  it('allows only text and variables in an SMS: a bold mark, a heading or an image is named', () => {
    expect(bodyProblems(doc(p(text('Hi '), variable('student_first_name'), { type: 'hardBreak' })), ALLOWED_FORMATS['SMS Template'])).toEqual([]);
    expect(bodyProblems(doc(p(text('Hi', [{ type: 'bold' }]))), ALLOWED_FORMATS['SMS Template'])).toEqual(['bold is not allowed in this document.']);
    expect(bodyProblems(doc({ type: 'heading', attrs: { level: 1 }, content: [text('x')] }), ALLOWED_FORMATS['SMS Template'])).toEqual(['header is not allowed in this document.']);
    expect(bodyProblems(doc({ type: 'image', attrs: { src: '/uploads/a.png' } }), ALLOWED_FORMATS['SMS Template'])).toEqual(['image is not allowed in this document.']);
    expect(bodyProblems(doc({ type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('x')] }), ALLOWED_FORMATS['SMS Template'])).toEqual(['align is not allowed in this document.']);
  });

  it('refuses unknown nodes, marks, variables, signature tags, heading levels and a body that is not a document', () => {
    const all = ALLOWED_FORMATS['Lease Agreement'];
    expect(bodyProblems(doc({ type: 'script' }), all)).toEqual(['Unknown content: script.']);
    expect(bodyProblems(doc(p(text('x', [{ type: 'underline' }]))), all)).toEqual(['Unknown format: underline.']);
    expect(bodyProblems(doc(p(variable('constructor'))), all)).toEqual(['Unknown variable: constructor.']);
    expect(bodyProblems(doc(p(tag(4, 'sig'))), all)).toEqual(['Unknown signature tag.']);
    expect(bodyProblems(doc({ type: 'heading', attrs: { level: 5 }, content: [] }), all)).toEqual(['Headings go from level 1 to 3.']);
    expect(bodyProblems({ type: 'paragraph' }, all)).toEqual(['The body must be a document.']);
  });

  it('keeps a content block body to rich text: no blocks, tags or images inside', () => {
    expect(bodyProblems(doc(p(text('Rent is due on the 1st.'))), CONTENT_BLOCK_FORMATS)).toEqual([]);
    expect(bodyProblems(doc(block(1)), CONTENT_BLOCK_FORMATS)).toEqual(['ContentBlock is not allowed in this document.']);
  });

  it('lists the content blocks a body inserts, repeats included', () => {
    expect(contentBlockIds(doc(block(3), p(text('x')), block(3)))).toEqual([3, 3]);
  });
});

describe('lengths', () => {
  it('counts characters, variables by display name, content blocks by their expanded text, tags by label, and one per new line', () => {
    const blocks = new Map([[7, doc(p(text('Pets: none.')))]]);
    expect(expandedLength(doc(p(text('abc'))))).toBe(3);
    expect(expandedLength(doc(p(variable('unit_number'))))).toBe('Unit Number'.length);
    expect(expandedLength(doc(block(7)), (id) => blocks.get(id))).toBe('Pets: none.'.length);
    expect(expandedLength(doc(p(tag(3, 'date'))))).toBe('Landlord Date'.length);
    expect(expandedLength(doc(p(text('ab')), p(text('cd'))))).toBe(5);
    expect(expandedLength(doc(p(text('ab'), { type: 'hardBreak' }, text('cd'))))).toBe(5);
    expect(expandedLength(doc(p(text('ab')), { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('cd'))] }] }))).toBe(5);
  });

  it('counts a subject variable by its display name, and strips line breaks', () => {
    expect(subjectLength('Hi {{student_first_name}}')).toBe(3 + 'Student First Name'.length);
    expect(subjectLength('{{not_a_key}}')).toBe('{{not_a_key}}'.length);
    expect(stripLineBreaks('Your\r\nlease\n')).toBe('Yourlease');
  });
});

describe('renderDocument', () => {
  it('escapes a variable value that holds HTML, and any text', () => {
    const html = renderDocument(doc(p(text('<b>x</b> & '), variable('student_full_name'))), { values: { student_full_name: '<img src=x onerror=alert(1)>' } });
    expect(html).toBe('<p>&lt;b&gt;x&lt;/b&gt; &amp; <span class="doc-variable" data-variable="student_full_name">&lt;img src=x onerror=alert(1)&gt;</span></p>');
  });

  it('shows a variable without a value as its name in brackets, and fills sample data', () => {
    expect(renderDocument(doc(p(variable('unit_number'))))).toContain('[Unit Number]');
    expect(renderDocument(doc(p(variable('unit_number'))), { values: sampleValues() })).toContain('>4B<');
  });

  it('expands content blocks once, never a block inside a block', () => {
    const bodies = new Map<number, DocNode>([[1, doc(p(text('Quiet hours')), block(1))]]);
    expect(renderDocument(doc(block(1), block(2)), { blockBody: (id) => bodies.get(id) })).toBe('<div class="doc-block" data-block="1"><p>Quiet hours</p></div>');
  });

  it('renders signature tags as labelled placeholders in their signer tone', () => {
    expect(renderDocument(doc(p(tag(2, 'initial'))))).toBe('<p><span class="doc-signature doc-signature-warning" data-signer="2" data-kind="initial">Guarantor Initials</span></p>');
  });

  it('keeps links to http, https and mailto only, and images the content security policy allows', () => {
    const link = (href: string) => renderDocument(doc(p(text('go', [{ type: 'link', attrs: { href } }]))));
    expect(link('https://example.com/?a="b"')).toBe('<p><a href="https://example.com/?a=&quot;b&quot;" rel="noopener noreferrer nofollow">go</a></p>');
    expect(link('mailto:a@example.com')).toContain('href="mailto:a@example.com"');
    expect(link('javascript:alert(1)')).toBe('<p>go</p>');
    expect(link(' JavaScript:alert(1)')).toBe('<p>go</p>');
    const image = (src: string) => renderDocument(doc({ type: 'image', attrs: { src, alt: 'a' } }));
    expect(image('/uploads/a.png')).toBe('<img src="/uploads/a.png" alt="a">');
    expect(image('data:image/png;base64,AAAA')).toContain('<img');
    expect(image('https://evil.example/a.png')).toBe('');
    expect(image('//evil.example/a.png')).toBe('');
    expect(image('data:image/svg+xml;base64,AAAA')).toBe('');
  });

  it('loads images and videos only from the uploads, never another path of the site (a preview fires no GET at /api/…)', () => {
    const image = (src: string) => renderDocument(doc({ type: 'image', attrs: { src, alt: 'a' } }));
    const video = (src: string) => renderDocument(doc({ type: 'video', attrs: { src } }));
    expect(video('/uploads/tour.mp4')).toBe('<video src="/uploads/tour.mp4" controls></video>');
    for (const src of ['/api/users/', '/uploads/../api/users/', '/uploads/%2e%2e/api/users/', '/uploads\\..\\api', '/new/manager']) {
      expect([src, image(src), video(src)]).toEqual([src, '', '']);
    }
  });

  it('renders headings with their level and alignment, lists and quotes, and drops unknown nodes', () => {
    expect(renderDocument(doc({ type: 'heading', attrs: { level: 3, textAlign: 'center' }, content: [text('T')] }))).toBe('<h3 style="text-align: center;">T</h3>');
    expect(renderDocument(doc({ type: 'bulletList', content: [{ type: 'listItem', content: [p(text('a'))] }] }, { type: 'blockquote', content: [p(text('q'))] }))).toBe('<ul><li><p>a</p></li></ul><blockquote><p>q</p></blockquote>');
    expect(renderDocument(doc({ type: 'script', content: [text('x')] }), {})).toBe('');
  });
});

describe('DocumentBodySchema', () => {
  it('takes a tiptap document', () => {
    const body = doc(p(text('Hello', [{ type: 'bold' }]), variable('unit_number')));
    expect(DocumentBodySchema.parse(body)).toEqual(body);
  });

  it('refuses unknown keys, wrong types and a hostile nesting without overflowing the stack', () => {
    expect(DocumentBodySchema.safeParse({ type: 'doc', content: [], onload: 'x' }).success).toBe(false);
    expect(DocumentBodySchema.safeParse({ type: 'doc', content: 5 }).success).toBe(false);
    expect(DocumentBodySchema.safeParse('doc').success).toBe(false);
    let deep: DocNode = text('x');
    for (let i = 0; i < 20_000; i++) deep = { type: 'blockquote', content: [deep] };
    const result = DocumentBodySchema.safeParse(doc(deep));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/too deeply nested/);
  });

  it('refuses more nodes than any document holds', () => {
    const many = doc(...Array.from({ length: 50_001 }, () => p()));
    expect(DocumentBodySchema.safeParse(many).success).toBe(false);
  });
});
