"""Load cards copied out of carrier apps (Convoy, Uber Freight, and a few others like them),
written by hand. The app is the broker: its name is the broker company when the card shows it.
A payout split into base + fuel/accessorials is offered at its total."""

from common import load, posting, stop, write

P = []


def add(pid, text, exp, style="dark"):
    P.append(posting(pid, style, text, exp))


add("app-01", """
Convoy
$1,842
$2.61/mi
Fort Worth, TX → Oklahoma City, OK
Fri, Nov 27 · 8:00 AM – 12:00 PM
Mon, Nov 30 · 6:00 AM
Dry Van · 53' · 38,000 lb
706 mi
Shipment CVY-88123-A
""", load([stop("Fort Worth, TX", "P", "FCFS", "2026-11-27", window=("08:00", "12:00")),
           stop("Oklahoma City, OK", "D", "APPT", "2026-11-30", "06:00")],
          miles=706, rate=1842, rpm=2.61, weight=38000, equipmentType="dry_van", referenceNumber="CVY-88123-A",
          brokerCompany="Convoy"))

add("app-02", """
Uber Freight
Load 4011872265
$1,250
Pickup
Tue, Nov 24
07:00 - 11:00
Garland, TX 75041
Live load
Dropoff
Tue, Nov 24
16:00
Shreveport, LA 71106
Appointment
Trip 190 mi · Deadhead 22 mi
Dry Van
40,000 lbs
Paper products
Payout: Base $1,100 + Fuel $150
""", load([stop("Garland, TX", "P", "FCFS", "2026-11-24", window=("07:00", "11:00")),
           stop("Shreveport, LA", "D", "APPT", "2026-11-24", "16:00")],
          dh=22, miles=190, rate=1250, weight=40000, commodity="Paper products", equipmentType="dry_van",
          referenceNumber="4011872265", brokerCompany="Uber Freight"))

add("app-03", """
UBER FREIGHT  ·  Book now
$3,900
Salinas, CA  →  Denver, CO
1,252 mi  ($3.12/mi)
Pick up  Wed 11/25  05:00
Drop off  Fri 11/27  Open hours 06:00-14:00
Reefer · 33°F · 40,000 lb
Commodity: Lettuce
Load ID 4019920183
""", load([stop("Salinas, CA", "P", "APPT", "2026-11-25", "05:00"),
           stop("Denver, CO", "D", "FCFS", "2026-11-27", window=("06:00", "14:00"))],
          miles=1252, rate=3900, weight=40000, commodity="Lettuce", temperature=33, equipmentType="reefer",
          referenceNumber="4019920183", brokerCompany="Uber Freight"))

add("app-04", """
Convoy  |  Load details
Shipment ID  CVY-20412
Stops (3)
1  Pickup   Stockton, CA      Mon Nov 30   06:00
2  Dropoff  Reno, NV          Mon Nov 30   11:00 – 15:00
3  Dropoff  Sparks, NV        Tue Dec 1    07:00
Reefer 53' · 36°F · 32,000 lb · produce
Distance 141 mi
Pay $1,150
""", load([stop("Stockton, CA", "P", "APPT", "2026-11-30", "06:00"),
           stop("Reno, NV", "D", "FCFS", "2026-11-30", window=("11:00", "15:00")),
           stop("Sparks, NV", "D", "APPT", "2026-12-01", "07:00")],
          miles=141, rate=1150, weight=32000, commodity="produce", temperature=36, equipmentType="reefer",
          referenceNumber="CVY-20412", brokerCompany="Convoy"))

