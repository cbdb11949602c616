"""Shared helpers for writing the wild corpus: the city table, derived-number rules, JSON output.

Only the tabular load-board families (DAT One, Truckstop, 123Loadboard, spreadsheet rows) are
generated (tools/boards.py, fixed seed); the other families are written by hand in
tools/hand_*.py and only use `load`/`stop` here to fill in the derived numbers.
"""

import json
import math
import os
from datetime import date

NOW = date(2026, 11, 20)  # CORPUS_NOW, a Friday
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

# city, state/province, lat, lon, area code
CITIES = [
    ("Birmingham", "AL", 33.52, -86.80, "205"), ("Mobile", "AL", 30.69, -88.04, "251"),
    ("Huntsville", "AL", 34.73, -86.59, "256"), ("Anchorage", "AK", 61.22, -149.90, "907"),
    ("Phoenix", "AZ", 33.45, -112.07, "602"), ("Tucson", "AZ", 32.22, -110.97, "520"),
    ("Little Rock", "AR", 34.75, -92.29, "501"), ("Fort Smith", "AR", 35.39, -94.40, "479"),
    ("Fresno", "CA", 36.74, -119.79, "559"), ("Ontario", "CA", 34.06, -117.65, "909"),
    ("Stockton", "CA", 37.96, -121.29, "209"), ("Los Angeles", "CA", 34.05, -118.24, "213"),
    ("Denver", "CO", 39.74, -104.99, "303"), ("Grand Junction", "CO", 39.06, -108.55, "970"),
    ("Hartford", "CT", 41.76, -72.68, "860"), ("Wilmington", "DE", 39.74, -75.55, "302"),
    ("Jacksonville", "FL", 30.33, -81.66, "904"), ("Miami", "FL", 25.76, -80.19, "305"),
    ("Lakeland", "FL", 28.04, -81.95, "863"), ("Atlanta", "GA", 33.75, -84.39, "404"),
    ("Savannah", "GA", 32.08, -81.09, "912"), ("Honolulu", "HI", 21.31, -157.86, "808"),
    ("Boise", "ID", 43.62, -116.20, "208"), ("Twin Falls", "ID", 42.56, -114.46, "208"),
    ("Chicago", "IL", 41.88, -87.63, "312"), ("Joliet", "IL", 41.53, -88.08, "815"),
    ("Indianapolis", "IN", 39.77, -86.16, "317"), ("Fort Wayne", "IN", 41.08, -85.14, "260"),
    ("Des Moines", "IA", 41.59, -93.62, "515"), ("Cedar Rapids", "IA", 41.98, -91.67, "319"),
    ("Wichita", "KS", 37.69, -97.34, "316"), ("Garden City", "KS", 37.97, -100.87, "620"),
    ("Louisville", "KY", 38.25, -85.76, "502"), ("Bowling Green", "KY", 36.99, -86.44, "270"),
    ("Shreveport", "LA", 32.53, -93.75, "318"), ("New Orleans", "LA", 29.95, -90.07, "504"),
    ("Portland", "ME", 43.66, -70.26, "207"), ("Baltimore", "MD", 39.29, -76.61, "410"),
    ("Hagerstown", "MD", 39.64, -77.72, "301"), ("Worcester", "MA", 42.26, -71.80, "508"),
    ("Boston", "MA", 42.36, -71.06, "617"), ("Detroit", "MI", 42.33, -83.05, "313"),
    ("Grand Rapids", "MI", 42.96, -85.67, "616"), ("Minneapolis", "MN", 44.98, -93.27, "612"),
    ("St. Cloud", "MN", 45.56, -94.16, "320"), ("Jackson", "MS", 32.30, -90.18, "601"),
    ("Tupelo", "MS", 34.26, -88.70, "662"), ("St. Louis", "MO", 38.63, -90.20, "314"),
    ("Kansas City", "MO", 39.10, -94.58, "816"), ("Springfield", "MO", 37.21, -93.29, "417"),
    ("Billings", "MT", 45.78, -108.50, "406"), ("Missoula", "MT", 46.87, -113.99, "406"),
    ("Omaha", "NE", 41.26, -95.93, "402"), ("Grand Island", "NE", 40.93, -98.34, "308"),
    ("Reno", "NV", 39.53, -119.81, "775"), ("Las Vegas", "NV", 36.17, -115.14, "702"),
    ("Manchester", "NH", 42.99, -71.46, "603"), ("Newark", "NJ", 40.74, -74.17, "973"),
    ("Edison", "NJ", 40.52, -74.41, "732"), ("Albuquerque", "NM", 35.08, -106.65, "505"),
    ("Las Cruces", "NM", 32.32, -106.76, "575"), ("Buffalo", "NY", 42.89, -78.88, "716"),
    ("Syracuse", "NY", 43.05, -76.15, "315"), ("Charlotte", "NC", 35.23, -80.84, "704"),
    ("Greensboro", "NC", 36.07, -79.79, "336"), ("Fargo", "ND", 46.88, -96.79, "701"),
    ("Bismarck", "ND", 46.81, -100.78, "701"), ("Columbus", "OH", 39.96, -83.00, "614"),
    ("Toledo", "OH", 41.65, -83.54, "419"), ("Cincinnati", "OH", 39.10, -84.51, "513"),
    ("Oklahoma City", "OK", 35.47, -97.52, "405"), ("Tulsa", "OK", 36.15, -95.99, "918"),
    ("Portland", "OR", 45.52, -122.68, "503"), ("Medford", "OR", 42.33, -122.87, "541"),
    ("Allentown", "PA", 40.60, -75.49, "610"), ("Harrisburg", "PA", 40.27, -76.88, "717"),
    ("Pittsburgh", "PA", 40.44, -80.00, "412"), ("Providence", "RI", 41.82, -71.41, "401"),
    ("Columbia", "SC", 34.00, -81.03, "803"), ("Greenville", "SC", 34.85, -82.40, "864"),
    ("Sioux Falls", "SD", 43.54, -96.73, "605"), ("Rapid City", "SD", 44.08, -103.23, "605"),
    ("Memphis", "TN", 35.15, -90.05, "901"), ("Nashville", "TN", 36.16, -86.78, "615"),
    ("Knoxville", "TN", 35.96, -83.92, "865"), ("Dallas", "TX", 32.78, -96.80, "214"),
    ("Laredo", "TX", 27.51, -99.51, "956"), ("El Paso", "TX", 31.76, -106.49, "915"),
    ("Houston", "TX", 29.76, -95.37, "713"), ("Amarillo", "TX", 35.22, -101.83, "806"),
    ("Salt Lake City", "UT", 40.76, -111.89, "801"), ("Ogden", "UT", 41.22, -111.97, "801"),
    ("Burlington", "VT", 44.48, -73.21, "802"), ("Richmond", "VA", 37.54, -77.44, "804"),
    ("Roanoke", "VA", 37.27, -79.94, "540"), ("Seattle", "WA", 47.61, -122.33, "206"),
    ("Yakima", "WA", 46.60, -120.51, "509"), ("Spokane", "WA", 47.66, -117.43, "509"),
    ("Charleston", "WV", 38.35, -81.63, "304"), ("Morgantown", "WV", 39.63, -79.96, "304"),
    ("Green Bay", "WI", 44.51, -88.01, "920"), ("Madison", "WI", 43.07, -89.40, "608"),
    ("Cheyenne", "WY", 41.14, -104.82, "307"), ("Casper", "WY", 42.87, -106.31, "307"),
    ("Toronto", "ON", 43.65, -79.38, "416"), ("London", "ON", 42.98, -81.25, "519"),
    ("Montreal", "QC", 45.50, -73.57, "514"), ("Winnipeg", "MB", 49.90, -97.14, "204"),
    ("Calgary", "AB", 51.05, -114.07, "403"), ("Vancouver", "BC", 49.28, -123.12, "604"),
    ("Regina", "SK", 50.45, -104.61, "306"), ("Moncton", "NB", 46.09, -64.78, "506"),
]

