import { describe, expect, it } from 'vitest';
import { buildDoc, classifyLabel, parseCell } from './document';

const lines = (text: string) => buildDoc(text).lines.map((l) => l.text);

describe('labels', () => {
  it.each([
    ['Origin', 'pickup'],
    ['Pick Up Date', 'pickup'],
    ['PU #2', 'pickup'],
    ['Stop 1 - Pickup', 'pickup'],
    ['Dest', 'final'],
    ['Del Date', 'delivery'],
    ['DH-O', 'deadhead'],
    ['DH-0', 'deadhead'],
    ['DH-D', 'deadheadDest'],
    ['$/mi', 'rpm'],
    ['Market Avg', 'market'],
    ['Wt', 'weight'],
    ['Cmdty', 'commodity'],
    ['Reference ID', 'reference'],
    ['Load #', 'reference'],
    ['Special instructions', 'instructions'],
    ['Posted by', 'contact'],
    ['Days to Pay', 'ignore'],
    ['Load details below', null],
  ])('%s → %s', (label, kind) => {
    expect(classifyLabel(label)).toBe(kind);
  });

  it('splits cells into label and value in the usual forms', () => {
    expect(parseCell('Rate: $2,450', 0)).toMatchObject({ label: 'rate', value: '$2,450' });
    expect(parseCell('ORIGIN............ Albany, NY', 0)).toMatchObject({
      label: 'pickup',
      value: 'Albany, NY',
    });
    expect(parseCell('Ref# 55-1029', 0)).toMatchObject({ label: 'reference', value: '55-1029' });
    expect(parseCell('Miles 288', 0)).toMatchObject({ label: 'distance', value: '288' });
    expect(parseCell('Load: Jackson, MS to Little Rock, AR', 0)).toMatchObject({ label: null });
    expect(parseCell('Pickup 11/25 06:00 (appt)', 0)).toMatchObject({
      label: 'pickup',
      value: '11/25 06:00 (appt)',
    });
  });
});

describe('buildDoc', () => {
  it('turns a table header and row into label lines (first row only)', () => {
    expect(
      lines(
        'Pickup\tOrigin\tDestination\tRate\n12/03\tDallas, TX\tAtlanta, GA\t$2,450\n12/04\tWaco, TX\tAustin, TX\t$500',
      ),
    ).toEqual(['Pickup: 12/03', 'Origin: Dallas, TX', 'Destination: Atlanta, GA', 'Rate: $2,450']);
    expect(lines('| Age | Origin | Trip | Rate |\n| 3m | Birmingham, AL | 412 | $1,400 |')).toEqual(
      ['Age: 3m', 'Origin: Birmingham, AL', 'Trip: 412', 'Rate: $1,400'],
    );
  });

  it('slices a space-aligned table by its header columns', () => {
    const text = ['Pickup  Origin      Trip   Rate', '11/23   Fresno, CA  1,843  $5,200'].join(
      '\n',
    );
    expect(lines(text)).toEqual([
      'Pickup: 11/23',
      'Origin: Fresno, CA',
      'Trip: 1,843',
      'Rate: $5,200',
    ]);
  });

  it('reads a table of stops row by row', () => {
    const text =
      'Stop | Type | City | Date\n1 | Pickup | Allentown, PA | 11/30\n2 | Drop | Edison, NJ | 11/30';
    expect(lines(text)).toEqual(['Pickup: Allentown, PA  11/30', 'Drop: Edison, NJ  11/30']);
  });

  it('joins a label alone on its line with the value below', () => {
    expect(lines('Origin\nMemphis, TN\nWeight\n45,000 lbs')).toEqual([
      'Origin: Memphis, TN',
      'Weight: 45,000 lbs',
    ]);
  });

  it('marks e-mail header blocks and splits fields whose gap was lost', () => {
    const doc = buildDoc(
      'From: Sarah <s@x.com>\nSent: Thursday, November 19, 2026\nSubject: Load\n\nWt: 41,000 lbs Equip: F',
    );
    expect(doc.lines.slice(0, 3).map((l) => l.emailHeader)).toEqual([true, true, true]);
    expect(doc.lines[2]!.cells[0]!.label).toBe('subject');
    expect(doc.lines[4]!.cells.map((c) => c.label)).toEqual(['weight', 'equipment']);
  });
});
