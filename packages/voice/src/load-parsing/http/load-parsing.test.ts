import { LOAD_IMAGE_MAX_BYTES, parsedLoadResponseSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { useIdentity, useVoice } from '../../http/test-harness';

const ids = useIdentity();

const LOAD_TEXT = [
  'Load # LD-88123',
  'Pickup: Chicago, IL 03/10 08:00-12:00 FCFS',
  'Delivery: Denver, CO 03/12 appt 09:00',
  'Dry Van 53ft, 38,500 lbs, Commodity: canned goods',
  '1,003 miles, Rate $2,450',
  'Call Mike at (312) 555-0106 ext 12',
].join('\n');

/** Every value under its label: high confidence throughout. */
const LABELLED_TEXT = [
  'Pickup: Chicago, IL 03/10 08:00',
  'Delivery: Denver, CO 03/12 09:00',
  'Rate: $2,450',
  'Weight: 38,500 lbs',
  'Miles: 1,003',
].join('\n');

/** One line of running text: the rate is only the dollar amount left over (a guess). */
const GUESSED_TEXT = 'Chicago, IL to Denver, CO 03/10 dry van 38,500 lbs 1,003 mi $2,450';

function pngOf(lines: string[]): Buffer {
  const canvas = createCanvas(1000, 60 + lines.length * 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = '30px sans-serif';
  lines.forEach((line, i) => {
    ctx.fillText(line, 20, 50 + i * 48);
  });
  return canvas.toBuffer('image/png');
}

// Parsing stores nothing, so one backend is enough here.
describe.each(testBackends().slice(0, 1))('load parsing on $name', (backend) => {
  const h = useVoice(backend, ids);
  const token = () => ids.carrier.access_token;
  const post = async (
    path: string,
    form: FormData | undefined,
    auth = true,
    bearer: string = token(),
  ) => {
    const response = await fetch(`${h.base}/voice/${path}`, {
      method: 'POST',
      headers: auth ? { authorization: `Bearer ${bearer}` } : {},
      ...(form ? { body: form } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  };
  const form = (fields: Record<string, string>, files: Array<[string, Buffer, string]> = []) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    for (const [field, buffer, name] of files) {
      data.append(field, new Blob([new Uint8Array(buffer)], { type: 'image/png' }), name);
    }
    return data;
  };
  const nothingStored = async () => {
    expect(await h.db.query('SELECT 1 FROM dispatch_calls')).toEqual([]);
    expect(await h.db.query('SELECT 1 FROM voice_accounts')).toEqual([]);
  };

  it('when load text is pasted, then the parsed load comes back in the contracts shape', async () => {
    const response = await post(
      'parse-load-details',
      form({ type: 'text', text: LOAD_TEXT, truck_location: 'Gary, IN' }),
    );
    expect(response.status).toBe(200);
    const parsed = parsedLoadResponseSchema.parse(response.body);
    expect(parsed.data.loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Chicago, IL',
      'Denver, CO',
    ]);
    expect(parsed.data.loadDetails.weight).toBe(38_500);

    // Campaigns are the brokerage's (VOICE_AI_BROKER).
    const campaign = await post(
      'parse-load-offer-campaign-details',
      form({ type: 'text', text: LOAD_TEXT }),
      true,
      ids.broker.access_token,
    );
    expect(campaign.status).toBe(200);
    expect(parsedLoadResponseSchema.parse(campaign.body).data.loadDetails.weight).toBe(38_500);
    await nothingStored();
  });

  it('when a value is labelled, then it comes back with high confidence; when it is guessed, low and listed to check', async () => {
    const labelled = await post('parse-load-details', form({ type: 'text', text: LABELLED_TEXT }));
    expect(labelled.status).toBe(200);
    const sure = parsedLoadResponseSchema.parse(labelled.body).data.metadata;
    expect(sure.fieldConfidence).toMatchObject({
      'stops[0].cityState': 0.9,
      'stops[1].cityState': 0.9,
      brokerOfferedRate: 0.9,
      weight: 0.9,
      totalDistance: 0.9,
    });
    expect(sure.lowConfidenceFields).toEqual([]);

    // '$2,450' with nothing saying it is the rate: the largest dollar amount, a guess.
    const guessed = await post('parse-load-details', form({ type: 'text', text: GUESSED_TEXT }));
    expect(guessed.status).toBe(200);
    const unsure = parsedLoadResponseSchema.parse(guessed.body).data;
    expect(unsure.loadDetails.brokerOfferedRate).toBe(2450);
    expect(unsure.metadata.fieldConfidence?.brokerOfferedRate).toBe(0.5);
    expect(unsure.metadata.fieldConfidence?.weight).toBe(0.7);
    expect(unsure.metadata.lowConfidenceFields).toContain('brokerOfferedRate');
    expect(unsure.metadata.lowConfidenceFields).not.toContain('weight');
    // Every filled field has a confidence; the low ones are exactly those under 0.6.
    const confidence = unsure.metadata.fieldConfidence ?? {};
    expect(Object.keys(confidence).sort()).toEqual(
      expect.arrayContaining(['brokerOfferedRate', 'stops[0].cityState', 'stops[1].cityState']),
    );
    expect([...(unsure.metadata.lowConfidenceFields ?? [])].sort()).toEqual(
      Object.entries(confidence)
        .filter(([, v]) => v < 0.6)
        .map(([k]) => k)
        .sort(),
    );

    // The campaigns' text parse answers the same metadata.
    const campaign = await post(
      'parse-load-offer-campaign-details',
      form({ text: GUESSED_TEXT }),
      true,
      ids.broker.access_token,
    );
    expect(campaign.status).toBe(200);
    expect(
      parsedLoadResponseSchema.parse(campaign.body).data.metadata.lowConfidenceFields,
    ).toContain('brokerOfferedRate');
  });

  it('when a screenshot is pasted, then OCR reads the load from it', async () => {
    const image = pngOf(LOAD_TEXT.split('\n'));
    const response = await post(
      'parse-load-details',
      form({ type: 'image' }, [['file', image, 'pasted_image.png']]),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const parsed = parsedLoadResponseSchema.parse(response.body);
    expect(parsed.data.metadata.source).toBe('image');
    expect(parsed.data.loadDetails.stops.length).toBeGreaterThanOrEqual(2);
    // The screenshot's text goes through the same detailed parse: a confidence per field.
    const { fieldConfidence, lowConfidenceFields } = parsed.data.metadata;
    expect(fieldConfidence?.['stops[0].cityState']).toBe(0.9);
    expect(fieldConfidence?.weight).toBeGreaterThanOrEqual(0.7);
    expect(lowConfidenceFields).toEqual(
      Object.entries(fieldConfidence ?? {})
        .filter(([, v]) => v < 0.6)
        .map(([k]) => k),
    );

    // A screenshot whose rate is only the largest dollar amount: low, and listed.
    const guessed = await post(
      'parse-load-details',
      form({ type: 'image' }, [['file', pngOf([GUESSED_TEXT]), 'pasted_image.png']]),
    );
    expect(guessed.status, JSON.stringify(guessed.body)).toBe(200);
    const unsure = parsedLoadResponseSchema.parse(guessed.body).data.metadata;
    expect(unsure.fieldConfidence?.brokerOfferedRate).toBe(0.5);
    expect(unsure.lowConfidenceFields).toContain('brokerOfferedRate');

    // A broker's campaign takes a pasted screenshot the same way.
    const campaign = await post(
      'parse-load-offer-campaign-details',
      form({ type: 'image' }, [['file', image, 'pasted_image.png']]),
      true,
      ids.broker.access_token,
    );
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    expect(parsedLoadResponseSchema.parse(campaign.body).data.loadDetails.stops.length).toBe(
      parsed.data.loadDetails.stops.length,
    );
  }, 60_000);

  it('when the input is hostile, then 400 or 413 explains it and nothing is stored', async () => {
    const tooLong = await post(
      'parse-load-details',
      form({ type: 'text', text: 'x'.repeat(20_001) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('text: text is longer than 20,000 characters');

    const huge = await post(
      'parse-load-details',
      form({ type: 'text', text: 'x'.repeat(200_000) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('text is longer than 20,000 characters');

    const binary = await post(
      'parse-load-details',
      form({
        type: 'text',
        text: String.fromCharCode(...Array.from({ length: 400 }, (_, i) => i % 32)),
      }),
    );
    expect(binary.status).toBe(400);
    expect(String(binary.body.detail)).toMatch(/binary/i);

    const markup = await post(
      'parse-load-details',
      form({ type: 'text', text: '<div><span></span><br/></div>' }),
    );
    expect(markup.status).toBe(400);
    expect(String(markup.body.detail)).toMatch(/markup/i);

    const empty = await post('parse-load-details', form({ type: 'text', text: '' }));
    expect(empty.status).toBe(400);

    const notAnImage = await post(
      'parse-load-details',
      form({ type: 'image' }, [['file', Buffer.from('%PDF-1.7 this is not an image'), 'load.png']]),
    );
    expect(notAnImage.status).toBe(400);
    expect(String(notAnImage.body.detail)).toMatch(/load\.png .*image/i);

    const image = pngOf(['Chicago, IL to Denver, CO']);
    const tooMany = await post(
      'parse-load-details',
      form(
        { type: 'image' },
        Array.from(
          { length: 6 },
          (_, i) => ['files', image, `pasted_image_${i}.png`] as [string, Buffer, string],
        ),
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe('files: At most 5 images can be sent at once');

    const big = Buffer.alloc(LOAD_IMAGE_MAX_BYTES + 1024, 7);
    const tooBig = await post(
      'parse-load-details',
      form({ type: 'image' }, [['file', big, 'big.png']]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe('Each image must be at most 8 MB.');

    const stray = await post(
      'parse-load-details',
      form({ type: 'image' }, [['attachment', image, 'a.png']]),
    );
    expect(stray.status).toBe(400);
    expect(String(stray.body.detail)).toContain('attachment');

    const noImage = await post('parse-load-details', form({ type: 'image' }));
    expect(noImage.status).toBe(400);
    expect(noImage.body.detail).toBe('file: Please attach an image of the load details');

    const noType = await post('parse-load-details', form({ text: LOAD_TEXT }));
    expect(noType.status).toBe(400);
    expect(String(noType.body.detail)).toMatch(/^type: /);

    const unauthenticated = await post(
      'parse-load-details',
      form({ type: 'text', text: LOAD_TEXT }),
      false,
    );
    expect(unauthenticated.status).toBe(401);
    await nothingStored();
  });
});
