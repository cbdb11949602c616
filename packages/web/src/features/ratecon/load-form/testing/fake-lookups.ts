import type { CustomerLookupResult, LocationLookupResult, MappingKind } from '@fleet/contracts';
import { jsonResponse } from '@/testing/fixtures';

/**
 * The lookups the load forms call, at the network edge: GET /v1/mappings/{kind},
 * /v1/customer-data[/key], /v1/address-data[/key] as the contracts describe them (search filters
 * by name, limit caps). Records every request.
 */
export function fakeLookups(
  data: {
    mappings?: Partial<Record<MappingKind, Record<string, string>>>;
    customers?: CustomerLookupResult[];
    locations?: LocationLookupResult[];
    /** Paths that answer 500 (a lookup that fails). */
    failing?: string[];
  } = {},
) {
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    requests.push(url);
    if (data.failing?.includes(url.pathname)) {
      return jsonResponse({ code: 'internal', message: 'Something went wrong' }, 500);
    }
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 5);
    const mapping = /^\/v1\/mappings\/(\w+)$/.exec(url.pathname)?.[1] as MappingKind | undefined;
    if (mapping) return jsonResponse({ Data: data.mappings?.[mapping] ?? {} });
    const customers = data.customers ?? [];
    const locations = data.locations ?? [];
    switch (url.pathname) {
      case '/v1/customer-data':
        return jsonResponse({
          Data: customers
            .filter((c) => c.company_name.toLowerCase().includes(search))
            .slice(0, limit),
        });
      case '/v1/customer-data/key': {
        const found = customers.find(
          (c) => c.customer_key === url.searchParams.get('customer_key'),
        );
        return found ? jsonResponse({ Data: found }) : notFound();
      }
      case '/v1/address-data':
        return jsonResponse({
          Data: locations
            .filter((l) => `${l.company_name} ${l.address1}`.toLowerCase().includes(search))
            .slice(0, limit),
        });
      case '/v1/address-data/key': {
        const found = locations.find(
          (l) => l.location_key === url.searchParams.get('location_key'),
        );
        return found ? jsonResponse({ Data: found }) : notFound();
      }
      default:
        return notFound();
    }
  };
  return {
    fetch,
    /** Requests to one path, e.g. '/v1/customer-data'. */
    to: (pathname: string) => requests.filter((url) => url.pathname === pathname),
  };
}

const notFound = () => jsonResponse({ code: 'not-found', message: 'Not found' }, 404);
