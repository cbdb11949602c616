"""The fifth held-out set, written by hand in a separate sitting (2026-11-27) without reading the
parser and without running it or any bench on these postings: seven families in forms the corpus did
not have (reefer produce-season load lists from grower-shippers and their portals, brokers'
`capacity needed` blast e-mails with several lanes in prose, EDI 204 load tenders as raw X12 or
translator printouts, bid boards and spot-quote requests with target rates, government and military
freight, postings dated only relatively, freight-forwarder mails with weights in kg and tonnes).
Each label was typed with its text, before anything read the posting. Every posting here is held
out (holdout.py).

Readings this sitting adds (README.md, "Decisions"): a target rate or a `Book Now` price is the
offered rate, bids (current low bid, the carrier's own offer) are not, and a broker's last counter in
an offer history is; quote-due, bid-close, tender-response and vessel-cutoff stamps are not
appointments; an EDI tender's stops come from its N4 / stop lines, its dates from G62 (CCYYMMDD) and
its rate from the total charge (L3); a 204 change replaces the original tender's value; `NLT` (not
later than) is a single time; `AM` / `morning` / `tonight` alone give no time; `this Thu` and
`Thanksgiving` are 2026-11-26, `Black Friday` 2026-11-27, `the Monday after Thanksgiving` 2026-11-30;
a lane marked AWARDED or covered in an update on top is skipped like COVERED; tonnes (`t`, `MT`,
`tonnes`) are x 2204.62 pounds; an overseas forwarder's numeric date (`24/11/2026`, `24.11.2026`) is
day first; a Transportation Control Number or a house bill is a reference when it is the only one."""

from common import load, per_mile, posting, stop, write

FAMILIES = {}


def add(family, pid, style, text, exp):
    FAMILIES.setdefault(family, []).append(posting(pid, style, text, exp))


def shown(rate, miles, written):
    """A per-mile rate written in the posting must be the corpus's rate / miles rounded up."""
    assert per_mile(rate, miles) == written, (rate, miles, per_mile(rate, miles), written)


def kg(n):
    """kg written only in kg -> pounds, as README.md says (x 2.20462, rounded)."""
    return round(n * 2.20462)


def tonnes(n):
    """metric tonnes -> pounds (x 2204.62, rounded)."""
    return round(n * 2204.62)


# ---------------------------------------------------------------- produce-season
PR = "produce-season"

add(PR, "pr-01", "table", """
MONTEREY FRESH FARMS — Carrier Portal
Available Loads   ·   Updated 11/20/2026 06:45 PT

Load #        MFF-55812
Ship          Sat 11/21/2026   Appt 14:00   (Cooler 3, Salinas, CA)
Consignee     Heartland Grocers DC — Indianapolis, IN
Deliver       Wed 11/25/2026   05:00 (appt set)
Product       Iceberg lettuce — 1,000 ctns
Temp          34°F continuous (pulp 34-36°F)
Weight        40,000 lb
Miles         2,228
Rate          $6,800 all-in (incl. fuel)
Notes         Ryan recorder required. Pulp temps taken before loading.
Carrier desk  831-555-0172 ext 204
[ Request load ]   [ Decline ]
""", load([stop("Salinas, CA", "P", "APPT", "2026-11-21", "14:00"),
           stop("Indianapolis, IN", "D", "APPT", "2026-11-25", "05:00")],
          miles=2228, rate=6800, weight=40000, commodity="Iceberg lettuce", temperature=34,
          equipmentType="reefer", specialInstructions="Ryan recorder required. Pulp temps taken before loading.",
          referenceNumber="MFF-55812", brokerPhone="+1-831-555-0172", brokerExtension="204",
          brokerCompany="Monterey Fresh Farms"))

add(PR, "pr-02", "sms", """
RGV CITRUS IS ROLLING 🍊🍊
Need reefers daily out of Mission TX / McAllen area. Today's list:
▪️ Mission TX ➡️ Atlanta GA — load tmrw 11/21 10am — deliver Mon 11/23 — grapefruit 40k — 36° — $3,400
▪️ Edinburg TX ➡️ Chicago IL — load Sun 11/22 — onions 42k — 45° — $3,900
Must have clean reefer + washout receipt.
Call/text Rolando 956-555-0133 · Valley Fresh Brokerage
""", load([stop("Mission, TX", "P", "APPT", "2026-11-21", "10:00"),
           stop("Atlanta, GA", "D", "APPT", "2026-11-23")],
          rate=3400, weight=40000, commodity="grapefruit", temperature=36, equipmentType="reefer",
          specialInstructions="Must have clean reefer + washout receipt.", brokerPhone="+1-956-555-0133",
          brokerName="Rolando", brokerCompany="Valley Fresh Brokerage"))

add(PR, "pr-03", "table", """
Yakima Valley Orchards · Shipping Office
TRUCK ORDER SHEET — week of 11/23 — REEFER ONLY

PO      Pickup          Ship Date   Pick Time   Consignee City        Product           Cases   Temp   Rate
44021   Yakima WA       11/23       07:00       Denver CO             Gala apples       990     33     $3,950
44022   Wenatchee WA    11/23       09:00       Salt Lake City UT     Bartlett pears    1,040   31     $2,800
44023   Yakima WA       11/24       06:00       Boise ID              Fuji apples       1,000   33     $1,450

Notes: trucks must be precooled; pulp temps logged at loading
To book call shipping 509-555-0119 (Deb)
""", load([stop("Yakima, WA", "P", "APPT", "2026-11-23", "07:00"), stop("Denver, CO", "D")],
          rate=3950, commodity="Gala apples", temperature=33, equipmentType="reefer",
          specialInstructions="trucks must be precooled; pulp temps logged at loading", referenceNumber="44021",
          brokerPhone="+1-509-555-0119", brokerName="Deb", brokerCompany="Yakima Valley Orchards"))

shown(3300, 1150, 2.87)
add(PR, "pr-04", "email", """
Subject: FL tomatoes - Immokalee to Philly & Boston area - loading Mon

Morning all,
Tomato season is in full swing. For Monday 11/23 we need reefers:

Immokalee, FL  >  Philadelphia, PA    1,150 mi   $3,300 ($2.87/mi)   tomatoes (mature greens)  40,000#   55F
Immokalee, FL  >  Chelsea, MA         1,420 mi   $4,100              bell peppers              38,000#   45F

Load 7a-3p at the packing house, FCFS. Trucks must have a working air chute.

Thanks,
Gina Marchetti
Sunshine Produce Logistics
O: 239-555-0168 | C: 239-555-0194
""", load([stop("Immokalee, FL", "P", "FCFS", "2026-11-23", window=("07:00", "15:00")),
           stop("Philadelphia, PA", "D")],
          miles=1150, rate=3300, weight=40000, commodity="tomatoes (mature greens)", temperature=55,
          equipmentType="reefer", specialInstructions="Trucks must have a working air chute.",
          brokerPhone="+1-239-555-0168", brokerName="Gina Marchetti", brokerCompany="Sunshine Produce Logistics"))

add(PR, "pr-05", "table", """
DEL CAMPO SUR DISTRIBUTING · NOGALES, AZ
REEFERS NEEDED — DAILY LOAD LIST Fri 11/20

1) Nogales AZ → Los Angeles CA | cucumbers | 44,000 lb | 50F | load 11/20 1600 | $1,500 | ** BOOKED **
2) Nogales AZ → Dallas TX | Roma tomatoes | 42,000 lb | 55F | load 11/21 0800 | del 11/23 0600 | $2,900
3) Nogales AZ → Denver CO | squash | 40,000 lb | 45F | load 11/21 1200 | $2,600

Drivers check in at the guard shack with the PO#.
Call the desk (520) 555-0173, ask for Maribel
""", load([stop("Nogales, AZ", "P", "APPT", "2026-11-21", "08:00"),
           stop("Dallas, TX", "D", "APPT", "2026-11-23", "06:00")],
          rate=2900, weight=42000, commodity="Roma tomatoes", temperature=55, equipmentType="reefer",
          specialInstructions="Drivers check in at the guard shack with the PO#.", brokerPhone="+1-520-555-0173",
          brokerName="Maribel", brokerCompany="Del Campo Sur Distributing"))

add(PR, "pr-06", "table", """
SNAKE RIVER SPUDS · LOAD BOARD (shipper portal)
Order 2611-0348                              Status: OPEN FOR TENDER
Origin: Idaho Falls, ID (Shed 2)             Pickup: 11/24/2026  FCFS 06:00-12:00
Destination: Houston, TX                     Delivery: 11/27/2026  appt TBD
Equipment: Reefer (vented van accepted)      Set point: 45°F
Product: Russet potatoes, 50 lb sacks        Net wt: 48,000 lbs
Linehaul: $4,050    FSC: $620    Total: $4,670
Miles: 1,640
Questions: Traffic Dept. 208-555-0157 x 12
""", load([stop("Idaho Falls, ID", "P", "FCFS", "2026-11-24", window=("06:00", "12:00")),
           stop("Houston, TX", "D", "APPT", "2026-11-27")],
          miles=1640, rate=4670, weight=48000, commodity="Russet potatoes", temperature=45, equipmentType="reefer",
          referenceNumber="2611-0348", brokerPhone="+1-208-555-0157", brokerExtension="12",
          brokerCompany="Snake River Spuds"))

