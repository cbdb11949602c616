import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from '@fleet/service-kit';
import { escapeXml, fields, textOf } from './soap';

/**
 * A local stand-in for Truckstop's LoadSearch SOAP service: it checks the SOAPAction and content
 * type, the integration id and login of each request, answers refusals the way Truckstop does
 * (a 200 whose result carries Errors/Error/ErrorMessage; a SOAP fault for a bad envelope) and
 * pages its postings by PageNumber/PageSize. It records the criteria of every request and can be
 * told to answer the next requests with something else (429, 500, malformed, a delay).
 */

export const INTEGRATION_ID = '556677';
export const USER_NAME = 'fleet-ws';
export const PASSWORD = 'ws-pass';
export const LOAD_SEARCH_PATH = '/v13/Searching/LoadSearch.svc';

export interface RecordedSoap {
  soapAction: string | undefined;
  contentType: string | undefined;
  integrationId: string | null;
  userName: string | null;
  password: string | null;
  criteria: Record<string, string | null>;
  pickupDates: string[];
  raw: string;
}

export interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}

export class FakeTruckstop {
  readonly requests: RecordedSoap[] = [];
  items: Record<string, string | null>[] = [];
  private scripts: Scripted[] = [];
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  get url(): string {
    return `${this.baseUrl}${LOAD_SEARCH_PATH}`;
  }

  script(...answers: Scripted[]): void {
    this.scripts.push(...answers);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const criteriaXml = /<(?:\w+:)?Criteria>([\s\S]*)<\/(?:\w+:)?Criteria>/.exec(raw)?.[1] ?? '';
    const recorded: RecordedSoap = {
      soapAction: req.headers.soapaction as string | undefined,
      contentType: req.headers['content-type'],
      integrationId: textOf(raw, 'IntegrationId'),
      userName: textOf(raw, 'UserName'),
      password: textOf(raw, 'Password'),
      criteria: fields(
        criteriaXml.replace(/<(?:\w+:)?PickupDates>[\s\S]*<\/(?:\w+:)?PickupDates>/, ''),
      ),
      pickupDates: [...raw.matchAll(/<(?:\w+:)?dateTime>([^<]*)</g)].map((m) => m[1]!),
      raw,
    };
    this.requests.push(recorded);
    const scripted = this.scripts.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (scripted.status !== undefined) {
        if (res.destroyed) return;
        return send(res, scripted.status, scripted.body ?? '', scripted.headers);
      }
    }
    if (req.url !== LOAD_SEARCH_PATH || req.method !== 'POST') {
      return send(res, 404, '');
    }
    if (
      recorded.soapAction !==
        '"http://webservices.truckstop.com/v12/ILoadSearch/GetLoadSearchResults"' ||
      !recorded.contentType?.startsWith('text/xml') ||
      !criteriaXml
    ) {
      return send(
        res,
        500,
        fault('The message could not be processed: the action or envelope is not recognised.'),
      );
    }
    if (
      recorded.integrationId !== INTEGRATION_ID ||
      recorded.userName !== USER_NAME ||
      recorded.password !== PASSWORD
    ) {
      return send(res, 200, result([], ['Invalid Integration Id']));
    }
    if (!recorded.criteria.OriginCity || !recorded.criteria.OriginState) {
      return send(res, 200, result([], ['Origin city and state are required']));
    }
    const page = Number(recorded.criteria.PageNumber);
    const size = Number(recorded.criteria.PageSize);
    const equipment = (recorded.criteria.EquipmentType ?? '').split(',');
    const matching = this.items.filter((i) => equipment.includes(i.Equipment ?? ''));
    return send(res, 200, result(matching.slice((page - 1) * size, page * size), []));
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): undefined {
  res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8', ...headers });
  res.end(body);
  return undefined;
}

export function fault(message: string): string {
  return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/ws/2005/05/addressing/none">a:ActionNotSupported</faultcode><faultstring xml:lang="en-US">${escapeXml(message)}</faultstring></s:Fault></s:Body></s:Envelope>`;
}

export function result(items: Record<string, string | null>[], errors: string[]): string {
  const errorXml = errors
    .map((e) => `<a:Error><a:ErrorMessage>${escapeXml(e)}</a:ErrorMessage></a:Error>`)
    .join('');
  const itemXml = items
    .map(
      (item) =>
        `<b:LoadSearchItem>${Object.entries(item)
          .map(([k, v]) =>
            v === null ? `<b:${k} i:nil="true"/>` : `<b:${k}>${escapeXml(v)}</b:${k}>`,
          )
          .join('')}</b:LoadSearchItem>`,
    )
    .join('');
  return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetLoadSearchResultsResponse xmlns="http://webservices.truckstop.com/v12"><GetLoadSearchResultsResult xmlns:a="http://schemas.datacontract.org/2004/07/WebServices" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:Errors>${errorXml}</a:Errors><SearchResults xmlns:b="http://schemas.datacontract.org/2004/07/WebServices.Searching">${itemXml}</SearchResults></GetLoadSearchResultsResult></GetLoadSearchResultsResponse></s:Body></s:Envelope>`;
}

/** A posting as Truckstop's LoadSearchItem carries it. */
export function truckstopItem(
  id: string,
  overrides: Record<string, string | null> = {},
): Record<string, string | null> {
  return {
    Age: '00:25',
    Bond: '0',
    CompanyName: 'Prairie Freight Brokerage & Co',
    DOTNumber: '2203344',
    MCNumber: '771122',
    DestinationCity: 'Dallas',
    DestinationDistance: '8',
    DestinationState: 'TX',
    Equipment: 'R',
    ID: id,
    IsFriend: 'false',
    Length: '53',
    LoadType: 'Full',
    Miles: '968',
    OriginCity: 'Gary',
    OriginDistance: '29',
    OriginState: 'IN',
    Payment: '2,750.00',
    PickUpDate: '2026-11-27T00:00:00',
    PointOfContactPhone: '219-555-0133',
    Weight: '41000',
    Width: null,
    DaysToPay: '31',
    CreditScore: '92',
    ...overrides,
  };
}
