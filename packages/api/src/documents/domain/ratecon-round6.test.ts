import { describe, expect, it } from 'vitest';
import { chooseBrokerPhone } from './broker-phone';
import { linesOf, type Word } from './layout';
import { matchLabel, readRateConfirmation } from './ratecon';
import { sideColumnApart } from './side-columns';
import { numberedStopNotes } from './stop-notes';
import { readSchedule, readWeight } from './values';

/** Items at [x, y, text]: a page whose columns keep baselines of their own. */
function page(items: Array<[number, number, string]>) {
  const words: Word[] = items.map(([x, y, text]) => ({
    text,
    x,
    y,
    width: text.length * 4.5,
    height: 9,
    page: 1,
  }));
  return linesOf({ page: 1, width: 612, height: 792, words });
}

describe('a narrow column beside the body, on baselines of its own', () => {
  // Made-up sheet: the stops down the left, a facts column at the right edge whose labels sit
  // over their values, neither side sharing rows with the other.
  const body: Array<[number, number, string]> = [
    [40, 40, 'Quillon Freight Services'],
    [40, 52, '88 Harbor Rd, Tacoma, WA 98421'],
    [40, 64, 'Issued 03/01/2027'],
    [40, 90, 'ORIGIN 1 — Mon 3/8 — 0700'],
    [40, 102, 'Blue Heron Cannery'],
    [40, 114, '410 Dock St, Astoria OR 97103'],
    [40, 126, 'Pickup # 77120'],
    [40, 150, 'DESTINATION 2 — Tue 3/9'],
    [40, 162, 'Pinecrest Market DC'],
    [40, 174, '2200 Orchard Way, Boise ID 83705'],
    [40, 186, 'Delivery # 55310'],
  ];
  const side: Array<[number, number, string]> = [
    [450, 46, 'SHIPMENT NO.'],
    [450, 58, 'QF-20931'],
    [450, 76, 'TRAILER'],
    [450, 88, "48' Van"],
    [450, 106, 'GROSS WT'],
    [450, 118, '18,200 lb'],
    [450, 136, 'CARRIER'],
    [450, 148, 'Sawtooth Haulers LLC'],
    [450, 166, 'CONTACT'],
    [450, 178, 'Nadia Ortiz 253-555-0147'],
  ];

  it('is read apart, before the body, as lines of its own', () => {
    const lines = sideColumnApart(page([...body, ...side]), 612);
    const texts = lines.map((l) => l.text);
    expect(texts.indexOf('SHIPMENT NO.')).toBeLessThan(texts.indexOf('ORIGIN 1 — Mon 3/8 — 0700'));
    expect(texts).toContain('Blue Heron Cannery');
    expect(
      lines.every((l) => l.cells.every((c) => c.x0 >= 440) || l.cells.every((c) => c.x0 < 440)),
    ).toBe(true);
  });

  it('its facts are the load’s and the stops keep their own lines', () => {
    const { load } = readRateConfirmation([{ width: 612, lines: page([...body, ...side]) }]);
    expect(load.order_number).toBe('QF-20931');
    expect(load.weight).toBe(18200);
    expect(load.carrier.carrier_name).toBe('Sawtooth Haulers LLC');
    expect(load.stops.map((s) => s.company_name)).toEqual([
      'Blue Heron Cannery',
      'Pinecrest Market DC',
    ]);
    expect(load.stops[0]!.confirmation_number).toBe('77120');
    // The stop's date has no year: the sheet's own date gives it.
    expect(load.stops[0]!.appointment_date).toBe('03/08/2027');
    expect(load.stops[0]!.appointment_time_hours).toBe('07');
  });

  it('a table whose last column shares its rows is left as it is', () => {
    const rows: Array<[number, number, string]> = [];
    for (let i = 0; i < 12; i++) {
      rows.push([40, 40 + i * 12, `Row ${i} item`], [450, 40 + i * 12, `${i}0 lb`]);
    }
    const lines = page(rows);
    expect(sideColumnApart(lines, 612)).toBe(lines);
  });
});