add(PR, "pr-07", "sms", """
Hey its Frank at Sierra Citrus. got navels out of Exeter CA going to Portland OR. load monday 11/23 in Exeter CA, 2nd pick in Orange Cove CA same day, deliver Wed AM. 40k, 38 degrees. paying 2600. must have temp recorder. 559-555-0121
""", load([stop("Exeter, CA", "P", "APPT", "2026-11-23"), stop("Orange Cove, CA", "P", "APPT", "2026-11-23"),
           stop("Portland, OR", "D", "APPT", "2026-11-25")],
          rate=2600, weight=40000, commodity="navels", temperature=38, equipmentType="reefer",
          specialInstructions="must have temp recorder", brokerPhone="+1-559-555-0121", brokerName="Frank",
          brokerCompany="Sierra Citrus"))

add(PR, "pr-08", "sms", """
🎄 CHRISTMAS TREE SEASON 🎄
Fraser firs out of Sparta, NC — 53' dry vans (no reefer needed), loading 11/23-11/25
Sparta NC → Orlando FL   ~640 mi   $1,850
Sparta NC → Houston TX   ~1,150 mi   $2,950
Hand-loaded, driver must be present for count. 700-800 trees/load, approx 28,000 lbs
Blue Ridge Tree Growers Co-op — Dale 336-555-0182
""", load([stop("Sparta, NC", "P", "APPT", "2026-11-23"), stop("Orlando, FL", "D")],
          miles=640, rate=1850, weight=28000, commodity="Fraser firs", equipmentType="dry_van",
          specialInstructions="Hand-loaded, driver must be present for count.", brokerPhone="+1-336-555-0182",
          brokerName="Dale", brokerCompany="Blue Ridge Tree Growers Co-op"))

add(PR, "pr-09", "email", """
From: Traffic Office <traffic@cranberrymarsh.example>
Subject: Fresh cranberry loads – Wisconsin Rapids, WI – 4 reefers needed Monday

Harvest wrap-up week! We need 4 reefers Monday for bulk fresh cranberries in totes, 36-38°F.

Pick up: Wisconsin Rapids, WI – Monday, November 23 – 8:00 AM to 2:00 PM, first come first served
Deliver: Middleboro, MA – Wednesday, November 25 – by 6:00 AM
Weight: 42,000 lbs per truck
Rate: $3,600 per load (1,180 mi)
Order #: CM-2611-04
Trailers must be washed out and food-grade clean; bring a washout ticket.

Lars Eriksen, Traffic Manager
Cranberry Marsh Cooperative
(715) 555-0136
""", load([stop("Wisconsin Rapids, WI", "P", "FCFS", "2026-11-23", window=("08:00", "14:00")),
           stop("Middleboro, MA", "D", "APPT", "2026-11-25", "06:00")],
          miles=1180, rate=3600, weight=42000, commodity="fresh cranberries", temperature=36, equipmentType="reefer",
          specialInstructions="Trailers must be washed out and food-grade clean; bring a washout ticket.",
          referenceNumber="CM-2611-04", brokerPhone="+1-715-555-0136", brokerName="Lars Eriksen",
          brokerCompany="Cranberry Marsh Cooperative"))

# ---------------------------------------------------------------- capacity-blasts
CB = "capacity-blasts"

add(CB, "cb-01", "email", """
Subject: CAPACITY NEEDED – Mon 11/23 & Tue 11/24 – Southeast vans

Good afternoon partners,

We're heavy in the Southeast next week and need help. First up, we have 3 loads out of Atlanta, GA going to Charlotte, NC on Monday 11/23 that pick up between 8 and 2 and deliver the next morning; they're 40k of paper goods and we're paying $900 each. We also need 2 trucks Tuesday out of Savannah, GA to Orlando, FL (port freight, 44k, $1,050). Finally, one Birmingham, AL to Memphis, TN on Tuesday at 10:00, $700.

All loads are 53' dry vans.
If you have a truck, reply to this e-mail or call me directly.

Thanks!
Courtney Hale | Capacity Manager
Keystone Crossroads Logistics
D: 470-555-0126 | M: 470-555-0190
""", load([stop("Atlanta, GA", "P", "FCFS", "2026-11-23", window=("08:00", "14:00")),
           stop("Charlotte, NC", "D", "APPT", "2026-11-24")],
          rate=900, weight=40000, commodity="paper goods", equipmentType="dry_van", brokerPhone="+1-470-555-0126",
          brokerName="Courtney Hale", brokerCompany="Keystone Crossroads Logistics"))

add(CB, "cb-02", "email", """
Subject: RE: Reefer capacity – Thanksgiving week (UPDATED)

UPDATE 11:40 — the Green Bay load is covered, thank you all. The rest are still open.

-----
Hi all — Thanksgiving week is here and we still have open reefer freight. The first one is out of Green Bay, WI on Sunday 11/22 going to Columbus, OH, 38,000 lbs of cheese at 34°F, $1,600. After that we have a Madison, WI to Indianapolis, IN picking up Monday 11/23 at 4 AM and delivering Tuesday 11/24 by 10 AM, 42,000 lbs of yogurt at 36°F for $1,250, and a Sioux Falls, SD to Minneapolis, MN on Monday (frozen pork, -10°F, $800).

Send me your MC# and I'll get you set up.
Ryan Kowalski
Great Lakes Dairy Freight · 920-555-0148 ext 305
""", load([stop("Madison, WI", "P", "APPT", "2026-11-23", "04:00"),
           stop("Indianapolis, IN", "D", "APPT", "2026-11-24", "10:00")],
          rate=1250, weight=42000, commodity="yogurt", temperature=36, equipmentType="reefer",
          brokerPhone="+1-920-555-0148", brokerExtension="305", brokerName="Ryan Kowalski",
          brokerCompany="Great Lakes Dairy Freight"))

add(CB, "cb-03", "email", """
Subject: Flatbed help needed — steel out of NW Indiana

Team,
Our mill customer in Burns Harbor, IN has 6 loads shipping Monday 11/23, FCFS 6am–3pm. Four of them go to Nashville, TN (steel coils, 45,000 lbs each, 470 miles, paying $3.10/mile) and two go to Cincinnati, OH (sheet, 44k, 280 mi, $1,150 flat). Coil racks and chains required; 8' tarps on the sheet loads only.

Please call the flatbed desk at 219.555.0153 x2210 and ask for Tony.
Calumet Flatbed Services
""", load([stop("Burns Harbor, IN", "P", "FCFS", "2026-11-23", window=("06:00", "15:00")),
           stop("Nashville, TN", "D")],
          miles=470, rpm=3.10, weight=45000, commodity="steel coils", equipmentType="flatbed",
          specialInstructions="Coil racks and chains required", brokerPhone="+1-219-555-0153",
          brokerExtension="2210", brokerName="Tony", brokerCompany="Calumet Flatbed Services"))

add(CB, "cb-04", "email", """
Subject: 🔥 HOT LANES this weekend – need power

Hey carriers, happy Friday! Here's what we still need covered — all van, all drop-and-hook at the shipper:

Tomorrow (Sat 11/21) we've got Dallas, TX ➜ Oklahoma City, OK, 206 miles, 30k of beverages, $725. Sunday there's a Fort Worth, TX ➜ Little Rock, AR for $950 (320 mi), and Monday a Houston ➜ New Orleans paying $850.

Rates are all-in. Reply with your MC and truck location, or ring the desk: (214) 555-0177.
— The Lone Star Lanes team
""", load([stop("Dallas, TX", "P", "APPT", "2026-11-21"), stop("Oklahoma City, OK", "D")],
          miles=206, rate=725, weight=30000, commodity="beverages", equipmentType="dry_van",
          brokerPhone="+1-214-555-0177", brokerCompany="Lone Star Lanes"))

add(CB, "cb-05", "email", """
Subject: Capacity request - Harrisburg PA outbound, week of 11/30

Good morning,

We are looking for carriers for freight out of Harrisburg, PA the week after Thanksgiving. On Monday 11/30 we have a Harrisburg, PA to Boston, MA that picks up at 0700, 42,000 lbs of canned goods, 382 miles — please send us your best offer on that one. On Tuesday 12/1 we have Harrisburg to Buffalo, NY at $1,050, and on Wednesday 12/2 Harrisburg to Richmond, VA at $800. All 53' vans, live load.

Please reply with your rate and MC number.

Priya Natarajan
Carrier Relations | Susquehanna Freight Partners
717-555-0135 Ext. 4471
""", load([stop("Harrisburg, PA", "P", "APPT", "2026-11-30", "07:00"), stop("Boston, MA", "D")],
          miles=382, weight=42000, commodity="canned goods", equipmentType="dry_van", brokerPhone="+1-717-555-0135",
          brokerExtension="4471", brokerName="Priya Natarajan", brokerCompany="Susquehanna Freight Partners"))

add(CB, "cb-06", "email", """
Subject: need trucks!!

hi everyone hope your having a good week. we have a bunch of freight going into the northeast next week and could use help. monday we have a load going to Edison NJ from Columbus OH, picks up at 1pm, 38k lbs of auto parts, paying 1400. tuesday theres 2 loads to Worcester MA from Toledo OH (each 35k, 1650). wednesday we need a reefer from Pittsburgh PA to Providence RI at 34 degrees, 1500.
first three are van. call or text me anytime

Shawn
Buckeye Bridge Logistics
614-555-0116
""", load([stop("Columbus, OH", "P", "APPT", "2026-11-23", "13:00"), stop("Edison, NJ", "D")],
          rate=1400, weight=38000, commodity="auto parts", equipmentType="dry_van", brokerPhone="+1-614-555-0116",
          brokerName="Shawn", brokerCompany="Buckeye Bridge Logistics"))

