"""The specific shapes issue 18 names, written by hand into otherwise ordinary postings:
'TO: st. louis, mo', FLATBD / RFR / V-R, windows like '7A-11A', deadhead '(8)' / '(12 DH)',
extensions '• Ext.' / '| Ext', an all-in or total rate beside a linehaul rate, and company names
that contain commodity words; plus casing, unicode dashes/bullets and abbreviations (Ft., St)."""

from common import load, posting, stop, write

P = []


def add(pid, text, exp, style="sms"):
    P.append(posting(pid, style, text, exp))


add("sh-01", """
FROM: chicago, il
TO: st. louis, mo
PU: 11/24 7A-11A
DEL: 11/25 0800 APPT
EQ: V-R   WT: 40,000   MI: 297
RATE: $1,050
CONTACT: Tasha Green  312-555-0119 • Ext. 4
""", load([stop("Chicago, IL", "P", "FCFS", "2026-11-24", window=("07:00", "11:00")),
           stop("St. Louis, MO", "D", "APPT", "2026-11-25", "08:00")],
          miles=297, rate=1050, weight=40000, equipmentType="dry_van", brokerPhone="+1-312-555-0119",
          brokerExtension="4", brokerName="Tasha Green"), style="table")

add("sh-02", """
TO: st. louis, mo
from: memphis, tn
ship date 12/2  7A-11A
FLATBD 48'  44k steel pipe
285 mi  (8)
$1,200 all-in / $1,050 linehaul
Dixie Steel Logistics | Ext 12 | 901-555-0163
""", load([stop("Memphis, TN", "P", "FCFS", "2026-12-02", window=("07:00", "11:00")), stop("St. Louis, MO", "D")],
          dh=8, miles=285, rate=1200, weight=44000, commodity="steel pipe", equipmentType="flatbed",
          brokerPhone="+1-901-555-0163", brokerExtension="12", brokerCompany="Dixie Steel Logistics"))

add("sh-03", """
RFR | Yuma, AZ (12 DH) → Los Angeles, CA | pu 12/1 5A-9A | del 12/1 1700 | 36°F | 40,000 lbs lettuce | 280 mi | Total $1,450 (LH $1,300 + FSC $150)
Desert Produce Express • (928) 555-0140 • Ext. 21
""", load([stop("Yuma, AZ", "P", "FCFS", "2026-12-01", window=("05:00", "09:00")),
           stop("Los Angeles, CA", "D", "APPT", "2026-12-01", "17:00")],
          dh=12, miles=280, rate=1450, weight=40000, commodity="lettuce", temperature=36, equipmentType="reefer",
          brokerPhone="+1-928-555-0140", brokerExtension="21", brokerCompany="Desert Produce Express"), style="table")

add("sh-04", """
Golden Grain Transport
Load: GGT-4410
Origin: Garden City, KS (27)
Destination: Amarillo, TX
Pickup: Mon 11/30 8A-12P
Equipment: V
Commodity: paper bags
Weight: 35,000
Miles: 221
Linehaul: $800   All-in: $925
Phone: 620-555-0117 | Ext 3
""", load([stop("Garden City, KS", "P", "FCFS", "2026-11-30", window=("08:00", "12:00")), stop("Amarillo, TX", "D")],
          dh=27, miles=221, rate=925, weight=35000, commodity="paper bags", equipmentType="dry_van",
          referenceNumber="GGT-4410", brokerPhone="+1-620-555-0117", brokerExtension="3",
          brokerCompany="Golden Grain Transport"), style="dark")

add("sh-05", """
ft. worth, tx → oklahoma city, ok
V-R, 38k, 205 mi (12 DH)
p/u 11/23 6A-10A · del 11/23 4P appt
$850 total ($750 linehaul + $100 fuel)
Lone Star Lumber Transport — 817-555-0155 | Ext 8
""", load([stop("Fort Worth, TX", "P", "FCFS", "2026-11-23", window=("06:00", "10:00")),
           stop("Oklahoma City, OK", "D", "APPT", "2026-11-23", "16:00")],
          dh=12, miles=205, rate=850, weight=38000, equipmentType="dry_van", brokerPhone="+1-817-555-0155",
          brokerExtension="8", brokerCompany="Lone Star Lumber Transport"))

