import { describe, expect, it } from 'vitest';
import { pages, row } from './invoice-test-pages.test-helper';
import { readInvoice } from './read-invoice';
import { findDate, readAmount, readQuantity } from './values';

describe('readInvoice on hand-made pages', () => {
  const header = (p: number, y: number) =>
    row(
      p,
      y,
      [50, 'Item Description'],
      [330, 'Quantity'],
      [420, 'Unit Price'],
      [520, 'Line Total'],
    );

  it('reads a table across a page break: wrapped lines joined, headings and section subtotals left out', () => {
    const read = readInvoice(
      pages(
        [
          row(1, 40, [50, 'Acme Diesel Service, Inc.'], [470, 'TAX INVOICE']),
          row(1, 52, [50, '42 Harbor Way'], [400, 'Invoice No.:'], [480, 'A-77/2026']),
          row(1, 64, [50, 'Portland, OR 97217'], [400, 'Date of Invoice:'], [480, 'Nov 3, 2026']),
          row(
            1,
            76,
            [50, 'Ph 503.555.0142 · billing@acme-diesel.com'],
            [400, 'Terms:'],
            [480, 'Due on receipt'],
          ),
          row(1, 110, [50, 'Sold To'], [300, 'Ship To']),
          row(1, 122, [50, 'Prairie Wind Logistics'], [300, 'Yard 4']),
          row(1, 134, [50, 'Attention: Ray Ortiz'], [300, 'Gate B']),
          row(1, 146, [50, '900 Depot Rd, Suite 2']),
          row(1, 158, [50, 'Boise, ID 83705']),
          header(1, 200),
          row(1, 214, [50, 'ENGINE']),
          row(
            1,
            230,
            [50, 'Injector, remanufactured, with seals and'],
            [360, '2'],
            [440, '310.00'],
            [530, '620.00'],
          ),
          row(1, 241, [50, 'hold-down clamp']),
          row(
            1,
            257,
            [50, 'Labor: injector replacement'],
            [350, '3.5 hrs'],
            [440, '120.00'],
            [530, '420.00'],
          ),
          row(1, 273, [50, 'Engine subtotal'], [530, '1,040.00']),
          row(1, 700, [250, 'Continued on next page']),
        ],
        [
          header(2, 60),
          row(2, 76, [50, 'Coolant flush'], [360, '1'], [440, '89.50'], [530, '89.50']),
          row(2, 92, [50, 'Core credit'], [360, '1'], [440, '-45.00'], [530, '(45.00)']),
          row(2, 120, [380, 'Sub Total'], [530, '$1,084.50']),
          row(2, 134, [380, 'Sales Tax 5%'], [530, '$54.23']),
          row(2, 148, [380, 'Amount Due'], [530, '$1,138.73']),
          row(2, 180, [50, 'Status: partially paid']),
          row(2, 200, [50, 'Thank you. Cores must be returned within 30 days for credit.']),
        ],
      ),
    );
    const { data } = read;
    expect(data.line_items).toEqual([
      {
        description: 'Injector, remanufactured, with seals and hold-down clamp',
        quantity: 2,
        unit_price: 310,
        amount: 620,
      },
      { description: 'Labor: injector replacement', quantity: 3.5, unit_price: 120, amount: 420 },
      { description: 'Coolant flush', quantity: 1, unit_price: 89.5, amount: 89.5 },
      { description: 'Core credit', quantity: 1, unit_price: -45, amount: -45 },
    ]);
    expect(data.invoice_details).toEqual({
      invoice_number: 'A-77/2026',
      paid_status: 'Partially Paid',
      issue_date: '11/03/2026',
      due_date: null,
    });
    expect(data.seller_details).toMatchObject({
      company_name: 'Acme Diesel Service, Inc.',
      phone_number: '(503) 555-0142',
      email: 'billing@acme-diesel.com',
      address: '42 Harbor Way, Portland, OR 97217',
    });
    expect(data.buyer_details).toMatchObject({
      company_name: 'Prairie Wind Logistics',
      contact_person: 'Ray Ortiz',
      address: '900 Depot Rd, Suite 2, Boise, ID 83705',
    });
    expect(data.total).toEqual({
      subtotal: 1084.5,
      tax: 54.23,
      shipping: null,
      discount: null,
      total_amount: 1138.73,
      currency: 'USD',
    });
    expect(data.notes).toBe('Thank you. Cores must be returned within 30 days for credit.');
    expect(read.totals_mismatch).toBe(false);
    expect(read.confidence['line_items.0.amount']).toBeGreaterThan(0.8);
    for (const c of Object.values(read.confidence)) expect(c).toBeGreaterThan(0);
  });

  it('sets totals_mismatch and lowers the amounts when the items do not add up', () => {
    const read = readInvoice(
      pages([
        row(1, 40, [50, 'Road Ready Tires LLC']),
        row(1, 60, [400, 'Invoice #'], [480, '5521']),
        header(1, 100),
        row(1, 116, [50, 'Steer tire 295/75R22.5'], [360, '2'], [440, '350.00'], [530, '700.00']),
        row(1, 132, [50, 'Mount and balance'], [360, '2'], [440, '30.00'], [530, '60.00']),
        row(1, 160, [380, 'Subtotal'], [530, '800.00']),
        row(1, 174, [380, 'Total'], [530, '800.00']),
      ]),
    );
    expect(read.totals_mismatch).toBe(true);
    expect(read.confidence['total.total_amount']).toBeLessThan(0.5);
    expect(read.confidence['line_items.1.amount']).toBeLessThan(0.5);
    expect(read.confidence['line_items.1.description']).toBeGreaterThan(0.5);
  });

  it('reads a receipt without a table: description, "qty @ price", amount; PAID stamp; driver', () => {
    const read = readInvoice(
      pages([
        row(1, 20, [70, 'Pilot Travel Center #311']),
        row(1, 31, [80, '2200 I-10 Exit 25']),
        row(1, 42, [70, 'Tucson, AZ 85705']),
        row(1, 64, [14, 'RECEIPT # 88213'], [120, 'DATE 09/30/26']),
        row(1, 75, [14, 'COMPANY: Mesa Freight Inc']),
        row(1, 86, [14, 'DRIVER: Ana Ruiz']),
        row(1, 97, [14, '------------------------']),
        row(1, 108, [14, 'ULSD']),
        row(1, 119, [19, '100.250 GAL @ 4.019']),
        row(1, 130, [158, '402.90']),
        row(1, 141, [14, 'REEFER FUEL']),
        row(1, 152, [19, '20 GAL X 3,50']),
        row(1, 163, [158, '70.00']),
        row(1, 185, [14, 'TOTAL'], [158, '472.90']),
        row(1, 200, [90, '** PAID **']),
      ]),
    );
    expect(read.data.line_items).toEqual([
      { description: 'ULSD', quantity: 100.25, unit_price: 4.019, amount: 402.9 },
      { description: 'REEFER FUEL', quantity: 20, unit_price: 3.5, amount: 70 },
    ]);
    expect(read.data.invoice_details).toMatchObject({
      invoice_number: '88213',
      paid_status: 'Paid',
      issue_date: '09/30/2026',
    });
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Mesa Freight Inc',
      customer_name: 'Ana Ruiz',
    });
    expect(read.data.seller_details.company_name).toBe('Pilot Travel Center #311');
    expect(read.data.total).toMatchObject({ subtotal: null, total_amount: 472.9 });
    expect(read.totals_mismatch).toBe(false);
  });

  it('takes credits and fees in the totals block as a positive discount, and the currency printed', () => {
    const read = readInvoice(
      pages([
        row(1, 40, [50, 'Northern Haul Ltd']),
        row(1, 60, [400, 'Invoice Number'], [490, 'NH-2209']),
        row(1, 72, [400, 'Due Date'], [490, '2026-12-01']),
        row(1, 100, [50, 'Description'], [520, 'Amount (CAD)']),
        row(1, 116, [50, 'Linehaul Winnipeg - Calgary'], [530, '2,900.00']),
        row(1, 132, [50, 'Fuel surcharge'], [530, '410.00']),
        row(1, 160, [380, 'Subtotal'], [530, '3,310.00']),
        row(1, 174, [380, 'Quick pay fee'], [530, '-66.20']),
        row(1, 188, [380, 'GST 5%'], [530, '165.50']),
        row(1, 202, [380, 'Balance Due'], [530, '3,409.30']),
      ]),
    );
    expect(read.data.total).toEqual({
      subtotal: 3310,
      tax: 165.5,
      shipping: null,
      discount: 66.2,
      total_amount: 3409.3,
      currency: 'CAD',
    });
    expect(read.data.invoice_details.due_date).toBe('12/01/2026');
    expect(read.data.line_items.map((i) => i.quantity)).toEqual([null, null]);
    expect(read.data.invoice_details.paid_status).toBeNull();
  });

  it('says so when a page holds nothing an invoice has', () => {
    expect(
      readInvoice(pages([row(1, 40, [50, 'Hello world']), row(1, 60, [50, 'Nothing to see'])]))
        .empty,
    ).toBe(true);
  });
});

