import { describe, expect, it } from 'vitest';
import { readCarrierFile } from './carrier-file';
import { writeCarrierFile } from './carrier-file-writer';

describe('writeCarrierFile', () => {
  const rows = [
    ['Legal Name', 'Phone', 'Email'],
    ['=HYPERLINK("x")', '+13125550150', 'a@b.com'],
    ['Plain, Inc.', '(312) 555-0151', ''],
  ];

  it('writes files readCarrierFile reads back, in every kind', () => {
    for (const kind of ['xlsx', 'xls', 'csv'] as const) {
      const { carriers } = readCarrierFile({
        fileName: `t.${kind}`,
        bytes: writeCarrierFile(rows, kind),
      });
      expect(carriers.map((c) => [c.legal_name, c.dispatch_phone])).toEqual([
        ['HYPERLINK("x")', '+13125550150'],
        ['Plain, Inc.', '+13125550151'],
      ]);
    }
  });

  it('neutralises formula cells in CSV but keeps E.164 phones', () => {
    const text = new TextDecoder().decode(writeCarrierFile(rows, 'csv'));
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",+13125550150,a@b.com`);
  });
});
