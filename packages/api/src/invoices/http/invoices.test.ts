import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  INVOICE_MESSAGES,
  INVOICE_PATHS,
  type InvoiceData,
  invoiceAnswerSchema,
  invoiceConfirmAnswerSchema,
  invoiceListAnswerSchema,
  invoiceParseAnswerSchema,
  invoicePath,
  invoicePdfPath,
  MAX_PDF_BYTES,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { hostileFiles } from '../../../test-fixtures/hostile-pdfs/index';
import { loadInvoiceCorpus } from '../../../test-fixtures/invoice-corpus/index';
import { setFeatureFlag } from '../../identity/domain/feature-flags';
import { multipart, type Part, sized } from '../../notes/testing/multipart.test-helper';
import { createLocalStorage } from '../../providers/storage';
import { type ApiHarness, BROKER, CARRIER, useApi } from '../../test-support/api-harness';

const doc = loadInvoiceCorpus('dev').find((d) => d.id === 'freight-bill-01')!;
const notPdf = () =>
  hostileFiles()
    .find((f) => f.file === 'not-a-pdf.pdf')!
    .read();

function invoiceData(o: {
  number: string;
  seller: string | null;
  issue: string | null;
}): InvoiceData {
  const party = {
    company_name: null,
    customer_name: null,
    contact_person: null,
    phone_number: null,
    email: null,
    address: null,
  };
  return {
    invoice_details: {
      invoice_number: o.number,
      paid_status: 'Unpaid',
      issue_date: o.issue,
      due_date: null,
    },
    seller_details: { ...party, company_name: o.seller },
    buyer_details: { ...party, company_name: 'Demo Carrier' },
    line_items: [{ description: 'Line haul', quantity: 1, unit_price: 1200, amount: 1200 }],
    total: {
      subtotal: 1200,
      tax: null,
      shipping: null,
      discount: null,
      total_amount: 1200,
      currency: 'USD',
    },
    notes: 'Net 30',
  };
}

async function tokenOf(api: ApiHarness, who: typeof CARRIER) {
  return (await api.signIn(who)).access_token;
}

async function accountOf(api: ApiHarness, email: string) {
  const [row] = await api.db.query<{ account_id: string }>(
    'SELECT account_id::text AS account_id FROM users WHERE email = $1',
    [email],
  );
  return row!.account_id;
}

function confirmForm(invoice: unknown, pdf: Uint8Array | null, fileName = 'invoice.pdf'): Part[] {
  const parts: Part[] = [];
  if (invoice !== undefined) {
    parts.push({
      field: 'invoice',
      value: typeof invoice === 'string' ? invoice : JSON.stringify(invoice),
    });
  }
  if (pdf)
    parts.push({ file: 'pdf_file', filename: fileName, content: pdf, type: 'application/pdf' });
  return parts;
}