describe('the broker contact’s phone, by whose it is', () => {
  // Made-up sheet: the dispatcher's phone comes first and carries a label, the letterhead has a
  // main line, and the broker's person sits under a title with the broker's own e-mail.
  const items: Array<[number, number, string]> = [
    [40, 40, 'Harrow Lake Freight'],
    [40, 52, '12 Quay St, Duluth MN 55802 · Main line 800-555-0100'],
    [40, 80, 'Hauler: Birchwood Carriers Inc'],
    [40, 92, 'Dispatcher: Tom Reed 312-555-0142'],
    [300, 80, 'Account manager'],
    [300, 92, 'Priya Nand'],
    [300, 104, '312-555-0199 / priya.nand@harrowlakefreight.com'],
    [40, 140, 'Emergencies (not your account manager): 888-555-0111'],
  ];
  it('the one with the broker’s own e-mail and person is chosen over a labelled dispatcher', () => {
    const lines = page(items);
    expect(chooseBrokerPhone('(312) 555-0142', lines, 'Harrow Lake Freight')).toBe(
      '(312) 555-0199',
    );
    const { load } = readRateConfirmation([{ width: 612, lines }]);
    expect(load.phone).toBe('(312) 555-0199');
  });
  it('without any words of a role, the phone already read stands', () => {
    const lines = page([
      [40, 40, 'Harrow Lake Freight'],
      [40, 52, 'Tel 800-555-0100'],
      [300, 52, '312-555-0199'],
    ]);
    expect(chooseBrokerPhone('(800) 555-0100', lines, 'Harrow Lake Freight')).toBe(
      '(800) 555-0100',
    );
  });
});

describe('notes numbered by stop, apart from the stops', () => {
  it('each goes to its stop, a wrapped note stays whole, and the block leaves the lines', () => {
    const lines = page([
      [40, 40, 'Remarks by stop'],
      [
        40,
        52,
        'Stop 1 – Dock doors 4-9 only; the guard keeps the seal log and the driver signs it before loading.',
      ],
      [40, 64, 'Bring two straps.'],
      [40, 76, 'Stop 3 – Lumper paid by receiver.'],
      [40, 100, 'TOTAL PAY'],
    ]);
    const { lines: rest, notes } = numberedStopNotes(lines);
    expect(notes.get(1)).toBe(
      'Dock doors 4-9 only; the guard keeps the seal log and the driver signs it before loading. Bring two straps.',
    );
    expect(notes.get(2)).toBeUndefined();
    expect(notes.get(3)).toBe('Lumper paid by receiver.');
    expect(rest.map((l) => l.text)).toEqual(['TOTAL PAY']);
  });
  it('numbered lines under no notes heading are left alone', () => {
    const lines = page([
      [40, 40, 'Carrier agrees:'],
      [40, 52, '1) to haul the load as booked'],
      [40, 64, '2) to send the POD within a day'],
    ]);
    expect(numberedStopNotes(lines).lines).toBe(lines);
  });
});

describe('bare number words in a numbers column', () => {
  it('"PU" / "DEL" before an identifier label it; alone, or before a date, they do not', () => {
    expect(matchLabel('DEL 5531077')).toMatchObject({ field: 'confirmation', value: '5531077' });
    expect(matchLabel('PU AX44120')).toMatchObject({ field: 'confirmation', value: 'AX44120' });
    expect(matchLabel('PU')).toBeNull();
    expect(matchLabel('DEL 03/09/2027')).toBeNull();
    expect(matchLabel('Del Rio Packing')).toBeNull();
  });
});