add(CB, "cb-07", "email", """
Subject: PNW outbound capacity — lanes open thru Tue

Hi! Quick blast before the weekend. We just covered the Seattle to Boise, thanks to everyone who called on it.

Still open: Yakima, WA going to Salt Lake City, UT on Monday 11/23 (pick 09:00–15:00, deliver Tue 11/24 at 14:00), 21 pallets of frozen fries, reefer at 0°F, 39,500 lbs, 680 miles at $2,250. Also Spokane, WA to Billings, MT on Tuesday, dry van, 41k, $1,300.

Call Megan at Evergreen Crossdock Brokerage – 509.555.0163 ext. 19 – or just reply here.
""", load([stop("Yakima, WA", "P", "FCFS", "2026-11-23", window=("09:00", "15:00")),
           stop("Salt Lake City, UT", "D", "APPT", "2026-11-24", "14:00")],
          miles=680, rate=2250, weight=39500, commodity="frozen fries", temperature=0, equipmentType="reefer",
          brokerPhone="+1-509-555-0163", brokerExtension="19", brokerName="Megan",
          brokerCompany="Evergreen Crossdock Brokerage"))

add(CB, "cb-08", "email", """
Subject: Holiday surge – overflow capacity for our DCs

Dear carrier partners,

Due to holiday volume at our Memphis, TN distribution center we will be tendering overflow loads through Sunday. For Saturday 11/21 we need six trucks to our Louisville, KY store support center, loading between 10:00 PM and 2:00 AM, 386 miles, approximately 24,000 lbs of general merchandise per trailer, at $1,150 per load including fuel. On Sunday 11/22 we need four trucks from Memphis to Jackson, MS at $600.
Equipment: 53' dry vans, swing or roll doors.

Please confirm capacity by replying to this message.

Linda Ferraro
Transportation Manager, Riverbend Home Stores, Inc.
Office 901-555-0120 ext. 5 | Fax 901-555-0121
""", load([stop("Memphis, TN", "P", "FCFS", "2026-11-21", window=("22:00", "02:00")),
           stop("Louisville, KY", "D")],
          miles=386, rate=1150, weight=24000, commodity="general merchandise", equipmentType="dry_van",
          brokerPhone="+1-901-555-0120", brokerExtension="5", brokerName="Linda Ferraro",
          brokerCompany="Riverbend Home Stores, Inc."))

add(CB, "cb-09", "email", """
Subject: Lanes we need covered (Dallas outbound) + rate info

Carriers – DAT says the Dallas to Denver lane is running $1,700–$1,900 this week; we are paying $1,850 for our Monday 11/23 load (Dallas, TX to Denver, CO, 793 mi, 44,000 lbs of flooring, pick FCFS 7-3, deliver Wed 11/25 by 8:00). We're also short a truck on Dallas – Amarillo Tuesday for $800 and Dallas – Tulsa Wednesday for $650.

Van only. Call 972-555-0131.
Mesa Verde Freight — Karla Jimenez, Carrier Sales
""", load([stop("Dallas, TX", "P", "FCFS", "2026-11-23", window=("07:00", "15:00")),
           stop("Denver, CO", "D", "APPT", "2026-11-25", "08:00")],
          miles=793, rate=1850, marketRateRange={"min": 1700, "max": 1900}, weight=44000, commodity="flooring",
          equipmentType="dry_van", brokerPhone="+1-972-555-0131", brokerName="Karla Jimenez",
          brokerCompany="Mesa Verde Freight"))

# ---------------------------------------------------------------- edi-tenders
ED = "edi-tenders"

add(ED, "ed-01", "table", """
ISA*00*          *00*          *02*HPLG           *02*PRTR           *261120*0814*U*00401*000004512*0*P*>~
GS*SM*HPLG*PRTR*20261120*0814*4512*X*004010~
ST*204*0001~
B2**HPLG**HP4471902**PP~
B2A*00*LT~
L11*PO88120*PO~
MS3*HPLG*B**M~
NTE*LOI*DRIVER MUST CALL 2 HRS PRIOR TO ARRIVAL~
N1*BT*HARBOR POINT LOGISTICS LLC*93*HPLG~
G61*IC*DANA PRICE*TE*5025550160~
N7**NA*********TF****5300~
S5*1*LD*42000*L*1800*CA~
G62*69*20261123*U*0800~
N1*SH*OHIO VALLEY FOODS*93*OVF01~
N3*4400 FERN VALLEY RD~
N4*LOUISVILLE*KY*40219*US~
L5*1*CANNED VEGETABLES~
S5*2*UL*42000*L*1800*CA~
G62*70*20261124*X*1300~
N1*CN*PIEDMONT GROCERS DC*93*PG22~
N3*900 DISTRIBUTION DR~
N4*GREENSBORO*NC*27409*US~
L3*42000*G***1675.00~
SE*22*0001~
GE*1*4512~
IEA*1*000004512~
""", load([stop("Louisville, KY", "P", "APPT", "2026-11-23", "08:00"),
           stop("Greensboro, NC", "D", "APPT", "2026-11-24", "13:00")],
          rate=1675, weight=42000, commodity="CANNED VEGETABLES", equipmentType="dry_van",
          specialInstructions="DRIVER MUST CALL 2 HRS PRIOR TO ARRIVAL", referenceNumber="HP4471902",
          brokerPhone="+1-502-555-0160", brokerName="DANA PRICE", brokerCompany="HARBOR POINT LOGISTICS LLC"))

add(ED, "ed-02", "table", """
================ MOTOR CARRIER LOAD TENDER (204) ================
Sender: PRAIRIELINK LOGISTICS (PRLK)        Receiver: YOUR COMPANY (ABCD)
Control #: 000017733        Received: 11/20/2026 07:52 CT
Purpose: ORIGINAL           Payment: PREPAID
Shipment ID: PL-2611-0093   Tender Response Due: 11/20/2026 10:00 CT
Equipment: 53' REEFER       Temp: 34 F - 36 F
Total Weight: 40,500 LB     Pieces: 22 PLT
Commodity: FRESH CHICKEN
Total Miles: 640
Total Charges: $2,480.00  (Line Haul $2,150.00 / Fuel $330.00)
Contact: M. ORTEGA   Phone: (816) 555-0144 Ext 318
-----------------------------------------------------------------
STOP 1  LOAD (CL)     SPRINGDALE, AR 72764
        Sched: 11/23/2026  05:00 - 07:00
STOP 2  UNLOAD (PU)   ST LOUIS, MO 63147
        Sched: 11/24/2026  06:00
STOP 3  UNLOAD (CU)   CHICAGO, IL 60609
        Sched: 11/24/2026  14:00
=================================================================
""", load([stop("Springdale, AR", "P", "FCFS", "2026-11-23", window=("05:00", "07:00")),
           stop("St. Louis, MO", "D", "APPT", "2026-11-24", "06:00"),
           stop("Chicago, IL", "D", "APPT", "2026-11-24", "14:00")],
          miles=640, rate=2480, weight=40500, commodity="FRESH CHICKEN", temperature=34, equipmentType="reefer",
          referenceNumber="PL-2611-0093", brokerPhone="+1-816-555-0144", brokerExtension="318",
          brokerName="M. ORTEGA", brokerCompany="PRAIRIELINK LOGISTICS"))

add(ED, "ed-03", "email", """
Subject: 204 Tender Received - Shipment 7744120 - ACCEPT BY 11/20 13:00 ET
This is an automated message from your EDI provider. A new load tender was received.

Trading Partner:  GRANITE STATE LOGISTICS
Shipment:         7744120
Purpose:          00 - Original
Method of Pmt:    PP - Prepaid
Equipment:        FT - Flatbed Trailer, 48 ft
Weight:           46,200 LBS
Commodity:        LUMBER
Charges:          Linehaul 1,320.00 | Fuel 210.00 | Tarp 75.00 | Total 1,605.00

Stop  Type  Name / City                          Date       Time
1     CL    SEACOAST LUMBER / PORTSMOUTH, NH     20261123   0700-1100
2     CU    HOME BUILDERS SUPPLY / ALBANY, NY    20261123   1600

Remarks: TARPS REQUIRED. 4 FT DROPS.
Contact: BRENDA LACROIX 603-555-0129 X 44
Log in to respond. Unanswered tenders expire automatically.
""", load([stop("Portsmouth, NH", "P", "FCFS", "2026-11-23", window=("07:00", "11:00")),
           stop("Albany, NY", "D", "APPT", "2026-11-23", "16:00")],
          rate=1605, weight=46200, commodity="LUMBER", equipmentType="flatbed",
          specialInstructions="TARPS REQUIRED. 4 FT DROPS.", referenceNumber="7744120",
          brokerPhone="+1-603-555-0129", brokerExtension="44", brokerName="BRENDA LACROIX",
          brokerCompany="GRANITE STATE LOGISTICS"))