describe('invoice values', () => {
  it('reads amounts as printed', () => {
    expect(readAmount('$1,234.50')).toBe(1234.5);
    expect(readAmount('-$50.00')).toBe(-50);
    expect(readAmount('(45.00)')).toBe(-45);
    expect(readAmount('15,00')).toBe(15);
    expect(readAmount('1,950')).toBe(1950);
    expect(readAmount('12.5%')).toBeNull();
    expect(readAmount('Net 30')).toBeNull();
    expect(readQuantity('3.5 hrs')).toBe(3.5);
    expect(readQuantity('96.888 GAL')).toBe(96.888);
  });

  it('reads dates in the usual forms, as MM/DD/YYYY', () => {
    expect(findDate('11/3/2026')?.value).toBe('11/03/2026');
    expect(findDate('DATE 10/14/26')?.value).toBe('10/14/2026');
    expect(findDate('2026-10-14')?.value).toBe('10/14/2026');
    expect(findDate('Funded October 14, 2026')?.value).toBe('10/14/2026');
    expect(findDate('Oct 24 2026')?.value).toBe('10/24/2026');
    expect(findDate('3-Nov-26')?.value).toBe('11/03/2026');
    expect(findDate('13/45/2026')).toBeNull();
  });
});

describe('readInvoice: a table whose pages each end in a totals box', () => {
  it('goes on after "Page subtotal / Continued" where the header is printed again', () => {
    const header = (p: number, y: number) =>
      row(
        p,
        y,
        [50, 'Part #'],
        [130, 'Description'],
        [330, 'Qty'],
        [420, 'Price'],
        [520, 'Extended'],
      );
    const read = readInvoice(
      pages(
        [
          row(1, 40, [50, 'Valley Truck Parts']),
          row(1, 60, [400, 'Invoice #'], [480, 'P-4410']),
          header(1, 100),
          row(
            1,
            116,
            [50, 'AF-221'],
            [130, 'Air filter'],
            [340, '2'],
            [420, '48.00'],
            [530, '96.00'],
          ),
          row(
            1,
            132,
            [50, 'CORE-7'],
            [130, 'Core charge, alternator'],
            [340, '1'],
            [420, '60.00'],
            [530, '60.00'],
          ),
          row(1, 640, [380, 'Page subtotal'], [530, '156.00']),
          row(1, 654, [380, 'Continued on page 2']),
        ],
        [
          header(2, 60),
          row(
            2,
            76,
            [50, 'CORE-7'],
            [130, 'Core return, alternator'],
            [340, '1'],
            [420, '-60.00'],
            [530, '-60.00'],
          ),
          row(
            2,
            92,
            [50, 'BK-9'],
            [130, 'Brake kit'],
            [340, '1'],
            [420, '210.00'],
            [530, '210.00'],
          ),
          row(2, 120, [380, 'Subtotal'], [530, '306.00']),
          row(2, 134, [380, 'Total'], [530, '306.00']),
        ],
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.amount])).toEqual([
      ['AF-221 Air filter', 96],
      ['CORE-7 Core charge, alternator', 60],
      ['CORE-7 Core return, alternator', -60],
      ['BK-9 Brake kit', 210],
    ]);
    expect(read.data.total).toMatchObject({ subtotal: 306, total_amount: 306 });
    expect(read.totals_mismatch).toBe(false);
  });
});

