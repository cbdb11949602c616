"""The fourth held-out set, written by hand in a separate sitting (2026-11-27) without reading the
parser and without running it or any bench on these postings: seven families in forms the corpus did
not have (load-board alert e-mails and push notifications, broker CRM outreach and load-confirmation
requests, voice-to-text dictated texts, hazmat and oversize permit loads, power-only and drop-trailer
postings, LTL / partial and multi-stop postings, expedite and hotshot postings). Each label was typed
with its text, before anything read the posting. Every posting here is held out (holdout.py).

Readings this sitting adds (README.md, "Decisions"): power only has no equipment type (the trailer is
the shipper's); a hotshot's gooseneck or bumper-pull trailer, RGN, lowboy and double drop are flatbed;
a cargo van (`C/V`) is a sprinter van and a straight truck a box truck; the carrier's own saved search,
truck posting or truck location is never a stop; miles from the carrier's truck to the pickup are the
origin deadhead; an updated rate (`$1,400 → $1,550`) replaces the old; an unfilled merge field
(`[RATE]`, `{{first_name}}`) gives no value; a spoken self-correction (`sorry I mean Tupelo`) replaces
what it corrects; an emergency-response number is never the broker's phone."""

from common import load, per_mile, posting, stop, write

FAMILIES = {}


def add(family, pid, style, text, exp):
    FAMILIES.setdefault(family, []).append(posting(pid, style, text, exp))


def shown(rate, miles, written):
    """A per-mile rate written in the posting must be the corpus's rate / miles rounded up."""
    assert per_mile(rate, miles) == written, (rate, miles, per_mile(rate, miles), written)


# ---------------------------------------------------------------- board-alerts
BA = "board-alerts"

add(BA, "ba-01", "email", """
From: DAT Alerts <alerts@dat-mail.example>
Subject: 1 new load matches "OKC outbound vans"
Your search: Oklahoma City, OK (150 mi) → Anywhere · Van · 11/23

NEW · Posted 4m ago
Oklahoma City, OK  →  Wichita, KS
Pick up: Mon 11/23
Trip: 161 mi     Deadhead: 22 mi
Van 53'   Full   43,000 lbs
$675
Ozark Transport Brokers    (405) 555-0161
Credit score 97 · Days to pay 28

View load ›     Manage alerts
""", load([stop("Oklahoma City, OK", "P", "APPT", "2026-11-23"), stop("Wichita, KS", "D")],
          dh=22, miles=161, rate=675, weight=43000, equipmentType="dry_van",
          brokerPhone="+1-405-555-0161", brokerCompany="Ozark Transport Brokers"))

add(BA, "ba-02", "sms", """
Truckstop: 3 new loads for your saved search "ATL Reefer"
1) Atlanta, GA > Miami, FL | 11/24 | R | 661mi | $2,100 | 38k | Peach State Logistics 404-555-0112
2) Savannah, GA > Jacksonville, FL | 11/24 | R | 140mi | $600 | 40k | Low Country Freight 912-555-0187
3) Macon, GA > Tampa, FL | 11/25 | R | 428mi | -- | 42k | Peach State Logistics 404-555-0112
Open the app to see more. Reply STOP to end alerts.
""", load([stop("Atlanta, GA", "P", "APPT", "2026-11-24"), stop("Miami, FL", "D")],
          miles=661, rate=2100, weight=38000, equipmentType="reefer", brokerPhone="+1-404-555-0112",
          brokerCompany="Peach State Logistics"))

add(BA, "ba-03", "email", """
Subject: Your 123Loadboard Daily Digest — 4 loads near Memphis, TN
GOOD MORNING! Here are loads posted in the last 24 hours near your truck's location.

━━ From TENNESSEE ━━
Memphis → Little Rock, AR    11/23    Flatbed   46,000 lb   137 mi   Rate: —
   Delta Steelworks Logistics · 901-555-0140
Memphis → Nashville, TN    11/23    Van   30,000 lb   212 mi   Rate: $725
   Bluff City Brokerage · 901-555-0183

━━ From MISSISSIPPI ━━
Tupelo → Birmingham, AL    11/24    Van   40,000 lb   152 mi   Rate: $550
   Natchez Trace Freight · 662-555-0109

You are receiving this because you turned on Daily Digest. Change settings in My Alerts.
""", load([stop("Memphis, TN", "P", "APPT", "2026-11-23"), stop("Little Rock, AR", "D")],
          miles=137, weight=46000, equipmentType="flatbed", brokerPhone="+1-901-555-0140",
          brokerCompany="Delta Steelworks Logistics"))

