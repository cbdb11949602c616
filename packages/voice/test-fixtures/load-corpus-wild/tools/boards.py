"""Seeded generator for the tabular load-board families: DAT One, Truckstop, 123Loadboard rows and
spreadsheet rows. Each posting's text and its expected record are built together from the same
drawn load, so a value is labelled exactly when it is written. Column sets, column order,
separators, header rows, date/time/phone/weight spellings and equipment codes vary per posting.

    python3 tools/boards.py      (rewrites dat-one.json, truckstop.json, 123loadboard.json,
                                  spreadsheets.json; the seed is fixed)
"""

import random
from datetime import timedelta

from common import CITIES, NOW, load, per_mile, posting, road_miles, stop, write

SEED = 18_2026

COMPANIES = [
    "Dixie Steel Logistics", "Golden Grain Transport", "Red River Freight LLC", "Lumber Lane Freight",
    "Cotton Belt Carriers", "Produce Express Brokerage", "Paper Trail Logistics Inc", "Blue Ox Freight",
    "Summit Peak Logistics", "Ironhorse Brokerage", "Coastal Citrus Logistics", "Prairie Wind Freight",
    "Northstar Freight Solutions", "Big Sky Brokerage", "Great Lakes Cold Chain", "Lone Star Lumber Transport",
    "Keystone Freight Group", "Magnolia Logistics", "Cascade Timber Transport", "Gulf Coast Chemical Logistics",
    "Heartland Dairy Freight", "Allied Auto Parts Logistics", "Evergreen Freight Co", "Sunbelt Brokerage Inc",
    "Pioneer Poultry Transport", "Mesa Verde Logistics", "Twin Cities Freight", "Patriot Carriers LLC",
    "Appalachian Coal & Freight", "Maple Leaf Logistics", "Tri-State Furniture Freight", "Bayou Rice Logistics",
]
PEOPLE = ["Dana Reyes", "Mike Alvarez", "Tasha Green", "Ken Ito", "Rob Fischer", "Lupe Garza",
          "Shawn McCoy", "Erin Walsh", "Omar Haddad", "Jess Park", "Tony Russo", "Kim Tran",
          "Brett Olson", "Nina Patel", "Carlos Vega", "Amy Brooks"]
COMMODITIES_V = ["paper products", "canned goods", "bottled water", "auto parts", "retail goods",
                 "household goods", "cardboard", "beverages", "tires", "furniture", "appliances",
                 "plastic resin", "dog food", "cereal"]
COMMODITIES_R = [("frozen chicken", -10), ("ice cream", -20), ("produce", 34), ("apples", 34),
                 ("yogurt", 36), ("fresh beef", 28), ("frozen fries", 0), ("potatoes", 45),
                 ("lettuce", 33), ("cheese", 38), ("frozen vegetables", -5), ("meds", 58)]
COMMODITIES_F = ["steel coils", "lumber", "rebar", "steel beams", "pipe", "machinery", "drywall",
                 "roofing shingles", "bricks", "plywood", "concrete block", "aluminum sheets"]
NOTES_F = ["Tarps required, 6ft.", "8 ft tarps, 10 straps, edge protectors.", "Needs chains and binders.",
           "4' tarps. Driver must secure load.", "No tarps needed. Straps only."]
NOTES_V = ["Driver assist at delivery.", "Must have load bars.", "No touch freight.",
           "Lumper paid by receiver.", "Seal required, 2 load locks.", "TWIC card required.",
           "Drop trailer at shipper, live unload."]
NOTES_R = ["Pulp temps at pickup.", "Continuous, no cycle.", "Pre-cool trailer.",
           "Must have food-grade trailer, washout receipt.", "Download required at delivery."]