STATE_NAMES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
    "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa",
    "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland",
    "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi",
    "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire",
    "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina",
    "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania",
    "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee",
    "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
    "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming", "ON": "Ontario", "QC": "Quebec",
    "MB": "Manitoba", "AB": "Alberta", "BC": "British Columbia", "SK": "Saskatchewan",
    "NB": "New Brunswick", "NS": "Nova Scotia",
}


def road_miles(a, b):
    """Great-circle distance x 1.19, a fair stand-in for truck miles."""
    la1, lo1, la2, lo2 = map(math.radians, (a[2], a[3], b[2], b[3]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return round(2 * 3958.8 * math.asin(math.sqrt(h)) * 1.19)


def per_mile(rate, miles):
    """The corpus rule (load-corpus/*.json): rate / miles rounded UP to the cent (1650/512 -> 3.23)."""
    cents = -(-round(rate * 100) // miles)
    return cents / 100


def stop(city, kind, appt="APPT", day=None, time=None, window=None):
    s = {"cityState": city, "stopType": {"P": "PICKUP", "D": "DELIVERY"}.get(kind, kind),
         "appointmentType": appt}
    if day:
        s["appointmentDate"] = day
    if time:
        s["appointmentTime"] = time
    if window:
        s["appointmentWindowStart"], s["appointmentWindowEnd"] = window
    return s


ORDER = ["stops", "originDeadhead", "totalDistance", "totalDistanceWithDeadhead",
         "brokerOfferedRate", "ratePerMile", "ratePerMileWithDeadhead", "marketRateRange",
         "weight", "commodity", "temperature", "equipmentType", "specialInstructions",
         "referenceNumber", "brokerPhone", "brokerExtension", "brokerName", "brokerCompany"]


def load(stops, dh=None, miles=None, rate=None, rpm=None, **fields):
    """An expected record. Derived numbers follow the existing corpus:
    totalDistanceWithDeadhead = miles + dh; ratePerMile = rate / miles (ceil to the cent), or the
    stated per-mile rate when only that is given (then rate = rpm x miles when miles are known);
    ratePerMileWithDeadhead = rate / (miles + dh)."""
    e = {"stops": stops}
    if dh is not None:
        e["originDeadhead"] = dh
    if miles is not None:
        e["totalDistance"] = miles
        if dh is not None:
            e["totalDistanceWithDeadhead"] = miles + dh
    if rate is None and rpm is not None and miles is not None:
        rate = round(rpm * miles, 2)
        if rate == int(rate):
            rate = int(rate)
    if rate is not None:
        e["brokerOfferedRate"] = rate
        if rpm is None and miles:
            rpm = per_mile(rate, miles)
        if miles and dh is not None:
            e["ratePerMileWithDeadhead"] = per_mile(rate, miles + dh)
    if rpm is not None:
        e["ratePerMile"] = rpm
    for k, v in fields.items():
        if v is not None:
            e[k] = v
    return {k: e[k] for k in ORDER if k in e}


def posting(pid, style, text, expected, options=None):
    lines = text if isinstance(text, list) else text.strip("\n").split("\n")
    p = {"id": "w-" + pid, "style": style, "text": lines}  # w-: no clash with load-corpus ids
    if options:
        p["options"] = options
    p["expected"] = expected
    return p


def write(name, postings, note=None):
    ids = [p["id"] for p in postings]
    assert len(ids) == len(set(ids)), name
    body = {"note": note, "postings": postings} if note else {"postings": postings}
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(body, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(name, len(postings))
