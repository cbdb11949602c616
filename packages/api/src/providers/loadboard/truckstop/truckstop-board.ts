import type { LoadboardLoad } from '@fleet/contracts';
import type {
  LoadSearch,
  LoadSearchProvider,
  LoadSearchResult,
} from '../../../loadboards/domain/providers';
import { LoadboardError } from '../../../loadboards/domain/providers';
import {
  type BoardAnswer,
  type BoardDeps,
  BoardHttp,
  type BoardHttpOptions,
  DEFAULT_BOARD_HTTP,
  equipmentFamily,
  usPhone,
} from '../dat/board-http';
import { blocks, escapeXml, fields, textOf } from './soap';

export interface TruckstopConfig {
  /** The account's Truckstop integration id (its saved load-board setting). */
  integrationId: string;
  /**
   * The integrator's web-services login that Truckstop issues with the integration agreement;
   * sent as given (empty when the agreement does not use one).
   */
  userName?: string;
  password?: string;
  /** The LoadSearch service. */
  url?: string;
  pageSize?: number;
  maxResults?: number;
  http?: Partial<BoardHttpOptions>;
}

export const TRUCKSTOP_LOAD_SEARCH_URL =
  'https://webservices.truckstop.com/v13/Searching/LoadSearch.svc';
export const TRUCKSTOP_SOAP_ACTION =
  'http://webservices.truckstop.com/v12/ILoadSearch/GetLoadSearchResults';

/**
 * Truckstop load search for one account: SOAP `GetLoadSearchResults` of the LoadSearch web
 * service, authenticated by the integration id in each request (with the integrator's login),
 * paged by PageNumber/PageSize, answers mapped to the contracts' loads. Searches send only the
 * earliest pickup (document 3 §7). Errors are LoadboardError with Truckstop's own message.
 */
export function createTruckstopBoard(
  config: TruckstopConfig,
  deps: BoardDeps = {},
): LoadSearchProvider {
  return new TruckstopClient(config, deps);
}

class TruckstopClient implements LoadSearchProvider {
  readonly name = 'TRUCKSTOP' as const;
  private readonly http: BoardHttp;
  private readonly url: string;
  private readonly pageSize: number;
  private readonly maxResults: number;

  constructor(
    private readonly config: TruckstopConfig,
    deps: BoardDeps,
  ) {
    this.http = new BoardHttp('Truckstop', { ...DEFAULT_BOARD_HTTP, ...config.http }, deps);
    this.url = config.url ?? TRUCKSTOP_LOAD_SEARCH_URL;
    this.pageSize = config.pageSize ?? 100;
    this.maxResults = config.maxResults ?? 500;
  }

  async searchLoads(
    search: LoadSearch,
    options: { signal?: AbortSignal } = {},
  ): Promise<LoadSearchResult> {
    const loads = new Map<string, LoadboardLoad>();
    const label = 'GetLoadSearchResults';
    for (let page = 1; (page - 1) * this.pageSize < this.maxResults; page++) {
      const answer = await this.http.send(
        label,
        this.url,
        () => ({
          method: 'POST',
          headers: {
            'content-type': 'text/xml; charset=utf-8',
            accept: 'text/xml',
            soapaction: `"${TRUCKSTOP_SOAP_ACTION}"`,
          },
          body: truckstopSearchEnvelope(this.config, search, page, this.pageSize),
        }),
        options.signal,
      );
      const items = this.readPage(label, answer);
      for (const item of items) {
        const load = truckstopItemToLoad(item, search, (what) =>
          this.http.malformed(label, answer, what),
        );
        if (load) loads.set(load.externalId, load);
      }
      if (items.length < this.pageSize) break;
    }
    const all = [...loads.values()].slice(0, this.maxResults);
    return { loads: all, totalCount: all.length };
  }

  /** The LoadSearchItem blocks of one answer; Truckstop's refusal or fault as LoadboardError. */
  private readPage(label: string, answer: BoardAnswer): string[] {
    const fault = textOf(answer.body, 'faultstring');
    if (answer.status < 200 || answer.status >= 300) {
      throw this.http.failure(label, answer, fault ?? plainMessage(answer.body));
    }
    if (fault) throw new LoadboardError(fault, answer.status, true);
    const result = blocks(answer.body, 'GetLoadSearchResultsResult')[0];
    if (result === undefined) {
      throw this.http.malformed(
        label,
        answer,
        `no GetLoadSearchResultsResult: ${answer.body.slice(0, 120) || '(empty)'}`,
      );
    }
    const errors = blocks(result, 'Error')
      .map((error) => textOf(error, 'ErrorMessage'))
      .filter((message): message is string => message !== null);
    // Truckstop refuses in a 200 answer: a bad integration id, a bad city, ...
    if (errors.length > 0) throw new LoadboardError(errors.join(' — '), answer.status, true);
    return blocks(result, 'LoadSearchItem');
  }
}