add(BA, "ba-04", "email", """
Subject: Load match: Chicago, IL to Atlanta, GA (Van)
Load match for your truck posting #T-88120 (Van, Joliet IL, available 11/23)

Chicago, IL → Atlanta, GA
Pickup      Tue 11/24  06:00–14:00
Delivery    Wed 11/25  08:00
716 mi · DH-O 41 mi
Offer: $1,950
Lane market (7-day): $1,780 – $2,140
Van · 42,000 lbs · Full

Posted by Windy City Freight Solutions · Mark Duda · 312-555-0137 x 418
You can turn off load matches for this truck posting at any time.
""", load([stop("Chicago, IL", "P", "FCFS", "2026-11-24", window=("06:00", "14:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-11-25", "08:00")],
          dh=41, miles=716, rate=1950, marketRateRange={"min": 1780, "max": 2140}, weight=42000,
          equipmentType="dry_van", brokerPhone="+1-312-555-0137", brokerExtension="418",
          brokerName="Mark Duda", brokerCompany="Windy City Freight Solutions"))

add(BA, "ba-05", "email", """
Subject: A load you viewed was updated
Truckstop
Heads up! A load you viewed yesterday has changed.

Phoenix, AZ → Las Vegas, NV
Pickup: Sat, Nov 21
Equipment: Reefer   Temp: 34°F
Rate: $1,400 → $1,550 (updated 6:12 AM)
Weight: 41,500 lbs
Distance: 297 mi
Commodity: Produce
Load #: SCC-71204
Contact: Sonoran Cold Chain · 602-555-0188

See similar loads ›
""", load([stop("Phoenix, AZ", "P", "APPT", "2026-11-21"), stop("Las Vegas, NV", "D")],
          miles=297, rate=1550, weight=41500, commodity="Produce", temperature=34, equipmentType="reefer",
          referenceNumber="SCC-71204", brokerPhone="+1-602-555-0188", brokerCompany="Sonoran Cold Chain"))

add(BA, "ba-06", "sms", """
DAT One · now
🔔 New match: Dallas, TX → Houston, TX
Flatbed · 11/23 · 239 mi · $950 · 47k lbs
DAT One · 12m
🔔 New match: Fort Worth, TX → Shreveport, LA
Flatbed · 11/23 · 221 mi · $875 · 45k lbs
DAT One · 1h
🔔 2 more matches for "DFW flats"
""", load([stop("Dallas, TX", "P", "APPT", "2026-11-23"), stop("Houston, TX", "D")],
          miles=239, rate=950, weight=47000, equipmentType="flatbed"))

add(BA, "ba-07", "email", """
123Loadboard Alert — Matching load found
Route: Indianapolis, IN to Louisville, KY
Ship: 11/24/2026 (07:00-09:00)
Deliver: 11/24/2026 (by 15:00)
Equip: Van/Reefer
Miles: 114 | DH: 8
Rate: $450 linehaul / $525 all-in
Wt: 22,000   Length: 28 ft (partial)
Ref: HL-22907
Contact: Tanya Brooks, Hoosier Lane Logistics
Phone: 317-555-0124 Ext. 77
""", load([stop("Indianapolis, IN", "P", "FCFS", "2026-11-24", window=("07:00", "09:00")),
           stop("Louisville, KY", "D", "APPT", "2026-11-24", "15:00")],
          dh=8, miles=114, rate=525, weight=22000, equipmentType="dry_van", referenceNumber="HL-22907",
          brokerPhone="+1-317-555-0124", brokerExtension="77", brokerName="Tanya Brooks",
          brokerCompany="Hoosier Lane Logistics"))

add(BA, "ba-08", "email", """
Subject: Book It Now loads on your lane — Denver, CO
Book It Now ⚡ Instant booking, no calls.

LOAD 1 of 2
Denver, CO
   ↓ 537 mi
Salt Lake City, UT
Pick-up 11/24 · 09:00 - 13:00     Drop-off 11/25 · 10:00
Van · 35,000 lb · Book for $1,425
Broker: Front Range Freight · MC 812004

LOAD 2 of 2
Denver, CO
   ↓ 101 mi
Cheyenne, WY
Pick-up 11/24 · 14:00     Drop-off 11/24 · 18:00
Van · 18,000 lb · Book for $450
Broker: Front Range Freight · MC 812004
""", load([stop("Denver, CO", "P", "FCFS", "2026-11-24", window=("09:00", "13:00")),
           stop("Salt Lake City, UT", "D", "APPT", "2026-11-25", "10:00")],
          miles=537, rate=1425, weight=35000, equipmentType="dry_van", brokerCompany="Front Range Freight"))

add(BA, "ba-09", "email", """
---------- Forwarded message ---------
From: Truckstop Alerts <noreply@truckstop-alerts.example>
Date: Fri, Nov 20, 2026 at 5:41 AM
Subject: 2 new loads - Green Bay, WI (100 mi) - Reefer
To: dispatch@northshorecarriers.example

hey Mike can u call on the first one, 2nd is too light

GREEN BAY, WI → MINNEAPOLIS, MN | P/U 11/23 0500 | Reefer 36F | 40,000 | 286 mi | $1,150 | Northwoods Dairy Transport | (920) 555-0117
MADISON, WI → CHICAGO, IL | P/U 11/23 1300 | Reefer 34F | 9,000 | 147 mi | $450 | Badger Cold Freight | (608) 555-0146
""", load([stop("Green Bay, WI", "P", "APPT", "2026-11-23", "05:00"), stop("Minneapolis, MN", "D")],
          miles=286, rate=1150, weight=40000, temperature=36, equipmentType="reefer",
          brokerPhone="+1-920-555-0117", brokerCompany="Northwoods Dairy Transport"))

# ---------------------------------------------------------------- crm-outreach
CR = "crm-outreach"

add(CR, "cr-01", "sms", """
Hi Jorge, this is Alyssa with Beacon Freight. We have a load from Greenville SC to Columbus OH on Mon 11/23, picks up 8am, delivers Tue 11/24 by noon. 53' dry van, 38,000 lbs, $1,375. Interested? Reply YES or call 864-555-0150. Reply STOP to opt out.
""", load([stop("Greenville, SC", "P", "APPT", "2026-11-23", "08:00"),
           stop("Columbus, OH", "D", "APPT", "2026-11-24", "12:00")],
          rate=1375, weight=38000, equipmentType="dry_van", brokerPhone="+1-864-555-0150",
          brokerName="Alyssa", brokerCompany="Beacon Freight"))

add(CR, "cr-02", "email", """
Subject: Capacity needed: Savannah, GA -> Charlotte, NC
Hello {{carrier.first_name}},

We are looking for capacity on the lane below.

Lane: Savannah, GA -> Charlotte, NC | Pick up date: 11/24/2026 | Equipment: Reefer | Temp: 34 | Weight: 40000 | Rate: [RATE] | Ref: CPL-44120

Call us at 912-555-0193 ext. 12 or reply to this e-mail.
Coastal Plain Logistics
You received this e-mail because you are a carrier in our network. Unsubscribe.
""", load([stop("Savannah, GA", "P", "APPT", "2026-11-24"), stop("Charlotte, NC", "D")],
          weight=40000, temperature=34, equipmentType="reefer", referenceNumber="CPL-44120",
          brokerPhone="+1-912-555-0193", brokerExtension="12", brokerCompany="Coastal Plain Logistics"))

add(CR, "cr-03", "email", """
Subject: Load Confirmation Request – Load #771542 – please reply CONFIRMED
Hi team,

Before I send the rate con, please confirm the details below are correct and that your driver can make the appointments:

Load #: 771542
PU 1: Fresno, CA – 11/23 – 0600-1000 FCFS
PU 2: Stockton, CA – 11/23 – appt 1400
DEL: Reno, NV – 11/24 – appt 0800
Equipment: 53' reefer @ 34°F continuous
Commodity: Bagged salad
Weight: 32,000 lbs
Miles: 342
Rate: $1,900 all-in

Please reply CONFIRMED with driver name, cell and truck #.

Thanks,
Derek Sato
Carrier Sales | Valley Fresh Logistics
D: 559-555-0166 | M: 559-555-0199
""", load([stop("Fresno, CA", "P", "FCFS", "2026-11-23", window=("06:00", "10:00")),
           stop("Stockton, CA", "P", "APPT", "2026-11-23", "14:00"),
           stop("Reno, NV", "D", "APPT", "2026-11-24", "08:00")],
          miles=342, rate=1900, weight=32000, commodity="Bagged salad", temperature=34,
          equipmentType="reefer", referenceNumber="771542", brokerPhone="+1-559-555-0166",
          brokerName="Derek Sato", brokerCompany="Valley Fresh Logistics"))

add(CR, "cr-04", "email", """
Subject: Still have a truck near Nashville?
Hi there,

Following up on my note from Tuesday — the Nashville load is still open and we bumped the rate.

📍 Nashville, TN ➜ Birmingham, AL
📅 Pickup Mon 11/23, 10:00–14:00 · Delivery Mon 11/23, 20:00
🚛 Flatbed (tarps required, 4ft)
⚖️ 44,000 lbs steel coils
💵 $900 (was $825)

Book it: https://go.crm-links.example/c/7hQx2
Talk soon,
Kayla Monroe | Music City Logistics | 615-555-0109

Unsubscribe | Manage preferences | 1200 Broadway, Nashville TN 37203
""", load([stop("Nashville, TN", "P", "FCFS", "2026-11-23", window=("10:00", "14:00")),
           stop("Birmingham, AL", "D", "APPT", "2026-11-23", "20:00")],
          rate=900, weight=44000, commodity="steel coils", equipmentType="flatbed",
          specialInstructions="tarps required, 4ft", brokerPhone="+1-615-555-0109",
          brokerName="Kayla Monroe", brokerCompany="Music City Logistics"))

add(CR, "cr-05", "sms", """
[Cornbelt Brokerage] Load 4410-22 confirmation requested. Please confirm: PU Des Moines IA 11/24 0700, DEL Omaha NE 11/24 1300, 36k lbs, dry van, $700 flat. Reply C to confirm, R to reject. Questions: 515-555-0142
""", load([stop("Des Moines, IA", "P", "APPT", "2026-11-24", "07:00"),
           stop("Omaha, NE", "D", "APPT", "2026-11-24", "13:00")],
          rate=700, weight=36000, equipmentType="dry_van", referenceNumber="4410-22",
          brokerPhone="+1-515-555-0142", brokerCompany="Cornbelt Brokerage"))

add(CR, "cr-06", "email", """
Subject: RE: RE: Load Confirmation Request #KX-50817
From: Nina Alvarez <nalvarez@keystonexpress.example>

Yes that's right — receiver moved it, delivery is now Wed 11/25 at 0900. Rate stays $1,600.

Nina Alvarez | Keystone Xpress Logistics | 610-555-0175 x 233

-----Original Message-----
From: Dispatch <dispatch@ironhorsetrucking.example>
Sent: Friday, November 20, 2026 9:12 AM
Driver is confirmed for Monday. Just checking delivery, the sheet says Tue 11/24 0800?
Iron Horse Trucking | 484-555-0168

-----Original Message-----
From: Nina Alvarez
Sent: Friday, November 20, 2026 8:30 AM
Please confirm:
Load: KX-50817
Pick: Allentown, PA — Mon 11/23 — 0700-1500
Drop: Toledo, OH — Tue 11/24 — 0800
Van, 41,000 lbs, paper rolls
Miles 434, Rate $1,600
""", load([stop("Allentown, PA", "P", "FCFS", "2026-11-23", window=("07:00", "15:00")),
           stop("Toledo, OH", "D", "APPT", "2026-11-25", "09:00")],
          miles=434, rate=1600, weight=41000, commodity="paper rolls", equipmentType="dry_van",
          referenceNumber="KX-50817", brokerPhone="+1-610-555-0175", brokerExtension="233",
          brokerName="Nina Alvarez", brokerCompany="Keystone Xpress Logistics"))

add(CR, "cr-07", "sms", """
Cascade Freight: New load for you, Tom! Yakima WA > Seattle WA, PU 11/21 (Sat) 0500-0900, DEL 11/21 1500, reefer 33F, 40,000 lb apples, 143 mi, $825. Tap to book: cscd.example/L8820 Load L8820. Msg&data rates may apply. Txt STOP to end.
""", load([stop("Yakima, WA", "P", "FCFS", "2026-11-21", window=("05:00", "09:00")),
           stop("Seattle, WA", "D", "APPT", "2026-11-21", "15:00")],
          miles=143, rate=825, weight=40000, commodity="apples", temperature=33, equipmentType="reefer",
          referenceNumber="L8820", brokerCompany="Cascade Freight"))

add(CR, "cr-08", "email", """
Subject: Saw your truck in Kansas City — have a load
Hi Ramon,

We saw your truck posted empty in Kansas City, MO for Monday. We have a load that could work:

Pickup: Springfield, MO (about 165 mi from your truck) — Mon 11/23, appt 10:00
Delivery: Tulsa, OK — Tue 11/24, FCFS 07:00-15:00
53' van · 30,000 lbs · cardboard
181 loaded miles · $650

Let me know!
Brandon Hale
Show-Me Freight Group
417-555-0126
""", load([stop("Springfield, MO", "P", "APPT", "2026-11-23", "10:00"),
           stop("Tulsa, OK", "D", "FCFS", "2026-11-24", window=("07:00", "15:00"))],
          dh=165, miles=181, rate=650, weight=30000, commodity="cardboard", equipmentType="dry_van",
          brokerPhone="+1-417-555-0126", brokerName="Brandon Hale", brokerCompany="Show-Me Freight Group"))

add(CR, "cr-09", "sms", """
*Load Offer* 🚚
Hello from Gulf Coast Brokerage!
*Route:* Houston, TX ➡️ New Orleans, LA
*Pickup:* 11/23 · 13:00
*Delivery:* 11/24 · 07:00-11:00
*Equipment:* Flatbed 48'
*Weight:* 45,000 lbs
*Product:* PVC pipe
*Rate:* $1,050
*Ref:* GCB-30981
Reply 1 to accept · 2 for more info · 3 not interested
Agent: Luis Ortega +1 713-555-0153
""", load([stop("Houston, TX", "P", "APPT", "2026-11-23", "13:00"),
           stop("New Orleans, LA", "D", "FCFS", "2026-11-24", window=("07:00", "11:00"))],
          rate=1050, weight=45000, commodity="PVC pipe", equipmentType="flatbed", referenceNumber="GCB-30981",
          brokerPhone="+1-713-555-0153", brokerName="Luis Ortega", brokerCompany="Gulf Coast Brokerage"))

# ---------------------------------------------------------------- dictated-sms
VD = "dictated-sms"

add(VD, "vd-01", "sms", """
Hey it's Rick from Lone Star Freight I got a load picking up in Amarillo Texas tomorrow morning at 6 AM going to Oklahoma City Oklahoma delivering same day by 4 PM it's a dry van 40,000 lb paying $850 call me back at 806-555-0114
""", load([stop("Amarillo, TX", "P", "APPT", "2026-11-21", "06:00"),
           stop("Oklahoma City, OK", "D", "APPT", "2026-11-21", "16:00")],
          rate=850, weight=40000, equipmentType="dry_van", brokerPhone="+1-806-555-0114",
          brokerName="Rick", brokerCompany="Lone Star Freight"))

add(VD, "vd-02", "sms", """
Load available period pick up in Saint Louis Missouri Monday comma deliver Indianapolis Indiana Tuesday period Refer at 35° period 38,000 pounds of yogurt period rate is $1200 period call 314-555-0131 period
""", load([stop("St. Louis, MO", "P", "APPT", "2026-11-23"), stop("Indianapolis, IN", "D", "APPT", "2026-11-24")],
          rate=1200, weight=38000, commodity="yogurt", temperature=35, equipmentType="reefer",
          brokerPhone="+1-314-555-0131"))

add(VD, "vd-03", "sms", """
Got a step deck load out of Billings Montana going to Boise Idaho picks up Monday the 23rd between 8 and noon delivers Tuesday the 24th at 9 AM 42,000 pounds of lumber needs 8 foot tarps paying $1,600 this is Dana with Big Sky Logistics 406-555-0180
""", load([stop("Billings, MT", "P", "FCFS", "2026-11-23", window=("08:00", "12:00")),
           stop("Boise, ID", "D", "APPT", "2026-11-24", "09:00")],
          rate=1600, weight=42000, commodity="lumber", equipmentType="flatbed",
          specialInstructions="needs 8 foot tarps", brokerPhone="+1-406-555-0180", brokerName="Dana",
          brokerCompany="Big Sky Logistics"))

add(VD, "vd-04", "sms", """
It's Kurt at Red River Transport got a refer load Fargo North Dakota to Sioux Falls South Dakota picking up Sunday at 10 PM delivering Monday at 6 AM 44,000 pounds frozen potatoes keep it at 0° $900 all in 245 miles give me a call 701-555-0138
""", load([stop("Fargo, ND", "P", "APPT", "2026-11-22", "22:00"),
           stop("Sioux Falls, SD", "D", "APPT", "2026-11-23", "06:00")],
          miles=245, rate=900, weight=44000, commodity="frozen potatoes", temperature=0, equipmentType="reefer",
          brokerPhone="+1-701-555-0138", brokerName="Kurt", brokerCompany="Red River Transport"))

add(VD, "vd-05", "sms", """
Hey this is Carla with Magnolia Freight I need a van out of Jackson Mississippi sorry I mean Tupelo Mississippi going to Memphis Tennessee Monday pick up at 1 PM it's 18 pallets of furniture about 24,000 lb I can pay $500 call me 662-555-0104

Sent from my iPhone
""", load([stop("Tupelo, MS", "P", "APPT", "2026-11-23", "13:00"), stop("Memphis, TN", "D")],
          rate=500, weight=24000, commodity="furniture", equipmentType="dry_van",
          brokerPhone="+1-662-555-0104", brokerName="Carla", brokerCompany="Magnolia Freight"))

add(VD, "vd-06", "sms", """
Hi this is Monica from Peachtree Logistics calling about a load Atlanta Georgia to Jacksonville Florida pickup Tuesday November 24th at 7:30 AM delivery Wednesday November 25th at 7:30 AM dry van 30,000 lbs rate 1050 dollars call 404-555-0186 extension 204
""", load([stop("Atlanta, GA", "P", "APPT", "2026-11-24", "07:30"),
           stop("Jacksonville, FL", "D", "APPT", "2026-11-25", "07:30")],
          rate=1050, weight=30000, equipmentType="dry_van", brokerPhone="+1-404-555-0186",
          brokerExtension="204", brokerName="Monica", brokerCompany="Peachtree Logistics"))

add(VD, "vd-07", "sms", """
Load details new line pick up Edison New Jersey Friday 11/27 FCFS 8 to 2 new line drop Hartford Connecticut Monday 11/30 appointment 6 AM new line 53 van 20,000 lb paper new line $650 new line text back if you want it
""", load([stop("Edison, NJ", "P", "FCFS", "2026-11-27", window=("08:00", "14:00")),
           stop("Hartford, CT", "D", "APPT", "2026-11-30", "06:00")],
          rate=650, weight=20000, commodity="paper", equipmentType="dry_van"))

add(VD, "vd-08", "sms", """
Van load Columbus Ohio to Charlotte North Carolina 420 miles paying $2.10 a mile pick up Monday between 10 and 4 deliver Tuesday anytime FCFS it's 35,000 pounds this is Greg Buckeye Brokerage 614-555-0147
""", load([stop("Columbus, OH", "P", "FCFS", "2026-11-23", window=("10:00", "16:00")),
           stop("Charlotte, NC", "D", "FCFS", "2026-11-24")],
          miles=420, rpm=2.10, weight=35000, equipmentType="dry_van", brokerPhone="+1-614-555-0147",
          brokerName="Greg", brokerCompany="Buckeye Brokerage"))

add(VD, "vd-09", "sms", """
Hey it's Pete with Desert Sun Logistics got a hot load El Paso Texas to Phoenix Arizona needs to pick up today by 5 PM and deliver tomorrow by 10 AM dry van 12,000 lbs auto parts paying 1100 plus 100 for the hot pickup so 1200 total 432 miles call me 915-555-0121
""", load([stop("El Paso, TX", "P", "APPT", "2026-11-20", "17:00"),
           stop("Phoenix, AZ", "D", "APPT", "2026-11-21", "10:00")],
          miles=432, rate=1200, weight=12000, commodity="auto parts", equipmentType="dry_van",
          brokerPhone="+1-915-555-0121", brokerName="Pete", brokerCompany="Desert Sun Logistics"))

# ---------------------------------------------------------------- permit-loads
PM = "permit-loads"

add(PM, "pm-01", "email", """
OVERSIZE – PERMITS & ESCORTS PAID BY SHIPPER
Equipment: Step Deck 48'
Origin: Wichita, KS – Mon 11/23 07:00
Destination: Amarillo, TX – Wed 11/25, deliver by 15:00
Commodity: Excavator
Dims: 32' L x 10'6" W x 11'2" H
Weight: 44,800 lbs
Miles: 272
Rate: $2,600
Permits: KS, OK, TX (we pull)   Escorts: none needed under 12' wide
Notes: daylight travel only, no weekend moves
Contact: Heavy Haul Desk – Cimarron Specialized – 316-555-0160 x 5
""", load([stop("Wichita, KS", "P", "APPT", "2026-11-23", "07:00"),
           stop("Amarillo, TX", "D", "APPT", "2026-11-25", "15:00")],
          miles=272, rate=2600, weight=44800, commodity="Excavator", equipmentType="flatbed",
          specialInstructions="daylight travel only, no weekend moves", brokerPhone="+1-316-555-0160",
          brokerExtension="5", brokerCompany="Cimarron Specialized"))

add(PM, "pm-02", "email", """
Subject: RGN needed – OD/OW transformer – Houston to New Orleans
Need an RGN (3 axle) for an over-dimensional load:

Pick up: Houston, TX – Mon 11/30 at sunrise (daylight move)
Deliver: New Orleans, LA – Wed 12/2
Commodity: Electrical transformer
Dims: 24' L x 14' W x 13'6" H
Weight: 78,000 lbs
Miles: 348
Requirements: 2 escorts in TX, 2 escorts + height pole in LA
Rate: $9,500 incl. permits & escorts
Ref: BHT-6120

Bayou Heavy Transport – Specialized Desk
281-555-0115
""", load([stop("Houston, TX", "P", "APPT", "2026-11-30"), stop("New Orleans, LA", "D", "APPT", "2026-12-02")],
          miles=348, rate=9500, weight=78000, commodity="Electrical transformer", equipmentType="flatbed",
          specialInstructions="2 escorts in TX, 2 escorts + height pole in LA", referenceNumber="BHT-6120",
          brokerPhone="+1-281-555-0115", brokerCompany="Bayou Heavy Transport"))

add(PM, "pm-03", "email", """
HAZMAT LOAD – 2 placards
Pickup: Cincinnati, OH   11/24  0800-1200
Deliver: Nashville, TN   11/25  0700 appt
Equipment: 53' dry van
Commodity: Paint
Hazmat: Class 3, UN1263, PG II, placarded
Requirements: Hazmat endorsement + TWIC required
Wt 38,500 lbs   Miles 273
Pay: $1,150   Load #HZ-30412
Ohio Valley Chemical Logistics – ask for Sandra – 513-555-0133
""", load([stop("Cincinnati, OH", "P", "FCFS", "2026-11-24", window=("08:00", "12:00")),
           stop("Nashville, TN", "D", "APPT", "2026-11-25", "07:00")],
          miles=273, rate=1150, weight=38500, commodity="Paint", equipmentType="dry_van",
          specialInstructions="Hazmat endorsement + TWIC required", referenceNumber="HZ-30412",
          brokerPhone="+1-513-555-0133", brokerName="Sandra", brokerCompany="Ohio Valley Chemical Logistics"))

add(PM, "pm-04", "sms", """
HM load Class 2.2 – flatbed 48', 34,000 lbs compressed gas cylinders, Baltimore MD → Pittsburgh PA, PU Tue 12/1 6a-2p, DEL Wed 12/2 8a, 248 mi, $1,100. Req: HM endorsement, chains & straps. Placards provided. Call Terri @ Chesapeake Gas Logistics 410-555-0171
""", load([stop("Baltimore, MD", "P", "FCFS", "2026-12-01", window=("06:00", "14:00")),
           stop("Pittsburgh, PA", "D", "APPT", "2026-12-02", "08:00")],
          miles=248, rate=1100, weight=34000, commodity="compressed gas cylinders", equipmentType="flatbed",
          specialInstructions="HM endorsement, chains & straps", brokerPhone="+1-410-555-0171",
          brokerName="Terri", brokerCompany="Chesapeake Gas Logistics"))

add(PM, "pm-05", "sms", """
Double drop needed – Casper, WY to Billings, MT
Load: CAT D6 dozer, 52,000 lbs, 11' wide x 10'4" high x 19' long
Ready Mon 11/23, deliver Tue 11/24 by noon
OS permits in WY & MT, 1 pilot car in MT (we arrange)
$2,850 all in, 298 miles
Mountain West Heavy Haul – Jess 307-555-0196
""", load([stop("Casper, WY", "P", "APPT", "2026-11-23"), stop("Billings, MT", "D", "APPT", "2026-11-24", "12:00")],
          miles=298, rate=2850, weight=52000, commodity="CAT D6 dozer", equipmentType="flatbed",
          specialInstructions="OS permits in WY & MT, 1 pilot car in MT (we arrange)",
          brokerPhone="+1-307-555-0196", brokerName="Jess", brokerCompany="Mountain West Heavy Haul"))

add(PM, "pm-06", "email", """
Subject: HAZ – Memphis to Little Rock – Sodium hydroxide solution (UN1824, Cl 8)
Carrier must have: Hazmat authority, $5M insurance, HM endorsement

PU: Memphis, TN – 11/23 – 1300 appt
DEL: Little Rock, AR – 11/24 – 0600-1000
Equipment: 53' Dry Van
Product: Sodium hydroxide solution, 20 totes
Weight: 44,000#
Miles: 137
Rate: $800

Emergency Response (24 hr): 800-555-0100
Contact: Aaron Pike, Delta Chem Freight, 901-555-0172
""", load([stop("Memphis, TN", "P", "APPT", "2026-11-23", "13:00"),
           stop("Little Rock, AR", "D", "FCFS", "2026-11-24", window=("06:00", "10:00"))],
          miles=137, rate=800, weight=44000, commodity="Sodium hydroxide solution", equipmentType="dry_van",
          specialInstructions="Hazmat authority, $5M insurance, HM endorsement", brokerPhone="+1-901-555-0172",
          brokerName="Aaron Pike", brokerCompany="Delta Chem Freight"))

add(PM, "pm-07", "table", """
Eq     Origin           Dest            Avail   Wt    Width   Rate     Trip   Company                  Phone
F-OD   Lakeland, FL     Savannah, GA    11/24   48k   10'     $1,450   316    Sunshine Specialized     863-555-0148
SD-OD  Tampa, FL        Mobile, AL      11/24   39k   12'6"   $2,200   487    Gulf Heavy Lift          813-555-0135
""", load([stop("Lakeland, FL", "P", "APPT", "2026-11-24"), stop("Savannah, GA", "D")],
          miles=316, rate=1450, weight=48000, equipmentType="flatbed", brokerPhone="+1-863-555-0148",
          brokerCompany="Sunshine Specialized"))

add(PM, "pm-08", "email", """
Subject: Quote request / OVERDIMENSIONAL – 2 pcs – Grand Island NE to Sioux Falls SD
Hi carriers,

Looking for a 53' step deck with ramps for the below:
Piece 1: 38' x 9' x 5', 9,800 lbs
Piece 2: 20' x 10' x 11', 28,000 lbs
Freight: farm equipment (combine header + tractor)
Total: 37,800 lbs
Pickup Grand Island, NE Tue 12/1, 0800-1600
Deliver Sioux Falls, SD Wed 12/2, 0800
Notes: step deck must have ramps; oversize permits NE/SD
Target rate $1,900, send your best

Cornhusker Ag Equipment – Shipping Dept
Lydia Haas – 308-555-0119
""", load([stop("Grand Island, NE", "P", "FCFS", "2026-12-01", window=("08:00", "16:00")),
           stop("Sioux Falls, SD", "D", "APPT", "2026-12-02", "08:00")],
          rate=1900, weight=37800, commodity="farm equipment (combine header + tractor)", equipmentType="flatbed",
          specialInstructions="step deck must have ramps; oversize permits NE/SD", brokerPhone="+1-308-555-0119",
          brokerName="Lydia Haas", brokerCompany="Cornhusker Ag Equipment"))

add(PM, "pm-09", "sms", """
🔥 HAZMAT CL 9 (lithium ion batteries) Reno NV → Ontario CA | PU 11/23 1000 | DEL 11/24 0600 | 53V | 26,000 lb | 489 mi | $1,500 | HM endorsed driver + placards | Sierra Freight Partners 775-555-0128 ext 19
""", load([stop("Reno, NV", "P", "APPT", "2026-11-23", "10:00"),
           stop("Ontario, CA", "D", "APPT", "2026-11-24", "06:00")],
          miles=489, rate=1500, weight=26000, commodity="lithium ion batteries", equipmentType="dry_van",
          specialInstructions="HM endorsed driver + placards", brokerPhone="+1-775-555-0128",
          brokerExtension="19", brokerCompany="Sierra Freight Partners"))

# ---------------------------------------------------------------- power-only
PO = "power-only"

add(PO, "po-01", "email", """
POWER ONLY — preloaded trailer, drop & hook both ends
Load 55012
Pick up: loaded 53' trailer at our Joliet, IL yard – Mon 11/23 – FCFS
Deliver: Indianapolis, IN – Tue 11/24 – drop by 06:00
183 mi · $650 · 38,000 lbs
Tractor only, shipper trailer #TRL 88217
Notes: return the empty trailer to the Joliet yard within 48 hrs
Midwest Pool Logistics · 815-555-0155
""", load([stop("Joliet, IL", "P", "FCFS", "2026-11-23"), stop("Indianapolis, IN", "D", "APPT", "2026-11-24", "06:00")],
          miles=183, rate=650, weight=38000,
          specialInstructions="return the empty trailer to the Joliet yard within 48 hrs",
          referenceNumber="55012", brokerPhone="+1-815-555-0155",
          brokerCompany="Midwest Pool Logistics"))

add(PO, "po-02", "sms", """
PO needed: pull an empty 53' reefer trailer from Ontario CA to Stockton CA, FCFS Sat 11/21, 348 mi, $700. Tractor must have working 7-way + gladhands. Golden State Trailer Pool 909-555-0161
""", load([stop("Ontario, CA", "P", "FCFS", "2026-11-21"), stop("Stockton, CA", "D")],
          miles=348, rate=700, specialInstructions="Tractor must have working 7-way + gladhands",
          brokerPhone="+1-909-555-0161", brokerCompany="Golden State Trailer Pool"))

add(PO, "po-03", "email", """
Subject: Drop & hook van – Fort Wayne to Detroit – Load FW-3307
Pick up: Fort Wayne, IN – Mon 11/23 – 14:00 (preloaded, drop & hook)
Deliver: Detroit, MI – Tue 11/24 – 07:00 (drop & hook)
Equipment: 53' dry van
Commodity: auto parts
Weight: 40,000 lbs
Miles: 163
Rate: $700
Notes: carrier must bring an empty 53' van to swap at pickup
Summit Auto Logistics – Carrier Desk – 260-555-0191
""", load([stop("Fort Wayne, IN", "P", "APPT", "2026-11-23", "14:00"),
           stop("Detroit, MI", "D", "APPT", "2026-11-24", "07:00")],
          miles=163, rate=700, weight=40000, commodity="auto parts", equipmentType="dry_van",
          specialInstructions="carrier must bring an empty 53' van to swap at pickup", referenceNumber="FW-3307",
          brokerPhone="+1-260-555-0191", brokerCompany="Summit Auto Logistics"))

add(PO, "po-04", "email", """
Power only – hook to our loaded 48' flatbed (steel beams, already tarped)
Origin: Birmingham, AL · Mon 11/23 · 07:00-15:00
Destination: Atlanta, GA · Tue 11/24 · 08:00
Weight 46,000 lbs · 147 miles · $600
Iron City Logistics · 205-555-0189 ext 31
""", load([stop("Birmingham, AL", "P", "FCFS", "2026-11-23", window=("07:00", "15:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-11-24", "08:00")],
          miles=147, rate=600, weight=46000, commodity="steel beams", brokerPhone="+1-205-555-0189",
          brokerExtension="31", brokerCompany="Iron City Logistics"))

add(PO, "po-05", "table", """
Equip   Origin       Dest          Ship    Miles   Rate     Wt    Company          Phone
PO      Dallas TX    Laredo TX     11/23   432     $1,050   —     Tejas Drayage    214-555-0176
PO      Dallas TX    El Paso TX    11/24   636     $1,500   —     Tejas Drayage    214-555-0176
""", load([stop("Dallas, TX", "P", "APPT", "2026-11-23"), stop("Laredo, TX", "D")],
          miles=432, rate=1050, brokerPhone="+1-214-555-0176", brokerCompany="Tejas Drayage"))

add(PO, "po-06", "email", """
Subject: Power Only – Memphis, TN > Dallas, TX – Tue 11/24
Trailer: customer's 53' dry van (preloaded, sealed)
Pick up: Memphis, TN – Tue 11/24 – trailer ready 08:00
Deliver: Dallas, TX – Wed 11/25 – 10:00 live unload
Commodity: paper towels
Weight: 30,000 lbs
Miles: 452
Rate: $1,300
Tractor requirements: air lines + gladhands, ELD, $100K cargo
Marcus Lee
Bluff City Logistics
901-555-0108
""", load([stop("Memphis, TN", "P", "APPT", "2026-11-24", "08:00"),
           stop("Dallas, TX", "D", "APPT", "2026-11-25", "10:00")],
          miles=452, rate=1300, weight=30000, commodity="paper towels",
          specialInstructions="air lines + gladhands, ELD, $100K cargo", brokerPhone="+1-901-555-0108",
          brokerName="Marcus Lee", brokerCompany="Bluff City Logistics"))

add(PO, "po-07", "email", """
Subject: Dedicated drop-trailer lane – Greensboro NC to Richmond VA
We are awarding a dedicated drop-trailer lane starting Mon 11/30:
Greensboro, NC → Richmond, VA, 5 loads/week Mon–Fri
53' van, avg 32,000 lbs furniture
207 miles, $575 per load
Carrier keeps 2 empty trailers in our Greensboro yard (trailer pool)
Interested carriers contact our Transportation Mgr: Kevin Shaw 336-555-0144
Piedmont Furniture Distribution
""", load([stop("Greensboro, NC", "P", "APPT", "2026-11-30"), stop("Richmond, VA", "D")],
          miles=207, rate=575, weight=32000, commodity="furniture", equipmentType="dry_van",
          specialInstructions="Carrier keeps 2 empty trailers in our Greensboro yard (trailer pool)",
          brokerPhone="+1-336-555-0144", brokerName="Kevin Shaw", brokerCompany="Piedmont Furniture Distribution"))

add(PO, "po-08", "sms", """
PO load avail Laredo TX to Houston TX tmrw 0800 appt, hook to loaded 53' at our yard, 315 mi $850, call Rudy 956-555-0138
""", load([stop("Laredo, TX", "P", "APPT", "2026-11-21", "08:00"), stop("Houston, TX", "D")],
          miles=315, rate=850, brokerPhone="+1-956-555-0138", brokerName="Rudy"))

add(PO, "po-09", "email", """
Port dray / power only – 40' HC container on our chassis
Pick up: Savannah, GA – Garden City Terminal – Mon 11/23 appt 09:00
Deliver: Atlanta, GA – Tue 11/24 – 07:00-11:00
Container: MSCU 7221904   Ref #: SAV-118203
Weight: 44,500 lbs incl. container
Commodity: furniture
Miles: 248
Rate: $725 + $75 chassis = $800 total
Coastal Dray Partners · 912-555-0129
""", load([stop("Savannah, GA", "P", "APPT", "2026-11-23", "09:00"),
           stop("Atlanta, GA", "D", "FCFS", "2026-11-24", window=("07:00", "11:00"))],
          miles=248, rate=800, weight=44500, commodity="furniture", referenceNumber="SAV-118203",
          brokerPhone="+1-912-555-0129", brokerCompany="Coastal Dray Partners"))

# ---------------------------------------------------------------- ltl-partials
LT = "ltl-partials"

add(LT, "lt-01", "email", """
PARTIAL — 12 ft / 6 pallets — can ride with other freight
Columbus, OH → Pittsburgh, PA
PU Mon 11/23 0900-1500 · DEL Tue 11/24 0800-1200
Van · 7,200 lbs · 185 mi · $375
Buckeye Partial Freight · 614-555-0190
""", load([stop("Columbus, OH", "P", "FCFS", "2026-11-23", window=("09:00", "15:00")),
           stop("Pittsburgh, PA", "D", "FCFS", "2026-11-24", window=("08:00", "12:00"))],
          miles=185, rate=375, weight=7200, equipmentType="dry_van", brokerPhone="+1-614-555-0190",
          brokerCompany="Buckeye Partial Freight"))

add(LT, "lt-02", "email", """
Subject: LTL quote – KC to Omaha – 4 pallets
Hi,
Please quote the following LTL shipment:

Origin: Kansas City, MO 64120 (business, dock)
Destination: Omaha, NE 68107 (residential)
Pickup: 11/24, 13:00-17:00
Delivery: 11/25
Pieces: 4 pallets, 48x40x60 each, Class 70
Weight: 2,350 lbs
Commodity: auto parts
Equipment: box truck or van w/ liftgate
Special instructions: liftgate required at delivery (residential), call before delivery

Thanks,
Jenna Ruiz
Heartland Parts Supply
816-555-0163
""", load([stop("Kansas City, MO", "P", "FCFS", "2026-11-24", window=("13:00", "17:00")),
           stop("Omaha, NE", "D", "APPT", "2026-11-25")],
          weight=2350, commodity="auto parts", equipmentType="box_truck",
          specialInstructions="liftgate required at delivery (residential), call before delivery",
          brokerPhone="+1-816-555-0163", brokerName="Jenna Ruiz", brokerCompany="Heartland Parts Supply"))

add(LT, "lt-03", "email", """
Multi-stop reefer – 2 picks / 2 drops – Load GB-77105
PU1  Salt Lake City, UT   11/23   0600-0900        18 plts
PU2  Ogden, UT            11/23   1100 appt        6 plts
D1   Twin Falls, ID       11/24   0500 appt
D2   Boise, ID            11/24   1000-1400
Temp 35°F continuous · dairy (milk, yogurt) · 36,000 lbs total
352 total miles · $1,650 incl. stop-offs ($50 ea)
Notes: driver must call each receiver 2 hrs ahead; pallet exchange at Boise
Great Basin Logistics – Amy – 801-555-0152
""", load([stop("Salt Lake City, UT", "P", "FCFS", "2026-11-23", window=("06:00", "09:00")),
           stop("Ogden, UT", "P", "APPT", "2026-11-23", "11:00"),
           stop("Twin Falls, ID", "D", "APPT", "2026-11-24", "05:00"),
           stop("Boise, ID", "D", "FCFS", "2026-11-24", window=("10:00", "14:00"))],
          miles=352, rate=1650, weight=36000, commodity="dairy (milk, yogurt)", temperature=35,
          equipmentType="reefer",
          specialInstructions="driver must call each receiver 2 hrs ahead; pallet exchange at Boise",
          referenceNumber="GB-77105", brokerPhone="+1-801-555-0152", brokerName="Amy",
          brokerCompany="Great Basin Logistics"))

add(LT, "lt-04", "table", """
Age   Pickup        Origin          Destination     Type   F/P   Length   Weight   Miles   Rate   Company              Contact
0:14  11/23         Chicago, IL     Madison, WI     V      P     16 ft    9,500    147     $425   Lakefront Logistics  312-555-0102
0:31  11/23         Joliet, IL      Green Bay, WI   V      F     53 ft    42,000   245     $800   Lakefront Logistics  312-555-0102
""", load([stop("Chicago, IL", "P", "APPT", "2026-11-23"), stop("Madison, WI", "D")],
          miles=147, rate=425, weight=9500, equipmentType="dry_van", brokerPhone="+1-312-555-0102",
          brokerCompany="Lakefront Logistics"))

add(LT, "lt-05", "email", """
Subject: Consolidated load – 3 LTL orders into 1 truck – Allentown/Harrisburg to Baltimore
Team, we consolidated three LTL orders into one truckload:

Stop 1 (pick): Allentown, PA – Tue 12/1 – 08:00 appt – PO 44810 – 10 pallets, 9,200 lbs
Stop 2 (pick): Harrisburg, PA – Tue 12/1 – 11:00-14:00 – PO 44813 – 8 pallets, 7,900 lbs
               PO 44815 – 6 pallets, 7,500 lbs
Stop 3 (drop): Baltimore, MD – Wed 12/2 – 06:00 appt
Total: 24 pallets, 24,600 lbs, canned goods
53' dry van, 165 miles, $725 flat
Load # CL-2091
Keystone Consolidators – Beth – 717-555-0157 ext 8
""", load([stop("Allentown, PA", "P", "APPT", "2026-12-01", "08:00"),
           stop("Harrisburg, PA", "P", "FCFS", "2026-12-01", window=("11:00", "14:00")),
           stop("Baltimore, MD", "D", "APPT", "2026-12-02", "06:00")],
          miles=165, rate=725, weight=24600, commodity="canned goods", equipmentType="dry_van",
          referenceNumber="CL-2091", brokerPhone="+1-717-555-0157", brokerExtension="8", brokerName="Beth",
          brokerCompany="Keystone Consolidators"))

add(LT, "lt-06", "sms", """
got a partial 5 skids 4k lbs dallas tx to ft worth tx today 3pm pu, deliver b4 7pm today $250 van ok 214-555-0170 Jose
""", load([stop("Dallas, TX", "P", "APPT", "2026-11-20", "15:00"),
           stop("Fort Worth, TX", "D", "APPT", "2026-11-20", "19:00")],
          rate=250, weight=4000, equipmentType="dry_van", brokerPhone="+1-214-555-0170", brokerName="Jose"))

add(LT, "lt-07", "email", """
Subject: Multi-drop van – Richmond VA – 3 stops – Load 90233
PICK
  Richmond, VA – Tue 11/24 – 14:00 (load ready, shipper closes 16:00)
DROPS
  1) Hagerstown, MD – Wed 11/25 – 08:00 appt (appt conf #48211)
  2) Harrisburg, PA – Wed 11/25 – FCFS 12:00-16:00
  3) Allentown, PA – Wed 11/25 – 19:00 appt (night receiving)
Equipment: 53' van · 28 pallets · 31,000 lbs · household goods
Miles: 338 · Rate: $1,250 + $75/extra stop = $1,400 total
Capitol Freight Services · Omar Haddad · 804-555-0198
""", load([stop("Richmond, VA", "P", "APPT", "2026-11-24", "14:00"),
           stop("Hagerstown, MD", "D", "APPT", "2026-11-25", "08:00"),
           stop("Harrisburg, PA", "D", "FCFS", "2026-11-25", window=("12:00", "16:00")),
           stop("Allentown, PA", "D", "APPT", "2026-11-25", "19:00")],
          miles=338, rate=1400, weight=31000, commodity="household goods", equipmentType="dry_van",
          referenceNumber="90233", brokerPhone="+1-804-555-0198", brokerName="Omar Haddad",
          brokerCompany="Capitol Freight Services"))

add(LT, "lt-08", "email", """
Subject: Volume LTL – Nashville, TN to Louisville, KY – 14 pallets
Volume quote request (dock to dock, no liftgate):
14 pallets · 18,000 lbs · 28 linear ft · Class 85 · bottled water
PU Tue 12/1 · DEL Wed 12/2
We can do $780 volume rate, shared truck OK
Cumberland Freight · 615-555-0127
""", load([stop("Nashville, TN", "P", "APPT", "2026-12-01"), stop("Louisville, KY", "D", "APPT", "2026-12-02")],
          rate=780, weight=18000, commodity="bottled water", brokerPhone="+1-615-555-0127",
          brokerCompany="Cumberland Freight"))

add(LT, "lt-09", "sms", """
Partial flatbed – 20' of deck – 2 bundles rebar, 14,000 lbs
Tulsa OK → Wichita KS, 176 mi
PU 11/23 0700-1100, deliver 11/23 by 1600
$500 · needs 4 straps, no tarp
Sooner Steel Brokerage 918-555-0165
""", load([stop("Tulsa, OK", "P", "FCFS", "2026-11-23", window=("07:00", "11:00")),
           stop("Wichita, KS", "D", "APPT", "2026-11-23", "16:00")],
          miles=176, rate=500, weight=14000, commodity="rebar", equipmentType="flatbed",
          specialInstructions="needs 4 straps, no tarp", brokerPhone="+1-918-555-0165",
          brokerCompany="Sooner Steel Brokerage"))

# ---------------------------------------------------------------- expedite
XP = "expedite"

add(XP, "xp-01", "email", """
Subject: EXPEDITE – Sprinter – Detroit to Cincinnati – TODAY
EXPEDITE / HOT
Vehicle: Sprinter van (cargo)
Pieces: 2 skids, 1,100 lbs
Pick up: Detroit, MI – today 11/20 – 16:00
Deliver: Cincinnati, OH – 11/21 – 06:00
Miles: 263
Pay: $575
Team not needed. Reply with ETA to pickup.
Great Lakes Expedite · Carrier Desk · 313-555-0143
""", load([stop("Detroit, MI", "P", "APPT", "2026-11-20", "16:00"),
           stop("Cincinnati, OH", "D", "APPT", "2026-11-21", "06:00")],
          miles=263, rate=575, weight=1100, equipmentType="sprinter_van", brokerPhone="+1-313-555-0143",
          brokerCompany="Great Lakes Expedite"))

add(XP, "xp-02", "sms", """
HOTSHOT NEEDED 🔥 40' gooseneck
14,500 lbs pipe (oilfield)
Casper WY → Rapid City SD
PU Mon 11/23 0600, deliver same day
259 mi, $1,050
text/call Wade 307-555-0112
""", load([stop("Casper, WY", "P", "APPT", "2026-11-23", "06:00"), stop("Rapid City, SD", "D", "APPT", "2026-11-23")],
          miles=259, rate=1050, weight=14500, commodity="pipe (oilfield)", equipmentType="flatbed",
          brokerPhone="+1-307-555-0112", brokerName="Wade"))

add(XP, "xp-03", "email", """
26' straight truck w/ liftgate needed
Grand Rapids, MI → Toledo, OH
8 pallets · 9,000 lbs · office furniture
Pick up Mon 11/23 between 9 and 11
Deliver Mon 11/23 by 17:00
172 miles · $650
Requirements: liftgate, pallet jack, 2-man delivery inside
Lakeshore Expedited · Jill Park · 616-555-0171 x 204
""", load([stop("Grand Rapids, MI", "P", "FCFS", "2026-11-23", window=("09:00", "11:00")),
           stop("Toledo, OH", "D", "APPT", "2026-11-23", "17:00")],
          miles=172, rate=650, weight=9000, commodity="office furniture", equipmentType="box_truck",
          specialInstructions="liftgate, pallet jack, 2-man delivery inside", brokerPhone="+1-616-555-0171",
          brokerExtension="204", brokerName="Jill Park", brokerCompany="Lakeshore Expedited"))

shown(421.8, 228, 1.85)
add(XP, "xp-04", "table", """
Posted  Veh   Pcs  Dims           Wt    Origin          Dest            Ready        Miles  Pay
05:52   C/V   1    48x40x48       650   Charlotte, NC   Knoxville, TN   11/21 07:00  228    $1.85/mi
05:40   S/T   6    —              7800  Greensboro, NC  Columbia, SC    11/21 10:00  196    $2.40/mi
Call Piedmont Expedite Board 704-555-0117 to book
""", load([stop("Charlotte, NC", "P", "APPT", "2026-11-21", "07:00"), stop("Knoxville, TN", "D")],
          miles=228, rpm=1.85, weight=650, equipmentType="sprinter_van", brokerPhone="+1-704-555-0117",
          brokerCompany="Piedmont Expedite Board"))

add(XP, "xp-05", "sms", """
Hot shot load - 30' bumper pull OK
2 generators 8,000 lbs total
Lakeland FL to Jacksonville FL
Load tmrw 7am-10am, deliver tmrw by 5pm
$600 | 204 mi
Sunshine Hotshot Freight 863-555-0113
""", load([stop("Lakeland, FL", "P", "FCFS", "2026-11-21", window=("07:00", "10:00")),
           stop("Jacksonville, FL", "D", "APPT", "2026-11-21", "17:00")],
          miles=204, rate=600, weight=8000, commodity="generators", equipmentType="flatbed",
          brokerPhone="+1-863-555-0113", brokerCompany="Sunshine Hotshot Freight"))

add(XP, "xp-06", "sms", """
TEAM ST 24ft – 11,200 lbs – Laredo TX → Chicago IL – 1,350 mi
pick up 11/20 20:00, deliver 11/22 by 08:00
$3,900 – must be team, no stops
Rio Expedite 956-555-0184
""", load([stop("Laredo, TX", "P", "APPT", "2026-11-20", "20:00"),
           stop("Chicago, IL", "D", "APPT", "2026-11-22", "08:00")],
          miles=1350, rate=3900, weight=11200, equipmentType="box_truck", specialInstructions="must be team, no stops",
          brokerPhone="+1-956-555-0184", brokerCompany="Rio Expedite"))

add(XP, "xp-07", "email", """
Subject: Airport recovery – MIA – cargo van – today
Recover 3 pcs (420 lbs, aircraft parts) at Miami, FL airport, cargo building 716, today 11/20 at 14:00 (flight lands 12:30)
Deliver to Lakeland, FL by 20:00 today
Cargo van OK, 213 miles, $475
Bring TSA-compliant ID
Ref# SKY-40917
Skyway Air Logistics – ops 305-555-0192
""", load([stop("Miami, FL", "P", "APPT", "2026-11-20", "14:00"),
           stop("Lakeland, FL", "D", "APPT", "2026-11-20", "20:00")],
          miles=213, rate=475, weight=420, commodity="aircraft parts", equipmentType="sprinter_van",
          specialInstructions="Bring TSA-compliant ID", referenceNumber="SKY-40917", brokerPhone="+1-305-555-0192",
          brokerCompany="Skyway Air Logistics"))

add(XP, "xp-08", "email", """
HotShot Loads · New load near you
Load ID HS-22810
Oklahoma City, OK → Amarillo, TX
Gooseneck 40' · 15,000 lb · oilfield equipment
Pick up Tue 11/24 · 08:00
Drop off Tue 11/24 · 16:00
259 mi · $900 · 18 mi from you
Posted by Red Dirt Hotshot Brokerage · 405-555-0124
""", load([stop("Oklahoma City, OK", "P", "APPT", "2026-11-24", "08:00"),
           stop("Amarillo, TX", "D", "APPT", "2026-11-24", "16:00")],
          dh=18, miles=259, rate=900, weight=15000, commodity="oilfield equipment", equipmentType="flatbed",
          referenceNumber="HS-22810", brokerPhone="+1-405-555-0124", brokerCompany="Red Dirt Hotshot Brokerage"))

add(XP, "xp-09", "sms", """
Sprinter (high roof) needed! 3 pcs 1,400 lbs medical equipment
Boston MA → Newark NJ
pick 11/23 09:00-11:00, deliver 11/23 17:00
$600 all-in ($525 + $75 wait time prepaid)
Bay State Courier - Nick - 617-555-0185
""", load([stop("Boston, MA", "P", "FCFS", "2026-11-23", window=("09:00", "11:00")),
           stop("Newark, NJ", "D", "APPT", "2026-11-23", "17:00")],
          rate=600, weight=1400, commodity="medical equipment", equipmentType="sprinter_van",
          brokerPhone="+1-617-555-0185", brokerName="Nick", brokerCompany="Bay State Courier"))

for family, postings in FAMILIES.items():
    write(f"{family}.json", postings,
          "Written by hand in a separate sitting (tools/hand_heldout4.py); the fourth held-out split, all held out.")
print(sum(len(v) for v in FAMILIES.values()), "held-out postings")