add(ED, "ed-04", "email", """
Subject: Fwd: tender CR-558201
can you take this one? raw 204 below, our portal is down again

ISA*00*          *00*          *ZZ*CRLG           *ZZ*MTNX           *261120*0931*U*00401*000000877*0*P*>~GS*SM*CRLG*MTNX*20261120*0931*877*X*004010~ST*204*0231~B2**CRLG**CR-558201**TP~B2A*00~L11*8830551*BM~NTE*SPH*HIGH VALUE - NO STOPS WITHIN 200 MI OF PICKUP~N1*BT*CAROLINA RIDGE LOGISTICS~G61*TR*CARRIER DESK*TE*7045550191*EX*226~N7**0*********TF****5300~S5*1*CL*38000*L~G62*37*20261124*I*0600~G62*38*20261124*K*1000~N1*SH*QUEEN CITY ELECTRONICS DC~N4*CHARLOTTE*NC*28208~S5*2*CU*38000*L~G62*70*20261125*X*0900~N1*CN*FIRST COAST RETAIL~N4*JACKSONVILLE*FL*32218~L3*38000*G***1290.00~SE*19*0231~GE*1*877~IEA*1*000000877~
""", load([stop("Charlotte, NC", "P", "FCFS", "2026-11-24", window=("06:00", "10:00")),
           stop("Jacksonville, FL", "D", "APPT", "2026-11-25", "09:00")],
          rate=1290, weight=38000, equipmentType="dry_van",
          specialInstructions="HIGH VALUE - NO STOPS WITHIN 200 MI OF PICKUP", referenceNumber="CR-558201",
          brokerPhone="+1-704-555-0191", brokerExtension="226", brokerCompany="CAROLINA RIDGE LOGISTICS"))

add(ED, "ed-05", "email", """
Subject: FW: 204 CHANGE - Load 90021577 - revised delivery appt

--- CHANGE TENDER (Purpose 04) received 11/20/2026 09:31 ---
Load 90021577      Shipper ref 5512-A
Stop 2 DELIVERY  CINCINNATI, OH   NEW APPT 11/25/2026 07:30  (prev 11/24/2026 15:00)
All other details unchanged.

--- ORIGINAL TENDER (Purpose 00) received 11/19/2026 16:05 ---
Load 90021577
Broker: TRI-STATE CARGO SOLUTIONS   Contact: KEVIN O'NEIL  (513) 555-0114 x 2031
Equip: 53 DRY VAN    Wt: 41,000 LB    Commodity: PAPER TOWELS
Stop 1 PICKUP    NEENAH, WI        11/23/2026 08:00-16:00 FCFS
Stop 2 DELIVERY  CINCINNATI, OH    11/24/2026 15:00 APPT
Miles: 520    Total Rate: $1,480.00
""", load([stop("Neenah, WI", "P", "FCFS", "2026-11-23", window=("08:00", "16:00")),
           stop("Cincinnati, OH", "D", "APPT", "2026-11-25", "07:30")],
          miles=520, rate=1480, weight=41000, commodity="PAPER TOWELS", equipmentType="dry_van",
          referenceNumber="90021577", brokerPhone="+1-513-555-0114", brokerExtension="2031",
          brokerName="KEVIN O'NEIL", brokerCompany="TRI-STATE CARGO SOLUTIONS"))

add(ED, "ed-06", "table", """
EDI 204 — Load Tender Detail
Partner ........ SUMMIT PEAK LOGISTICS (SPKL)
Tender Date .... 11/20/2026 06:14
Shipment ....... SPK-310855
Purpose ........ Original
Equipment ...... RT (Refrigerated Trailer) 53'
Temperature .... -10 F CONTINUOUS
Weight ......... 43,600 lb
Charges ........ 3,150.00 USD
Contact ........ TERESA WU / 801-555-0152

Stop 1  PU   OGDEN, UT ............ 11/23/2026  NLT 06:00
Stop 2  PU   SALT LAKE CITY, UT ... 11/23/2026  10:00
Stop 3  DEL  PHOENIX, AZ .......... 11/24/2026  22:00
Commodity: FROZEN DESSERTS
Special Instructions: DRIVER MUST HAVE PALLET JACK. SEAL AT EACH STOP.
""", load([stop("Ogden, UT", "P", "APPT", "2026-11-23", "06:00"),
           stop("Salt Lake City, UT", "P", "APPT", "2026-11-23", "10:00"),
           stop("Phoenix, AZ", "D", "APPT", "2026-11-24", "22:00")],
          rate=3150, weight=43600, commodity="FROZEN DESSERTS", temperature=-10, equipmentType="reefer",
          specialInstructions="DRIVER MUST HAVE PALLET JACK. SEAL AT EACH STOP.", referenceNumber="SPK-310855",
          brokerPhone="+1-801-555-0152", brokerName="TERESA WU", brokerCompany="SUMMIT PEAK LOGISTICS"))

add(ED, "ed-07", "table", """
LOAD TENDER REPORT                                                     PAGE 1
Customer: MIDSOUTH FREIGHT BROKERS        Order: 4481207     BOL: 88120-77
Tendered: 11/20/26 08:02     Respond by: 11/20/26 12:00
Trailer type: V    Length: 53    Hazmat: N    Temp: N/A
Wgt: 36500    Pcs: 1,240    Cmdty: PLASTIC CONTAINERS
Rate: FLAT  1,150.00    Fuel: 0.00    Total: 1,150.00    Miles: 396

SEQ TYPE  LOCATION                       EARLY             LATE
 1  PU    MEMPHIS TN 38118               11/23/26 07:00    11/23/26 11:00
 2  SO    JACKSON MS 39209               11/23/26 15:00    11/23/26 15:00
 3  SO    NEW ORLEANS LA 70123           11/24/26 06:00    11/24/26 06:00

Contact: Ashley Tran   901-555-0138  ext 610
""", load([stop("Memphis, TN", "P", "FCFS", "2026-11-23", window=("07:00", "11:00")),
           stop("Jackson, MS", "D", "APPT", "2026-11-23", "15:00"),
           stop("New Orleans, LA", "D", "APPT", "2026-11-24", "06:00")],
          miles=396, rate=1150, weight=36500, commodity="PLASTIC CONTAINERS", equipmentType="dry_van",
          referenceNumber="4481207", brokerPhone="+1-901-555-0138", brokerExtension="610",
          brokerName="Ashley Tran", brokerCompany="MIDSOUTH FREIGHT BROKERS"))

add(ED, "ed-08", "table", """
ST*204*0412~
B2**SRTL**SR-70312**PP~
B2A*00*LT~
NTE*SPH*TARPS AND 6 CHAINS REQUIRED~
N1*BT*SOONER ROUTE LOGISTICS*93*SRTL~
G61*IC*LUIS MORA*TE*4055550130~
N7**0*********FT****4800~
S5*1*CL*44000*L~
G62*37*20261124*I*0700~
G62*38*20261124*K*1500~
N1*SH*RED EARTH TUBULAR~
N4*TULSA*OK*74107*US~
L5*1*STEEL PIPE~
S5*2*CU*44000*L~
G62*70*20261125*X*0800~
N1*CN*PLAINS ENERGY SUPPLY~
N4*WICHITA*KS*67213*US~
L3*44000*G***875.00~
SE*18*0412~
""", load([stop("Tulsa, OK", "P", "FCFS", "2026-11-24", window=("07:00", "15:00")),
           stop("Wichita, KS", "D", "APPT", "2026-11-25", "08:00")],
          rate=875, weight=44000, commodity="STEEL PIPE", equipmentType="flatbed",
          specialInstructions="TARPS AND 6 CHAINS REQUIRED", referenceNumber="SR-70312",
          brokerPhone="+1-405-555-0130", brokerName="LUIS MORA", brokerCompany="SOONER ROUTE LOGISTICS"))

add(ED, "ed-09", "dark", """
Load Tender   |   Status: Pending Response   |   Expires in 01:45:12
[Accept]  [Reject]  [Print]
Shipper's BOL: 5520913
Load #: HT-662104
From partner: HEARTLAND TRAIL LOGISTICS
Equipment type: Van - 53'
Service level: TL
Total miles: 278
Total weight: 39,850 lbs
Linehaul: $775.00   Fuel surcharge: $124.00   Accessorials: $0.00   Total: $899.00
Stops
 1   Pick Up   BRIGHTON PAPER CO   CEDAR RAPIDS, IA   11/23/2026   Appt 09:30
 2   Drop      BRIGHTON PAPER DC   MILWAUKEE, WI      11/23/2026   Appt 17:00
Commodity: paperboard
Notes: Load must be blocked and braced. Driver to count pieces.
Contact: heartland dispatch desk  (319) 555-0175
""", load([stop("Cedar Rapids, IA", "P", "APPT", "2026-11-23", "09:30"),
           stop("Milwaukee, WI", "D", "APPT", "2026-11-23", "17:00")],
          miles=278, rate=899, weight=39850, commodity="paperboard", equipmentType="dry_van",
          specialInstructions="Load must be blocked and braced. Driver to count pieces.", referenceNumber="HT-662104",
          brokerPhone="+1-319-555-0175", brokerCompany="HEARTLAND TRAIL LOGISTICS"))

# ---------------------------------------------------------------- bid-boards
BD = "bid-boards"