add("sh-06", """
ORIGIN                    DESTINATION               PICKUP
Charlotte, NC (15 DH)     Columbia, SC              11/27 7A-11A
EQUIP    WEIGHT    MILES    RATE
RFR      39,000    94       $650
Cotton Belt Carriers  •  704-555-0130  •  Ext. 17
""", load([stop("Charlotte, NC", "P", "FCFS", "2026-11-27", window=("07:00", "11:00")), stop("Columbia, SC", "D")],
          dh=15, miles=94, rate=650, weight=39000, equipmentType="reefer", brokerPhone="+1-704-555-0130",
          brokerExtension="17", brokerCompany="Cotton Belt Carriers"), style="table")

add("sh-07", """
LOAD — Savannah, GA → Greenville, SC
Pick-up: Tue 12/8, 7A–11A
Drop: Wed 12/9, 8A
Trailer: FLATBD w/ tarps
Lbs: 42,500 — Commodity: granite slabs
Miles: 282 — DH-O: (22)
Rate: $1,350 linehaul + $100 tarp = $1,450 total
Coastal Empire Logistics • 912-555-0100 • Ext. 445
""", load([stop("Savannah, GA", "P", "FCFS", "2026-12-08", window=("07:00", "11:00")),
           stop("Greenville, SC", "D", "APPT", "2026-12-09", "08:00")],
          dh=22, miles=282, rate=1450, weight=42500, commodity="granite slabs", equipmentType="flatbed",
          specialInstructions="tarps", brokerPhone="+1-912-555-0100", brokerExtension="445",
          brokerCompany="Coastal Empire Logistics"), style="email")

add("sh-08", """
RFR NEEDED
PU: Immokalee, FL  12/5  10P-6A
TO: jessup, md
DEL 12/7 0400 appt
tomatoes 42k 34-36F  1,020 mi
ALL IN $3,100 (linehaul 2,850)
Citrus Belt Produce Logistics  239-555-0161 • Ext. 6
""", load([stop("Immokalee, FL", "P", "FCFS", "2026-12-05", window=("22:00", "06:00")),
           stop("Jessup, MD", "D", "APPT", "2026-12-07", "04:00")],
          miles=1020, rate=3100, weight=42000, commodity="tomatoes", temperature=34, equipmentType="reefer",
          brokerPhone="+1-239-555-0161", brokerExtension="6", brokerCompany="Citrus Belt Produce Logistics"))

add("sh-09", """
Truck: V-R
Origin: Harrisburg, PA (41)
Dest: Richmond, VA
Date: 12/1
Time: 6A-2P
Trip: 210
Wt: 22k
Pay: $825
Contact: Paper Trail Logistics Inc | Ext 44 | 717-555-0166
""", load([stop("Harrisburg, PA", "P", "FCFS", "2026-12-01", window=("06:00", "14:00")), stop("Richmond, VA", "D")],
          dh=41, miles=210, rate=825, weight=22000, equipmentType="dry_van", brokerPhone="+1-717-555-0166",
          brokerExtension="44", brokerCompany="Paper Trail Logistics Inc"), style="dark")

add("sh-10", """
TO: ST. LOUIS, MO
FROM: INDIANAPOLIS, IN
DATE: 11/30   TIME: 8A-12P
TRUCK: FLATBD   LOAD: 46K COILS
MILES: 243   DH: (31)
RATE: $1,100 / ALL-IN $1,175
AMERICAN STEEL & LUMBER BROKERS | EXT 210 | 317-555-0109
""", load([stop("Indianapolis, IN", "P", "FCFS", "2026-11-30", window=("08:00", "12:00")), stop("St. Louis, MO", "D")],
          dh=31, miles=243, rate=1175, weight=46000, commodity="COILS", equipmentType="flatbed",
          brokerPhone="+1-317-555-0109", brokerExtension="210", brokerCompany="AMERICAN STEEL & LUMBER BROKERS"),
    style="table")

