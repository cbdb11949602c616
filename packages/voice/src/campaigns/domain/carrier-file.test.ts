import { carrierSchema, carrierUploadResultSchema } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { readCarrierFile } from './carrier-file';
import {
  CARRIER_HEADER,
  carrierRows,
  csv,
  utf8WithBom,
  windows1252,
  workbook,
} from './carrier-file.test-helper';
import { CarrierFileError } from './carrier-file-error';

const read = (fileName: string, bytes: Uint8Array) => readCarrierFile({ fileName, bytes });

describe('readCarrierFile: workbooks', () => {
  it('reads an .xlsx with the standard headers into contract-shaped carriers', () => {
    const bytes = workbook([[CARRIER_HEADER, ...carrierRows(3)]]);
    const { carriers, result } = read('carriers.xlsx', bytes);
    expect(result).toEqual({
      processed: 3,
      total_rows: 3,
      failed: 0,
      failures: [],
      file_name: 'carriers.xlsx',
      message: 'Processed 3 of 3 carriers.',
    });
    expect(carrierUploadResultSchema.parse(result)).toEqual(result);
    expect(carriers[0]).toEqual({
      row: 2,
      legal_name: 'Carrier 0000 LLC',
      dba_name: 'Fast 0000',
      dot_number: '1000000',
      mc_number: '500000',
      dispatch_phone: '+13125500000',
      alt_phone_1: null,
      alt_phone_2: null,
      alt_phone_3: null,
      dispatch_email: 'dispatch0@carrier0.com',
      alt_email_1: null,
      alt_email_2: null,
      alt_email_3: null,
      physical_address: '0 Main St, Chicago, IL 60601',
      my_carrier: false,
    });
    for (const { row: _row, ...carrier } of carriers) {
      expect(() => carrierSchema.parse({ id: 'c1', ...carrier })).not.toThrow();
    }
  });

  it('finds the header under title rows, in any column order, with another dialect', () => {
    const bytes = workbook([
      [
        ['ACME Logistics — Approved Carriers'],
        ['Exported 2026-11-01'],
        [],
        ['Notes', 'USDOT #', 'Carrier Name', 'E-mail', 'Dispatch Phone', 'MC/MX', 'Is My Carrier'],
        [
          'gold',
          'USDOT 0123456',
          'Blue Line Inc',
          'ops@blueline.com',
          '214.555.1234',
          'MC 654321',
          'x',
        ],
        [],
        [null, null, null, null, null, null, null],
        ['', 2_345_678, 'Red Truck Co', 'RED@red.com', 7_735_550_123, 765_432, 'no'],
      ],
    ]);
    const { carriers, result } = read('Export.XLSX', bytes);
    expect(result.total_rows).toBe(2);
    expect(result.failed).toBe(0);
    expect(carriers.map((c) => [c.row, c.legal_name, c.dot_number, c.mc_number])).toEqual([
      [5, 'Blue Line Inc', '123456', '654321'],
      [8, 'Red Truck Co', '2345678', '765432'],
    ]);
    expect(carriers.map((c) => [c.dispatch_phone, c.dispatch_email, c.my_carrier])).toEqual([
      ['+12145551234', 'ops@blueline.com', true],
      ['+17735550123', 'RED@red.com', false],
    ]);
  });

  it('spreads several phones and e-mails of one cell into dispatch and alternates', () => {
    const bytes = workbook([
      [
        [
          'Company',
          'Phone Number',
          'Cell',
          'Contact Email',
          'Email 2',
          'Street',
          'City',
          'State',
          'Zip',
        ],
        [
          'Multi Haul',
          '(312) 555-0101, 312-555-0102 ext 4 / 312.555.0103',
          '312 555 0104 or 312-555-0105',
          'a@multi.com; b@multi.com\nc@multi.com',
          'Dispatch <d@multi.com> | e@multi.com',
          '1 Dock Rd',
          'Gary',
          'IN',
          '46401',
        ],
      ],
    ]);
    const [carrier] = read('multi.xlsx', bytes).carriers;
    expect(carrier).toMatchObject({
      dispatch_phone: '+13125550101',
      alt_phone_1: '+13125550102',
      alt_phone_2: '+13125550103',
      alt_phone_3: '+13125550104',
      dispatch_email: 'a@multi.com',
      alt_email_1: 'b@multi.com',
      alt_email_2: 'c@multi.com',
      alt_email_3: 'd@multi.com',
      physical_address: '1 Dock Rd, Gary, IN 46401',
    });
  });

  it('reads cached values of formulas, never the formula', () => {
    const bytes = workbook([
      [
        ['Name', 'Phone', 'MC'],
        [
          { v: 'Formula Freight', f: 'CONCAT("Formula"," Freight")' },
          '3125550111',
          { v: 123456, f: '123000+456' },
        ],
      ],
    ]);
    const [carrier] = read('formulas.xlsx', bytes).carriers;
    expect(carrier).toMatchObject({ legal_name: 'Formula Freight', mc_number: '123456' });
  });

  it('reads an .xls (BIFF8) written by SheetJS', () => {
    const bytes = workbook(
      [
        [
          ['DBA Name', 'Tel', 'Docket'],
          ['Only DBA', '+1 (415) 555-0199', 'MC-777'],
        ],
      ],
      'biff8',
    );
    const { carriers, result } = read('old.xls', bytes);
    expect(result.processed).toBe(1);
    expect(carriers[0]).toMatchObject({
      legal_name: 'Only DBA',
      dba_name: null,
      dispatch_phone: '+14155550199',
      mc_number: '777',
    });
  });

  it('skips repeated header rows of paged exports', () => {
    const bytes = workbook([
      [CARRIER_HEADER, ...carrierRows(2), [], CARRIER_HEADER, ...carrierRows(4).slice(2)],
    ]);
    expect(read('paged.xlsx', bytes).result).toMatchObject({
      processed: 4,
      total_rows: 4,
      failed: 0,
    });
  });

  it('uses the first sheet with a header row', () => {
    const bytes = workbook([
      [['Read me'], ['Carriers are on the next sheet']],
      [CARRIER_HEADER, ...carrierRows(2)],
    ]);
    expect(read('two-sheets.xlsx', bytes).result.processed).toBe(2);
  });

  it('reports failed rows with their reason: no phone, no name, duplicates', () => {
    const rows = carrierRows(3);
    const bytes = workbook([
      [
        CARRIER_HEADER,
        ...rows,
        ['No Phone LLC', '', '', '', 'call me', '', ''],
        ['', '', '', '', '(312) 555-0177', '', ''],
        ['Same MC', '', '', 'MC500001', '(312) 555-0178', '', ''],
        ['Same DOT', '', '1000002', '', '(312) 555-0179', '', ''],
        ['Same Phone', '', '', '', rows[0]![4]!, '', ''],
        ['Nothing', '', '', '', '', '', ''],
      ],
    ]);
    const { carriers, result } = read('failures.xlsx', bytes);
    expect(carriers).toHaveLength(3);
    expect(result).toMatchObject({ processed: 3, total_rows: 9, failed: 6 });
    expect(result.message).toBe('Processed 3 of 9 carriers. Failed: 6.');
    expect(result.failures).toEqual([
      { row: 5, reason: 'No valid phone number' },
      { row: 6, reason: 'No carrier name' },
      { row: 7, reason: 'Duplicate of row 3 (same MC number)' },
      { row: 8, reason: 'Duplicate of row 4 (same DOT number)' },
      { row: 9, reason: 'Duplicate of row 2 (same dispatch phone)' },
      { row: 10, reason: 'No valid phone number' },
    ]);
  });

  it('accepts 5,000 data rows and refuses 5,001 as a whole', () => {
    const rows = carrierRows(5_001);
    const ok = read('5000.xlsx', workbook([[CARRIER_HEADER, ...rows.slice(0, 5_000)]]));
    expect(ok.result).toMatchObject({ processed: 5_000, total_rows: 5_000, failed: 0 });
    const started = performance.now();
    expect(() => read('5001.xlsx', workbook([[CARRIER_HEADER, ...rows]]))).toThrow(
      new CarrierFileError('tooManyRows'),
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('readCarrierFile: csv', () => {
  it('reads UTF-8 with a BOM, quoted cells and blank lines', () => {
    const text = `${csv([
      [
        'Legal Name',
        'DBA Name',
        'DOT Number',
        'MC#',
        'Main Phone',
        'Alt Phone',
        'Dispatch Email',
        'Physical Address',
        'Preferred',
      ],
      [
        'Zoë Transport, Inc.',
        'Zoë',
        '1234567',
        'MC-0123456',
        '(312) 555-0120',
        '312-555-0121',
        'ops@zoe.com',
        '1 "Quoted" Rd, Chicago, IL',
        'Yes',
      ],
    ])}\r\n\r\n${csv([['Ünal Lines', '', '', '', '+1 312 555 0122', '', '', '', '']])}`;
    const { carriers, result } = read('utf8.csv', utf8WithBom(text));
    expect(result).toMatchObject({ processed: 2, total_rows: 2, failed: 0 });
    expect(carriers[0]).toMatchObject({
      row: 2,
      legal_name: 'Zoë Transport, Inc.',
      dba_name: 'Zoë',
      mc_number: '123456',
      alt_phone_1: '+13125550121',
      physical_address: '1 "Quoted" Rd, Chicago, IL',
      my_carrier: true,
    });
    expect(carriers[1]).toMatchObject({ row: 5, legal_name: 'Ünal Lines' });
  });

  it('reads Windows-1252 and semicolon-separated exports', () => {
    const text = 'Carrier;Phone;E-mail\r\nCafé Frío – “Reefer” €;312-555-0130;x@cafe.com\r\n';
    const { carriers } = read('cp1252.csv', windows1252(text));
    expect(carriers[0]).toMatchObject({
      legal_name: 'Café Frío – “Reefer” €',
      dispatch_phone: '+13125550130',
      dispatch_email: 'x@cafe.com',
    });
  });

  it('keeps formula-like cells as plain text: leading = + - @ are stripped', () => {
    const text = csv([
      ['Name', 'DBA', 'Phone', 'Email', 'Address'],
      [
        '=HYPERLINK("http://evil.example","Click")',
        '@SUM(1+1)',
        '=3125550140',
        "=cmd|'/c calc'!A0",
        '+-=1+2 Evil Rd',
      ],
      ['-2+3', '\t=1+1', '+1 312 555 0141', 'ok@ok.com', ''],
    ]);
    const { carriers } = read('inject.csv', Buffer.from(text));
    expect(
      carriers.map((c) => [
        c.legal_name,
        c.dba_name,
        c.dispatch_phone,
        c.dispatch_email,
        c.physical_address,
      ]),
    ).toEqual([
      ['HYPERLINK("http://evil.example","Click")', 'SUM(1+1)', '+13125550140', null, '1+2 Evil Rd'],
      ['2+3', '1+1', '+13125550141', 'ok@ok.com', null],
    ]);
    for (const carrier of carriers) {
      for (const value of [
        carrier.legal_name,
        carrier.dba_name,
        carrier.physical_address,
        carrier.dispatch_email,
      ]) {
        expect(value ?? '').not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('refuses 5,001 data rows and accepts 5,000', () => {
    const rows = carrierRows(5_001);
    expect(
      read('5000.csv', Buffer.from(csv([CARRIER_HEADER, ...rows.slice(0, 5_000)]))).result
        .processed,
    ).toBe(5_000);
    expect(() => read('5001.csv', Buffer.from(csv([CARRIER_HEADER, ...rows])))).toThrow(
      'The file has more than 5,000 rows.',
    );
  });

  it('refuses a file without a header row or without rows', () => {
    expect(() => read('x.csv', Buffer.from('a,b,c\n1,2,3\n'))).toThrow(
      new CarrierFileError('noHeader'),
    );
    expect(() => read('x.csv', Buffer.from('Name,Phone\n\n,\n'))).toThrow(
      new CarrierFileError('noRows'),
    );
  });
});