add(BD, "bd-01", "table", """
SPOT QUOTE REQUEST  #SQ-118204
Requested by: Heartland Grain Processing — Logistics
Quotes due: Fri 11/20/2026 14:00 CST        Award by: 16:00 CST
Lane: Salina, KS → Kansas City, MO
Pickup: Mon 11/23/2026 06:00–12:00 (FCFS)
Delivery: Mon 11/23/2026 by 20:00
Equipment: 53' Dry Van (food grade)
Commodity: flour     Packaging: 50 lb bags     Weight: 44,000 lb     Miles: 180
Target rate: $725
Submit your all-in quote below. Do not list fuel separately.
Questions: Jill Sorensen · 785-555-0148
""", load([stop("Salina, KS", "P", "FCFS", "2026-11-23", window=("06:00", "12:00")),
           stop("Kansas City, MO", "D", "APPT", "2026-11-23", "20:00")],
          miles=180, rate=725, weight=44000, commodity="flour", equipmentType="dry_van", referenceNumber="SQ-118204",
          brokerPhone="+1-785-555-0148", brokerName="Jill Sorensen", brokerCompany="Heartland Grain Processing"))

add(BD, "bd-02", "dark", """
FreightBid Live — Auction #A-55120
Reno, NV  →  Fresno, CA            264 mi
Pick: 11/23  08:00      Drop: 11/23  17:00
Van 53' · 38,000 lb · appliances
Current low bid: $1,050 (7 bids)
Book Now: $980
Auction ends in 2h 14m
Your last bid: $1,100
Posted by Sierra Crest Freight · 775-555-0142
""", load([stop("Reno, NV", "P", "APPT", "2026-11-23", "08:00"),
           stop("Fresno, CA", "D", "APPT", "2026-11-23", "17:00")],
          miles=264, rate=980, weight=38000, commodity="appliances", equipmentType="dry_van",
          referenceNumber="A-55120", brokerPhone="+1-775-555-0142", brokerCompany="Sierra Crest Freight"))

add(BD, "bd-03", "email", """
Subject: Bid Opportunity — Louisville, KY to Dallas, TX — bids close 11/20 3pm ET

A load is available for bid on our carrier portal.

Bid ID: BB-0412-1124
Origin: Louisville, KY 40213          Ship: 11/24/2026 0800-1400
Destination: Dallas, TX 75212         Deliver: 11/25/2026 0700
Equipment: Reefer 53'   Temp: 38°F
Weight: 40,000 lbs   Commodity: bottled tea
Miles: 836
Rate: OPEN – submit your best offer
Market reference (DAT 7-day): $2,150 - $2,450

Carrier Procurement Team
Bluegrass Beverage Co. · 502-555-0177 ext. 7
""", load([stop("Louisville, KY", "P", "FCFS", "2026-11-24", window=("08:00", "14:00")),
           stop("Dallas, TX", "D", "APPT", "2026-11-25", "07:00")],
          miles=836, marketRateRange={"min": 2150, "max": 2450}, weight=40000, commodity="bottled tea",
          temperature=38, equipmentType="reefer", referenceNumber="BB-0412-1124", brokerPhone="+1-502-555-0177",
          brokerExtension="7", brokerCompany="Bluegrass Beverage Co."))

add(BD, "bd-04", "dark", """
Make an offer
Charlotte, NC → Richmond, VA
Tue, Nov 24 · 10:00 AM   →   Tue, Nov 24 · 4:00 PM
Dry Van · 26,500 lbs · 292 mi
Shipper's target: $850
Your offer: $ ____
Offers close Mon, Nov 23 at 5:00 PM
Load ID 3390217 · Posted by Catawba River Logistics
Need help? Call 704-555-0134
""", load([stop("Charlotte, NC", "P", "APPT", "2026-11-24", "10:00"),
           stop("Richmond, VA", "D", "APPT", "2026-11-24", "16:00")],
          miles=292, rate=850, weight=26500, equipmentType="dry_van", referenceNumber="3390217",
          brokerPhone="+1-704-555-0134", brokerCompany="Catawba River Logistics"))

add(BD, "bd-05", "email", """
Subject: You're invited: spot bid event, 3 flatbed loads, closes 11/20 16:00 CT

Dear Carrier,
Big Sky Building Products invites you to bid on the spot loads below. The lowest compliant bid at close is awarded.

Lane 1: Billings, MT → Casper, WY | Pick 11/24 07:00 | 46,000 lb trusses | 48' flatbed | Target $1,100 | AWARDED
Lane 2: Billings, MT → Rapid City, SD | Pick 11/24 09:00 | Deliver 11/25 08:00 | 44,000 lb roof trusses | 48' step deck | 318 mi | Target $1,250
Lane 3: Missoula, MT → Spokane, WA | Pick 11/25 | 40,000 lb lumber | flatbed | Target $800

Submit bids through the portal. Tarps not required; 8 straps minimum.
Procurement contact: Wade Harlan, 406-555-0166
""", load([stop("Billings, MT", "P", "APPT", "2026-11-24", "09:00"),
           stop("Rapid City, SD", "D", "APPT", "2026-11-25", "08:00")],
          miles=318, rate=1250, weight=44000, commodity="roof trusses", equipmentType="flatbed",
          specialInstructions="Tarps not required; 8 straps minimum.", brokerPhone="+1-406-555-0166",
          brokerName="Wade Harlan", brokerCompany="Big Sky Building Products"))

add(BD, "bd-06", "sms", """
Bid board load - send me your number by 3pm today
PU: Laredo TX 11/23 0600-1200 FCFS
DEL: Indianapolis IN 11/25 appt 0800
Dry van, 43k, auto parts, 1,225 mi
Target 2900 but open to bids
Rio Bravo Logistics / Hector 956-555-0110
""", load([stop("Laredo, TX", "P", "FCFS", "2026-11-23", window=("06:00", "12:00")),
           stop("Indianapolis, IN", "D", "APPT", "2026-11-25", "08:00")],
          miles=1225, rate=2900, weight=43000, commodity="auto parts", equipmentType="dry_van",
          brokerPhone="+1-956-555-0110", brokerName="Hector", brokerCompany="Rio Bravo Logistics"))

add(BD, "bd-07", "table", """
Allegheny Packaging Group — Carrier Portal — OPEN SPOT LOADS
Load      Origin           Destination      Pickup              Equip   Miles   Wt       Target   Bids   Closes
AP-9911   Pittsburgh, PA   Columbus, OH     11/23 0700-1100     Van     186     22,000   $650     4      11/20 15:00
AP-9914   Allentown, PA    Hartford, CT     11/23 1300          Van     198     31,000   —        0      11/20 17:00
AP-9917   Harrisburg, PA   Baltimore, MD    11/24 0900          Van     80      18,500   $400     1      11/21 12:00
Click a load to place a bid. Carrier support 412-555-0181
""", load([stop("Pittsburgh, PA", "P", "FCFS", "2026-11-23", window=("07:00", "11:00")), stop("Columbus, OH", "D")],
          miles=186, rate=650, weight=22000, equipmentType="dry_van", referenceNumber="AP-9911",
          brokerPhone="+1-412-555-0181", brokerCompany="Allegheny Packaging Group"))

add(BD, "bd-08", "dark", """
Load TL-228140 · Houston, TX ➝ Baton Rouge, LA · 271 mi
Fri 11/20 pick 16:00 · Sat 11/21 deliver 07:00
Reefer 35°F · 40,000 lb · fresh chicken
Offer history
  Posted rate ........................ $950
  You offered ........................ $1,150    11/20 10:02
  Gulf Coast Cold Freight countered .. $1,050    11/20 10:09
  You offered ........................ $1,100    11/20 10:15
  Gulf Coast Cold Freight countered .. $1,075    11/20 10:21   ← respond within 15 min
Contact: Dee Thibodeaux 713-555-0186
""", load([stop("Houston, TX", "P", "APPT", "2026-11-20", "16:00"),
           stop("Baton Rouge, LA", "D", "APPT", "2026-11-21", "07:00")],
          miles=271, rate=1075, weight=40000, commodity="fresh chicken", temperature=35, equipmentType="reefer",
          referenceNumber="TL-228140", brokerPhone="+1-713-555-0186", brokerName="Dee Thibodeaux",
          brokerCompany="Gulf Coast Cold Freight"))

add(BD, "bd-09", "email", """
Subject: RFQ - weekly lane Fort Wayne, IN to Nashville, TN

Hi,
We're collecting quotes for a weekly lane starting Tuesday 12/1: Fort Wayne, IN to Nashville, TN (approx. 390 mi), 53' van, 35,000 lbs of pretzels, loads at 0900 and delivers the next day, 0600 appointment. Please reply with your all-in rate and MC# by Monday.

Thanks,
Erin Whitfield | Logistics Coordinator | Three Rivers Snack Foods | 260-555-0127 x 311
""", load([stop("Fort Wayne, IN", "P", "APPT", "2026-12-01", "09:00"),
           stop("Nashville, TN", "D", "APPT", "2026-12-02", "06:00")],
          miles=390, weight=35000, commodity="pretzels", equipmentType="dry_van", brokerPhone="+1-260-555-0127",
          brokerExtension="311", brokerName="Erin Whitfield", brokerCompany="Three Rivers Snack Foods"))

# ---------------------------------------------------------------- gov-freight
GV = "gov-freight"