describe('a window given as two labelled lines', () => {
  it('the end label goes last whatever the order on the page; "Ready:" is a start', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: page([
          [40, 40, 'Quillon Freight Services'],
          [40, 80, 'PICKUP 1'],
          [40, 92, 'Blue Heron Cannery'],
          [300, 92, 'Latest: 03/09/2027 1500'],
          [40, 104, '410 Dock St, Astoria OR 97103'],
          [300, 104, 'Earliest: 03/09/2027 0800'],
          [40, 140, 'DELIVERY 2'],
          [40, 152, 'Pinecrest Market DC'],
          [300, 152, 'Ready: 03/10/2027 0600'],
          [40, 164, '2200 Orchard Way, Boise ID 83705'],
          [300, 164, 'Close: 03/10/2027 0930'],
        ]),
      },
    ]);
    const [a, b] = load.stops;
    expect([a!.fcfs_start_time_hours, a!.fcfs_end_time_hours]).toEqual(['08', '15']);
    expect([b!.fcfs_start_time_hours, b!.fcfs_end_time_hours]).toEqual(['06', '09']);
    expect(b!.fcfs_end_time_minutes).toBe('30');
  });
});

describe('freight lines and run-on numbers in a stop', () => {
  it('goods before counts are the commodity; counts alone are nothing; a second number keeps its label', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: page([
          [40, 40, 'Quillon Freight Services'],
          [40, 52, 'Issued 03/01/2027'],
          [40, 80, 'SHIPPER'],
          [40, 92, 'Blue Heron Cannery'],
          [40, 104, '410 Dock St, Astoria OR 97103'],
          [40, 116, 'Paper rolls — 22 skids, 40,000 lbs'],
          [40, 128, 'Appt 03/09/2027 08:00'],
          [40, 160, 'CONSIGNEE'],
          [40, 172, 'Pinecrest Market DC'],
          [40, 184, '2200 Orchard Way, Boise ID 83705'],
          [40, 196, '6 pallets / 120 cartons'],
          [40, 208, 'DEL# D-55120 PO 77881'],
          [40, 220, 'Appt 03/10/2027 09:30'],
        ]),
      },
    ]);
    const [a, b] = load.stops;
    expect(a!.commodities).toBe('Paper rolls');
    expect(a!.stop_instructions).toBeNull();
    expect(b!.stop_instructions).toBeNull();
    expect(b!.address).toBe('2200 Orchard Way');
    expect(b!.confirmation_number).toBe('D-55120');
    expect(b!.reference_number ?? load.po_number).toBe('77881');
  });
});

describe('a driver line that runs on into the equipment numbers', () => {
  it('"Driver: … Tractor 5521 Trailer 48-220" gives three values', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: page([
          [40, 40, 'Quillon Freight Services'],
          [40, 70, 'Hauler: Birchwood Carriers Inc'],
          [40, 82, 'Driver: Mara Quist Tractor 5521 Trailer 48-220'],
        ]),
      },
    ]);
    expect(load.carrier.driver_name).toBe('Mara Quist');
    expect(load.carrier.truck).toBe('5521');
    expect(load.carrier.trailer).toBe('48-220');
  });
});

describe('a stop title that carries its day and time after middle dots', () => {
  it('"UNLOAD 2 · Thu 3/11 · 09:00-15:00 window": the year from the sheet, the window read', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: page([
          [40, 40, 'Quillon Freight Services'],
          [40, 52, 'Printed 3/1/2027'],
          [40, 80, 'LOAD 1 • Wed 3/10 • 07:30'],
          [40, 92, 'Blue Heron Cannery'],
          [40, 104, '410 Dock St, Astoria OR 97103'],
          [40, 140, 'UNLOAD 2 · Thu 3/11 · 09:00-15:00 window'],
          [40, 152, 'Pinecrest Market DC'],
          [40, 164, '2200 Orchard Way, Boise ID 83705'],
        ]),
      },
    ]);
    const [a, b] = load.stops;
    expect(a!.company_name).toBe('Blue Heron Cannery');
    expect([a!.appointment_date, a!.appointment_time_hours]).toEqual(['03/10/2027', '07']);
    expect(b!.company_name).toBe('Pinecrest Market DC');
    expect(b!.appointment_type).toBe('FCFS');
    expect([b!.fcfs_start_date, b!.fcfs_start_time_hours, b!.fcfs_end_time_hours]).toEqual([
      '03/11/2027',
      '09',
      '15',
    ]);
  });
});