# code shown on the board -> equipmentType label
EQUIP = {
    "dry_van": ["V", "Van", "VAN", "Dry Van", "V-R", "VR", "53' Van", "DV"],
    "reefer": ["R", "Reefer", "RFR", "REEFER", "R-V", "Refrigerated"],
    "flatbed": ["F", "Flatbed", "FLATBD", "FLAT", "SD", "Step Deck", "F-SD", "FD", "Conestoga"],
}


def pick_load(rng, equip=None):
    cities = [c for c in CITIES if c[1] not in ("HI", "AK")]
    while True:
        a, b = rng.sample(cities, 2)
        miles = road_miles(a, b)
        if 60 <= miles <= 2300:
            break
    equip = equip or rng.choices(["dry_van", "reefer", "flatbed"], [5, 3, 3])[0]
    if miles < 250:
        rpm = rng.uniform(3.0, 4.5)
    elif miles < 700:
        rpm = rng.uniform(2.2, 3.4)
    else:
        rpm = rng.uniform(1.6, 2.7)
    rpm *= {"dry_van": 1.0, "reefer": 1.15, "flatbed": 1.25}[equip]
    rate = max(300, round(miles * rpm / 25) * 25)
    pu = NOW + timedelta(days=rng.choice([0, 0, 1, 1, 2, 3, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 17, 18, 24, 28]))
    de = pu + timedelta(days=max(0, -(-miles // 550)) if miles > 300 else rng.choice([0, 1]))
    weight = rng.choice([rng.randrange(8, 48) * 1000, rng.randrange(160, 460) * 100])
    if equip == "dry_van":
        comm, temp, notes = rng.choice(COMMODITIES_V), None, rng.choice(NOTES_V)
    elif equip == "reefer":
        comm, temp = rng.choice(COMMODITIES_R)
        notes = rng.choice(NOTES_R)
    else:
        comm, temp, notes = rng.choice(COMMODITIES_F), None, rng.choice(NOTES_F)
    company = rng.choice(COMPANIES)
    src = rng.choice([a, b, rng.choice(cities)])
    phone = (src[4], f"555-01{rng.randrange(0, 100):02d}")
    return {
        "o": a, "d": b, "miles": miles, "equip": equip, "rate": rate, "pu": pu, "de": de,
        "weight": weight, "comm": comm, "temp": temp, "notes": notes, "company": company,
        "person": rng.choice(PEOPLE), "phone": phone, "ext": str(rng.choice([rng.randrange(2, 40), rng.randrange(100, 420)])),
        "dh": rng.choice([rng.randrange(3, 40), rng.randrange(40, 160)]),
        "ref": rng.choice(["", "L-", "TS", "#", "LD"]) + str(rng.randrange(100000, 9999999)),
    }


def cs(c):
    return f"{c[0]}, {c[1]}"


def fmt_city(rng, c):
    v = rng.random()
    if v < 0.6:
        return cs(c)
    if v < 0.75:
        return f"{c[0].upper()}, {c[1]}"
    if v < 0.9:
        return f"{c[0]} {c[1]}"
    return f"{c[0]},{c[1]}"


def fmt_date(rng, d, styles=("md", "mon", "dow", "mdy", "iso")):
    s = rng.choice(styles)
    if s == "md":
        return f"{d.month}/{d.day}" if rng.random() < 0.5 else f"{d.month:02d}/{d.day:02d}"
    if s == "mon":
        return d.strftime("%b ") + str(d.day)
    if s == "dow":
        return d.strftime("%a ") + f"{d.month}/{d.day}"
    if s == "mdy":
        return f"{d.month:02d}/{d.day:02d}/{d.year}" if rng.random() < 0.5 else f"{d.month}/{d.day}/{d.year % 100}"
    return d.isoformat()


def fmt_money(rng, n):
    v = rng.random()
    if v < 0.55:
        return f"${n:,}"
    if v < 0.7:
        return f"${n:,}.00"
    if v < 0.85:
        return f"${n}"
    return f"{n:,}"


def fmt_weight(rng, w):
    v = rng.random()
    if w % 1000 == 0 and v < 0.3:
        return rng.choice([f"{w // 1000}k", f"{w // 1000}K lbs", f"{w // 1000} K"])
    if v < 0.6:
        return f"{w:,} lbs"
    if v < 0.8:
        return f"{w:,}"
    return f"{w} lb"


def fmt_phone(rng, ph, ext=None, ext_style=None):
    area, rest = ph
    a, b = rest.split("-")
    s = rng.choice([f"({area}) {a}-{b}", f"{area}-{a}-{b}", f"{area}.{a}.{b}", f"{area} {a} {b}",
                    f"+1 {area}-{a}-{b}"])
    if ext:
        s += (ext_style or rng.choice([" x{}", " ext {}", " Ext. {}", " • Ext. {}", " | Ext {}", " EXT{}"])).format(ext)
    return s


def phone_label(ph):
    return f"+1-{ph[0]}-{ph[1]}"


def time_spec(rng, d, allow_window=True):
    """Returns (text, stop kwargs) for an appointment at date d."""
    v = rng.random()
    if v < 0.35 or not allow_window:
        h = rng.choice([5, 6, 7, 8, 9, 10, 13, 14, 15])
        m = rng.choice([0, 0, 0, 30])
        t = f"{h:02d}:{m:02d}"
        txt = rng.choice([t, t.replace(":", ""), f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"])
        return txt, {"appt": "APPT", "time": t}
    if v < 0.75:
        h1 = rng.choice([5, 6, 7, 8, 9])
        h2 = h1 + rng.choice([3, 4, 6, 8, 10])
        w = (f"{h1:02d}:00", f"{h2:02d}:00")

        def ap(h):
            return f"{(h - 1) % 12 + 1}{'A' if h < 12 else 'P'}"
        txt = rng.choice([f"{h1:02d}:00-{h2:02d}:00", f"{h1:02d}00-{h2:02d}00", f"{ap(h1)}-{ap(h2)}",
                          f"{ap(h1).lower()}-{ap(h2).lower()}", f"FCFS {h1:02d}00-{h2:02d}00"])
        return txt, {"appt": "FCFS", "window": w}
    return "FCFS", {"appt": "FCFS"}


def dat_one(rng, n):
    out = []
    for i in range(n):
        L = pick_load(rng)
        variant = i % 4
        code = rng.choice(EQUIP[L["equip"]])
        o, d = L["o"], L["d"]
        show = {k: rng.random() < p for k, p in
                [("dh", 0.8), ("rate", 0.8), ("weight", 0.75), ("phone", 0.8), ("company", 0.85),
                 ("ref", 0.35), ("ext", 0.25), ("notes", 0.35), ("deldate", 0.3)]}
        pu_txt = fmt_date(rng, L["pu"], ("md", "mon", "dow"))
        pu_stop = stop(cs(o), "P", "APPT", L["pu"].isoformat())
        de_stop = stop(cs(d), "D")
        dhd = rng.randrange(0, 90)
        fields = {}
        if variant in (0, 1):
            # a search-results row, with (0) or without (1) its header row
            cols = [("Age", f"{rng.choice([0, 1, 2, 5, 12, 34])}{rng.choice(['m', 'h'])}"),
                    ("Rate", fmt_money(rng, L["rate"]) if show["rate"] else "—"),
                    ("Trip", f"{L['miles']:,}" + rng.choice(["", " mi"])),
                    ("Origin", fmt_city(rng, o)),
                    ("DH-O", f"({L['dh']})" if variant == 1 else str(L["dh"])),
                    ("Destination", fmt_city(rng, d)), ("DH-D", f"({dhd})" if variant == 1 else str(dhd)),
                    ("Pick Up", pu_txt), ("Truck", code), ("F/P", rng.choice(["F", "P", "Full"])),
                    ("Company", L["company"]),
                    ("Contact", fmt_phone(rng, L["phone"], L["ext"] if show["ext"] else None) if show["phone"]
                     else "loads@" + L["company"].split()[0].lower() + ".com"),
                    ("Length", rng.choice(["53 ft", "48'", "53", "—"])),
                    ("Weight", fmt_weight(rng, L["weight"]) if show["weight"] else "—"),
                    ("CS/DTP", f"{rng.randrange(80, 100)} / {rng.randrange(15, 45)}")]
            if not show["dh"]:
                cols = [c for c in cols if c[0] not in ("DH-O", "DH-D")]
            if not show["company"]:
                cols = [c for c in cols if c[0] != "Company"]
            if show["ref"]:
                cols.append(("Ref", L["ref"]))
            if rng.random() < 0.4:  # other saved column layouts
                head = cols[:3]
                rng.shuffle(head)
                cols = [c for c in cols if c not in head[:1]] + head[:1]
                cols = [c for c in cols if c[0] != "Age"] if rng.random() < 0.5 else cols
            sep = rng.choice(["\t", "  ", "   ", " | "])
            lines = []
            if variant == 0:
                lines.append(sep.join(c[0] for c in cols))
            lines.append(sep.join(c[1] for c in cols))
            names = [c[0] for c in cols]
            if show["notes"]:
                lines.append(f"Comments: {L['notes']}")
                fields["specialInstructions"] = L["notes"]
        else:
            # the load-detail panel copied: label and value separated by runs of spaces
            rows = [("Origin", fmt_city(rng, o)), ("Destination", fmt_city(rng, d)),
                    ("Pick Up", pu_txt), ("Equipment", code), ("Trip", f"{L['miles']:,} mi")]
            if show["dh"]:
                rows.insert(1, ("Deadhead", rng.choice([f"{L['dh']} mi", f"({L['dh']})", f"{L['dh']} mi DH-O"])))
            if show["deldate"]:
                rows.insert(3, ("Delivery", fmt_date(rng, L["de"], ("md", "mon", "dow"))))
                de_stop = stop(cs(d), "D", "APPT", L["de"].isoformat())
            if show["weight"]:
                rows.append(("Weight", fmt_weight(rng, L["weight"])))
            rows.append(("Length", rng.choice(["53 ft", "48 ft"])))
            if show["rate"]:
                if variant == 3 and rng.random() < 0.6:
                    fsc = rng.choice([150, 200, 250, 300])
                    rows.append(("Rate", f"${L['rate']:,} total  (linehaul ${L['rate'] - fsc:,} + fuel ${fsc})"))
                else:
                    rows.append(("Rate", fmt_money(rng, L["rate"])))
            if show["ref"]:
                rows.append(("Reference ID", L["ref"]))
            if L["equip"] == "reefer" and rng.random() < 0.7:
                rows.append(("Commodity", L["comm"]))
                rows.append(("Temp", f"{L['temp']}°F" if rng.random() < 0.5 else f"{L['temp']} F"))
                fields["commodity"], fields["temperature"] = L["comm"], L["temp"]
            elif rng.random() < 0.4:
                rows.append(("Commodity", L["comm"]))
                fields["commodity"] = L["comm"]
            if show["notes"]:
                rows.append(("Comments", L["notes"]))
                fields["specialInstructions"] = L["notes"]
            if show["company"]:
                rows.append(("Company", L["company"]))
            if show["phone"]:
                rows.append(("Contact", (L["person"] + "  " if rng.random() < 0.4 else "") +
                             fmt_phone(rng, L["phone"], L["ext"] if show["ext"] else None)))
                if rows[-1][1].startswith(L["person"]):
                    fields["brokerName"] = L["person"]
            w = max(len(r[0]) for r in rows) + rng.choice([2, 4, 6])
            lines = [rng.choice(["Load Details", "LOAD DETAILS", "Load Detail  ·  DAT One"])] if rng.random() < 0.5 else []
            lines += [r[0].ljust(w) + r[1] for r in rows]
            names = [r[0] for r in rows]
            if "Contact" not in names:
                show["phone"] = False
            if "Weight" not in names:
                show["weight"] = False
            show["dh"] = "Deadhead" in names
        has = set(names)
        exp = load([pu_stop, de_stop],
                   dh=L["dh"] if show["dh"] and ("DH-O" in has or "Deadhead" in has) else None,
                   miles=L["miles"], rate=L["rate"] if show["rate"] else None,
                   weight=L["weight"] if show["weight"] else None,
                   equipmentType=L["equip"],
                   referenceNumber=L["ref"] if show["ref"] else None,
                   brokerPhone=phone_label(L["phone"]) if show["phone"] else None,
                   brokerExtension=L["ext"] if show["phone"] and show["ext"] else None,
                   brokerCompany=L["company"] if "Company" in has else None, **fields)
        out.append(posting(f"dat-{i + 1:02d}", "table" if variant < 2 else rng.choice(["dark", "table"]), lines, exp))
    return out


def truckstop(rng, n):
    out = []
    for i in range(n):
        L = pick_load(rng)
        variant = i % 4
        code = rng.choice(EQUIP[L["equip"]])
        o, d = L["o"], L["d"]
        fields = {}
        ts, tkw = time_spec(rng, L["pu"])
        pu_date = fmt_date(rng, L["pu"], ("md", "mdy"))
        pu_stop = stop(cs(o), "P", tkw["appt"], L["pu"].isoformat(), tkw.get("time"), tkw.get("window"))
        de_stop = stop(cs(d), "D")
        show_dh = rng.random() < 0.75
        show_rate = rng.random() < 0.85
        show_ext = rng.random() < 0.3
        if variant in (0, 1):
            cols = [("Pick Up", f"{pu_date} {ts}"), ("Origin", fmt_city(rng, o)),
                    ("O-DH", str(L["dh"]) if variant == 0 else f"({L['dh']})"),
                    ("Destination", fmt_city(rng, d)), ("D-DH", str(rng.randrange(0, 60))),
                    ("Miles", str(L["miles"])), ("Equip", code), ("Load", rng.choice(["Full", "FTL", "Partial"])),
                    ("Weight", fmt_weight(rng, L["weight"])), ("Payment", fmt_money(rng, L["rate"]) if show_rate else "Call"),
                    ("Company", L["company"]), ("Phone", fmt_phone(rng, L["phone"], L["ext"] if show_ext else None)),
                    ("Days to Pay", str(rng.choice([15, 21, 30, 45]))), ("Credit", str(rng.choice(["A", "B", 92, 97])))]
            if not show_dh:
                cols = [c for c in cols if c[0] not in ("O-DH", "D-DH")]
            if rng.random() < 0.5:
                cols = [c for c in cols if c[0] not in ("Days to Pay", "Credit")]
            if rng.random() < 0.35:
                # 'Age' first and origin before date, as in another saved layout
                cols = [("Age", f"{rng.randrange(1, 59)}m")] + cols[1:3] + [cols[0]] + cols[3:]
            sep = rng.choice(["\t", " | ", "   "])
            lines = ([sep.join(c[0] for c in cols)] if variant == 0 else []) + [sep.join(c[1] for c in cols)]
            if rng.random() < 0.4:
                fields["specialInstructions"] = L["notes"]
                lines.append(rng.choice(["Notes: ", "Comments: ", "Special Info: "]) + L["notes"])
        else:
            de_date = fmt_date(rng, L["de"], ("md", "mdy"))
            dts, dkw = time_spec(rng, L["de"])
            de_stop = stop(cs(d), "D", dkw["appt"], L["de"].isoformat(), dkw.get("time"), dkw.get("window"))
            dh_txt = rng.choice([f" ({L['dh']} DH)", f" ({L['dh']})", f"   DH {L['dh']} mi"])
            lines = [rng.choice(["TRUCKSTOP  ·  Load Details", "Load Details", "truckstop.com - Load #" + L["ref"].lstrip("#")])]
            fields["referenceNumber"] = L["ref"].lstrip("#") if lines[0].startswith("truckstop.com") else None
            kv = ":" if variant == 2 else ""
            pad = 16 if variant == 3 else 0
            rows = [("Origin", fmt_city(rng, o) + (dh_txt if show_dh else "")), ("Pickup", f"{pu_date}  {ts}"),
                    ("Destination", fmt_city(rng, d)), ("Delivery", f"{de_date}  {dts}"),
                    ("Equipment", code + rng.choice(["", " 53'", "  48 ft"])), ("Miles", f"{L['miles']:,}"),
                    ("Weight", fmt_weight(rng, L["weight"]))]
            if show_rate:
                rows.append(("Payment" if rng.random() < 0.5 else "Rate", fmt_money(rng, L["rate"])))
            if L["equip"] == "reefer":
                rows.append(("Commodity", f"{L['comm']} @ {L['temp']}F"))
                fields["commodity"], fields["temperature"] = L["comm"], L["temp"]
            elif rng.random() < 0.5:
                rows.append(("Commodity", L["comm"]))
                fields["commodity"] = L["comm"]
            if rng.random() < 0.5:
                rows.append(("Notes", L["notes"]))
                fields["specialInstructions"] = L["notes"]
            rows.append(("Posted by", L["company"]))
            rows.append(("Contact", f"{L['person']}  " + fmt_phone(rng, L["phone"], L["ext"] if show_ext else None)))
            fields["brokerName"] = L["person"]
            lines += [(r[0] + kv).ljust(pad) + ("  " if not pad and not kv else " ") + r[1] for r in rows]
        exp = load([pu_stop, de_stop], dh=L["dh"] if show_dh else None, miles=L["miles"],
                   rate=L["rate"] if show_rate else None, weight=L["weight"], equipmentType=L["equip"],
                   brokerPhone=phone_label(L["phone"]), brokerExtension=L["ext"] if show_ext else None,
                   brokerCompany=L["company"], **fields)
        out.append(posting(f"ts-{i + 1:02d}", "table" if variant < 2 else "dark", lines, exp))
    return out


def loadboard123(rng, n):
    out = []
    for i in range(n):
        L = pick_load(rng)
        variant = i % 3
        code = rng.choice(EQUIP[L["equip"]])
        o, d = L["o"], L["d"]
        fields = {}
        ts, tkw = time_spec(rng, L["pu"])
        pu_stop = stop(cs(o), "P", tkw["appt"], L["pu"].isoformat(), tkw.get("time"), tkw.get("window"))
        de_stop = stop(cs(d), "D")
        show_ext = rng.random() < 0.5
        allin = rng.random() < 0.35
        lh = L["rate"] - rng.choice([125, 150, 200, 275]) if allin else None
        if variant in (0, 1):
            cols = [("Age", f"{rng.randrange(1, 50)}m"), ("Pick-Up", fmt_date(rng, L["pu"], ("md",))),
                    ("Origin", fmt_city(rng, o)), ("DH", str(L["dh"])), ("Destination", fmt_city(rng, d)),
                    ("Equip", code), ("Size", rng.choice(["TL", "Full", "LTL"])), ("Miles", str(L["miles"])),
                    ("Weight", fmt_weight(rng, L["weight"])), ("Length", rng.choice(["53", "48", "—"])),
                    ("Pay Rate", fmt_money(rng, L["rate"])), ("Company", L["company"]),
                    ("Phone", fmt_phone(rng, L["phone"], L["ext"] if show_ext else None))]
            pu_stop = stop(cs(o), "P", "APPT", L["pu"].isoformat())
            if rng.random() < 0.4:
                cols.insert(10, ("Linehaul", fmt_money(rng, lh)) if allin else ("$/mi", f"{per_mile(L['rate'], L['miles']):.2f}"))
                if allin:
                    cols[11] = ("All-in", cols[11][1])
            elif allin:
                lh = None
            sep = rng.choice(["\t", " | ", "  "])
            if variant == 1:
                cols = cols[1:]
            lines = ([sep.join(c[0] for c in cols)] if variant == 0 else []) + [sep.join(c[1] for c in cols)]
            has = [c[0] for c in cols]
            show_dh = "DH" in has
        else:
            show_dh = rng.random() < 0.8
            dh = rng.choice([f" ({L['dh']})", f" ({L['dh']} DH)", f" - DH {L['dh']}"]) if show_dh else ""
            rate_txt = (f"${L['rate']:,} all-in (${lh:,} linehaul + fuel)" if allin
                        else fmt_money(rng, L["rate"]))
            if allin and rng.random() < 0.5:
                rate_txt = f"Linehaul ${lh:,} / Total ${L['rate']:,}"
            lines = [rng.choice(["123Loadboard - Load Info", "LOAD INFO", "123LB Load #" + L["ref"].lstrip("#")]),
                     f"Pickup: {fmt_date(rng, L['pu'], ('md', 'mdy', 'mon'))} {ts}",
                     f"Origin: {fmt_city(rng, o)}{dh}", f"Dest: {fmt_city(rng, d)}",
                     f"Equipment: {code}   Size: {rng.choice(['Full', 'TL'])}",
                     f"Miles: {L['miles']}   Weight: {fmt_weight(rng, L['weight'])}",
                     f"Rate: {rate_txt}"]
            if lines[0].startswith("123LB"):
                fields["referenceNumber"] = L["ref"].lstrip("#")
            if L["equip"] == "reefer" and rng.random() < 0.7:
                lines.append(f"Temp: {L['temp']}F  Commodity: {L['comm']}")
                fields["temperature"], fields["commodity"] = L["temp"], L["comm"]
            lines.append(f"Company: {L['company']}")
            sepx = rng.choice([" • ", " | ", "  "])
            lines.append(f"Contact: {L['person']}{sepx}" + fmt_phone(rng, L["phone"], L["ext"] if show_ext else None,
                                                                       rng.choice([" • Ext. {}", " | Ext {}", " Ext. {}"])))
            fields["brokerName"] = L["person"]
            if rng.random() < 0.4:
                lines.append("Comments: " + L["notes"])
                fields["specialInstructions"] = L["notes"]
        exp = load([pu_stop, de_stop], dh=L["dh"] if show_dh else None, miles=L["miles"],
                   rate=L["rate"], weight=L["weight"], equipmentType=L["equip"],
                   brokerPhone=phone_label(L["phone"]), brokerExtension=L["ext"] if show_ext else None,
                   brokerCompany=L["company"], **fields)
        out.append(posting(f"lb123-{i + 1:02d}", "table" if variant < 2 else "dark", lines, exp))
    return out


def spreadsheets(rng, n):
    out = []
    for i in range(n):
        L = pick_load(rng)
        o, d = L["o"], L["d"]
        ts, tkw = time_spec(rng, L["pu"])
        dts, dkw = time_spec(rng, L["de"])
        code = rng.choice(EQUIP[L["equip"]])
        state_full = rng.random() < 0.2
        from common import STATE_NAMES

        def st(c):
            return STATE_NAMES[c[1]] if state_full else (c[1] if rng.random() < 0.8 else c[1].lower())

        def city(c):
            return c[0].upper() if rng.random() < 0.25 else c[0]
        dfmt = rng.choice(["md", "mdy", "iso"])
        cols = [("Load #", L["ref"].lstrip("#")),
                ("PU City", city(o)), ("PU ST", st(o)), ("PU Date", fmt_date(rng, L["pu"], (dfmt,))),
                ("PU Time", ts), ("DEL City", city(d)), ("DEL ST", st(d)),
                ("DEL Date", fmt_date(rng, L["de"], (dfmt,))), ("DEL Time", dts),
                ("Equip", code), ("Weight", f"{L['weight']}"), ("Miles", str(L["miles"])),
                ("Rate", fmt_money(rng, L["rate"])), ("Commodity", L["comm"])]
        if L["equip"] == "reefer":
            cols.append(("Temp", str(L["temp"])))
        names_alt = rng.choice([
            {}, {"PU City": "Origin City", "PU ST": "Origin State", "DEL City": "Dest City", "DEL ST": "Dest State"},
            {"PU City": "Shipper City", "PU ST": "ST", "DEL City": "Consignee City", "DEL ST": "ST",
             "PU Date": "Ship Date", "DEL Date": "Del Date"},
            {"Load #": "Ref", "Equip": "Trailer", "Rate": "Total Pay", "Weight": "Lbs"}])
        drop = set(rng.sample(["Load #", "PU Time", "DEL Time", "DEL Date", "Commodity", "Miles", "Weight"], rng.randrange(0, 4)))
        cols = [c for c in cols if c[0] not in drop]
        if rng.random() < 0.3:  # a sheet kept by lane: destination columns before the pickup date
            cols = [c for c in cols if c[0] == "Load #"] + \
                [c for c in cols if c[0] in ("PU City", "PU ST")] + \
                [c for c in cols if c[0].startswith("DEL")] + [c for c in cols if c[0] in ("PU Date", "PU Time")] + \
                [c for c in cols if not (c[0].startswith("PU") or c[0].startswith("DEL") or c[0] == "Load #")]
        sep = rng.choice(["\t", ",", " | ", "\t"])
        if sep == ",":
            cols = [(h, f'"{v}"' if "," in v else v) for h, v in cols]
        header = sep.join(names_alt.get(h, h) for h, _ in cols)
        lines = [header, sep.join(v for _, v in cols)]
        has = {c[0] for c in cols}
        pkw = tkw if "PU Time" in has else {"appt": "APPT"}
        dkw2 = dkw if "DEL Time" in has else {"appt": "APPT"}
        pu_stop = stop(cs(o), "P", pkw["appt"], L["pu"].isoformat(), pkw.get("time"), pkw.get("window"))
        de_stop = stop(cs(d), "D", dkw2["appt"] if "DEL Date" in has or dkw2["appt"] == "FCFS" else "APPT",
                       L["de"].isoformat() if "DEL Date" in has else None, dkw2.get("time"), dkw2.get("window"))
        notes = None
        if rng.random() < 0.3:
            notes = L["notes"]
            lines[0] += sep + "Notes"
            lines[1] += sep + (f'"{notes}"' if sep == "," and "," in notes else notes)
        exp = load([pu_stop, de_stop], miles=L["miles"] if "Miles" in has else None, rate=L["rate"],
                   weight=L["weight"] if "Weight" in has else None,
                   commodity=L["comm"] if "Commodity" in has else None,
                   temperature=L["temp"] if "Temp" in has else None, equipmentType=L["equip"],
                   specialInstructions=notes, referenceNumber=L["ref"].lstrip("#") if "Load #" in has else None)
        out.append(posting(f"sheet-{i + 1:02d}", "table", lines, exp))
    return out


if __name__ == "__main__":
    rng = random.Random(SEED)
    write("dat-one.json", dat_one(rng, 30), "Generated by tools/boards.py (seeded); DAT One search rows with and without their header row, and detail panels whose labels are separated from values by runs of spaces.")
    write("truckstop.json", truckstop(rng, 28), "Generated by tools/boards.py (seeded); Truckstop result rows (with/without header) and load-detail views.")
    write("123loadboard.json", loadboard123(rng, 27), "Generated by tools/boards.py (seeded); 123Loadboard rows and load-info panels, all-in beside linehaul rates.")
    write("spreadsheets.json", spreadsheets(rng, 28), "Generated by tools/boards.py (seeded); spreadsheet rows with city and state in separate columns.")