add(GV, "gv-01", "table", """
DoD SPOT BID REQUEST — TRUCKLOAD
Shipper: Defense Logistics Agency
Shipment ID: SPB-2611-04471
Origin: DLA Distribution Susquehanna, New Cumberland, PA 17070
Destination: Fort Campbell, KY 42223 — Central Receiving
Required pickup: 11/24/2026 0800-1500 (base hours)
RDD: 11/25/2026
Equipment: 53' dry van
Weight: 18,400 lbs
Commodity: vehicle repair parts
Requirements: SNS satellite tracking; seal must stay intact to destination
Bids due: 11/20/2026 1400 EST
Point of contact: Marcus Bell (TMO), (717) 555-0103, DSN 771-0103
""", load([stop("New Cumberland, PA", "P", "FCFS", "2026-11-24", window=("08:00", "15:00")),
           stop("Fort Campbell, KY", "D", "APPT", "2026-11-25")],
          weight=18400, commodity="vehicle repair parts", equipmentType="dry_van",
          specialInstructions="SNS satellite tracking; seal must stay intact to destination",
          referenceNumber="SPB-2611-04471", brokerPhone="+1-717-555-0103", brokerName="Marcus Bell",
          brokerCompany="Defense Logistics Agency"))

add(GV, "gv-02", "sms", """
🚨 FEMA RELIEF LOADS — GOING NOW 🚨
Bottled water, 40,000 lbs, 53' dry van
Load at the FEMA distribution center, Forest Park, GA (Atlanta) TONIGHT 11/20, 6pm-midnight
Deliver to the state staging area in Baton Rouge, LA, ~500 mi
$2,400 all-in, detention $50/hr after 4 hrs
Driver must have REAL ID
Call Trish 24/7: 770-555-0147 · Peachtree Emergency Logistics
""", load([stop("Forest Park, GA", "P", "FCFS", "2026-11-20", window=("18:00", "00:00")),
           stop("Baton Rouge, LA", "D")],
          miles=500, rate=2400, weight=40000, commodity="Bottled water", equipmentType="dry_van",
          specialInstructions="Driver must have REAL ID", brokerPhone="+1-770-555-0147", brokerName="Trish",
          brokerCompany="Peachtree Emergency Logistics"))

add(GV, "gv-03", "table", """
USPS PEAK SEASON TRIPS — posted by Eagle Route Logistics
Trip # 41102-7 | NDC Kansas City, KS → P&DC Omaha, NE
Depart NDC: 11/22 23:30     Arrive P&DC: 11/23 03:15
Load: mail (trays, sacks, pallets)
Equipment: 53' dry van, empty and clean, e-track for load bars
Mileage: 190 one way
Pay: $750 per trip
Requirements: Driver must have USPS security clearance
Eagle Route dispatch 913-555-0109
""", load([stop("Kansas City, KS", "P", "APPT", "2026-11-22", "23:30"),
           stop("Omaha, NE", "D", "APPT", "2026-11-23", "03:15")],
          miles=190, rate=750, commodity="mail", equipmentType="dry_van",
          specialInstructions="Driver must have USPS security clearance", referenceNumber="41102-7",
          brokerPhone="+1-913-555-0109", brokerCompany="Eagle Route Logistics"))

add(GV, "gv-04", "email", """
Subject: Load to Fort Cavazos (Killeen, TX) — base access required

Hi team,

Pick up: Amarillo, TX — Mon 11/23 — 08:00
Deliver: Fort Cavazos (Killeen, TX), Bldg 4200 Central Receiving — Tue 11/24 — 07:00-11:00 (base receiving hours)
Freight: MREs (meals ready-to-eat), 38,000 lbs, 53' dry van
Rate: $1,350 all-in, 370 miles
Base access: driver needs a REAL ID-compliant license, vehicle registration and proof of insurance; trailer will be inspected at the Visitor Control Center. No weapons, no passengers.

Mitch Calloway
Lone Oak Defense Logistics
254-555-0191 ext 12
""", load([stop("Amarillo, TX", "P", "APPT", "2026-11-23", "08:00"),
           stop("Killeen, TX", "D", "FCFS", "2026-11-24", window=("07:00", "11:00"))],
          miles=370, rate=1350, weight=38000, commodity="MREs (meals ready-to-eat)", equipmentType="dry_van",
          specialInstructions=("driver needs a REAL ID-compliant license, vehicle registration and proof of insurance; "
                               "trailer will be inspected at the Visitor Control Center. No weapons, no passengers."),
          brokerPhone="+1-254-555-0191", brokerExtension="12", brokerName="Mitch Calloway",
          brokerCompany="Lone Oak Defense Logistics"))

add(GV, "gv-05", "sms", """
USDA Foods shipment (school lunch program) — gov't freight, pays quick
PO# 4000887312 / Sales Order 9912
Ship from: Plover, WI (vendor cannery) — 11/23 or 11/24, call for appt
Ship to: State Distribution Warehouse, Jackson, MS — delivery window 11/30 08:00–14:00 (no deliveries Thanksgiving week)
Canned green beans, 1,620 cases, 40,500 lbs
53' van, clean & odor free, load locks required
Rate $2,650 — 880 mi
Call Pam Ostrowski, Badger Federal Freight: 715-555-0180
""", load([stop("Plover, WI", "P", "APPT", "2026-11-23"),
           stop("Jackson, MS", "D", "FCFS", "2026-11-30", window=("08:00", "14:00"))],
          miles=880, rate=2650, weight=40500, commodity="Canned green beans", equipmentType="dry_van",
          specialInstructions="clean & odor free, load locks required", referenceNumber="4000887312",
          brokerPhone="+1-715-555-0180", brokerName="Pam Ostrowski", brokerCompany="Badger Federal Freight"))

add(GV, "gv-06", "sms", """
Step deck needed — 2 HMMWVs (Humvees), 12,000 lbs each, 24,000 total
From: Anniston Army Depot, Anniston, AL  → To: Camp Shelby, Hattiesburg, MS
Pick up Tue 11/24 0730-1400 (depot receiving hrs), deliver Wed 11/25 0800
289 mi, $1,450
Reqs: chains & binders (4 per unit), driver must have TWIC or be escorted on post
Caleb Stroud, Magnolia Defense Transport, cell 601.555.0172
""", load([stop("Anniston, AL", "P", "FCFS", "2026-11-24", window=("07:30", "14:00")),
           stop("Hattiesburg, MS", "D", "APPT", "2026-11-25", "08:00")],
          miles=289, rate=1450, weight=24000, commodity="HMMWVs (Humvees)", equipmentType="flatbed",
          specialInstructions="chains & binders (4 per unit), driver must have TWIC or be escorted on post",
          brokerPhone="+1-601-555-0172", brokerName="Caleb Stroud", brokerCompany="Magnolia Defense Transport"))

add(GV, "gv-07", "sms", """
need a TEAM for a DoD load, sealed 53' van
Reqs: team drivers w/ SECRET clearance, DDP protective service
Picks Red River Army Depot, Texarkana TX tmrw 11/21 at 0900
Drops Fort Stewart, Hinesville GA Mon 11/23 0700
870 miles, 28k, $3,400
text me Marlon 903-555-0158 — Piney Woods Logistics
""", load([stop("Texarkana, TX", "P", "APPT", "2026-11-21", "09:00"),
           stop("Hinesville, GA", "D", "APPT", "2026-11-23", "07:00")],
          miles=870, rate=3400, weight=28000, equipmentType="dry_van",
          specialInstructions="team drivers w/ SECRET clearance, DDP protective service",
          brokerPhone="+1-903-555-0158", brokerName="Marlon", brokerCompany="Piney Woods Logistics"))

add(GV, "gv-08", "email", """
Subject: UNICOR furniture shipment — FCI Marianna, FL → Washington, DC

Pickup at Federal Correctional Institution Marianna, Marianna, FL, Monday 11/23, 0800 appointment. Driver must arrive 30 min early for security screening; no cell phones past the sally port; driver ID checked before entry.
Deliver: GSA warehouse, Washington, DC, Wednesday 11/25, FCFS 0700-1500.
Office furniture (systems furniture), blanket wrapped, 14,000 lbs, 53' air-ride van.
860 mi — Rate: $2,300

Debbie Harrell
Federal Freight Desk, Sentinel Logistics Group
850-555-0111 x 2
""", load([stop("Marianna, FL", "P", "APPT", "2026-11-23", "08:00"),
           stop("Washington, DC", "D", "FCFS", "2026-11-25", window=("07:00", "15:00"))],
          miles=860, rate=2300, weight=14000, commodity="Office furniture (systems furniture)", equipmentType="dry_van",
          specialInstructions=("Driver must arrive 30 min early for security screening; no cell phones past the "
                               "sally port; driver ID checked before entry."),
          brokerPhone="+1-850-555-0111", brokerExtension="2", brokerName="Debbie Harrell",
          brokerCompany="Sentinel Logistics Group"))