add("sh-11", """
Pick up… Tuesday 11/24 · 7A-11A · Ogden, UT
Deliver… Wednesday 11/25 · 6A · Boise, ID
Equipment… V-R (van preferred)
Freight… 30,500 lb, bottled juice
Miles… 290 (19)
Offer… $1,000 all in
Wasatch Front Logistics • 801.555.0170 • Ext. 4
""", load([stop("Ogden, UT", "P", "FCFS", "2026-11-24", window=("07:00", "11:00")),
           stop("Boise, ID", "D", "APPT", "2026-11-25", "06:00")],
          dh=19, miles=290, rate=1000, weight=30500, commodity="bottled juice", equipmentType="dry_van",
          brokerPhone="+1-801-555-0170", brokerExtension="4", brokerCompany="Wasatch Front Logistics"), style="dark")

add("sh-12", """
Pickup: Tomah, WI
TO: st. paul, mn
12/9 5A-9A pickup, 12/9 2P delivery appt
RFR 0F frozen cranberries 41,000
162mi (12 DH)
LH $725 / total $800
Cranberry Country Freight 608-555-0120 | Ext 2
""", load([stop("Tomah, WI", "P", "FCFS", "2026-12-09", window=("05:00", "09:00")),
           stop("St. Paul, MN", "D", "APPT", "2026-12-09", "14:00")],
          dh=12, miles=162, rate=800, weight=41000, commodity="frozen cranberries", temperature=0, equipmentType="reefer",
          brokerPhone="+1-608-555-0120", brokerExtension="2", brokerCompany="Cranberry Country Freight"))

add("sh-13", """
Company: Blue Ox Freight
Contact: Ken Ito • 651-555-0113 • Ext. 77
Lane: Eau Claire, WI → Des Moines, IA
Pickup 11/28 9A-1P · Delivery 11/30 8A
FLATBD · 47,000 lbs · concrete block · 262 mi · (33)
$1,150 linehaul · $1,250 total w/ tarp
""", load([stop("Eau Claire, WI", "P", "FCFS", "2026-11-28", window=("09:00", "13:00")),
           stop("Des Moines, IA", "D", "APPT", "2026-11-30", "08:00")],
          dh=33, miles=262, rate=1250, weight=47000, commodity="concrete block", equipmentType="flatbed",
          brokerPhone="+1-651-555-0113", brokerExtension="77", brokerName="Ken Ito", brokerCompany="Blue Ox Freight"),
    style="email")

add("sh-14", """
Casper WY -> Denver CO  |  RFR  |  pu 12/3 1P-5P  |  del 12/4 6A  |  281 mi  |  (64 DH)  |  38,000# beef 28F  |  $1,150
Big Horn Beef Logistics | Ext 5 | 307-555-0141
""", load([stop("Casper, WY", "P", "FCFS", "2026-12-03", window=("13:00", "17:00")),
           stop("Denver, CO", "D", "APPT", "2026-12-04", "06:00")],
          dh=64, miles=281, rate=1150, weight=38000, commodity="beef", temperature=28, equipmentType="reefer",
          brokerPhone="+1-307-555-0141", brokerExtension="5", brokerCompany="Big Horn Beef Logistics"), style="table")

add("sh-15", """
FROM Little Rock, AR (8) TO: shreveport, la
11/25 7a-11a
V-R 18k
220mi
$775 ALL IN ($700 + $75 fuel)
Razorback Freight 501-555-0186 • Ext. 30
""", load([stop("Little Rock, AR", "P", "FCFS", "2026-11-25", window=("07:00", "11:00")), stop("Shreveport, LA", "D")],
          dh=8, miles=220, rate=775, weight=18000, equipmentType="dry_van", brokerPhone="+1-501-555-0186",
          brokerExtension="30", brokerCompany="Razorback Freight"))