describe('the load’s weight', () => {
  const head: Array<[number, number, string]> = [
    [40, 40, 'Quillon Freight Services'],
    [40, 52, 'Issued 03/01/2027'],
  ];
  const read = (items: Array<[number, number, string]>) =>
    readRateConfirmation([{ width: 612, lines: page([...head, ...items]) }]).load;
  it('in pounds, whatever unit the sheet uses', () => {
    expect(readWeight('18,000 kg')).toBe(39683);
    expect(readWeight('40K lbs')).toBe(40000);
    expect(readWeight('40,000#')).toBe(40000);
    expect(read([[40, 70, 'Gross Wt.: 18,000 kg']]).weight).toBe(39683);
  });
  it('a weight per line of goods without a total row adds up', () => {
    const load = read([
      [40, 70, 'Pcs'],
      [120, 70, 'Description'],
      [300, 70, 'Weight (lbs)'],
      [40, 82, '10'],
      [120, 82, 'Canned salmon'],
      [300, 82, '9,000'],
      [40, 94, '12'],
      [120, 94, 'Canned tuna'],
      [300, 94, '11,400'],
    ]);
    expect(load.weight).toBe(20400);
  });
  it('two labelled weights on consecutive rows of a form are not added', () => {
    const load = read([
      [40, 70, 'Gross weight'],
      [200, 70, '38,000 lbs'],
      [40, 82, 'Max weight'],
      [200, 82, '45,000 lbs'],
    ]);
    expect(load.weight).toBe(38000);
  });
  it('said with the commodity when nothing else says it', () => {
    expect(read([[40, 70, 'Commodity: Frozen fish, 22 pallets, 38,500 lbs']]).weight).toBe(38500);
  });
});

describe('a stop table whose cells wrap', () => {
  it('the last column’s text wrapped under it stays one value; a label under it does not join', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: page([
          [40, 40, 'Quillon Freight Services'],
          [40, 52, 'Issued 03/01/2027'],
          [40, 80, 'Seq'],
          [70, 80, 'Type'],
          [110, 80, 'Facility'],
          [300, 80, 'When'],
          [400, 80, 'Ref'],
          [480, 80, 'Goods'],
          [40, 92, '1'],
          [70, 92, 'PICK'],
          [110, 92, 'Blue Heron Cannery'],
          [300, 92, '03/09/2027 0800'],
          [400, 92, 'R-1001'],
          [480, 92, 'Canned wild'],
          [110, 102, '410 Dock St'],
          [480, 102, 'salmon'],
          [110, 112, 'Astoria, OR 97103'],
          [40, 130, '2'],
          [70, 130, 'DROP'],
          [110, 130, 'Pinecrest Market DC'],
          [300, 130, '03/10/2027 0930'],
          [400, 130, 'R-1002'],
          [480, 130, 'Canned wild fish'],
          [110, 140, '2200 Orchard Way'],
          [110, 150, 'Boise, ID 83705'],
        ]),
      },
    ]);
    expect(load.stops.map((s) => s.commodities)).toEqual([
      'Canned wild salmon',
      'Canned wild fish',
    ]);
  });
  it('a range of days, then the hours: the first day starts the window, the second ends it', () => {
    expect(readSchedule('03/09/27 - 03/10/27 2200-0600')).toMatchObject({
      type: 'FCFS',
      date: '03/09/2027',
      hours: '22',
      endDate: '03/10/2027',
      endHours: '06',
    });
  });
});
