import type { GeoPoint } from '../../../fleet/domain/model';
import { distanceMiles } from './geo';

/**
 * A coarse Interstate network: junction and corridor hubs (lat, lng) and the highways between
 * them. A leg between two places runs to the hub nearest the start, along the shortest chain of
 * highways, then from the hub nearest the end: trucks stay on land (no straight lines across the
 * Gulf, Lake Michigan or Lake Erie) and on the general path of the real roads. Some hubs are
 * waypoints that keep a corridor off the water (around Lake Pontchartrain, Sandusky Bay, the
 * shore of Lake Erie).
 */
const HUBS: Record<string, [number, number]> = {
  SEA: [47.61, -122.33],
  POR: [45.52, -122.68],
  EUG: [44.05, -123.09],
  RED: [40.59, -122.39],
  SAC: [38.58, -121.49],
  OAK: [37.8, -122.27],
  SJC: [37.34, -121.89],
  STK: [37.96, -121.29],
  FRE: [36.74, -119.79],
  BAK: [35.37, -119.02],
  LAX: [34.05, -118.24],
  SAN: [32.72, -117.16],
  SBD: [34.11, -117.29],
  PSP: [33.83, -116.55],
  PHX: [33.45, -112.07],
  TUS: [32.22, -110.97],
  LCR: [32.31, -106.78],
  ELP: [31.76, -106.49],
  ABQ: [35.08, -106.65],
  FLG: [35.2, -111.65],
  KNG: [35.19, -114.05],
  BAR: [34.9, -117.02],
  LAS: [36.17, -115.14],
  SLC: [40.76, -111.89],
  BOI: [43.62, -116.2],
  PAS: [46.24, -119.1],
  SPK: [47.66, -117.43],
  RNO: [39.53, -119.81],
  WIN: [40.97, -117.74],
  ELK: [40.83, -115.76],
  BIL: [45.78, -108.5],
  BUT: [46.0, -112.53],
  MSO: [46.87, -113.99],
  CHY: [41.14, -104.82],
  RSP: [41.59, -109.2],
  DEN: [39.74, -104.99],
  COS: [38.83, -104.82],
  GJT: [39.06, -108.55],
  AMA: [35.22, -101.83],
  LBB: [33.58, -101.85],
  OKC: [35.47, -97.52],
  TUL: [36.15, -95.99],
  WIC: [37.69, -97.34],
  MKC: [39.1, -94.58],
  OMA: [41.26, -95.94],
  LNK: [40.81, -96.7],
  NPL: [41.12, -100.77],
  FSD: [43.55, -96.73],
  FAR: [46.88, -96.79],
  BIS: [46.81, -100.78],
  RAP: [44.08, -103.23],
  MSP: [44.98, -93.27],
  DSM: [41.59, -93.62],
  MAD: [43.07, -89.4],
  MKE: [43.04, -87.95],
  KEN: [42.55, -87.95],
  GRB: [44.51, -88.05],
  CHI: [41.83, -87.75],
  GRY: [41.5, -87.33],
  SBN: [41.68, -86.25],
  IND: [39.77, -86.16],
  STL: [38.63, -90.2],
  MEM: [35.15, -90.05],
  LIT: [34.75, -92.29],
  DAL: [32.78, -96.8],
  AUS: [30.27, -97.74],
  SAT: [29.42, -98.49],
  HOU: [29.76, -95.37],
  LRD: [27.53, -99.48],
  CRP: [27.78, -97.45],
  MFE: [26.2, -98.23],
  BMT: [30.08, -94.1],
  LFT: [30.22, -92.02],
  SHV: [32.52, -93.75],
  JAN: [32.3, -90.18],
  BTR: [30.45, -91.15],
  MSY: [29.97, -90.1],
  SLI: [30.28, -89.78],
  GPT: [30.42, -89.07],
  MOB: [30.69, -88.1],
  PNS: [30.5, -87.22],
  TLH: [30.44, -84.28],
  JAX: [30.33, -81.7],
  ORL: [28.54, -81.38],
  TPA: [27.95, -82.46],
  WPB: [26.71, -80.1],
  MIA: [25.77, -80.22],
  FMY: [26.64, -81.87],
  ATL: [33.75, -84.39],
  BHM: [33.52, -86.8],
  MGM: [32.38, -86.3],
  HSV: [34.73, -86.59],
  BNA: [36.16, -86.78],
  CHA: [35.05, -85.31],
  KNX: [35.96, -83.92],
  LOU: [38.25, -85.76],
  CIN: [39.1, -84.51],
  CMH: [39.96, -83.0],
  CLE: [41.45, -81.69],
  SDK: [41.35, -82.6],
  TOL: [41.62, -83.6],
  DET: [42.35, -83.1],
  LAN: [42.73, -84.56],
  GRR: [42.96, -85.67],
  PIT: [40.44, -80.0],
  ERI: [42.1, -80.1],
  DUN: [42.44, -79.33],
  BUF: [42.89, -78.85],
  SYR: [43.05, -76.15],
  ALB: [42.65, -73.75],
  BOS: [42.36, -71.1],
  WOR: [42.26, -71.8],
  SPR: [42.1, -72.59],
  HFD: [41.76, -72.68],
  NHV: [41.31, -72.95],
  NYC: [40.73, -74.17],
  PHL: [39.95, -75.17],
  BAL: [39.29, -76.65],
  WAS: [38.9, -77.04],
  RIC: [37.54, -77.44],
  NFK: [36.85, -76.29],
  HBG: [40.27, -76.88],
  SCR: [41.41, -75.66],
  RDU: [35.78, -78.64],
  GSO: [36.07, -79.79],
  CLT: [35.23, -80.84],
  CAE: [34.0, -81.03],
  SAV: [32.05, -81.15],
  CHS: [32.82, -79.98],
  FAY: [35.05, -78.88],
  ILM: [34.23, -77.94],
  MCN: [32.84, -83.63],
  ROA: [37.27, -79.94],
  CRW: [38.35, -81.63],
  MHT: [42.99, -71.46],
  PWM: [43.66, -70.3],
  PVD: [41.82, -71.41],
  OCN: [33.2, -117.25],
  MYR: [33.75, -78.95],
};

