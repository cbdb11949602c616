import { DOCUMENT_PATHS, MAX_PDF_BYTES, pdfParseAnswerSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { hostileFiles } from '../../../test-fixtures/hostile-pdfs/index';
import { loadRateconCorpus } from '../../../test-fixtures/ratecon-corpus/index';
import { setFeatureFlag } from '../../identity/domain/feature-flags';
import { BROKER, CARRIER, useApi } from '../../test-support/api-harness';
import { decodeBase64 } from './documents-routes';

describe.each(testBackends())('POST /v1/pdfparse/ on $name', (backend) => {
  const api = useApi(backend);
  const doc = loadRateconCorpus('dev').find((d) => d.id === 'grid-form-01')!;
  const body = (bytes: Buffer, fileName = 'ratecon.pdf') => ({
    fileName,
    fileContent: bytes.toString('base64'),
  });
  const post = async (who: typeof CARRIER, json: unknown) => {
    const { access_token } = await api.signIn(who);
    return api.fetch(DOCUMENT_PATHS.pdfparse, { method: 'POST', token: access_token, json });
  };

  it('answers the Load record with confidences, the Ditat load input and goods details', async () => {
    const res = await post(CARRIER, body(doc.pdf(), 'grid-form-01.pdf'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = pdfParseAnswerSchema.parse(await res.json());
    const expected = doc.expected();
    expect(answer.parsedData.order_number).toBe(expected.order_number);
    expect(answer.parsedData.confidence.order_number).toBeGreaterThan(0.5);
    expect(answer.load_input.referenceId1).toBe(expected.order_number);
    expect(answer.load_input.rates_list[0]?.rate_amount).toBe(expected.linehaul_rate);
    expect(answer.load_input.appointment_list).toHaveLength(expected.stops.length);
    expect(answer.goods_details.weight).toBe(expected.weight);
    expect(answer.payload).toMatchObject({ fileName: 'grid-form-01.pdf', pages: 1, ocrPages: 0 });
  });

  it('is refused when the account does not have RATE_CON_EXTRACTION, or without a session', async () => {
    const res = await post(BROKER, body(doc.pdf()));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('feature/disabled');
    const anonymous = await api.fetch(DOCUMENT_PATHS.pdfparse, {
      method: 'POST',
      json: body(doc.pdf()),
    });
    expect(anonymous.status).toBe(401);
  });

  it('follows the flag when it is switched on for the account', async () => {
    const [row] = await api.db.query<{ account_id: string }>(
      'SELECT account_id::text AS account_id FROM users WHERE email = $1',
      [BROKER.email],
    );
    await setFeatureFlag(api.db, row!.account_id, 'RATE_CON_EXTRACTION', true);
    expect((await post(BROKER, body(doc.pdf()))).status).toBe(200);
  });

  it('refuses what is not a PDF and what cannot be read, with the screen messages', async () => {
    const png = hostileFiles()
      .find((f) => f.file === 'not-a-pdf.pdf')!
      .read();
    const notPdf = await post(CARRIER, body(png, 'photo.pdf'));
    expect(notPdf.status).toBe(422);
    expect(await notPdf.json()).toEqual({
      code: 'documents/not-pdf',
      message: 'Please upload a PDF file',
    });
    const js = hostileFiles()
      .find((f) => f.file === 'javascript-openaction.pdf')!
      .read();
    const script = await post(CARRIER, body(js, 'rc.pdf'));
    expect(script.status).toBe(422);
    expect(((await script.json()) as { message: string }).message).toBe(
      'Could not extract data from rc.pdf',
    );
  });

  it('answers 400 for bad base64 or a missing field, 413 for a file over 20 MB', async () => {
    const bad = await post(CARRIER, { fileName: 'a.pdf', fileContent: '%%% not base64 %%%' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('documents/bad-content');
    expect((await post(CARRIER, { fileName: 'a.pdf' })).status).toBe(400);
    const big = Buffer.alloc(MAX_PDF_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n');
    const tooBig = await post(CARRIER, body(big));
    expect(tooBig.status).toBe(413);
  });
});

describe('decodeBase64', () => {
  it('takes plain and data: URL base64, refuses stray characters', () => {
    expect(decodeBase64(Buffer.from('%PDF-').toString('base64'))?.toString()).toBe('%PDF-');
    expect(
      decodeBase64(
        `data:application/pdf;base64,${Buffer.from('x').toString('base64')}`,
      )?.toString(),
    ).toBe('x');
    expect(decodeBase64('ab$c')).toBeNull();
    expect(decodeBase64('')).toBeNull();
  });
});