add("sh-16", """
Load ID  CS-44190
Truck    FLATBD
Origin   Roanoke, VA   (7 DH)
Dest     Charlotte, NC
Pickup   12/2   7A-11A
Trip     196
Weight   40,000
Rate     $900 linehaul   $975 all-in
Company  Carolina Lumber & Steel Freight
Phone    540-555-0171 | Ext 19
""", load([stop("Roanoke, VA", "P", "FCFS", "2026-12-02", window=("07:00", "11:00")), stop("Charlotte, NC", "D")],
          dh=7, miles=196, rate=975, weight=40000, equipmentType="flatbed", referenceNumber="CS-44190",
          brokerPhone="+1-540-555-0171", brokerExtension="19", brokerCompany="Carolina Lumber & Steel Freight"),
    style="dark")

add("sh-17", """
Hey! TO: st. louis, mo — from Springfield, IL. Picks up tmrw 7A-11A, drops Monday 8A. RFR @ 34, 40k produce. 98 mi, $575 flat. Illini Produce Brokers 217-555-0144 • Ext. 2
""", load([stop("Springfield, IL", "P", "FCFS", "2026-11-21", window=("07:00", "11:00")),
           stop("St. Louis, MO", "D", "APPT", "2026-11-23", "08:00")],
          miles=98, rate=575, weight=40000, commodity="produce", temperature=34, equipmentType="reefer",
          brokerPhone="+1-217-555-0144", brokerExtension="2", brokerCompany="Illini Produce Brokers"))

add("sh-18", """
Pickup city: ALBANY, NY (16)
Drop city: WORCESTER, MA
Pickup window: 12/10 8A-4P
Drop appt: 12/10 3P
Trailer: V-R
Weight: 25,000 LBS
Miles: 135
Rate: linehaul $575 / fuel $75 / TOTAL $650
Empire Dairy Logistics | Ext 101 | 518-555-0155
""", load([stop("Albany, NY", "P", "FCFS", "2026-12-10", window=("08:00", "16:00")),
           stop("Worcester, MA", "D", "APPT", "2026-12-10", "15:00")],
          dh=16, miles=135, rate=650, weight=25000, equipmentType="dry_van", brokerPhone="+1-518-555-0155",
          brokerExtension="101", brokerCompany="Empire Dairy Logistics"), style="dark")

add("sh-19", """
flatbd load avail — bismarck nd to billings mt — 12/14 6a-12p — 415 mi (52 dh) — 45k pipe — $1,700 all in, $1,550 lh — Northern Plains Steel Transport • Ext. 9 • 701-555-0102
""", load([stop("Bismarck, ND", "P", "FCFS", "2026-12-14", window=("06:00", "12:00")), stop("Billings, MT", "D")],
          dh=52, miles=415, rate=1700, weight=45000, commodity="pipe", equipmentType="flatbed",
          brokerPhone="+1-701-555-0102", brokerExtension="9", brokerCompany="Northern Plains Steel Transport"))

add("sh-20", """
Subject: RFR Fresno > LA (8)

Fresno, CA (8) to Vernon, CA
PU Sat 11/28 7A-11A  DEL Sat 11/28 5P appt
RFR 34F, 40,000 lbs grapes, 225 mi
Total $1,100 / linehaul $975
Valley Harvest Logistics
Priya Shah • 559-555-0142 • Ext. 15
""", load([stop("Fresno, CA", "P", "FCFS", "2026-11-28", window=("07:00", "11:00")),
           stop("Vernon, CA", "D", "APPT", "2026-11-28", "17:00")],
          dh=8, miles=225, rate=1100, weight=40000, commodity="grapes", temperature=34, equipmentType="reefer",
          brokerPhone="+1-559-555-0142", brokerExtension="15", brokerName="Priya Shah",
          brokerCompany="Valley Harvest Logistics"), style="email")

add("sh-21", """
Origin: Providence, RI | Dest: Bronx, NY
PU 12/3 7A-11A | 170 mi | (3 DH) | V-R | 20,000 | $950 total incl. tolls
Ocean State Seafood Logistics | 401-555-0117 | Ext 5
""", load([stop("Providence, RI", "P", "FCFS", "2026-12-03", window=("07:00", "11:00")), stop("Bronx, NY", "D")],
          dh=3, miles=170, rate=950, weight=20000, equipmentType="dry_van", brokerPhone="+1-401-555-0117",
          brokerExtension="5", brokerCompany="Ocean State Seafood Logistics"))