async function postForm(api: ApiHarness, path: string, token: string, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  return api.fetch(path, {
    method: 'POST',
    token,
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);
}

async function confirm(
  api: ApiHarness,
  token: string,
  o: { number: string; seller: string | null; issue: string | null },
) {
  const res = await postForm(
    api,
    INVOICE_PATHS.confirm,
    token,
    confirmForm(
      { invoice_number: o.number, amount: 1200, description: 'freight', data: invoiceData(o) },
      doc.pdf(),
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return invoiceConfirmAnswerSchema.parse(await res.json());
}

async function list(api: ApiHarness, token: string, from: string, to: string) {
  return api.fetch(
    `${INVOICE_PATHS.list}?from_date=${encodeURIComponent(from)}&to_date=${encodeURIComponent(to)}`,
    {
      token,
    },
  );
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe.each(testBackends())('invoices on $name', (backend) => {
  const filesDir = mkdtempSync(join(tmpdir(), 'fleet-invoice-files-'));
  const api = useApi(backend, { fileStorage: { kind: 'local', dir: filesDir } });

  describe('POST /v1/pdfparse/invoice', () => {
    it('reads an invoice sent as JSON (base64) and as multipart, with confidences', async () => {
      const token = await tokenOf(api, CARRIER);
      const expected = doc.expected();
      const json = await api.fetch(INVOICE_PATHS.pdfparse, {
        method: 'POST',
        token,
        json: { fileName: 'freight-bill-01.pdf', fileContent: doc.pdf().toString('base64') },
      });
      expect(json.status).toBe(200);
      const answer = invoiceParseAnswerSchema.parse(await json.json());
      expect(answer.parsedData.invoice_details.invoice_number).toBe(
        expected.invoice_details.invoice_number,
      );
      expect(answer.parsedData.total.total_amount).toBe(expected.total.total_amount);
      expect(answer.parsedData.line_items).toHaveLength(expected.line_items.length);
      expect(answer.parsedData.confidence['invoice_details.invoice_number']).toBeGreaterThan(0.5);
      expect(answer.parsedData.totals_mismatch).toBe(false);

      const form = await postForm(api, INVOICE_PATHS.pdfparse, token, [
        {
          file: 'file',
          filename: 'freight-bill-01.pdf',
          content: doc.pdf(),
          type: 'application/pdf',
        },
      ]);
      expect(form.status).toBe(200);
      expect(invoiceParseAnswerSchema.parse(await form.json()).parsedData).toEqual(
        answer.parsedData,
      );
    });

    it('refuses what is not a PDF, bad bodies, no session, and an account without INVOICE', async () => {
      const token = await tokenOf(api, CARRIER);
      const png = await api.fetch(INVOICE_PATHS.pdfparse, {
        method: 'POST',
        token,
        json: { fileName: 'photo.pdf', fileContent: notPdf().toString('base64') },
      });
      expect(png.status).toBe(422);
      expect(await messageOf(png)).toBe('Please upload a PDF file');
      const bad = await api.fetch(INVOICE_PATHS.pdfparse, {
        method: 'POST',
        token,
        json: { fileName: 'a.pdf' },
      });
      expect(bad.status).toBe(400);
      expect(await messageOf(bad)).toContain('fileContent');
      const noFile = await postForm(api, INVOICE_PATHS.pdfparse, token, [
        { field: 'x', value: 'y' },
      ]);
      expect(noFile.status).toBe(400);
      expect(await messageOf(noFile)).toContain('file');
      expect((await api.fetch(INVOICE_PATHS.pdfparse, { method: 'POST', json: {} })).status).toBe(
        401,
      );
      await setFeatureFlag(api.db, await accountOf(api, CARRIER.email), 'INVOICE', false);
      const off = await api.fetch(INVOICE_PATHS.pdfparse, {
        method: 'POST',
        token,
        json: { fileName: 'a.pdf', fileContent: doc.pdf().toString('base64') },
      });
      expect(off.status).toBe(403);
    });
  });

  describe('records', () => {
    it('confirms, serves the PDF back, lists by issue date newest first, reads one', async () => {
      const token = await tokenOf(api, CARRIER);
      const a = await confirm(api, token, {
        number: 'INV-100',
        seller: 'Blue Line Carriers Inc',
        issue: '11/02/2026',
      });
      const b = await confirm(api, token, {
        number: 'INV-200',
        seller: 'Blue Line Carriers Inc',
        issue: '11/20/2026',
      });
      await confirm(api, token, {
        number: 'INV-300',
        seller: 'Blue Line Carriers Inc',
        issue: '12/05/2026',
      });
      expect(a.duplicate_of).toBeNull();
      expect(a.message).toBeTruthy();

      const res = await list(api, token, '11/01/2026', '11/30/2026');
      expect(res.status).toBe(200);
      const { Data } = invoiceListAnswerSchema.parse(await res.json());
      expect(Data.map((i) => i.id)).toEqual([b.id, a.id]);
      expect(Data[0]).toMatchObject({
        invoice_number: 'INV-200',
        amount: 1200,
        has_pdf: true,
        notes: 'Net 30',
      });

      const one = await api.fetch(invoicePath(a.id), { token });
      expect(one.status).toBe(200);
      const invoice = invoiceAnswerSchema.parse(await one.json()).Data;
      expect(invoice).toMatchObject({ _id: a.id, description: 'freight', duplicate_of: null });
      expect(invoice.data.seller_details.company_name).toBe('Blue Line Carriers Inc');

      const pdf = await api.fetch(invoicePdfPath(a.id), { token });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).equals(doc.pdf())).toBe(true);
    });

    it('answers the same list gzipped or not, 304 while unchanged, and fresh after writes on another replica', async () => {
      const token = await tokenOf(api, CARRIER);
      const a = await confirm(api, token, { number: 'R-1', seller: 'S', issue: '10/30/2026' });
      const b = await confirm(api, token, { number: 'R-2', seller: 'S', issue: '11/02/2026' });
      const path = `${INVOICE_PATHS.list}?from_date=10/01/2026&to_date=11/30/2026`;
      const zipped = await api.fetch(path, { token });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const etag = zipped.headers.get('etag')!;
      const listed = invoiceListAnswerSchema.parse(await zipped.json()).Data;
      expect(listed.map((i) => i.id)).toEqual([b.id, a.id]);
      const plain = await api.fetch(path, { token, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(invoiceListAnswerSchema.parse(await plain.json()).Data).toEqual(listed);
      expect((await api.fetch(path, { token, headers: { 'if-none-match': etag } })).status).toBe(
        304,
      );

      // Writes through another replica: this one's cached list catches up.
      const other = await api.replica();
      const call = (p: string, init: RequestInit) =>
        fetch(`http://127.0.0.1:${other.port}${p}`, {
          ...init,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            ...init.headers,
          },
        });
      const moved = invoiceData({ number: 'R-1', seller: 'S', issue: '11/20/2026' });
      expect(
        (await call(invoicePath(a.id), { method: 'PUT', body: JSON.stringify({ data: moved }) }))
          .status,
      ).toBe(200);
      const after = await api.fetch(path, { token, headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      const relisted = invoiceListAnswerSchema.parse(await after.json()).Data;
      expect(relisted.map((i) => [i.id, i.data.invoice_details.issue_date])).toEqual([
        [a.id, '11/20/2026'],
        [b.id, '11/02/2026'],
      ]);
      expect((await call(invoicePath(b.id), { method: 'DELETE' })).status).toBe(200);
      const last = invoiceListAnswerSchema.parse(
        await (await api.fetch(path, { token })).json(),
      ).Data;
      expect(last.map((i) => i.id)).toEqual([a.id]);
      const october = invoiceListAnswerSchema.parse(
        await (await list(api, token, '10/01/2026', '10/31/2026')).json(),
      ).Data;
      expect(october).toEqual([]);

      // Rows written before the change log existed (change_version 0) are listed by a new replica.
      await api.db.query('UPDATE invoices SET change_version = 0');
      const fresh = await api.replica();
      const res = await fetch(`http://127.0.0.1:${fresh.port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(invoiceListAnswerSchema.parse(await res.json()).Data.map((i) => i.id)).toEqual([a.id]);
    });

    it('flags a second invoice with the same number from the same seller, not another seller', async () => {
      const token = await tokenOf(api, CARRIER);
      const first = await confirm(api, token, {
        number: 'INV-1042',
        seller: 'Blue Line Carriers, Inc.',
        issue: '11/02/2026',
      });
      const again = await confirm(api, token, {
        number: ' inv-1042',
        seller: 'BLUE LINE CARRIERS INC',
        issue: '11/03/2026',
      });
      const other = await confirm(api, token, {
        number: 'INV-1042',
        seller: 'Sunrise Cartage Co',
        issue: '11/04/2026',
      });
      expect(again.duplicate_of).toBe(first.id);
      expect(again.message).toContain('duplicate');
      expect(other.duplicate_of).toBeNull();
      const { Data } = invoiceListAnswerSchema.parse(
        await (await list(api, token, '11/01/2026', '11/30/2026')).json(),
      );
      expect(Data).toHaveLength(3);

      // Deleting the first: the copy is no longer a duplicate of anything.
      const gone = await api.fetch(invoicePath(first.id), { method: 'DELETE', token });
      expect(gone.status).toBe(200);
      expect(await messageOf(gone)).toBe(INVOICE_MESSAGES.deleted);
      const copy = invoiceAnswerSchema.parse(
        await (await api.fetch(invoicePath(again.id), { token })).json(),
      ).Data;
      expect(copy.duplicate_of).toBeNull();
      expect((await api.fetch(invoicePath(first.id), { token })).status).toBe(404);
      expect((await api.fetch(invoicePdfPath(first.id), { token })).status).toBe(404);
      const storage = createLocalStorage(filesDir);
      expect((await storage.list()).some((k) => k.endsWith(`invoice-${first.id}`))).toBe(false);
      expect((await storage.list()).some((k) => k.endsWith(`invoice-${again.id}`))).toBe(true);
      await storage.close();
    });

    it('changes what PUT may change and re-checks the duplicate flag', async () => {
      const token = await tokenOf(api, CARRIER);
      const a = await confirm(api, token, {
        number: 'A-1',
        seller: 'Tire Mart',
        issue: '10/01/2026',
      });
      const b = await confirm(api, token, {
        number: 'B-1',
        seller: 'Tire Mart',
        issue: '10/02/2026',
      });
      const put = await api.fetch(invoicePath(b.id), {
        method: 'PUT',
        token,
        json: { invoice_number: 'a-1' },
      });
      expect(put.status).toBe(200);
      const changed = invoiceAnswerSchema.parse(await put.json()).Data;
      expect(changed).toMatchObject({ invoice_number: 'a-1', duplicate_of: a.id, amount: 1200 });
      expect(changed.data.invoice_details.invoice_number).toBe('a-1');
      const data = invoiceData({ number: 'a-1', seller: 'Tire Mart', issue: '10/15/2026' });
      const moved = await api.fetch(invoicePath(b.id), {
        method: 'PUT',
        token,
        json: { data, amount: 99.5 },
      });
      expect(invoiceAnswerSchema.parse(await moved.json()).Data).toMatchObject({ amount: 99.5 });
      const { Data } = invoiceListAnswerSchema.parse(
        await (await list(api, token, '10/10/2026', '10/31/2026')).json(),
      );
      expect(Data.map((i) => i.id)).toEqual([b.id]);
      const bad = await api.fetch(invoicePath(b.id), {
        method: 'PUT',
        token,
        json: { data: { notes: 1 } },
      });
      expect(bad.status).toBe(400);
      const empty = await api.fetch(invoicePath(b.id), { method: 'PUT', token, json: {} });
      expect(empty.status).toBe(400);
    });

    it("keeps accounts apart: another account's invoice is 404 everywhere and never listed", async () => {
      const token = await tokenOf(api, CARRIER);
      const mine = await confirm(api, token, {
        number: 'INV-9',
        seller: 'Shop',
        issue: '11/02/2026',
      });
      const theirs = await tokenOf(api, BROKER);
      for (const [path, method] of [
        [invoicePath(mine.id), 'GET'],
        [invoicePath(mine.id), 'DELETE'],
        [invoicePdfPath(mine.id), 'GET'],
      ] as const) {
        const res = await api.fetch(path, { method, token: theirs });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await messageOf(res)).toBe(INVOICE_MESSAGES.notFound);
      }
      const put = await api.fetch(invoicePath(mine.id), {
        method: 'PUT',
        token: theirs,
        json: { amount: 1 },
      });
      expect(put.status).toBe(404);
      const { Data } = invoiceListAnswerSchema.parse(
        await (await list(api, theirs, '01/01/2026', '12/31/2026')).json(),
      );
      expect(Data).toEqual([]);
      expect((await api.fetch(invoicePath('not-an-id'), { token })).status).toBe(404);
      expect((await api.fetch(invoicePath(mine.id), { token })).status).toBe(200);
    });

    it('answers 400 with clear messages for bad queries and bad forms, 422 for a file that is not a PDF', async () => {
      const token = await tokenOf(api, CARRIER);
      const noTo = await api.fetch(`${INVOICE_PATHS.list}?from_date=11/01/2026`, { token });
      expect(noTo.status).toBe(400);
      expect(await messageOf(noTo)).toContain('to_date');
      const iso = await list(api, token, '2026-11-01', '11/30/2026');
      expect(await messageOf(iso)).toContain('from_date: MM/DD/YYYY');
      const feb30 = await list(api, token, '02/30/2026', '03/01/2026');
      expect(feb30.status).toBe(400);
      expect(await messageOf(feb30)).toContain('from_date: is not a calendar date');
      const backwards = await list(api, token, '12/01/2026', '11/01/2026');
      expect(await messageOf(backwards)).toContain('to_date: must not be before from_date');

      const good = {
        invoice_number: 'X-1',
        amount: 5,
        data: invoiceData({ number: 'X-1', seller: 'S', issue: '11/01/2026' }),
      };
      const cases: Array<[Part[], number, string]> = [
        [confirmForm(undefined, doc.pdf()), 400, 'invoice: the invoice (JSON) is required'],
        [confirmForm('{not json', doc.pdf()), 400, 'invoice: is not JSON'],
        [confirmForm({ ...good, invoice_number: '' }, doc.pdf()), 400, 'invoice_number'],
        [confirmForm(good, null), 400, 'pdf_file: a PDF file is required'],
        [confirmForm(good, notPdf(), 'photo.pdf'), 422, 'Please upload a PDF file'],
        [
          confirmForm(
            { ...good, data: invoiceData({ number: 'X-1', seller: 'S', issue: '2026-11-01' }) },
            doc.pdf(),
          ),
          400,
          'data.invoice_details.issue_date',
        ],
      ];
      for (const [parts, status, message] of cases) {
        const res = await postForm(api, INVOICE_PATHS.confirm, token, parts);
        expect(res.status, message).toBe(status);
        expect(await messageOf(res)).toContain(message);
      }
      const { Data } = invoiceListAnswerSchema.parse(
        await (await list(api, token, '01/01/2026', '12/31/2026')).json(),
      );
      expect(Data).toEqual([]);
    });

    it('refuses every hostile file the byte checks catch, on extraction and on confirm, and stores none', async () => {
      const token = await tokenOf(api, CARRIER);
      const good = {
        invoice_number: 'H-1',
        amount: 5,
        data: invoiceData({ number: 'H-1', seller: 'S', issue: '11/01/2026' }),
      };
      const byteChecks = new Set([
        'magic',
        'empty',
        'encrypted',
        'javascript',
        'pages',
        'decoded-size',
        'polyglot',
      ]);
      for (const file of hostileFiles().filter((f) => f.expect === 'reject')) {
        const parse = await api.fetch(INVOICE_PATHS.pdfparse, {
          method: 'POST',
          token,
          json: { fileName: file.file, fileContent: file.read().toString('base64') },
        });
        if (file.bytes === 0) {
          // An empty fileContent does not validate (the JSON field must not be empty).
          expect(parse.status, file.file).toBe(400);
        } else {
          expect(parse.status, file.file).toBe(422);
          expect(await messageOf(parse), file.file).toMatch(
            /^(Please upload a PDF file|Could not extract data from .+)$/,
          );
        }
        if (!byteChecks.has(file.check)) continue;
        const stored = await postForm(
          api,
          INVOICE_PATHS.confirm,
          token,
          confirmForm(good, file.read(), file.file),
        );
        expect(stored.status, file.file).toBe(422);
      }
      const storage = createLocalStorage(filesDir);
      const accountId = await accountOf(api, CARRIER.email);
      expect((await storage.list()).filter((k) => k.startsWith(`${accountId}/`))).toEqual([]);
      await storage.close();
      const { Data } = invoiceListAnswerSchema.parse(
        await (await list(api, token, '01/01/2026', '12/31/2026')).json(),
      );
      expect(Data).toEqual([]);
    });

    it('answers 413 for a PDF over 20 MB, on extraction and on confirm, and stores nothing', async () => {
      const token = await tokenOf(api, CARRIER);
      const big = () => sized(Buffer.from('%PDF-1.4\n'), MAX_PDF_BYTES + 1);
      const parse = await postForm(api, INVOICE_PATHS.pdfparse, token, [
        { file: 'file', filename: 'big.pdf', content: big(), type: 'application/pdf' },
      ]);
      expect(parse.status).toBe(413);
      const good = {
        invoice_number: 'B-1',
        amount: 5,
        data: invoiceData({ number: 'B-1', seller: 'S', issue: '11/01/2026' }),
      };
      const stored = await postForm(api, INVOICE_PATHS.confirm, token, [
        { field: 'invoice', value: JSON.stringify(good) },
        { file: 'pdf_file', filename: 'big.pdf', content: big(), type: 'application/pdf' },
      ]);
      expect(stored.status).toBe(413);
      expect(await messageOf(stored)).toContain('larger than 20 MB');
      const { Data } = invoiceListAnswerSchema.parse(
        await (await list(api, token, '01/01/2026', '12/31/2026')).json(),
      );
      expect(Data).toEqual([]);
    });

    it('is 403 for every call when INVOICE is off for the account', async () => {
      const token = await tokenOf(api, CARRIER);
      const kept = await confirm(api, token, { number: 'F-1', seller: 'S', issue: '11/02/2026' });
      await setFeatureFlag(api.db, await accountOf(api, CARRIER.email), 'INVOICE', false);
      const calls: Array<Promise<Response>> = [
        list(api, token, '11/01/2026', '11/30/2026'),
        api.fetch(invoicePath(kept.id), { token }),
        api.fetch(invoicePdfPath(kept.id), { token }),
        api.fetch(invoicePath(kept.id), { method: 'PUT', token, json: { amount: 1 } }),
        api.fetch(invoicePath(kept.id), { method: 'DELETE', token }),
        postForm(api, INVOICE_PATHS.confirm, token, confirmForm({}, doc.pdf())),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
      await setFeatureFlag(api.db, await accountOf(api, CARRIER.email), 'INVOICE', true);
      expect((await api.fetch(invoicePath(kept.id), { token })).status).toBe(200);
    });
  });
});