add("app-05", """
Uber Freight
$2,210
Columbus, OH → Atlanta, GA
Pickup Dec 3, 09:00-13:00 · Dropoff Dec 4, 14:00
Flatbed · 46,500 lbs · 48 ft
Trip 572 mi
Tarps required (6 ft)
Base rate $2,010 · Tarp $200
""", load([stop("Columbus, OH", "P", "FCFS", "2026-12-03", window=("09:00", "13:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-12-04", "14:00")],
          miles=572, rate=2210, weight=46500, equipmentType="flatbed", specialInstructions="Tarps required (6 ft)",
          brokerCompany="Uber Freight"))

add("app-06", """
Coyote GO
Load #17750221
Chicago, IL 60638  >  Minneapolis, MN 55413
11/30/2026 08:00 (Appt)  >  12/01/2026 FCFS
Van 53 | 28,000 lbs | 409 mi
Rate $1,350.00
Questions? Carrier Sales 312-555-0188
""", load([stop("Chicago, IL", "P", "APPT", "2026-11-30", "08:00"),
           stop("Minneapolis, MN", "D", "FCFS", "2026-12-01")],
          miles=409, rate=1350, weight=28000, equipmentType="dry_van", referenceNumber="17750221",
          brokerPhone="+1-312-555-0188", brokerCompany="Coyote GO"))

add("app-07", """
Convoy
$980  ·  $4.34/mi
Harrisburg, PA  →  Baltimore, MD
226 mi  ·  12 mi away
Thu, Dec 10  ·  10:00 AM appt
Thu, Dec 10  ·  2:00 PM – 6:00 PM
Dry Van  ·  21,500 lb  ·  Drop & hook at pickup
ID 7QK-22018
""", load([stop("Harrisburg, PA", "P", "APPT", "2026-12-10", "10:00"),
           stop("Baltimore, MD", "D", "FCFS", "2026-12-10", window=("14:00", "18:00"))],
          dh=12, miles=226, rate=980, rpm=4.34, weight=21500, equipmentType="dry_van",
          specialInstructions="Drop & hook at pickup", referenceNumber="7QK-22018", brokerCompany="Convoy"))

add("app-08", """
Uber Freight
Load 4022201990
Pickup: Sioux Falls, SD — Mon, Dec 7, 07:00 – 15:00
Dropoff: Omaha, NE — Tue, Dec 8, 06:00
Reefer, −10°F, frozen pork, 43,000 lbs
Total distance 182 mi
All-in $950 (linehaul $850)
""", load([stop("Sioux Falls, SD", "P", "FCFS", "2026-12-07", window=("07:00", "15:00")),
           stop("Omaha, NE", "D", "APPT", "2026-12-08", "06:00")],
          miles=182, rate=950, weight=43000, commodity="frozen pork", temperature=-10, equipmentType="reefer",
          referenceNumber="4022201990", brokerCompany="Uber Freight"))

add("app-09", """
Loadsmart
Book it now: $1,640
Memphis, TN → Dallas, TX (452 mi)
PU 11/23 06:00–10:00 | DO 11/24 07:00
53' Van · 44,000 lb · canned vegetables
Ref LS-551902
""", load([stop("Memphis, TN", "P", "FCFS", "2026-11-23", window=("06:00", "10:00")),
           stop("Dallas, TX", "D", "APPT", "2026-11-24", "07:00")],
          miles=452, rate=1640, weight=44000, commodity="canned vegetables", equipmentType="dry_van",
          referenceNumber="LS-551902", brokerCompany="Loadsmart"))

add("app-10", """
J.B. Hunt 360
Order 88120455
Origin  Lowell, AR
Destination  Kansas City, KS
Pickup  11/28/2026  0800-1600
Delivery  11/30/2026  0700
Trailer  Dry Van 53'
Weight  37,400 LB
Miles  255
Pay  $875.00
""", load([stop("Lowell, AR", "P", "FCFS", "2026-11-28", window=("08:00", "16:00")),
           stop("Kansas City, KS", "D", "APPT", "2026-11-30", "07:00")],
          miles=255, rate=875, weight=37400, equipmentType="dry_van", referenceNumber="88120455",
          brokerCompany="J.B. Hunt 360"))

add("app-11", """
Convoy
Load available
$2,480
Savannah, GA → Charlotte, NC → Greensboro, NC
Pickup Mon Nov 30 · 8:00 AM
Stop 2 Mon Nov 30 · 2:00 PM
Stop 3 Tue Dec 1 · 7:00 AM
355 mi · Dry Van · 42,000 lb
""", load([stop("Savannah, GA", "P", "APPT", "2026-11-30", "08:00"),
           stop("Charlotte, NC", "D", "APPT", "2026-11-30", "14:00"),
           stop("Greensboro, NC", "D", "APPT", "2026-12-01", "07:00")],
          miles=355, rate=2480, weight=42000, equipmentType="dry_van", brokerCompany="Convoy"))

add("app-12", """
Uber Freight
$4,160
Allentown, PA → Orlando, FL
1,047 mi · $3.98/mi
Pickup Sun, Dec 13 · 22:00
Dropoff Tue, Dec 15 · 06:00 – 10:00
Reefer · 34°F · Fresh meat · 41,000 lbs
Team not required
Load 4031877102
""", load([stop("Allentown, PA", "P", "APPT", "2026-12-13", "22:00"),
           stop("Orlando, FL", "D", "FCFS", "2026-12-15", window=("06:00", "10:00"))],
          miles=1047, rate=4160, rpm=3.98, weight=41000, commodity="Fresh meat", temperature=34, equipmentType="reefer",
          referenceNumber="4031877102", brokerCompany="Uber Freight"))

add("app-13", """
Convoy
$690
Portland, OR → Seattle, WA
Sat, Nov 21 · 9:00 AM – 1:00 PM
Sat, Nov 21 · 5:00 PM
174 mi · 9 mi away
Dry Van · 15,000 lb
""", load([stop("Portland, OR", "P", "FCFS", "2026-11-21", window=("09:00", "13:00")),
           stop("Seattle, WA", "D", "APPT", "2026-11-21", "17:00")],
          dh=9, miles=174, rate=690, weight=15000, equipmentType="dry_van", brokerCompany="Convoy"))

add("app-14", """
Uber Freight  ›  Load 4011099321
PICKUP  Medford, OR  ·  Wed Dec 2  ·  Appt 13:00
DROPOFF  Sacramento, CA  ·  Thu Dec 3  ·  Appt 06:30
Flatbed (Conestoga OK) · 40,000 lbs · lumber
Trip 296 mi · Deadhead 41 mi
Rate $1,150 + $100 tarp = $1,250
""", load([stop("Medford, OR", "P", "APPT", "2026-12-02", "13:00"),
           stop("Sacramento, CA", "D", "APPT", "2026-12-03", "06:30")],
          dh=41, miles=296, rate=1250, weight=40000, commodity="lumber", equipmentType="flatbed",
          referenceNumber="4011099321", brokerCompany="Uber Freight"))

add("app-15", """
Convoy · Shipment 3RX-99012
Knoxville, TN 37914
Pickup: Dec 4, 2026, 07:00–15:00 (FCFS)
Louisville, KY 40213
Delivery: Dec 5, 2026, 08:00 (appt)
Power: Van 53'   Weight: 33,100 lb
Miles: 245   Earnings: $905
""", load([stop("Knoxville, TN", "P", "FCFS", "2026-12-04", window=("07:00", "15:00")),
           stop("Louisville, KY", "D", "APPT", "2026-12-05", "08:00")],
          miles=245, rate=905, weight=33100, equipmentType="dry_van", referenceNumber="3RX-99012", brokerCompany="Convoy"))

add("app-16", """
Uber Freight
$1,480 · Box truck
Newark, NJ → Worcester, MA
Mon, Dec 7, 8:00 – 10:00 → Mon, Dec 7, 15:00
Liftgate required · 9,800 lbs · retail fixtures
201 mi
""", load([stop("Newark, NJ", "P", "FCFS", "2026-12-07", window=("08:00", "10:00")),
           stop("Worcester, MA", "D", "APPT", "2026-12-07", "15:00")],
          miles=201, rate=1480, weight=9800, commodity="retail fixtures", equipmentType="box_truck",
          specialInstructions="Liftgate required", brokerCompany="Uber Freight"))

add("app-17", """
Convoy
$1,100
Albuquerque, NM → Phoenix, AZ
421 mi
Tue, Dec 1 · 6:00 AM appointment
Wed, Dec 2 · Open 7:00 AM – 3:00 PM
Reefer · 40 °F · 39,000 lb · eggs
""", load([stop("Albuquerque, NM", "P", "APPT", "2026-12-01", "06:00"),
           stop("Phoenix, AZ", "D", "FCFS", "2026-12-02", window=("07:00", "15:00"))],
          miles=421, rate=1100, weight=39000, commodity="eggs", temperature=40, equipmentType="reefer", brokerCompany="Convoy"))

add("app-18", """
Uber Freight
Load 4029117788  ·  Posted 2h ago
Birmingham, AL → Nashville, TN
Pickup Thu, Dec 3 · 11:00
Dropoff Thu, Dec 3 · 18:00 – 22:00
192 mi · Flatbed · 47,000 lbs
Steel (coils) · chains required
$960
""", load([stop("Birmingham, AL", "P", "APPT", "2026-12-03", "11:00"),
           stop("Nashville, TN", "D", "FCFS", "2026-12-03", window=("18:00", "22:00"))],
          miles=192, rate=960, weight=47000, commodity="Steel (coils)", equipmentType="flatbed",
          specialInstructions="chains required", referenceNumber="4029117788", brokerCompany="Uber Freight"))

add("app-19", """
Transfix
Lane: Elkhart, IN → Toledo, OH
Pick: 12/14 0700-0900
Drop: 12/14 1400
Equipment: 53 DV
Weight: 12,000 lbs (RV parts)
Distance: 118 mi
Offer: $600
Load: TFX-301557
""", load([stop("Elkhart, IN", "P", "FCFS", "2026-12-14", window=("07:00", "09:00")),
           stop("Toledo, OH", "D", "APPT", "2026-12-14", "14:00")],
          miles=118, rate=600, weight=12000, commodity="RV parts", equipmentType="dry_van",
          referenceNumber="TFX-301557", brokerCompany="Transfix"))

add("app-20", """
Convoy
$2,040 · $2.00/mi
Houston, TX → Memphis, TN
1,020 mi
Sun Dec 6 · 14:00
Tue Dec 8 · 08:00
Dry Van · 43,800 lb
Shipment 8NT-30118
""", load([stop("Houston, TX", "P", "APPT", "2026-12-06", "14:00"),
           stop("Memphis, TN", "D", "APPT", "2026-12-08", "08:00")],
          miles=1020, rate=2040, rpm=2.0, weight=43800, equipmentType="dry_van", referenceNumber="8NT-30118",
          brokerCompany="Convoy"))

add("app-21", """
Uber Freight
$1,020
Spokane, WA → Missoula, MT
Pickup Mon, Jan 4 · 08:00
Dropoff Mon, Jan 4 · 16:00
Reefer · 35°F · dairy · 38,500 lbs
199 mi · Chains may be required (winter)
""", load([stop("Spokane, WA", "P", "APPT", "2027-01-04", "08:00"),
           stop("Missoula, MT", "D", "APPT", "2027-01-04", "16:00")],
          miles=199, rate=1020, weight=38500, commodity="dairy", temperature=35, equipmentType="reefer",
          specialInstructions="Chains may be required (winter)", brokerCompany="Uber Freight"))

add("app-22", """
Convoy
$1,575
Jacksonville, FL → Charleston, SC → Columbia, SC
Fri Dec 18 · 7:00 AM – 11:00 AM
Fri Dec 18 · 3:00 PM
Sat Dec 19 · 8:00 AM
Dry Van · 30,000 lb · 330 mi
""", load([stop("Jacksonville, FL", "P", "FCFS", "2026-12-18", window=("07:00", "11:00")),
           stop("Charleston, SC", "D", "APPT", "2026-12-18", "15:00"),
           stop("Columbia, SC", "D", "APPT", "2026-12-19", "08:00")],
          miles=330, rate=1575, weight=30000, equipmentType="dry_van", brokerCompany="Convoy"))

add("app-23", """
Uber Freight
Load 4009771203
Pickup · Tulsa, OK · Dec 21 · 06:00
Dropoff · Fort Smith, AR · Dec 21 · 12:00
Van · 16,800 lbs · 117 mi · 4 mi deadhead
$550
""", load([stop("Tulsa, OK", "P", "APPT", "2026-12-21", "06:00"),
           stop("Fort Smith, AR", "D", "APPT", "2026-12-21", "12:00")],
          dh=4, miles=117, rate=550, weight=16800, equipmentType="dry_van", referenceNumber="4009771203",
          brokerCompany="Uber Freight"))

add("app-24", """
Convoy
$3,300
Laredo, TX → Joliet, IL
1,290 mi · 31 mi away
Mon Nov 23 · 1:00 PM – 5:00 PM
Wed Nov 25 · 6:00 AM
Reefer · 34°F · 42,000 lb · avocados
""", load([stop("Laredo, TX", "P", "FCFS", "2026-11-23", window=("13:00", "17:00")),
           stop("Joliet, IL", "D", "APPT", "2026-11-25", "06:00")],
          dh=31, miles=1290, rate=3300, weight=42000, commodity="avocados", temperature=34, equipmentType="reefer",
          brokerCompany="Convoy"))

write("app-exports.json", P, "Written by hand: load cards copied out of carrier apps (Convoy, Uber Freight and similar).")