const HIGHWAYS = `SEA-POR POR-EUG EUG-RED RED-SAC SAC-OAK OAK-SJC SAC-STK OAK-STK STK-FRE FRE-BAK
BAK-LAX LAX-OCN OCN-SAN LAX-SBD SBD-PSP PSP-PHX PHX-TUS TUS-LCR LCR-ELP LCR-ABQ PHX-FLG FLG-ABQ FLG-KNG
KNG-BAR BAR-SBD BAR-LAS LAS-SLC SAC-RNO RNO-WIN WIN-ELK ELK-SLC SLC-BOI BOI-PAS PAS-SEA PAS-SPK
SPK-SEA SPK-MSO MSO-BUT BUT-BIL BIL-BIS BIS-FAR FAR-MSP RAP-FSD BIL-RAP FSD-MSP FSD-OMA SLC-RSP
RSP-CHY CHY-DEN CHY-NPL NPL-LNK LNK-OMA DEN-COS COS-ABQ DEN-GJT GJT-SLC DEN-MKC ABQ-AMA AMA-OKC
OKC-TUL TUL-STL OKC-DAL OKC-WIC WIC-MKC MKC-OMA MKC-STL MKC-DSM OMA-DSM DSM-MSP DSM-CHI MSP-MAD
MAD-MKE MAD-CHI MKE-KEN KEN-CHI MKE-GRB CHI-GRY GRY-IND GRY-SBN SBN-GRR SBN-TOL GRR-LAN LAN-DET
DET-TOL TOL-SDK SDK-CLE CLE-ERI ERI-DUN DUN-BUF BUF-SYR SYR-ALB ALB-SPR SPR-WOR WOR-BOS ALB-NYC
NYC-NHV NHV-HFD HFD-SPR NHV-PVD PVD-BOS BOS-MHT MHT-PWM NYC-PHL PHL-BAL BAL-WAS WAS-RIC RIC-NFK
CLE-PIT CLE-CMH CMH-PIT PIT-HBG HBG-PHL HBG-BAL HBG-SCR SCR-ALB SCR-NYC PIT-WAS IND-CMH IND-LOU
IND-STL IND-CIN CIN-LOU CIN-CMH CMH-CRW CRW-ROA LOU-STL RIC-RDU RDU-GSO GSO-CLT RDU-FAY FAY-SAV
RDU-ILM ILM-MYR MYR-CHS CHS-SAV SAV-JAX CAE-CLT CAE-CHS CAE-ATL JAX-ORL ORL-TPA ORL-WPB WPB-MIA TPA-FMY
FMY-MIA JAX-TLH TLH-PNS PNS-MOB MOB-GPT GPT-SLI SLI-MSY SLI-BTR BTR-MSY BTR-LFT LFT-BMT BMT-HOU
HOU-SAT HOU-DAL HOU-CRP CRP-MFE SAT-LRD SAT-CRP SAT-AUS AUS-DAL DAL-SHV SHV-JAN JAN-MEM JAN-BTR
MEM-LIT LIT-DAL LIT-OKC MEM-BNA MEM-STL BNA-LOU BNA-KNX BNA-CHA CHA-ATL ATL-BHM BHM-MEM BHM-JAN
BHM-MGM MGM-MOB ATL-MGM ATL-MCN MCN-SAV MCN-ORL ATL-CLT KNX-CHA KNX-ROA ROA-HBG ROA-RIC BNA-HSV
HSV-BHM ELP-SAT LBB-AMA LBB-DAL LRD-MFE TLH-MCN`;