describe('readInvoice: a taxable mark after the amount column', () => {
  it('reads the amount from the column before the mark and leaves the mark out of the description', () => {
    const read = readInvoice(
      pages([
        row(1, 40, [50, 'Mile Marker Truck Wash']),
        row(1, 60, [400, 'Ticket #'], [480, 'W-3321']),
        row(1, 100, [50, 'Service'], [330, 'Qty'], [420, 'Rate'], [500, 'Amount'], [570, 'Tax']),
        row(
          1,
          116,
          [50, 'Tractor exterior wash'],
          [340, '1'],
          [420, '65.00'],
          [505, '65.00'],
          [575, 'T'],
        ),
        row(1, 132, [50, 'Trailer washout'], [340, '1'], [420, '45.00'], [505, '45.00']),
        row(1, 160, [380, 'Subtotal'], [505, '110.00']),
        row(1, 174, [380, 'Sales tax'], [505, '5.20']),
        row(1, 188, [380, 'Total'], [505, '115.20']),
      ]),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Tractor exterior wash', quantity: 1, unit_price: 65, amount: 65 },
      { description: 'Trailer washout', quantity: 1, unit_price: 45, amount: 45 },
    ]);
    expect(read.data.total).toMatchObject({ subtotal: 110, tax: 5.2, total_amount: 115.2 });
  });
});

