import { describe, expect, it } from 'vitest';
import { contentDisposition } from './send-file';

describe('download headers', () => {
  it('when a download is named, then the header has an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Ünïcode "quoted" (1).pdf')).toBe(
      `attachment; filename="_n_code _quoted_ (1).pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%22quoted%22%20%281%29.pdf`,
    );
  });
});