/** The SOAP envelope of one page of a search. */
export function truckstopSearchEnvelope(
  config: TruckstopConfig,
  search: LoadSearch,
  page: number,
  pageSize: number,
): string {
  const v = (value: string | number) => escapeXml(String(value));
  const range = (miles: number | null) => (miles === null ? '' : v(miles));
  const pickupDate = search.earliestPickup.toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="utf-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v12="http://webservices.truckstop.com/v12" xmlns:web="http://schemas.datacontract.org/2004/07/WebServices" xmlns:web1="http://schemas.datacontract.org/2004/07/WebServices.Searching" xmlns:arr="http://schemas.microsoft.com/2003/10/Serialization/Arrays">
  <soapenv:Header/>
  <soapenv:Body>
    <v12:GetLoadSearchResults>
      <v12:searchRequest>
        <web:IntegrationId>${v(config.integrationId)}</web:IntegrationId>
        <web:Password>${v(config.password ?? '')}</web:Password>
        <web:UserName>${v(config.userName ?? '')}</web:UserName>
        <web1:Criteria>
          <web1:DestinationCity>${v(search.destination.city)}</web1:DestinationCity>
          <web1:DestinationCountry>USA</web1:DestinationCountry>
          <web1:DestinationRange>${range(search.destination.radiusMiles)}</web1:DestinationRange>
          <web1:DestinationState>${v(search.destination.state)}</web1:DestinationState>
          <web1:EquipmentType>${v(search.equipment.join(','))}</web1:EquipmentType>
          <web1:LoadType>Full</web1:LoadType>
          <web1:OriginCity>${v(search.origin.city)}</web1:OriginCity>
          <web1:OriginCountry>USA</web1:OriginCountry>
          <web1:OriginLatitude>${v(search.origin.latitude)}</web1:OriginLatitude>
          <web1:OriginLongitude>${v(search.origin.longitude)}</web1:OriginLongitude>
          <web1:OriginRange>${range(search.origin.radiusMiles)}</web1:OriginRange>
          <web1:OriginState>${v(search.origin.state)}</web1:OriginState>
          <web1:PageNumber>${page}</web1:PageNumber>
          <web1:PageSize>${pageSize}</web1:PageSize>
          <web1:PickupDates><arr:dateTime>${pickupDate}T00:00:00</arr:dateTime></web1:PickupDates>
          <web1:SortBy>Age</web1:SortBy>
          <web1:SortDescending>false</web1:SortDescending>
        </web1:Criteria>
      </v12:searchRequest>
    </v12:GetLoadSearchResults>
  </soapenv:Body>
</soapenv:Envelope>`;
}

const number = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const parsed = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(parsed) && value.trim() !== '' ? parsed : null;
};
const positive = (value: string | null | undefined) => {
  const n = number(value);
  return n === null || n <= 0 ? null : n;
};

/** A Truckstop date (often without a zone, meaning UTC) as ISO 8601; null when unreadable. */
function isoOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const zoned = /[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`;
  const at = Date.parse(zoned);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** A LoadSearchItem as the contracts' load; null when its equipment is not V, R or F. */
export function truckstopItemToLoad(
  itemXml: string,
  search: LoadSearch,
  malformed: (what: string) => Error,
): LoadboardLoad | null {
  const item = fields(itemXml);
  const id = item.ID ?? item.Id ?? null;
  if (!id) throw malformed('a LoadSearchItem without ID');
  if (!item.OriginCity || !item.OriginState) {
    throw malformed(`LoadSearchItem ${id} without OriginCity/OriginState`);
  }
  const equipmentType = equipmentFamily(item.Equipment ?? item.EquipmentType);
  if (!equipmentType) return null;
  const pickup = isoOf(item.PickUpDate ?? item.PickupDate);
  return {
    externalId: id,
    source: 'TRUCKSTOP',
    equipmentType,
    lengthFeet: positive(item.Length),
    weightPounds: positive(item.Weight),
    contact: {
      company: item.CompanyName ?? 'Unknown poster',
      city: item.CompanyCity ?? null,
      state: item.CompanyState ?? null,
      email: item.PointOfContactEmail ?? null,
      phone: usPhone(item.PointOfContactPhone),
      dotNumber: item.DOTNumber ?? null,
      mcNumber: item.MCNumber ?? null,
      creditScore: number(item.CreditScore ?? item.Credit),
      daysToPay: number(item.DaysToPay),
    },
    origin: {
      city: item.OriginCity,
      state: item.OriginState,
      latitude: number(item.OriginLatitude) ?? search.origin.latitude,
      longitude: number(item.OriginLongitude) ?? search.origin.longitude,
      deadhead: number(item.OriginDistance),
    },
    destination: {
      city: item.DestinationCity ?? search.destination.city,
      state: item.DestinationState ?? search.destination.state,
      latitude: number(item.DestinationLatitude) ?? search.destination.latitude,
      longitude: number(item.DestinationLongitude) ?? search.destination.longitude,
      deadhead: number(item.DestinationDistance),
    },
    earliestAvailable: pickup ?? search.earliestPickup.toISOString(),
    latestAvailable: null,
    expiresAt: isoOf(item.ExpirationDate),
    comments: item.SpecInfo ?? item.Comments ?? null,
    miles: positive(item.Miles),
    rate: positive(item.Payment),
    status: 'ACTIVE',
    isTrackable: /^true$/i.test(item.IsTrackable ?? ''),
  };
}

function plainMessage(body: string): string | null {
  const text = body.trim();
  if (text === '' || text.startsWith('<')) return null;
  return text.slice(0, 300);
}