add(GV, "gv-09", "table", """
MOTOR SHIPMENT REQUEST
Issued by: MCLB Albany Traffic Management Office
TCN ............ M6700426320X001XX
Origin ......... Marine Corps Logistics Base, Albany, GA 31704
Avail date ..... 23 NOV 2026 0730
Consignee ...... Camp Lejeune, Jacksonville, NC 28547
RDD ............ 25 NOV 2026
Mode ........... TL / 53 FT DRY VAN
Weight ......... 31,250 LB     Cube: 2,400 CU FT
Description .... TENTAGE AND FIELD EQUIPMENT
Special handling: SEAL REQUIRED, CONSTANT SURVEILLANCE (CIS)
Carrier selected by spot bid. POC: R. Gaines, (229) 555-0124, DSN 567-0124
""", load([stop("Albany, GA", "P", "APPT", "2026-11-23", "07:30"),
           stop("Jacksonville, NC", "D", "APPT", "2026-11-25")],
          weight=31250, commodity="TENTAGE AND FIELD EQUIPMENT", equipmentType="dry_van",
          specialInstructions="SEAL REQUIRED, CONSTANT SURVEILLANCE (CIS)", referenceNumber="M6700426320X001XX",
          brokerPhone="+1-229-555-0124", brokerName="R. Gaines",
          brokerCompany="MCLB Albany Traffic Management Office"))

# ---------------------------------------------------------------- relative-dates
RD = "relative-dates"

add(RD, "rd-01", "sms", """
Load for tmrw!! Springfield MO → Tulsa OK
pick up tmrw 7am, deliver same day by 3pm
van 24k lbs, 180 miles, $600
call Travis 417-555-0165 Ozark Mountain Freight
""", load([stop("Springfield, MO", "P", "APPT", "2026-11-21", "07:00"),
           stop("Tulsa, OK", "D", "APPT", "2026-11-21", "15:00")],
          miles=180, rate=600, weight=24000, equipmentType="dry_van", brokerPhone="+1-417-555-0165",
          brokerName="Travis", brokerCompany="Ozark Mountain Freight"))

add(RD, "rd-02", "email", """
From: Nadia Brooks <nbrooks@crescentcitylogistics.example>
Sent: Thursday, November 19, 2026 4:48 PM
Subject: Load for tomorrow - New Orleans to Houston

Hi,
I have a reefer that picks up tomorrow in New Orleans, LA at 2 PM and delivers Saturday morning in Houston, TX. 35°F, 42,000 lbs of fresh seafood, 350 miles, $1,100.
Let me know!

Nadia Brooks
Crescent City Logistics
504-555-0157 x 8
""", load([stop("New Orleans, LA", "P", "APPT", "2026-11-20", "14:00"),
           stop("Houston, TX", "D", "APPT", "2026-11-21")],
          miles=350, rate=1100, weight=42000, commodity="fresh seafood", temperature=35, equipmentType="reefer",
          brokerPhone="+1-504-555-0157", brokerExtension="8", brokerName="Nadia Brooks",
          brokerCompany="Crescent City Logistics"))

add(RD, "rd-03", "sms", """
Anyone running Thanksgiving? 🦃
Load picks THIS THU (Thanksgiving) in Columbus OH 6am, delivers Black Friday 6am in Atlanta GA
dry van, 40k paper plates (lol), 570 mi, paying $2,200 holiday rate
Buckeye State Brokerage - Deon 614.555.0170 ext. 3
""", load([stop("Columbus, OH", "P", "APPT", "2026-11-26", "06:00"),
           stop("Atlanta, GA", "D", "APPT", "2026-11-27", "06:00")],
          miles=570, rate=2200, weight=40000, commodity="paper plates", equipmentType="dry_van",
          brokerPhone="+1-614-555-0170", brokerExtension="3", brokerName="Deon",
          brokerCompany="Buckeye State Brokerage"))

add(RD, "rd-04", "sms", """
call w/ Amber @ Keystone Lane Freight 9:15a
- PU Harrisburg PA day after tmrw (Sun) 2200
- DEL Syracuse NY Mon 0800 appt
- 53 R, 36°, 40k dairy
- 230 mi, she's at $850 firm
- her cell 717-555-0184
""", load([stop("Harrisburg, PA", "P", "APPT", "2026-11-22", "22:00"),
           stop("Syracuse, NY", "D", "APPT", "2026-11-23", "08:00")],
          miles=230, rate=850, weight=40000, commodity="dairy", temperature=36, equipmentType="reefer",
          brokerPhone="+1-717-555-0184", brokerName="Amber", brokerCompany="Keystone Lane Freight"))

add(RD, "rd-05", "sms", """
LOAD AVAILABLE — Mon AM pickup
Nashville TN ➡️ Indianapolis IN
Dry van 53' · 36,000 lbs · 288 mi
Deliver Tue by noon
$875 — quick pay available
Volunteer State Logistics · Kim · (615) 555-0193
""", load([stop("Nashville, TN", "P", "APPT", "2026-11-23"),
           stop("Indianapolis, IN", "D", "APPT", "2026-11-24", "12:00")],
          miles=288, rate=875, weight=36000, equipmentType="dry_van", brokerPhone="+1-615-555-0193",
          brokerName="Kim", brokerCompany="Volunteer State Logistics"))

add(RD, "rd-06", "sms", """
HOT LOAD — loads TONIGHT 9pm-11pm Joliet IL, delivers in the morning Detroit MI (7am appt)
van, 18k, 280mi, $950 all in
Text/call 815-555-0104 (Paul), Prairie State Carriers Brokerage
""", load([stop("Joliet, IL", "P", "FCFS", "2026-11-20", window=("21:00", "23:00")),
           stop("Detroit, MI", "D", "APPT", "2026-11-21", "07:00")],
          miles=280, rate=950, weight=18000, equipmentType="dry_van", brokerPhone="+1-815-555-0104",
          brokerName="Paul", brokerCompany="Prairie State Carriers Brokerage"))

add(RD, "rd-07", "email", """
Subject: Freight for the Monday after Thanksgiving

Hi all, planning ahead: the Monday after Thanksgiving we'll have a load from Fargo, ND to Sioux Falls, SD, FCFS 8-4 at the shipper, delivering Tuesday with a 10:00 appointment. 46,000 lb of beet sugar, 243 miles, $900, 53' van. Trailer must be food grade, no odors.

Thanks — Heidi Larsen, Red River Valley Freight, (701) 555-0131 ext 7
""", load([stop("Fargo, ND", "P", "FCFS", "2026-11-30", window=("08:00", "16:00")),
           stop("Sioux Falls, SD", "D", "APPT", "2026-12-01", "10:00")],
          miles=243, rate=900, weight=46000, commodity="beet sugar", equipmentType="dry_van",
          specialInstructions="Trailer must be food grade, no odors.", brokerPhone="+1-701-555-0131",
          brokerExtension="7", brokerName="Heidi Larsen", brokerCompany="Red River Valley Freight"))

add(RD, "rd-08", "sms", """
Thu, Nov 19 · 7:42 PM
(316) 555-0145: hey its Rick w/ Plains Freight Co. got one for tmrw if u want it. Wichita KS to Oklahoma City OK, loads tmrw 1pm, delivers Sat 8am. animal feed, 53 van, 160 mi, 625
Me: whats the weight
Thu, Nov 19 · 7:51 PM
(316) 555-0145: 41,200 lbs
""", load([stop("Wichita, KS", "P", "APPT", "2026-11-20", "13:00"),
           stop("Oklahoma City, OK", "D", "APPT", "2026-11-21", "08:00")],
          miles=160, rate=625, weight=41200, commodity="animal feed", equipmentType="dry_van",
          brokerPhone="+1-316-555-0145", brokerName="Rick", brokerCompany="Plains Freight Co."))

add(RD, "rd-09", "table", """
Pickup      Origin                 Dest                 Trip   Equip   Weight   Rate    Company
Today       Greenville, SC  (31)   Knoxville, TN        198    V       28k      $700    Smoky Ridge Freight   865-555-0125
Tomorrow    Columbia, SC  (58)     Charlotte, NC        93     V       40k      $450    Palmetto Load Co   803-555-0170
Mon         Spartanburg, SC (12)   Atlanta, GA          190    R       38k      $800    Smoky Ridge Freight   865-555-0125
""", load([stop("Greenville, SC", "P", "APPT", "2026-11-20"), stop("Knoxville, TN", "D")],
          dh=31, miles=198, rate=700, weight=28000, equipmentType="dry_van", brokerPhone="+1-865-555-0125",
          brokerCompany="Smoky Ridge Freight"))

# ---------------------------------------------------------------- forwarder-mails
FW = "forwarder-mails"

add(FW, "fw-01", "email", """
Subject: Trucking request – CFS pickup Carson – HBL SZX26110448

Dear partner,

Please advise availability for the below transload shipment:

Pick-up: Pacific Gateway CFS, Carson, CA (released by customs, available Mon 23 Nov)
Delivery: consignee warehouse, Phoenix, AZ – appointment 25 Nov 09:00
Cargo: 24 pallets furniture parts, 14,850 kg, 62 CBM
Equipment: 53' dry van
Rate: USD 1,450 all in, 372 miles
Ref: HBL SZX26110448

Best regards,
Li Wei | Import Operations
Oceanbridge Global Logistics
Tel: +1 310 555 0149 ext. 221
""", load([stop("Carson, CA", "P", "APPT", "2026-11-23"),
           stop("Phoenix, AZ", "D", "APPT", "2026-11-25", "09:00")],
          miles=372, rate=1450, weight=kg(14850), commodity="furniture parts", equipmentType="dry_van",
          referenceNumber="SZX26110448", brokerPhone="+1-310-555-0149", brokerExtension="221", brokerName="Li Wei",
          brokerCompany="Oceanbridge Global Logistics"))