describe('readInvoice: paid stamps', () => {
  const page = (stamp: string) =>
    pages([
      row(1, 40, [50, 'Eastside Scale']),
      row(1, 60, [50, 'TICKET NO 4411']),
      row(1, 80, [50, 'Certified weigh'], [300, '14.50']),
      row(1, 100, [50, 'TOTAL'], [300, '14.50']),
      row(1, 120, [90, stamp]),
    ]);
  it('takes PAID in capitals alone in a short cell, even with OCR noise around it', () => {
    expect(readInvoice(page('wes PAID A**')).data.invoice_details.paid_status).toBe('Paid');
    expect(readInvoice(page('PAID IN FULL')).data.invoice_details.paid_status).toBe('Paid');
  });
  it('does not take UNPAID, "Paid by …" or a sentence for a stamp', () => {
    expect(readInvoice(page('UNPAID')).data.invoice_details.paid_status).toBe('Unpaid');
    expect(
      readInvoice(page('Paid by card ending 4411')).data.invoice_details.paid_status,
    ).toBeNull();
    expect(
      readInvoice(page('Please pay within 30 days of the invoice date.')).data.invoice_details
        .paid_status,
    ).toBeNull();
  });
});

describe('readInvoice: more label and cell shapes', () => {
  it('reads "Invoice:" with the number in the next cell, "Bill To: name" over its block, YYYY/MM/DD, a $ in its own cell', () => {
    const read = readInvoice(
      pages([
        row(1, 40, [50, 'Harbor Reefer Repair']),
        row(1, 60, [380, 'Invoice:'], [470, 'HR-5120']),
        row(1, 72, [380, 'Invoice Date:'], [470, '2026/11/05']),
        row(1, 100, [50, 'Bill To: Coastal Cold Freight']),
        row(1, 112, [50, '77 Pier Rd']),
        row(1, 124, [50, 'Savannah, GA 31401']),
        row(1, 160, [50, 'Description'], [330, 'Hours'], [420, 'Rate'], [510, 'Amount']),
        row(
          1,
          176,
          [50, 'Reefer unit diagnostics'],
          [340, '2'],
          [420, '95.00'],
          [505, '$'],
          [520, '190.00'],
        ),
        row(1, 200, [380, 'Total'], [505, '$'], [520, '190.00']),
      ]),
    );
    expect(read.data.invoice_details).toMatchObject({
      invoice_number: 'HR-5120',
      issue_date: '11/05/2026',
    });
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Coastal Cold Freight',
      address: '77 Pier Rd, Savannah, GA 31401',
    });
    expect(read.data.line_items).toEqual([
      { description: 'Reefer unit diagnostics', quantity: 2, unit_price: 95, amount: 190 },
    ]);
    expect(read.data.total.total_amount).toBe(190);
  });
});
