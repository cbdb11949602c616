/**
 * Writes the hostile files for the upload checks of the document pipeline (issues 15 and 16)
 * into files/, and manifest.json describing each. Small files only; deterministic.
 *
 *   npx tsx packages/api/test-fixtures/hostile-pdfs/generate.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import type { HostileFile } from './index';

const DIR = dirname(fileURLToPath(import.meta.url));
const OUT = join(DIR, 'files');
const FIXED_DATE = new Date('2026-11-20T12:00:00.000Z');

// ---- a tiny hand-written PDF writer (objects, xref, trailer) --------------------------------

/** Builds a PDF from object bodies (1-based numbers); returns bytes with a correct xref. */
function rawPdf(
  objects: Array<string | Buffer>,
  o: { root?: number; version?: string; trailerExtra?: string } = {},
): Buffer {
  const parts: Buffer[] = [
    Buffer.from(`%PDF-${o.version ?? '1.7'}\n%\xE2\xE3\xCF\xD3\n`, 'latin1'),
  ];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const b = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    const tail = Buffer.from('\nendobj\n', 'latin1');
    parts.push(head, b, tail);
    offset += head.length + b.length + tail.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((x) => `${String(x).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${o.root ?? 1} 0 R${o.trailerExtra ?? ''} >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const HELLO = Buffer.from('BT /F1 12 Tf 20 40 Td (Rate confirmation) Tj ET', 'latin1');
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A normal one-page PDF: 1 catalog, 2 pages, 3 page, 4 content, 5 font. */
function simplePdf(catalogExtra = '', pageExtra = ''): Array<string | Buffer> {
  return [
    `<< /Type /Catalog /Pages 2 0 R${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>${pageExtra} >>`,
    stream('', HELLO),
    FONT,
  ];
}

function pdfkitBytes(
  opts: PDFKit.PDFDocumentOptions,
  draw: (d: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve) => {
    const d = new PDFDocument({ ...opts, info: { CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(Buffer.concat(chunks)));
    draw(d);
    d.end();
  });
}

/** Deflates `total` bytes of zeros without holding them in memory; `layers` times over. */
async function zeroBomb(total: number): Promise<Buffer> {
  const z = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((r) => z.on('end', () => r()));
  const chunk = Buffer.alloc(1 << 20);
  for (let written = 0; written < total; written += chunk.length) {
    if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await done;
  return Buffer.concat(out);
}

/** A ZIP (stored, no compression) holding the given files. */
function zip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x5b74, 12); // 2025-11-20
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.data.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, f.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5b74, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(f.data.length, 20);
    central.writeUInt32LE(f.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + f.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const files: HostileFile[] = [];
  const add = (f: Omit<HostileFile, 'bytes'>, data: Buffer) => {
    writeFileSync(join(OUT, f.file), data);
    files.push({ ...f, bytes: data.length });
  };

  const valid = rawPdf(simplePdf());
  add(
    {
      file: 'control-valid.pdf',
      check: 'none',
      expect: 'accept',
      description:
        'Control: a small, valid one-page PDF with a text layer. Must pass every check (so a test can tell "refused" from "everything refused").',
    },
    valid,
  );

  const png = createCanvas(40, 20);
  png.getContext('2d').fillRect(0, 0, 20, 20);
  add(
    {
      file: 'not-a-pdf.pdf',
      check: 'magic',
      expect: 'reject',
      description:
        'A PNG image renamed to .pdf (magic bytes 89 50 4E 47). Expected: "Please upload a PDF file".',
    },
    await png.encode('png'),
  );
  add(
    {
      file: 'text-named-pdf.pdf',
      check: 'magic',
      expect: 'reject',
      description:
        'Plain text (an e-mail body) saved with a .pdf name. Expected: "Please upload a PDF file".',
    },
    Buffer.from('Load 12345 Dallas TX to Atlanta GA, 42,000 lbs, $2,100 all in.\n', 'utf8'),
  );
  add(
    {
      file: 'html-named-pdf.pdf',
      check: 'magic',
      expect: 'reject',
      description:
        'An HTML page with a .pdf name (what a failed download link often saves). Expected: "Please upload a PDF file".',
    },
    Buffer.from('<!DOCTYPE html><html><body><h1>Session expired</h1></body></html>\n', 'utf8'),
  );
  add(
    { file: 'empty.pdf', check: 'empty', expect: 'reject', description: '0 bytes.' },
    Buffer.alloc(0),
  );
  add(
    {
      file: 'header-only.pdf',
      check: 'xref',
      expect: 'reject',
      description:
        'Only the header line "%PDF-1.7" and nothing else: passes a magic-bytes check, has no objects.',
    },
    Buffer.from('%PDF-1.7\n', 'latin1'),
  );

  add(
    {
      file: 'encrypted-user-password.pdf',
      check: 'encrypted',
      expect: 'reject',
      description:
        'Encrypted with a user (open) password ("secret", RC4 128-bit, /Encrypt in the trailer): cannot be read without the password.',
    },
    await pdfkitBytes({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.4' }, (d) =>
      d.text('Rate confirmation 4471', 50, 50),
    ),
  );
  add(
    {
      file: 'encrypted-owner-only.pdf',
      check: 'encrypted',
      expect: 'accept-or-reject',
      description:
        'Encrypted with an owner password only (opens without a password, printing/copying restricted). Readers can decrypt it; the pipeline may read it or refuse it, but must not hang or crash. Its text is "Rate confirmation 4472".',
    },
    await pdfkitBytes(
      {
        ownerPassword: 'owner',
        pdfVersion: '1.4',
        permissions: { printing: 'lowResolution', copying: false },
      },
      (d) => d.text('Rate confirmation 4472', 50, 50),
    ),
  );

  const js = "app.alert('pwned'); this.submitForm('http://127.0.0.1:9/steal');";
  add(
    {
      file: 'javascript-openaction.pdf',
      check: 'javascript',
      expect: 'reject',
      description: 'Catalog /OpenAction << /S /JavaScript /JS (...) >>: script run on open.',
    },
    rawPdf([...simplePdf(' /OpenAction 6 0 R'), `<< /Type /Action /S /JavaScript /JS (${js}) >>`]),
  );
  add(
    {
      file: 'javascript-names.pdf',
      check: 'javascript',
      expect: 'reject',
      description:
        'Document-level script in the /Names /JavaScript name tree, the JS in a compressed stream (no "/JS (" text to grep for).',
    },
    rawPdf([
      ...simplePdf(' /Names << /JavaScript 6 0 R >>'),
      '<< /Names [(init) 7 0 R] >>',
      '<< /S /JavaScript /JS 8 0 R >>',
      stream('/Filter /FlateDecode', deflateSync(Buffer.from(js, 'latin1'))),
    ]),
  );
  add(
    {
      file: 'javascript-page-aa.pdf',
      check: 'javascript',
      expect: 'reject',
      description:
        'Page additional action /AA << /O ... >> (runs when the page opens) with /S /JavaScript.',
    },
    rawPdf([...simplePdf('', ' /AA << /O 6 0 R >>'), `<< /S /JavaScript /JS (${js}) >>`]),
  );

  const n = 500;
  const pageObjs: string[] = [];
  for (let i = 0; i < n; i++)
    pageObjs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>`,
    );
  const kids = Array.from({ length: n }, (_, i) => `${i + 5} 0 R`).join(' ');
  add(
    {
      file: 'pages-500.pdf',
      check: 'pages',
      expect: 'reject',
      description: '500 pages of 1 x 1 inch sharing one content stream (the limit is 30 pages).',
    },
    rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${n} >>`,
      stream('', Buffer.from('BT /F1 8 Tf 4 30 Td (p) Tj ET', 'latin1')),
      FONT,
      ...pageObjs,
    ]),
  );
  const countLies = simplePdf();
  countLies[1] = '<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>';
  add(
    {
      file: 'pages-count-lies.pdf',
      check: 'pages',
      expect: 'reject',
      description:
        'The page tree says /Count 1000000 over one real page: a checker must not trust /Count to allocate, and must not take it for a one-page file either.',
    },
    rawPdf(countLies),
  );

  const good = rawPdf(simplePdf()).toString('latin1');
  const badXref = good
    .replace(
      /xref\n0 6\n[\s\S]*?trailer/,
      'xref\n0 6\n0000000000 65535 f \n0000099999 00000 n \n0000088888 00000 n \n0000077777 00000 n \n0000066666 00000 n \n0000055555 00000 n \ntrailer',
    )
    .replace(/startxref\n\d+/, 'startxref\n987654');
  add(
    {
      file: 'malformed-xref.pdf',
      check: 'xref',
      expect: 'accept-or-reject',
      description:
        'Every xref offset points past the end of the file and startxref is wrong. Lenient parsers (pdf.js) rebuild the xref by scanning and may read it; either way the pipeline must answer quickly, not hang or crash.',
    },
    Buffer.from(badXref, 'latin1'),
  );
  add(
    {
      file: 'truncated.pdf',
      check: 'xref',
      expect: 'reject',
      description:
        'A valid PDF cut in the middle of the content stream: no xref, no trailer, no %%EOF.',
    },
    valid.subarray(0, Math.floor(valid.indexOf('endstream') - 10)),
  );
  const cycle = simplePdf();
  cycle[1] = '<< /Type /Pages /Kids [2 0 R] /Count 1 >>';
  add(
    {
      file: 'page-tree-cycle.pdf',
      check: 'xref',
      expect: 'reject',
      description:
        "The page tree's /Kids points to itself (2 0 R -> 2 0 R): a naive page walk never ends; the xref is correct.",
    },
    rawPdf(cycle),
  );

  const single = await zeroBomb(256 << 20);
  add(
    {
      file: 'bomb-flate.pdf',
      check: 'decoded-size',
      expect: 'reject',
      description: `Content stream /FlateDecode of 256 MiB of zeros, ${Math.round(single.length / 1024)} KiB on disk (ratio ~1000:1). A decoder without an output limit allocates 256 MiB per stream.`,
    },
    rawPdf([...simplePdf().slice(0, 3), stream('/Filter /FlateDecode', single), FONT]),
  );
  const inner = await zeroBomb(1 << 30);
  const outer = deflateSync(inner, { level: 9 });
  add(
    {
      file: 'bomb-flate-nested.pdf',
      check: 'decoded-size',
      expect: 'reject',
      description: `Content stream with /Filter [/FlateDecode /FlateDecode]: ${Math.round(outer.length / 1024)} KiB on disk, ${Math.round(inner.length / 1024)} KiB after the first filter, 1 GiB after the second.`,
    },
    rawPdf([
      ...simplePdf().slice(0, 3),
      stream('/Filter [/FlateDecode /FlateDecode]', outer),
      FONT,
    ]),
  );

  const jpegCanvas = createCanvas(64, 48);
  const jc = jpegCanvas.getContext('2d');
  jc.fillStyle = '#3366aa';
  jc.fillRect(0, 0, 64, 48);
  const jpeg = await jpegCanvas.encode('jpeg', 80);
  add(
    {
      file: 'polyglot-jpeg-then-pdf.pdf',
      check: 'polyglot',
      expect: 'reject',
      description:
        'A valid JPEG (starts FF D8 FF) with a complete PDF appended. Image viewers show the JPEG; lenient PDF readers find the %PDF header inside the first 1024 bytes and open the PDF. The magic check at offset 0 must refuse it.',
    },
    Buffer.concat([jpeg, Buffer.from('\n', 'latin1'), valid]),
  );
  add(
    {
      file: 'polyglot-zip-with-pdf.pdf',
      check: 'polyglot',
      expect: 'reject',
      description:
        'A ZIP archive (starts "PK\\x03\\x04") whose first stored entry is a PDF, so "%PDF-" appears at byte 36, within the first 1024 bytes. The magic check at offset 0 must refuse it.',
    },
    zip([
      { name: 'rc.pdf', data: valid },
      { name: 'readme.txt', data: Buffer.from('hello\n') },
    ]),
  );
  add(
    {
      file: 'polyglot-pdf-then-zip.pdf',
      check: 'polyglot',
      expect: 'accept-or-reject',
      description:
        'A valid PDF with a ZIP archive appended after %%EOF (also a valid ZIP: unzip reads from the end). Magic bytes are right and the PDF parses; accepting it is fine if only the PDF is read and the stored file is what was checked, refusing trailing data after %%EOF is fine too.',
    },
    Buffer.concat([valid, zip([{ name: 'payload.txt', data: Buffer.from('not a pdf\n') }])]),
  );

  writeFileSync(join(DIR, 'manifest.json'), `${JSON.stringify({ files }, null, 2)}\n`);
  const total = files.reduce((a, f) => a + f.bytes, 0);
  console.log(`${files.length} files, ${Math.round(total / 1024)} KiB`);
}

await main();
