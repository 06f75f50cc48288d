import { describe, expect, it } from 'vitest';
import { declaredTooLarge, pickedFileProblem, uploadEnvelopeBytes, uploads } from './uploads.ts';

describe('the upload rule', () => {
  it('takes a file of exactly the limit and refuses one byte more, by kind', () => {
    expect(pickedFileProblem('proof', { size: uploads.proof.maxBytes, type: 'application/pdf', name: 'r.pdf' })).toBeNull();
    expect(pickedFileProblem('proof', { size: uploads.proof.maxBytes + 1, type: 'application/pdf', name: 'r.pdf' })).toBe('proof_too_large');
    expect(pickedFileProblem('picture', { size: 8 * 1024 * 1024, type: 'image/gif', name: 'me.gif' })).toBeNull();
    expect(pickedFileProblem('picture', { size: uploads.picture.maxBytes + 1, type: 'image/png', name: 'me.png' })).toBe('picture_too_large');
  });

  it('judges the type by the browser’s type, or by the extension when the browser gives none', () => {
    expect(pickedFileProblem('proof', { size: 10, type: 'text/plain', name: 'r.pdf' })).toBe('proof_type_not_allowed');
    expect(pickedFileProblem('proof', { size: 10, type: '', name: 'SCAN.PNG' })).toBeNull();
    expect(pickedFileProblem('proof', { size: 10, type: '', name: 'scan.heic' })).toBe('proof_type_not_allowed');
  });

  it('refuses a body announced larger than the file and its envelope can be', () => {
    expect(declaredTooLarge('proof', uploads.proof.maxBytes + uploadEnvelopeBytes)).toBe(false);
    expect(declaredTooLarge('proof', uploads.proof.maxBytes + uploadEnvelopeBytes + 1)).toBe(true);
    expect(declaredTooLarge('picture', 8 * 1024 * 1024)).toBe(false);
  });
});
