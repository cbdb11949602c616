import {
  DOCUMENT_PATHS,
  LOAD_PATHS,
  type LoadValidationError,
  type PdfParseAnswer,
} from '@fleet/contracts';
import { emptyDitatValue, emptyLoadRecord, emptyStop } from '@/features/ratecon/load-form';
import { jsonResponse, makeUser } from '@/testing/fixtures';

/** An extraction answer with an order number, a customer, a rate and two stops. */
export function makeAnswer(order = 'ORD-100'): PdfParseAnswer {
  const record = {
    ...emptyLoadRecord(),
    order_number: order,
    customer_name: 'Acme Foods',
    linehaul_rate: 1500,
    stops: [
      { ...emptyStop(1), city: 'Dallas', state: 'TX' },
      { ...emptyStop(2), stop_type: 'Delivery' as const, city: 'Houston', state: 'TX' },
    ],
  };
  const ditat = emptyDitatValue();
  return {
    parsedData: { ...record, confidence: { order_number: 0.95, customer_name: 0.4 } },
    load_input: { ...ditat.loadInput, referenceId1: order, rates_list: [{ rate_amount: 1500 }] },
    goods_details: ditat.goodsDetails,
    payload: { fileName: 'rate.pdf', pages: 1, ocrPages: 0, confidence: 0.8, elapsedMs: 40 },
  };
}

/** An answer in which nothing was found. */
export function emptyAnswer(): PdfParseAnswer {
  const ditat = emptyDitatValue();
  return {
    parsedData: { ...emptyLoadRecord(), confidence: {} },
    load_input: ditat.loadInput,
    goods_details: ditat.goodsDetails,
    payload: { fileName: 'blank.pdf', pages: 1, ocrPages: 1, confidence: 0, elapsedMs: 40 },
  };
}

type Reply = Response | Promise<Response> | 'network-error';
type Handler = (body: unknown) => Reply;

export interface FakeRateconOptions {
  /** RATE_CON_EXTRACTION: off, on with a TMS_TYPE, or 'NA'. */
  flag: { enabled: boolean; tmsType?: string };
  extract?: Handler;
  save?: Handler;
}

/**
 * The API at the network edge for the rate-confirmation screens: the flag (with its TMS_TYPE),
 * extraction (pdfparse or Ditat's create-load-input), the two saves, and
 * empty answers for the form's lookups. Records every request with its JSON body.
 */
export function fakeRateconApi(options: FakeRateconOptions) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const reply = (handler: Handler | undefined) => {
      const answer = handler ? handler(body) : jsonResponse({ message: 'not set up' }, 500);
      if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
      return answer;
    };
    const flag = /\/v1\/feature-manager\/is-feature-enabled\/([A-Z_]+)/.exec(url.pathname)?.[1];
    if (flag) {
      const rateCon = flag === 'RATE_CON_EXTRACTION';
      return jsonResponse({
        enabled: rateCon && options.flag.enabled,
        feature_configuration: {
          variables_data: rateCon && options.flag.tmsType ? { TMS_TYPE: options.flag.tmsType } : {},
        },
      });
    }
    if (url.pathname === '/v1/me') return jsonResponse(makeUser());
    if (url.pathname === '/version.txt') return new Response('test-build');
    if (url.pathname === '/v1/aggregation/loads') return jsonResponse([]);
    if (method === 'POST' && url.pathname === DOCUMENT_PATHS.pdfparse)
      return reply(options.extract);
    if (method === 'POST' && url.pathname === LOAD_PATHS.ditatCreateLoadInput) {
      return reply((b) => {
        const answer = options.extract?.(b);
        if (!(answer instanceof Response)) return answer ?? jsonResponse({}, 500);
        return answer.ok ? answer.json().then((data) => jsonResponse({ Data: data })) : answer;
      });
    }
    if (
      method === 'POST' &&
      (url.pathname === LOAD_PATHS.addExternalLoad ||
        url.pathname === LOAD_PATHS.ditatUpdateLoadInput)
    ) {
      return reply(options.save);
    }
    if (url.pathname.startsWith('/v1/mappings/')) return jsonResponse({ Data: {} });
    if (url.pathname === '/v1/customer-data' || url.pathname === '/v1/address-data') {
      return jsonResponse({ Data: [] });
    }
    return jsonResponse({ code: 'not-found', message: 'Not found' }, 404);
  };
  return {
    fetch,
    requests,
    /** The requests to one path and method. */
    to: (path: string, method = 'POST') =>
      requests.filter((r) => r.path === path && r.method === method),
  };
}

export const saved = (id: string) => jsonResponse({ id });
export const invalid = (errors: LoadValidationError[]) =>
  jsonResponse({ validation_errors: errors }, 422);
