/**
 * Shapes of invoices in general, each on a few hand-written lines (no corpus text): titles with
 * the number, paid stamps naming the method, several labels in one cell, totals told apart by
 * their sums, seller blocks (From / Remit To), numeric columns found by their values.
 */
import { describe, expect, it } from 'vitest';
import type { Cell } from '../domain/layout';
import { doc, row, scanned } from './invoice-test-pages.test-helper';
import { splitTitleCell, withoutSectionSums, withTrailingQtyPrice } from './line-items';
import { readInvoice } from './read-invoice';
import { readAmount } from './values';

describe('invoice shapes', () => {
  it('reads the number after a title of a few words ("SERVICE INVOICE SV-20931")', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Harbor Point Mobile Repair'], [420, 'SERVICE INVOICE SV-20931']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Road call'], [480, '150.00']),
        row(1, 150, [400, 'Total'], [480, '150.00']),
      ),
    );
    expect(read.data.invoice_details.invoice_number).toBe('SV-20931');
  });

  it('takes "PAID - MC ****0042" and "PAID CHECK 3310" for paid stamps', () => {
    for (const stamp of [
      'PAID - MC ****0042',
      'PAID CHECK 3310',
      'PAID  ck #5120',
      'PAID chq 881',
    ]) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Canyon Wash Co']),
          row(1, 50, [40, 'Receipt # 88120']),
          row(1, 80, [40, 'Exterior wash'], [200, '35.00']),
          row(1, 100, [40, 'TOTAL'], [200, '35.00']),
          row(1, 120, [40, stamp]),
        ),
      );
      expect(read.data.invoice_details.paid_status, stamp).toBe('Paid');
    }
  });

  it('reads a fleet and its driver printed as two labels in one cell', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Canyon Wash Co']),
        row(1, 50, [40, 'Receipt # 88121']),
        row(1, 64, [40, 'Fleet: Blue Mesa Hauling Driver: Ana Ruiz']),
        row(1, 90, [40, 'Exterior wash'], [200, '35.00']),
        row(1, 110, [40, 'TOTAL'], [200, '35.00']),
      ),
    );
    expect(read.data.buyer_details.company_name).toBe('Blue Mesa Hauling');
    expect(read.data.buyer_details.customer_name).toBe('Ana Ruiz');
  });

  it('tells a "Merchandise total" before the tax from the total due by the sums', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Northgate Parts'], [420, 'Invoice # 5512']),
        row(1, 100, [40, 'Item'], [300, 'Qty'], [380, 'Price'], [480, 'Amount']),
        row(1, 116, [40, 'Mud flap'], [300, '2'], [380, '30.00'], [480, '60.00']),
        row(1, 132, [40, 'Reflector tape'], [300, '1'], [380, '40.00'], [480, '40.00']),
        row(1, 170, [360, 'Merchandise total'], [480, '100.00']),
        row(1, 184, [360, 'Tax'], [480, '7.00']),
        row(1, 198, [360, 'Please pay'], [480, '107.00']),
      ),
    );
    expect(read.data.total.subtotal).toBe(100);
    expect(read.data.total.tax).toBe(7);
    expect(read.totals_mismatch).toBe(false);
  });

  it('takes "Total" then "Tax" then "Total due" as subtotal and total', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Northgate Parts'], [420, 'Invoice # 5513']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Brake chamber'], [480, '80.00']),
        row(1, 170, [360, 'Total'], [480, '80.00']),
        row(1, 184, [360, 'Sales tax'], [480, '6.40']),
        row(1, 198, [360, 'Total due'], [480, '86.40']),
      ),
    );
    expect(read.data.total.subtotal).toBe(80);
    expect(read.data.total.total_amount).toBe(86.4);
  });

  it('completes the letterhead from a Remit To block naming the same company, not another one', () => {
    const page = (remitName: string) =>
      doc(
        row(1, 30, [40, 'Ridgeline Trailer Rentals LLC'], [420, 'INVOICE']),
        row(1, 50, [400, 'Invoice No'], [480, 'RT-4410']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Monthly rental'], [480, '900.00']),
        row(1, 150, [400, 'Total'], [480, '900.00']),
        row(1, 200, [40, 'REMIT TO']),
        row(1, 212, [40, remitName]),
        row(1, 224, [40, '55 Kiln Rd, Tulsa, OK 74107']),
        row(1, 236, [40, '(918) 555-0199 · ar@ridgeline.example']),
      );
    const same = readInvoice(page('Ridgeline Trailer Rentals')).data.seller_details;
    expect(same.company_name).toBe('Ridgeline Trailer Rentals LLC');
    expect(same.address).toBe('55 Kiln Rd, Tulsa, OK 74107');
    expect(same.email).toBe('ar@ridgeline.example');
    const factor = readInvoice(page('Summit Factoring Capital')).data.seller_details;
    expect(factor.company_name).toBe('Ridgeline Trailer Rentals LLC');
    expect(factor.address).toBeNull();
  });

  it('takes the seller from a From block over a page that starts with the title', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'INVOICE']),
        row(1, 60, [40, 'From'], [320, 'Bill To']),
        row(1, 72, [40, 'Dry Creek Lumper Crew'], [320, 'Sagebrush Carriers Inc']),
        row(1, 84, [40, '12 Dock St, Reno, NV 89502'], [320, '800 Elm Ave, Boise, ID 83702']),
        row(1, 110, [40, 'Invoice #'], [120, 'DC-118']),
        row(1, 140, [40, 'Description'], [480, 'Amount']),
        row(1, 156, [40, 'Unload 22 pallets'], [480, '220.00']),
        row(1, 190, [400, 'Total'], [480, '220.00']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Dry Creek Lumper Crew');
    expect(read.data.seller_details.address).toBe('12 Dock St, Reno, NV 89502');
    expect(read.data.buyer_details.company_name).toBe('Sagebrush Carriers Inc');
  });

  it('reads labels written other ways: Invoice ID, Bill-To, To:, a weekday before the date, Amount payable', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Oak Hollow Welding']),
        row(1, 50, [400, 'Invoice ID:'], [480, 'OHW-3381']),
        row(1, 62, [400, 'Invoice Date:'], [480, 'Monday, November 16, 2026']),
        row(1, 74, [400, 'Due:'], [480, '12/16/2026']),
        row(1, 90, [40, 'Bill-To:']),
        row(1, 102, [40, 'Greywater Freight Lines']),
        row(1, 140, [40, 'Description'], [480, 'Amount']),
        row(1, 156, [40, 'Weld cracked crossmember'], [480, '640.00']),
        row(1, 190, [380, 'Amount payable'], [480, '640.00']),
      ),
    );
    expect(read.data.invoice_details.invoice_number).toBe('OHW-3381');
    expect(read.data.invoice_details.issue_date).toBe('11/16/2026');
    expect(read.data.invoice_details.due_date).toBe('12/16/2026');
    expect(read.data.buyer_details.company_name).toBe('Greywater Freight Lines');
    expect(read.data.total.total_amount).toBe(640);
    const to = readInvoice(
      doc(
        row(1, 30, [40, 'Oak Hollow Welding']),
        row(1, 50, [40, 'To:'], [400, 'Invoice #'], [480, '3382']),
        row(1, 62, [40, 'Juniper Express']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Hitch repair'], [480, '80.00']),
        row(1, 140, [400, 'Total'], [480, '80.00']),
      ),
    );
    expect(to.data.buyer_details.company_name).toBe('Juniper Express');
  });

  it('puts a scanned row back together when OCR set its numbers and its text on two baselines', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Iron Ridge Towing']),
        row(1, 50, [400, 'Invoice No.'], [480, 'IR-5501']),
        // The header's titles on two baselines, the rows' numbers just over their text.
        row(1, 100, [430, 'Rate'], [520, 'Total']),
        row(1, 108, [40, 'Description'], [330, 'Qty']),
        row(1, 120, [335, '2'], [430, '$80.00'], [520, '$160.00']),
        row(1, 128, [40, 'Flatbed tow']),
        row(1, 142, [335, '10'], [430, '$4.50'], [520, '$45.00']),
        row(1, 150, [40, 'Mileage']),
        row(1, 180, [400, 'Total'], [520, '$205.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Flatbed tow', quantity: 2, unit_price: 80, amount: 160 },
      { description: 'Mileage', quantity: 10, unit_price: 4.5, amount: 45 },
    ]);
    expect(read.totals_mismatch).toBe(false);
  });

  it('reads a scanned table again in row order when an amount drifted onto the next row, and keeps the reading that adds up', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Iron Ridge Towing']),
        row(1, 50, [400, 'Invoice No.'], [480, 'IR-5502']),
        row(1, 100, [40, 'Description'], [330, 'Qty'], [430, 'Rate'], [520, 'Amount']),
        row(1, 116, [430, '$120.00'], [520, '$120.00']),
        row(1, 125, [40, 'Service call']),
        row(1, 136, [430, '$60.00'], [520, '$180.00']),
        row(1, 145, [40, 'Labor'], [520, '$45.00']),
        row(1, 156, [40, 'Parts pickup'], [430, '$15.00']),
        row(1, 190, [400, 'Subtotal'], [520, '$345.00']),
        row(1, 204, [400, 'Total'], [520, '$345.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Service call', quantity: 1, unit_price: 120, amount: 120 },
      { description: 'Labor', quantity: 3, unit_price: 60, amount: 180 },
      { description: 'Parts pickup', quantity: 3, unit_price: 15, amount: 45 },
    ]);
    expect(read.totals_mismatch).toBe(false);
    // Put back together, not read as printed: less sure than a table's rows (0.85).
    expect(read.confidence['line_items.0.amount']).toBeLessThan(0.85);
  });

  it('takes the first date for the issue date when its label is unreadable, not the one under "Payment Due"', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Iron Ridge Towing']),
        row(1, 50, [40, 'Invoice No.'], [200, 'D4te'], [390, 'Payment Due']),
        row(1, 62, [40, 'IR-5503'], [200, '15-Oct-26'], [390, '14-Nov-26']),
        row(1, 100, [40, 'Description'], [520, 'Amount']),
        row(1, 116, [40, 'Tow'], [520, '300.00']),
        row(1, 150, [400, 'Total'], [520, '300.00']),
      ),
    );
    expect(read.data.invoice_details.issue_date).toBe('10/15/2026');
    expect(read.data.invoice_details.due_date).toBe('11/14/2026');
    expect(read.confidence['invoice_details.issue_date']).toBeLessThan(0.7);
    const sameDay = readInvoice(
      doc(
        row(1, 30, [40, 'Iron Ridge Towing']),
        row(1, 50, [40, 'Invoice No.'], [390, 'Payment Due']),
        row(1, 62, [40, 'IR-5504'], [390, '15-Oct-26']),
        row(1, 100, [40, 'Description'], [520, 'Amount']),
        row(1, 116, [40, 'Tow'], [520, '300.00']),
        row(1, 150, [400, 'Total'], [520, '300.00']),
      ),
    );
    expect(sameDay.data.invoice_details.issue_date).toBeNull();
  });

  it('reads totals set as a row of labels over a row of amounts, and several pairs on one line', () => {
    const items = [
      row(1, 30, [40, 'Cedar Flats Repair'], [420, 'Invoice # 7710']),
      row(1, 100, [40, 'Description'], [480, 'Amount']),
      row(1, 116, [40, 'Alignment'], [480, '180.00']),
      row(1, 132, [40, 'Tire rotation'], [480, '70.00']),
    ];
    const grid = readInvoice(
      doc(
        ...items,
        row(1, 170, [200, 'Subtotal'], [300, 'Sales Tax'], [380, 'Discount'], [470, 'Total Due']),
        row(1, 182, [200, '250.00'], [300, '20.00'], [380, '10.00'], [470, '260.00']),
      ),
    ).data.total;
    expect(grid).toMatchObject({ subtotal: 250, tax: 20, discount: 10, total_amount: 260 });
    const inline = readInvoice(
      doc(
        ...items,
        row(1, 170, [200, 'Subtotal'], [250, '250.00'], [320, 'Tax'], [350, '20.00']),
        row(1, 184, [400, 'Balance Due'], [480, '270.00']),
      ),
    ).data.total;
    expect(inline).toMatchObject({ subtotal: 250, tax: 20, total_amount: 270 });
  });

  it('reads a buyer block whose label sits left of the name, the address under the name', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Cedar Flats Repair'], [420, 'Invoice # 7711']),
        row(
          1,
          60,
          [40, 'Bill To:'],
          [100, 'Redstone Haulers Inc'],
          [400, 'Date'],
          [480, '11/02/2026'],
        ),
        row(1, 72, [100, 'Attn: Mo Diaz']),
        row(1, 84, [100, '41 Rail Spur Rd, Amarillo, TX 79118']),
        row(1, 120, [40, 'Description'], [480, 'Amount']),
        row(1, 136, [40, 'Alignment'], [480, '180.00']),
        row(1, 170, [400, 'Total'], [480, '180.00']),
      ),
    );
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Redstone Haulers Inc',
      contact_person: 'Mo Diaz',
      address: '41 Rail Spur Rd, Amarillo, TX 79118',
    });
    expect(read.data.invoice_details.issue_date).toBe('11/02/2026');
  });

  it('reads prices printed with their unit or currency, and a number under an "Invoice" grid title', () => {
    expect(readAmount('$45.00/hr')).toBe(45);
    expect(readAmount('9.75 per mile')).toBe(9.75);
    expect(readAmount('120.00 USD')).toBe(120);
    expect(readAmount('12.5%')).toBeNull();
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Cedar Flats Repair']),
        row(1, 60, [300, 'Invoice'], [400, 'Date'], [480, 'Terms']),
        row(1, 72, [300, 'CF-00912'], [400, '11/03/2026'], [480, 'Net 15']),
        row(1, 120, [40, 'Description'], [330, 'Hours'], [400, 'Rate'], [480, 'Amount']),
        row(1, 136, [40, 'Mobile welding'], [330, '2.5'], [400, '$90.00/hr'], [480, '225.00']),
        row(1, 170, [400, 'Total'], [480, '225.00']),
      ),
    );
    expect(read.data.invoice_details.invoice_number).toBe('CF-00912');
    expect(read.data.invoice_details.issue_date).toBe('11/03/2026');
    expect(read.data.line_items).toEqual([
      { description: 'Mobile welding', quantity: 2.5, unit_price: 90, amount: 225 },
    ]);
  });

  it('reads dates day first only where the page says so', () => {
    const page = (format: string) =>
      doc(
        row(1, 30, [40, 'Maple Leaf Tire'], [400, 'Invoice # ML-40']),
        row(1, 50, [400, format], [480, '03/11/2026']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Tire repair'], [480, '60.00']),
        row(1, 150, [400, 'Total'], [480, '60.00']),
      );
    expect(readInvoice(page('Date (DD/MM/YYYY)')).data.invoice_details.issue_date).toBe(
      '11/03/2026',
    );
    expect(readInvoice(page('Date')).data.invoice_details.issue_date).toBe('03/11/2026');
  });

  it('leaves carried / brought forward page subtotals out of the items, keeps a previous balance row', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Summit Yard Services'], [400, 'Statement # SY-19']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Previous balance'], [480, '75.00']),
        row(1, 132, [40, 'Yard storage, October'], [480, '300.00']),
        row(1, 148, [40, 'Carried forward'], [480, '375.00']),
        row(1, 164, [40, 'Brought forward'], [480, '375.00']),
        row(1, 180, [40, 'Gate fee'], [480, '25.00']),
        row(1, 220, [380, 'State tax'], [480, '2.00']),
        row(1, 234, [380, 'County tax'], [480, '0.50']),
        row(1, 248, [380, 'Total tax'], [480, '2.50']),
        row(1, 262, [380, 'Amount due'], [480, '0.00']),
        row(1, 276, [380, 'Invoice total'], [480, '402.50']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.amount])).toEqual([
      ['Previous balance', 75],
      ['Yard storage, October', 300],
      ['Gate fee', 25],
    ]);
    expect(read.data.total.tax).toBe(2.5);
    expect(read.data.total.total_amount).toBe(402.5);
    expect(read.totals_mismatch).toBe(false);
  });

  it('takes the currency the page states, and amounts written with its sign', () => {
    const page = (note: string, amount: string) =>
      doc(
        row(1, 30, [40, 'Prairie North Cartage'], [400, 'Invoice # PN-7']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Cross-border linehaul'], [480, amount]),
        row(1, 150, [400, 'Total'], [480, amount]),
        row(1, 180, [40, note]),
      );
    const cad = readInvoice(page('All amounts in CAD. Thank you for your business.', 'C$1,200.00'));
    expect(cad.data.total.currency).toBe('CAD');
    expect(cad.data.total.total_amount).toBe(1200);
    expect(cad.data.line_items[0]!.amount).toBe(1200);
    const usd = readInvoice(page('Thank you for your business.', '$1,200.00'));
    expect(usd.data.total.currency).toBe('USD');
    // A stray € from a scan among dollar amounts is no euro; euro signs that outnumber them are.
    expect(
      readInvoice(page('Permits € issued by the state', '$1,200.00')).data.total.currency,
    ).toBe('USD');
    expect(readInvoice(page('Thank you.', '€1.200,00 €')).data.total.currency).toBe('EUR');
  });

  it('reads a second table under the first (labor, then parts, each with its own header and total)', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Bluff City Diesel'], [400, 'Invoice # BC-310']),
        row(1, 100, [40, 'Labor'], [330, 'Hours'], [400, 'Rate'], [480, 'Amount']),
        row(1, 116, [40, 'Replace water pump'], [330, '2.0'], [400, '110.00'], [480, '220.00']),
        row(1, 140, [380, 'Labor total'], [480, '220.00']),
        row(1, 170, [40, 'Part #'], [120, 'Part'], [330, 'Qty'], [400, 'Price'], [480, 'Amount']),
        row(
          1,
          186,
          [40, 'WP-88'],
          [120, 'Water pump'],
          [330, '1'],
          [400, '180.00'],
          [480, '180.00'],
        ),
        row(1, 202, [40, 'GK-2'], [120, 'Gasket'], [330, '2'], [400, '6.00'], [480, '12.00']),
        row(1, 226, [380, 'Parts total'], [480, '192.00']),
        row(1, 250, [380, 'Subtotal'], [480, '412.00']),
        row(1, 264, [380, 'Total due'], [480, '412.00']),
        // A remittance stub after the total is no table of charges.
        row(1, 320, [40, 'Invoice #'], [200, 'Date'], [480, 'Amount']),
        row(1, 334, [40, 'BC-310'], [200, '11/09/2026'], [480, '412.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Replace water pump', quantity: 2, unit_price: 110, amount: 220 },
      { description: 'WP-88 Water pump', quantity: 1, unit_price: 180, amount: 180 },
      { description: 'GK-2 Gasket', quantity: 2, unit_price: 6, amount: 12 },
    ]);
    expect(read.data.total).toMatchObject({ subtotal: 412, total_amount: 412 });
    expect(read.totals_mismatch).toBe(false);
  });

  it('offers a reading without rows that only sum the rows above them (a subtotal whose label OCR moved)', () => {
    const item = (description: string, amount: number, quantity: number | null = 1) => ({
      description,
      quantity,
      unit_price: quantity === null ? null : amount,
      amount,
    });
    const rows = [
      item('Oil change', 120),
      item('Filter', 30),
      item('Section B', 150, null),
      item('Shop supplies', 20),
      item('Disposal fee', 150, null),
    ];
    expect(withoutSectionSums(rows).map((r) => r.description)).toEqual([
      'Oil change',
      'Filter',
      'Shop supplies',
      'Disposal fee',
    ]);
  });

  it('knows more column titles (Ordered / Shipped / Fee) and credits written "12.00-"', () => {
    expect(readAmount('12.00-')).toBe(-12);
    expect(readAmount('12.00CR')).toBe(-12);
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Delta Fleet Supply'], [400, 'Invoice # DF-88']),
        row(1, 100, [40, 'Item'], [260, 'Ordered'], [320, 'Shipped'], [400, 'Each'], [480, 'Fee']),
        row(1, 116, [40, 'Mud flaps'], [260, '4'], [320, '2'], [400, '15.00'], [480, '30.00']),
        row(
          1,
          132,
          [40, 'Returned hub cap'],
          [260, '1'],
          [320, '1'],
          [400, '12.00'],
          [480, '12.00-'],
        ),
        row(1, 170, [400, 'Total'], [480, '18.00']),
      ),
    );
    // (Round 11: the ordered count beside the shipped quantity is a figure of its own, no longer
    // read into the description.)
    expect(read.data.line_items).toEqual([
      { description: 'Mud flaps', quantity: 2, unit_price: 15, amount: 30 },
      { description: 'Returned hub cap', quantity: 1, unit_price: 12, amount: -12 },
    ]);
  });

  it('takes a last column named in words of its own ("Total Charges") for the amount; a count inside a line is no amount', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Gulf Coast Road Service'], [400, 'Inv. No. 4471']),
        row(1, 100, [40, 'Service'], [330, 'Units'], [400, 'Each'], [480, 'Total Charges']),
        row(1, 116, [40, 'Service call fee'], [335, '1'], [400, '$95.00'], [480, '$95.00']),
        row(1, 132, [40, 'Tire change labor'], [335, '2'], [400, '$40.00'], [480, '$80.00']),
        row(1, 170, [380, 'Grand Total'], [480, '$175.00']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [1, 95, 95],
      [2, 40, 80],
    ]);
    expect(read.data.total).toMatchObject({ discount: null, total_amount: 175 });
  });

  it('ends the table at a row that totals every row after section subtotals, even at the left margin', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'High Plains Fuel Card'], [400, 'Statement # HP-77']),
        row(1, 100, [40, 'Date'], [120, 'Site'], [330, 'Gallons'], [400, 'Price'], [480, 'Amount']),
        row(1, 116, [40, 'Card 1001']),
        row(
          1,
          132,
          [40, '10/01/2026'],
          [120, 'Stop 12'],
          [330, '10.000'],
          [400, '4.000'],
          [480, '40.00'],
        ),
        row(1, 148, [40, 'Subtotal card 1001'], [480, '40.00']),
        row(1, 164, [40, 'Card 1002']),
        row(
          1,
          180,
          [40, '10/02/2026'],
          [120, 'Stop 19'],
          [330, '5.000'],
          [400, '4.000'],
          [480, '20.00'],
        ),
        row(1, 196, [40, 'Subtotal card 1002'], [480, '20.00']),
        row(1, 220, [40, 'Total fuel purchases'], [480, '60.00']),
        row(1, 234, [40, 'Rebate'], [480, '-3.00']),
        row(1, 248, [40, 'Amount due'], [480, '57.00']),
      ),
    );
    expect(read.data.line_items.map((i) => i.amount)).toEqual([40, 20]);
    expect(read.data.total).toMatchObject({ subtotal: 60, discount: 3, total_amount: 57 });
  });

  it('splits titles set in one cell ("Hours Rate Amount") but keeps a title of several words whole', () => {
    const cell = (text: string): Cell => ({
      text,
      parts: [{ text, x: 300 }],
      x0: 300,
      x1: 300 + text.length * 5,
      y: 0,
      height: 9,
    });
    expect(splitTitleCell(cell('Hours Rate Amount')).map((c) => c.text)).toEqual([
      'Hours',
      'Rate',
      'Amount',
    ]);
    expect(splitTitleCell(cell('Unit Price')).map((c) => c.text)).toEqual(['Unit Price']);
    expect(splitTitleCell(cell('Item Description')).map((c) => c.text)).toEqual([
      'Item Description',
    ]);
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Red Mesa Mobile Repair'], [400, 'Invoice # RM-9']),
        row(1, 100, [40, 'Description'], [330, 'Hours    Rate         Amount']),
        row(1, 116, [40, 'Brake adjustment'], [335, '1.5'], [400, '100.00'], [465, '150.00']),
        row(1, 150, [380, 'Total'], [465, '150.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Brake adjustment', quantity: 1.5, unit_price: 100, amount: 150 },
    ]);
  });

  it('finds an untitled amount column right of a last "Unit Price" title by its values', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Sandhill Permits'], [400, 'Invoice # SP-61']),
        row(1, 100, [40, 'Description'], [300, 'Qty'], [380, 'Unit Price']),
        row(1, 116, [40, 'Oversize permit, TX'], [305, '2'], [380, '60.00'], [480, '120.00']),
        row(1, 132, [40, 'Service fee'], [305, '1'], [380, '25.00'], [480, '25.00']),
        row(1, 170, [380, 'Total'], [480, '145.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Oversize permit, TX', quantity: 2, unit_price: 60, amount: 120 },
      { description: 'Service fee', quantity: 1, unit_price: 25, amount: 25 },
    ]);
  });

  it('reads a receipt item called a fee and ends the items at the total', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Lot 9 Truck Parking']),
        row(1, 44, [40, 'Receipt # 55102']),
        row(1, 70, [40, 'Overnight parking fee'], [200, '25.00']),
        row(1, 84, [40, 'Reefer plug-in'], [200, '10.00']),
        row(1, 104, [40, 'TOTAL'], [200, '35.00']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.amount])).toEqual([
      ['Overnight parking fee', 25],
      ['Reefer plug-in', 10],
    ]);
    expect(read.data.total.total_amount).toBe(35);
  });

  it('does not take page furniture at the top ("Page 1 of 1", "CUSTOMER COPY") for the seller', () => {
    const read = readInvoice(
      doc(
        row(1, 20, [40, 'Page 1 of 1'], [420, 'CUSTOMER COPY']),
        row(1, 36, [40, 'Twin Rivers Tire & Lube'], [420, 'Invoice # TR-5']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Flat repair'], [480, '45.00']),
        row(1, 150, [400, 'Total'], [480, '45.00']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Twin Rivers Tire & Lube');
  });
  it('reads a column title naming its column two ways ("Litres / Qty", "Price/Unit") by its first word', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Northgate Card Lock']),
        row(1, 50, [40, 'Statement # 5521']),
        row(1, 100, [40, 'Item'], [300, 'Litres / Qty'], [380, 'Price/Unit'], [480, 'Amount']),
        row(1, 116, [40, 'Clear diesel lane 3'], [300, '140.250'], [380, '1.480'], [480, '207.57']),
        row(1, 132, [40, 'Washer fluid'], [300, '2'], [380, '6.50'], [480, '13.00']),
        row(1, 160, [400, 'Total'], [480, '220.57']),
      ),
    );
    const items = read.data.line_items;
    expect(items.map((i) => [i.description, i.quantity, i.unit_price, i.amount])).toEqual([
      ['Clear diesel lane 3', 140.25, 1.48, 207.57],
      ['Washer fluid', 2, 6.5, 13],
    ]);
  });
  it('completes the seller from its name printed again over an address block; "Date due" and "Billing contact:" read', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [60, 'Kestrel Route Software LLC']),
        row(1, 80, [40, 'Invoice no.'], [140, 'KR-88120']),
        row(1, 94, [40, 'Date of issue'], [140, 'March 3, 2026']),
        row(1, 108, [40, 'Date due'], [140, 'March 18, 2026']),
        row(1, 140, [320, 'Bill to']),
        row(1, 154, [40, 'Kestrel Route Software LLC'], [320, 'Lone Pine Haulers']),
        row(1, 166, [40, '412 Mill St'], [320, 'Billing contact: Dana Ortiz']),
        row(1, 178, [40, 'Reno, NV 89502'], [320, '88 Quarry Rd']),
        row(1, 190, [40, '+1 775-555-0142'], [320, 'Ely, NV 89301']),
        row(1, 202, [40, 'ar@kestrelroute.com']),
        row(1, 240, [40, 'Description'], [480, 'Amount']),
        row(1, 256, [40, 'Dispatch seats (5)'], [480, '250.00']),
        row(1, 290, [400, 'Total'], [480, '250.00']),
      ),
    );
    const { seller_details: seller, buyer_details: buyer, invoice_details: details } = read.data;
    expect(details.due_date).toBe('03/18/2026');
    expect(details.issue_date).toBe('03/03/2026');
    expect(seller.address).toBe('412 Mill St, Reno, NV 89502');
    expect(seller.phone_number).toBe('(775) 555-0142');
    expect(seller.email).toBe('ar@kestrelroute.com');
    expect(buyer.company_name).toBe('Lone Pine Haulers');
    expect(buyer.contact_person).toBe('Dana Ortiz');
    expect(buyer.address).toBe('88 Quarry Rd, Ely, NV 89301');
  });
  it('reads Canadian postal codes in addresses and a date label with a format hint ("Due date (DD/MM/YYYY)")', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Muskeg Lake Cartage Ltd']),
        row(1, 42, [40, '55 Quarry Lane']),
        row(1, 54, [40, 'Sudbury, ON P3A 4R7']),
        row(1, 80, [360, 'Invoice No.'], [480, 'MLC-3301']),
        row(1, 94, [360, 'Date (DD/MM/YYYY)'], [480, '04/02/2026']),
        row(1, 108, [360, 'Payment due (DD/MM/YYYY)'], [480, '06/03/2026']),
        row(1, 140, [40, 'Bill to']),
        row(1, 154, [40, 'Tundra Freightways Inc']),
        row(1, 166, [40, '9 Rue Principale']),
        row(1, 178, [40, 'Gatineau, QC J8T3R5']),
        row(1, 240, [40, 'Description'], [480, 'Amount']),
        row(1, 256, [40, 'Linehaul'], [480, '900.00']),
        row(1, 290, [400, 'Total'], [480, '900.00']),
      ),
    );
    const { seller_details: seller, buyer_details: buyer, invoice_details: details } = read.data;
    expect(details.issue_date).toBe('02/04/2026');
    expect(details.due_date).toBe('03/06/2026');
    expect(seller.address).toBe('55 Quarry Lane, Sudbury, ON P3A 4R7');
    expect(buyer.address).toBe('9 Rue Principale, Gatineau, QC J8T3R5');
  });
  it('takes a bare "To" with a name just right of it for the buyer block, not a "To" column title', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Mesa Mobile Tire']),
        row(1, 42, [40, 'Tucson, AZ 85714']),
        row(1, 70, [40, 'To'], [64, 'Saguaro Line Haul Inc'], [400, 'No. 7731']),
        row(1, 84, [64, '210 Pima Rd'], [400, 'Date'], [432, 'May 4, 2026']),
        row(1, 96, [64, 'Casa Grande, AZ 85122']),
        row(1, 108, [64, '520-555-0187']),
        row(1, 150, [40, 'Description'], [300, 'From'], [360, 'To'], [480, 'Amount']),
        row(1, 166, [40, 'Tire swap'], [300, 'Exit 9'], [360, 'Yard'], [480, '310.00']),
        row(1, 200, [400, 'Total'], [480, '310.00']),
      ),
    );
    const buyer = read.data.buyer_details;
    expect(buyer.company_name).toBe('Saguaro Line Haul Inc');
    expect(buyer.address).toBe('210 Pima Rd, Casa Grande, AZ 85122');
    expect(buyer.phone_number).toBe('(520) 555-0187');
    expect(read.data.line_items.map((i) => i.amount)).toEqual([310]);
  });
  it('reads "Your account rep:" as the seller\'s contact; "Customer PO" is no customer name', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Granite Pass Permits LLC'], [480, 'INVOICE']),
        row(1, 42, [40, 'Boise, ID 83702']),
        row(1, 54, [40, 'Your account rep: Mara Lind'], [400, 'Invoice No.'], [480, 'GP-1044']),
        row(1, 68, [400, 'Customer PO'], [480, 'PO 5520']),
        row(1, 100, [40, 'BILL TO']),
        row(1, 112, [40, 'Stillwater Freight Inc']),
        row(1, 124, [40, 'Twin Falls, ID 83301']),
        row(1, 160, [40, 'Description'], [480, 'Amount']),
        row(1, 176, [40, 'ID trip permit'], [480, '60.00']),
        row(1, 200, [400, 'Total'], [480, '60.00']),
      ),
    );
    expect(read.data.seller_details.contact_person).toBe('Mara Lind');
    expect(read.data.buyer_details.company_name).toBe('Stillwater Freight Inc');
    expect(read.data.buyer_details.customer_name).toBeNull();
  });
  it('takes a quantity and price left in the description when they multiply into the amount', () => {
    const items = withTrailingQtyPrice([
      { description: 'Service call 95.00', quantity: null, unit_price: null, amount: 95 },
      { description: 'Labour, hoses 2.5 hr 110.00', quantity: null, unit_price: null, amount: 275 },
      { description: 'Tow 42 mi 4.250', quantity: null, unit_price: null, amount: 178.5 },
      { description: 'Coolant 2 gal 19.99', quantity: null, unit_price: null, amount: 12.5 },
      { description: 'Filter kit 4', quantity: 4, unit_price: 8, amount: 32 },
    ]);
    expect(items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ['Service call', 1, 95],
      ['Labour, hoses', 2.5, 110],
      ['Tow', 42, 4.25],
      ['Coolant 2 gal 19.99', null, null],
      ['Filter kit 4', 4, 8],
    ]);
    // With no row that multiplies out, a lone trailing number is left alone.
    const lone = withTrailingQtyPrice([
      { description: 'Dock fee 40.00', quantity: null, unit_price: null, amount: 40 },
    ]);
    expect(lone[0]!.description).toBe('Dock fee 40.00');
  });
  it('gives scanned rows their quantity when OCR left the whole Qty column empty (amount ÷ rate)', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Basin Escort Services']),
        row(1, 50, [40, 'Invoice # BE-311']),
        row(
          1,
          100,
          [40, 'Unit'],
          [90, 'Description'],
          [380, 'Qty'],
          [440, 'Rate'],
          [520, 'Amount'],
        ),
        row(1, 116, [40, '512'], [90, 'Pilot car escort'], [440, '2.10'], [520, '420.00']),
        row(1, 132, [40, '698'], [90, 'Permit filing'], [440, '35.00'], [520, '35.00']),
        row(1, 160, [400, 'Total'], [520, '455.00']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [200, 2.1, 420],
      [1, 35, 35],
    ]);
  });
});