add("sh-22", """
*** FLATBD ***
Laredo TX (21) >> Monterrey? NO >> Corpus Christi, TX
12/4 7A-11A
steel beams 45k
144 mi
$850 linehaul + $50 tarp = $900 total
Texas Steel Haulers • Ext. 44 • 956-555-0127
""", load([stop("Laredo, TX", "P", "FCFS", "2026-12-04", window=("07:00", "11:00")), stop("Corpus Christi, TX", "D")],
          dh=21, miles=144, rate=900, weight=45000, commodity="steel beams", equipmentType="flatbed",
          brokerPhone="+1-956-555-0127", brokerExtension="44", brokerCompany="Texas Steel Haulers"))

add("sh-23", """
Orig:  Spartanburg, SC  (45 DH)
Dest:  Knoxville, TN
PU:    11/30  5A-1P
DEL:   12/1   7A appt
Equip: RFR  -10F
Cmdty: ice cream  38,000
Miles: 191
$ Linehaul 800 | All-in 900
Carolina Cold Storage Logistics  864-555-0178 | Ext 31
""", load([stop("Spartanburg, SC", "P", "FCFS", "2026-11-30", window=("05:00", "13:00")),
           stop("Knoxville, TN", "D", "APPT", "2026-12-01", "07:00")],
          dh=45, miles=191, rate=900, weight=38000, commodity="ice cream", temperature=-10, equipmentType="reefer",
          brokerPhone="+1-864-555-0178", brokerExtension="31", brokerCompany="Carolina Cold Storage Logistics"),
    style="dark")

add("sh-24", """
TO: st. louis, mo
FROM: kansas city, ks
V-R · 12/15 · 7A-11A · 250 mi · (10) · 36k · $975 all in
Sunflower Grain & Feed Logistics • 913-555-0160 • Ext. 12
""", load([stop("Kansas City, KS", "P", "FCFS", "2026-12-15", window=("07:00", "11:00")), stop("St. Louis, MO", "D")],
          dh=10, miles=250, rate=975, weight=36000, equipmentType="dry_van", brokerPhone="+1-913-555-0160",
          brokerExtension="12", brokerCompany="Sunflower Grain & Feed Logistics"))

add("sh-25", """
Subject: Moncton NB -> Portland ME (RFR)

PU Moncton, NB 12/7 4A-8A
DEL Portland, ME 12/8 6A appt
RFR 0F, frozen seafood, 36,000 lbs
Miles 355 (90 DH)
$1,600 USD total, linehaul $1,450
Maritime Seafood Freight • 506-555-0111 • Ext. 8
""", load([stop("Moncton, NB", "P", "FCFS", "2026-12-07", window=("04:00", "08:00")),
           stop("Portland, ME", "D", "APPT", "2026-12-08", "06:00")],
          dh=90, miles=355, rate=1600, weight=36000, commodity="frozen seafood", temperature=0, equipmentType="reefer",
          brokerPhone="+1-506-555-0111", brokerExtension="8", brokerCompany="Maritime Seafood Freight"), style="email")

add("sh-26", """
Dover, DE (6) → Baltimore, MD | 11/24 10A-2P | V-R | 88 mi | 12,000 lbs chicken feed | $450 | Delmarva Poultry Logistics | Ext 7 | 302-555-0138
""", load([stop("Dover, DE", "P", "FCFS", "2026-11-24", window=("10:00", "14:00")), stop("Baltimore, MD", "D")],
          dh=6, miles=88, rate=450, weight=12000, commodity="chicken feed", equipmentType="dry_van",
          brokerPhone="+1-302-555-0138", brokerExtension="7", brokerCompany="Delmarva Poultry Logistics"),
    style="table")

write("shapes.json", P, "Written by hand: the specific shapes issue 18 names, inside otherwise ordinary postings.")