add(FW, "fw-02", "email", """
Subject: FTL needed – Savannah to Atlanta – devanned cargo – 21.5 t

Hi team,

Container devanned at our Savannah, GA warehouse, cargo ready on 24/11/2026 from 08:00 to 15:00.
Deliver to Atlanta, GA DC on 25/11/2026 at 06:00 (appointment confirmed).
Goods: ceramic tiles, gross weight 21.5 t
Truck: 53ft van rated for the weight
Offer: USD 780 flat, 250 mi

Kind regards,
Ahmed Karimi | Sea Freight Imports
Meridian Cargo Services
+1 (912) 555-0138
""", load([stop("Savannah, GA", "P", "FCFS", "2026-11-24", window=("08:00", "15:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-11-25", "06:00")],
          miles=250, rate=780, weight=tonnes(21.5), commodity="ceramic tiles", equipmentType="dry_van",
          brokerPhone="+1-912-555-0138", brokerName="Ahmed Karimi", brokerCompany="Meridian Cargo Services"))

add(FW, "fw-03", "email", """
Subject: Recovery ORD – MAWB 176-44820915 – 6,200 kg – deliver Columbus OH

Hello,

Please recover the below air shipment and deliver with a 53' van:
Recover at: airline cargo terminal, Elk Grove Village, IL – Monday 23/11, 10:00 slot booked
Deliver: Columbus, OH – Tuesday 24/11 by 12:00
Cargo: machine parts, 38 pcs, gross 6,200 kg
Distance approx. 355 mi – our rate USD 1,150.00 all-in

Thanks and regards,
Katarzyna Nowak – Air Import Desk
Vistula Air & Ocean
+1 847 555 0162
""", load([stop("Elk Grove Village, IL", "P", "APPT", "2026-11-23", "10:00"),
           stop("Columbus, OH", "D", "APPT", "2026-11-24", "12:00")],
          miles=355, rate=1150, weight=kg(6200), commodity="machine parts", equipmentType="dry_van",
          referenceNumber="176-44820915", brokerPhone="+1-847-555-0162", brokerName="Katarzyna Nowak",
          brokerCompany="Vistula Air & Ocean"))

add(FW, "fw-04", "email", """
Subject: Export booking HLCUHOU2611207 – pick up Wichita KS, deliver Houston TX CFS – cutoff 27/11

Dear carrier,

Shipment: 18 crates aircraft components, 9,980 kg / 22,002 lbs
Pick up: Wichita, KS, 23 Nov 2026, 08:00–12:00
Deliver: CFS Houston, TX, no later than 25 Nov 2026 16:00 (vessel cutoff 27 Nov 12:00)
Equipment: 53' air-ride van
Remarks: crates not stackable, no top loading
Rate: USD 1,700 all inclusive, distance approx. 600 mi (965 km)

Sven Olsen, Export Dept.
Nordic Freight Forwarding Inc.
+1 281 555 0133 ext 40
""", load([stop("Wichita, KS", "P", "FCFS", "2026-11-23", window=("08:00", "12:00")),
           stop("Houston, TX", "D", "APPT", "2026-11-25", "16:00")],
          miles=600, rate=1700, weight=22002, commodity="aircraft components", equipmentType="dry_van",
          specialInstructions="crates not stackable, no top loading", referenceNumber="HLCUHOU2611207",
          brokerPhone="+1-281-555-0133", brokerExtension="40", brokerName="Sven Olsen",
          brokerCompany="Nordic Freight Forwarding Inc."))

add(FW, "fw-05", "email", """
Subject: DELIVERY ORDER DO-NWK-55817 – CFS Elizabeth NJ to Allentown PA

DELIVERY ORDER / ARRIVAL NOTICE
Vessel: MSC ADRIANA   Voy 611W   ETA Port Newark 19/11/2026
Container: MSCU 7712045 (40'HC) – devanned at Garden State CFS, Elizabeth, NJ
Cargo: 1,240 cartons plastic housewares, G.W. 11,340 KGS, 58 CBM
Cargo available for pickup: 23/11/2026   Last free day at CFS: 27/11/2026
Deliver to: Allentown, PA – receiving Mon-Fri 07:00-15:00, no appointment needed
Distance approx. 85 miles. Trucker to quote, 53' van.

Priya Shah
Harborline Customs & Forwarding
Tel 908-555-0179 / Fax 908-555-0180
""", load([stop("Elizabeth, NJ", "P", "APPT", "2026-11-23"),
           stop("Allentown, PA", "D", "FCFS", window=("07:00", "15:00"))],
          miles=85, weight=kg(11340), commodity="plastic housewares", equipmentType="dry_van",
          referenceNumber="DO-NWK-55817", brokerPhone="+1-908-555-0179", brokerName="Priya Shah",
          brokerCompany="Harborline Customs & Forwarding"))

add(FW, "fw-06", "sms", """
Hello sir good day. We need 53 feet dry van for Monday 23 Nov, pick up in Miami FL at 9am, delivery Orlando FL same day before 5pm. Cargo is green coffee beans in jute bags, 19 MT, 20 pallets. Please send your price. Thank you.
Carlos Mendoza · Cafe Andino Trading LLC · WhatsApp +1 305 555 0117
""", load([stop("Miami, FL", "P", "APPT", "2026-11-23", "09:00"),
           stop("Orlando, FL", "D", "APPT", "2026-11-23", "17:00")],
          weight=tonnes(19), commodity="green coffee beans", equipmentType="dry_van", brokerPhone="+1-305-555-0117",
          brokerName="Carlos Mendoza", brokerCompany="Cafe Andino Trading LLC"))

add(FW, "fw-07", "email", """
Subject: Transport order DE-US 44821 – Charleston SC → Greenville SC

Dear Sir or Madam,

please find our transport order below.

| Shipment    | Pick-up                                          | Delivery                          | Weight                   | Volume | Equipment | Rate    |
| DE-US 44821 | Charleston, SC (Palmetto CFS) 24.11.2026 10:00   | Greenville, SC 24.11.2026 15:00   | 8.450 kg (18,629 lbs)    | 40 m³  | 53' van   | USD 650 |

Goods: industrial pumps. Distance approx. 210 mi.

With kind regards
Jana Vogel
Rheinland Spedition USA Inc.
phone +1 (843) 555-0108 ext. 15
""", load([stop("Charleston, SC", "P", "APPT", "2026-11-24", "10:00"),
           stop("Greenville, SC", "D", "APPT", "2026-11-24", "15:00")],
          miles=210, rate=650, weight=18629, commodity="industrial pumps", equipmentType="dry_van",
          referenceNumber="DE-US 44821", brokerPhone="+1-843-555-0108", brokerExtension="15",
          brokerName="Jana Vogel", brokerCompany="Rheinland Spedition USA Inc."))

add(FW, "fw-08", "email", """
Subject: Routing order RO-26-3391 – flatbed – Pittsburgh PA to Port of Baltimore

Good morning,

Cargo: steel structures, 2 pcs, 17.2 t total
Pickup: Pittsburgh, PA, Tue 24 Nov 2026, 07:00
Delivery: Dundalk Marine Terminal, Baltimore, MD, Wed 25 Nov 2026, 07:00–15:00 (terminal gate hours)
Equipment: 48' flatbed, tarps required, 6 chains
Rate: USD 1,350 incl. FSC, 250 mi

Marco Bellini | Project Cargo
TransAtlantic Forwarding Corp.
+1 410 555 0156
""", load([stop("Pittsburgh, PA", "P", "APPT", "2026-11-24", "07:00"),
           stop("Baltimore, MD", "D", "FCFS", "2026-11-25", window=("07:00", "15:00"))],
          miles=250, rate=1350, weight=tonnes(17.2), commodity="steel structures", equipmentType="flatbed",
          specialInstructions="tarps required, 6 chains", referenceNumber="RO-26-3391",
          brokerPhone="+1-410-555-0156", brokerName="Marco Bellini", brokerCompany="TransAtlantic Forwarding Corp."))

add(FW, "fw-09", "email", """
Subject: Reefer needed – Moroccan clementines – Gloucester City NJ to Boston MA

Hello,

Vessel discharged, cargo released from the cold store.
Pick up: Gloucester City, NJ, 23/11/2026, 06:00
Deliver: Boston, MA, 23/11/2026, 16:00
Commodity: clementines, 20 pallets, 19,800 kg
Temp: +4 °C (39 °F), reefer continuous
Cold store release no. HLT-CR-20418
Rate USD 1,600 all-in, approx. 320 mi

Youssef Benali
Atlas Perishables Forwarding
+1 856 555 0143
""", load([stop("Gloucester City, NJ", "P", "APPT", "2026-11-23", "06:00"),
           stop("Boston, MA", "D", "APPT", "2026-11-23", "16:00")],
          miles=320, rate=1600, weight=kg(19800), commodity="clementines", temperature=39, equipmentType="reefer",
          referenceNumber="HLT-CR-20418", brokerPhone="+1-856-555-0143", brokerName="Youssef Benali",
          brokerCompany="Atlas Perishables Forwarding"))

for family, postings in FAMILIES.items():
    write(f"{family}.json", postings,
          "Written by hand in a separate sitting (tools/hand_heldout5.py); the fifth held-out split, all held out.")
print(sum(len(v) for v in FAMILIES.values()), "held-out postings")
