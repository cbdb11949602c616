/**
 * Shapes added in issue 16's fourth round (after the fourth held-out set was spent), each on a
 * few hand-written lines (no corpus text): a rate printed in a column title, the amount a
 * percentage is taken of in a column of its own, a letterhead line that looks like titles, a
 * wrapped cell in a middle column, words in a number column, and the seller's and buyer's
 * people and numbers named by other labels.
 */
import { describe, expect, it } from 'vitest';
import type { Line } from '../domain/layout';
import { ratioOf } from './column-types';
import { doc, row, scanned } from './invoice-test-pages.test-helper';
import { readInvoice } from './read-invoice';

describe('invoice shapes (round 4)', () => {
  it('reads a percentage fee column beside the gross it is taken of (neither is a price)', () => {
    for (const title of ['Commission (10%)', 'Fee 10%', 'Service fee @ 10%']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Sagebrush Brokerage Partners Inc'], [420, 'COMMISSION STATEMENT']),
          row(1, 44, [380, 'Statement #'], [480, 'CS-5521']),
          row(1, 100, [40, 'Ref'], [100, 'Customer'], [260, 'Revenue'], [380, title]),
          row(1, 116, [40, 'A-17'], [100, 'Osprey Freight'], [255, '3,200.00'], [390, '320.00']),
          row(1, 130, [40, 'A-18'], [100, 'Dune Cartage'], [260, '910.50'], [395, '91.05']),
          row(1, 160, [300, 'Total'], [390, '$411.05']),
        ),
      );
      expect(read.data.line_items, title).toEqual([
        { description: 'A-17 Osprey Freight', quantity: null, unit_price: null, amount: 320 },
        { description: 'A-18 Dune Cartage', quantity: null, unit_price: null, amount: 91.05 },
      ]);
      expect(read.data.seller_details.company_name).toBe('Sagebrush Brokerage Partners Inc');
      expect(read.data.total.total_amount).toBe(411.05);
    }
  });

  it('finds one percentage under every row, not a price', () => {
    expect(ratioOf([1775, 2625], [124.25, 183.75])).toBe(0.07);
    expect(ratioOf([100, 200], [50, 120])).toBeNull();
    expect(ratioOf([95], [47.5])).toBe(0.5);
    expect(ratioOf([95], [31.17])).toBeNull();
  });

  it('joins a wrapped cell of a middle column after that column’s text', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Tamarack Haulage'], [380, 'Invoice #'], [480, 'TH-88']),
        row(1, 100, [40, 'Date'], [110, 'Shipper'], [260, 'Route'], [480, 'Amount']),
        row(
          1,
          116,
          [40, '02/03/2027'],
          [110, 'Bluegill Canning'],
          [260, 'Erie to Akron'],
          [480, '640.00'],
        ),
        row(1, 126, [110, 'Company']),
        row(
          1,
          142,
          [40, '02/04/2027'],
          [110, 'Pike Mills'],
          [260, 'Akron to Toledo'],
          [480, '510.00'],
        ),
        row(1, 170, [400, 'Total'], [480, '1,150.00']),
      ),
    );
    expect(read.data.line_items.map((i) => i.description)).toEqual([
      '02/03/2027 Bluegill Canning Company Erie to Akron',
      '02/04/2027 Pike Mills Akron to Toledo',
    ]);
  });

  it('leaves "flat" or "incl." in a quantity or rate column out of the description', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Osprey Yard Services'], [380, 'Invoice #'], [480, 'OY-12']),
        row(1, 100, [40, 'Service'], [300, 'Units'], [360, 'Rate'], [480, 'Amount']),
        row(1, 116, [40, 'Yard move'], [305, '3'], [360, '40.00'], [480, '120.00']),
        row(1, 130, [40, 'Gate pass'], [300, 'incl.'], [360, 'flat rate'], [480, '25.00']),
        row(1, 160, [400, 'Total'], [480, '145.00']),
      ),
    );
    expect(read.data.line_items[1]).toEqual({
      description: 'Gate pass',
      quantity: null,
      unit_price: null,
      amount: 25,
    });
  });

  it('reads a block under a heading no label list knows as the buyer, with "Attn (role):"', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Granite Ridge Medical Review'], [400, 'INVOICE']),
        row(1, 44, [40, '88 Quarry Ln, Barre, VT 05641'], [400, 'Invoice No.'], [500, 'GR-4410']),
        row(1, 58, [40, 'Case manager: Lena Ortiz'], [400, 'Member ID'], [500, '7731']),
        row(1, 90, [40, 'MEMBER COMPANY']),
        row(1, 102, [40, 'Bluewater Freightways Inc']),
        row(1, 114, [40, 'Attn (safety): Omar Haddad']),
        row(1, 126, [40, '12 Dock St']),
        row(1, 138, [40, 'Portland, ME 04101']),
        row(1, 180, [40, 'Description'], [480, 'Amount']),
        row(1, 196, [40, 'Annual review'], [480, '300.00']),
        row(1, 230, [400, 'Total'], [480, '300.00']),
      ),
    );
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Bluewater Freightways Inc',
      contact_person: 'Omar Haddad',
      address: '12 Dock St, Portland, ME 04101',
    });
    expect(read.data.seller_details).toMatchObject({
      company_name: 'Granite Ridge Medical Review',
      contact_person: 'Lena Ortiz',
      address: '88 Quarry Ln, Barre, VT 05641',
    });
    expect(read.data.invoice_details.invoice_number).toBe('GR-4410');
  });

  it('takes "Client ID" for no client, the seller\'s rep beside the buyer label, a named driver', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Harbor Lift Rentals'], [380, 'Contract'], [500, 'HL 55102']),
        row(1, 44, [40, '4 Pier Rd, Tacoma, WA 98421'], [380, 'Client ID'], [500, '3390']),
        row(1, 70, [40, 'LESSEE'], [380, 'Branch coordinator'], [500, 'Nia Brooks']),
        row(1, 82, [40, 'Tidewater Drayage LLC']),
        row(1, 94, [40, '300 Canal St, Tacoma, WA 98402']),
        row(1, 106, [40, 'Assigned driver: Paul Lemaire']),
        row(1, 150, [40, 'Description'], [480, 'Amount']),
        row(1, 166, [40, 'Forklift day rate'], [480, '180.00']),
        row(1, 200, [400, 'Total'], [480, '180.00']),
        row(1, 214, [40, 'PAID - Mastercard xxxx1234']),
      ),
    );
    expect(read.data.invoice_details.invoice_number).toBe('HL 55102');
    expect(read.data.invoice_details.paid_status).toBe('Paid');
    expect(read.data.buyer_details.company_name).toBe('Tidewater Drayage LLC');
    expect(read.data.buyer_details.customer_name).toBe('Paul Lemaire');
    expect(read.data.seller_details.contact_person).toBe('Nia Brooks');
  });

  it('repairs a scanned row by its arithmetic: one digit of the price or the amount, a price without its point, a lost quantity title', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Cinder Flats Equipment Hire'], [380, 'Invoice #'], [480, 'CF-301']),
        row(1, 100, [40, 'Item'], [400, 'Price'], [500, 'Total']),
        row(1, 116, [40, 'Generator hire'], [330, '13'], [400, '85.00'], [500, '1,105.00']),
        row(1, 130, [40, 'Diesel'], [330, '75'], [400, '4.298'], [500, '322.43']),
        row(1, 144, [40, 'Cable run'], [330, '1250'], [400, '012'], [500, '156.00']),
        row(1, 158, [40, 'Delivery miles'], [330, '64'], [400, '2.50'], [500, '180.00']),
        row(1, 180, [380, 'Subtotal'], [500, '1.73743']),
        row(1, 194, [380, 'Tax'], [500, '0.00']),
        row(1, 208, [380, 'Total due'], [500, '$1,737.43']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [13, 85, 1105],
      [75, 4.299, 322.43],
      [1250, 0.12, 150],
      [64, 2.5, 160],
    ]);
    expect(read.data.total.subtotal).toBe(1737.43);
  });

  it('adds state and county tax lines whose rate or base is printed beside them', () => {
    const lines = (a: Line, b: Line) =>
      readInvoice(
        doc(
          row(1, 30, [40, 'Millrace Tire & Brake'], [380, 'Invoice #'], [480, 'MT-90']),
          row(1, 100, [40, 'Description'], [300, 'Qty'], [360, 'Price'], [480, 'Amount']),
          row(1, 116, [40, 'Drum, rear'], [305, '2'], [360, '150.00'], [480, '300.00']),
          row(1, 130, [40, 'Shop labor'], [305, '1'], [360, '90.00'], [480, '90.00']),
          row(1, 160, [330, 'Subtotal'], [480, '390.00']),
          a,
          b,
          row(1, 202, [330, 'Balance due'], [480, '411.00']),
        ),
      ).data.total;
    expect(
      lines(
        row(1, 174, [330, 'State tax 6% on 300.00'], [480, '18.00']),
        row(1, 188, [330, 'County tax 1% on 300.00'], [480, '3.00']),
      ),
    ).toMatchObject({ subtotal: 390, tax: 21, total_amount: 411 });
    expect(
      lines(
        row(1, 174, [330, 'State sales tax'], [430, '6.00%'], [480, '18.00']),
        row(1, 188, [330, 'County tax'], [430, '(1%)'], [480, '3.00']),
      ),
    ).toMatchObject({ subtotal: 390, tax: 21, total_amount: 411 });
  });

  it('types a money column titled before the amount ("Face value") by its values', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Keel Street Funding'], [380, 'Schedule #'], [480, 'KS-14']),
        row(1, 100, [40, 'Invoice'], [120, 'Debtor'], [300, 'Face value'], [420, 'Discount fee']),
        row(1, 116, [40, '5521'], [120, 'Acme Foods'], [300, '2,000.00'], [420, '60.00']),
        row(1, 130, [40, '5522'], [120, 'Birch Mills'], [300, '1,500.00'], [420, '45.00']),
        row(1, 160, [330, 'Total fees'], [420, '105.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: '5521 Acme Foods', quantity: null, unit_price: null, amount: 60 },
      { description: '5522 Birch Mills', quantity: null, unit_price: null, amount: 45 },
    ]);
  });

  it('finds quantity and price by their product among other number columns, titled or not', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Sandhill Reefer Leasing'], [380, 'Invoice #'], [480, 'SR-8']),
        row(
          1,
          100,
          [40, 'Unit'],
          [100, 'Miles'],
          [170, 'Odometer'],
          [250, 'Per mile'],
          [420, 'Charge'],
        ),
        row(1, 116, [40, 'R-12'], [100, '1,250'], [170, '121,650'], [250, '0.22'], [420, '275.00']),
        row(1, 130, [40, 'R-14'], [105, '900'], [170, '88,910'], [250, '0.22'], [420, '198.00']),
        row(1, 160, [330, 'Total'], [420, '473.00']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ['R-12 121,650', 1250, 0.22],
      ['R-14 88,910', 900, 0.22],
    ]);
    const days = readInvoice(
      doc(
        row(1, 30, [40, 'Sandhill Reefer Leasing'], [380, 'Invoice #'], [480, 'SR-9']),
        row(
          1,
          100,
          [40, 'Equipment'],
          [150, 'Out'],
          [210, 'In'],
          [270, 'Days'],
          [320, 'Day rate'],
          [420, 'Extended'],
        ),
        row(
          1,
          116,
          [40, 'Reefer'],
          [150, '03/01/2027'],
          [210, '03/04/2027'],
          [275, '3'],
          [320, '95.00'],
          [420, '285.00'],
        ),
        row(1, 160, [330, 'Total'], [420, '285.00']),
      ),
    );
    expect(days.data.line_items[0]).toMatchObject({ quantity: 3, unit_price: 95, amount: 285 });
  });

  it('takes the amount column before titles of other things at the right ("Amount | Unit #")', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Sandhill Reefer Leasing'], [380, 'Invoice #'], [480, 'SR-10']),
        row(1, 100, [40, 'Item'], [200, 'Qty'], [260, 'Price'], [340, 'Amount'], [440, 'Unit #']),
        row(
          1,
          116,
          [40, 'PM service'],
          [205, '1'],
          [260, '180.00'],
          [340, '180.00'],
          [440, 'T-101'],
        ),
        row(1, 130, [40, 'Oil'], [205, '9'], [260, '6.50'], [345, '58.50'], [440, 'T-101']),
        row(1, 160, [300, 'Total'], [340, '238.50']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'PM service T-101', quantity: 1, unit_price: 180, amount: 180 },
      { description: 'Oil T-101', quantity: 9, unit_price: 6.5, amount: 58.5 },
    ]);
  });

  it('reads the seller printed beside the buyer block at the top (no letterhead above it)', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'BILL TO'], [400, 'Ironwood Flatbed Inc']),
        row(1, 42, [40, 'Quarry Hill Stone Co'], [400, '61 Rail Spur Rd, Joplin, MO 64801']),
        row(1, 54, [40, '8 Granite Ave'], [400, 'ar@ironwoodflat.com']),
        row(1, 66, [40, 'Carthage, MO 64836'], [400, 'Billing contact: Lee Moss']),
        row(1, 90, [40, 'Invoice Number'], [150, 'Invoice Date'], [380, 'Due Date']),
        row(1, 102, [40, 'IF-3301'], [150, '03/05/2027'], [380, '03/20/2027']),
        row(1, 140, [40, 'Description'], [480, 'Amount']),
        row(1, 156, [40, 'Flatbed run, Joplin to Tulsa'], [480, '880.00']),
        row(1, 190, [380, 'Amount due'], [480, '880.00']),
      ),
    );
    expect(read.data.seller_details).toMatchObject({
      company_name: 'Ironwood Flatbed Inc',
      address: '61 Rail Spur Rd, Joplin, MO 64801',
      email: 'ar@ironwoodflat.com',
      contact_person: 'Lee Moss',
    });
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Quarry Hill Stone Co',
      address: '8 Granite Ave, Carthage, MO 64836',
    });
    expect(read.data.invoice_details.invoice_number).toBe('IF-3301');
  });

  it('takes a last title carrying a rate ("Dispatch (6.5%)") for the amount, on a single row too', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Bitterroot Dispatch'], [380, 'Invoice #'], [480, 'BD-5']),
        row(1, 100, [40, 'Load'], [100, 'Lane'], [250, 'Linehaul'], [400, 'Dispatch (6.5%)']),
        row(1, 116, [40, 'L-1'], [100, 'Reno to Boise'], [250, '2,400.00'], [420, '156.00']),
        row(1, 160, [330, 'Total due'], [420, '156.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'L-1 Reno to Boise', quantity: null, unit_price: null, amount: 156 },
    ]);
  });

  it('puts right one misread digit of a scanned row amount when only that makes the rows add up', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Pronghorn Recovery'], [380, 'Ticket #'], [480, 'PR-61']),
        row(1, 100, [40, 'Service'], [480, 'Charge']),
        row(1, 116, [40, 'Hook-up, heavy'], [480, '350.00']),
        row(1, 130, [40, 'Winching, 1 hr'], [480, '128.00']),
        row(1, 144, [40, 'Fuel surcharge'], [480, '42.00']),
        row(1, 170, [380, 'Subtotal'], [480, '517.00']),
        row(1, 184, [380, 'Total due'], [480, '517.00']),
      ),
    );
    // 128.00 → 125.00 is the one digit that gives 517.00 (4 for 2 would need two rows changed).
    expect(read.data.line_items.map((i) => i.amount)).toEqual([350, 125, 42]);
    expect(read.totals_mismatch).toBe(false);
  });

  it('takes "CLIENT COMPANY" / "Customer information" for a block label, not for a name', () => {
    for (const heading of ['CLIENT COMPANY', 'Customer information']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Prairie Crest Testing'], [380, 'Invoice #'], [480, 'PC-12']),
          row(1, 44, [40, '9 Elm St, Salina, KS 67401']),
          row(1, 80, [40, heading]),
          row(1, 92, [40, 'Sorrel Creek Freight LLC']),
          row(1, 104, [40, '4 Depot Rd, Hays, KS 67601']),
          row(1, 150, [40, 'Description'], [480, 'Amount']),
          row(1, 166, [40, 'Annual random pool'], [480, '240.00']),
          row(1, 200, [380, 'Total'], [480, '240.00']),
        ),
      );
      expect(read.data.buyer_details.company_name, heading).toBe('Sorrel Creek Freight LLC');
      expect(read.data.buyer_details.address, heading).toBe('4 Depot Rd, Hays, KS 67601');
    }
  });

  it('takes "Net charges" for the subtotal and no charge row, with or without tax after it', () => {
    const read = (extra: Line[], total: string) =>
      readInvoice(
        doc(
          row(1, 30, [40, 'Bramble Lane Towing'], [380, 'Invoice #'], [480, 'BL-4']),
          row(1, 100, [40, 'Service'], [300, 'Units'], [360, 'Unit price'], [480, 'Line total']),
          row(1, 116, [40, 'Tow, per mile'], [305, '30'], [360, '4.00'], [480, '120.00']),
          row(1, 130, [40, 'Hook-up'], [305, '1'], [360, '95.00'], [480, '95.00']),
          row(1, 160, [380, 'Net charges'], [480, '215.00']),
          ...extra,
          row(1, 200, [380, 'Please pay'], [480, total]),
        ),
      ).data;
    const plain = read([], '215.00');
    expect(plain.line_items).toHaveLength(2);
    expect(plain.total).toMatchObject({ subtotal: 215, total_amount: 215 });
    const taxed = read([row(1, 174, [380, 'Sales tax'], [480, '12.90'])], '227.90');
    expect(taxed.line_items).toHaveLength(2);
    expect(taxed.total).toMatchObject({ subtotal: 215, tax: 12.9, total_amount: 227.9 });
  });

  it('ends the table at "Please pay" or "Paid" set right of a note in the first column', () => {
    for (const label of ['Please pay', 'Paid']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Cobble Yard Lumping'], [380, 'Receipt #'], [480, 'CY-9']),
          row(1, 100, [40, 'Service'], [300, 'Qty'], [360, 'Rate'], [480, 'Amount']),
          row(1, 116, [40, 'Unload, floor-loaded'], [305, '12'], [360, '10.00'], [480, '120.00']),
          row(1, 150, [40, 'Status: settled by card'], [360, label], [480, '$120.00']),
        ),
      );
      expect(read.data.line_items, label).toHaveLength(1);
      expect(read.data.total.total_amount, label).toBe(120);
    }
  });
});