const names = Object.keys(HUBS);
const points: GeoPoint[] = names.map((n) => ({ lat: HUBS[n]![0], lng: HUBS[n]![1] }));
const edges: { to: number; miles: number }[][] = names.map(() => []);
for (const pair of HIGHWAYS.split(/\s+/)) {
  const [a, b] = pair.split('-').map((n) => names.indexOf(n));
  if (a === undefined || b === undefined || a < 0 || b < 0) throw new Error(`Bad highway ${pair}`);
  const miles = distanceMiles(points[a]!, points[b]!);
  edges[a]!.push({ to: b, miles });
  edges[b]!.push({ to: a, miles });
}

/** The hubs, for tests and maps. */
export const ROAD_HUBS: readonly GeoPoint[] = points;

function nearestHub(p: GeoPoint): number {
  let best = 0;
  let bestMiles = Number.POSITIVE_INFINITY;
  points.forEach((h, i) => {
    const miles = distanceMiles(p, h);
    if (miles < bestMiles) {
      best = i;
      bestMiles = miles;
    }
  });
  return best;
}

const pathMemo = new Map<number, number[]>();

/** Hub indices from a to b along the shortest chain of highways (Dijkstra; the graph is small). */
function hubPath(a: number, b: number): number[] {
  const key = a * 1000 + b;
  const memo = pathMemo.get(key);
  if (memo) return memo;
  const dist = points.map(() => Number.POSITIVE_INFINITY);
  const prev = points.map(() => -1);
  const done = points.map(() => false);
  dist[a] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < points.length; i++) {
      if (!done[i] && dist[i]! < Number.POSITIVE_INFINITY && (u < 0 || dist[i]! < dist[u]!)) u = i;
    }
    if (u < 0 || u === b) break;
    done[u] = true;
    for (const e of edges[u]!) {
      if (dist[u]! + e.miles < dist[e.to]!) {
        dist[e.to] = dist[u]! + e.miles;
        prev[e.to] = u;
      }
    }
  }
  const path: number[] = [];
  for (let v = b; v >= 0; v = v === a ? -1 : prev[v]!) path.unshift(v);
  if (path[0] !== a) throw new Error('The highway network is not connected');
  pathMemo.set(key, path);
  return path;
}

/** The waypoints of a road trip from `from` to `to`, both ends included. */
export function roadRoute(from: GeoPoint, to: GeoPoint): GeoPoint[] {
  const a = nearestHub(from);
  const b = nearestHub(to);
  if (a === b) return [from, to];
  return [from, ...hubPath(a, b).map((i) => points[i]!), to];
}
