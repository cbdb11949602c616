"""The seventh held-out set, written by hand in a separate sitting (2026-11-27) without reading the
parser and without running it or any bench on these postings: seven families in forms the corpus did
not have (flatbed steel and building-materials postings with tarps, chains and piggyback forklifts,
final-mile and white-glove deliveries, household-goods moves, retail consolidation pools and store
deliveries, LTL carriers' purchased linehaul, contract / dedicated lane award mails, and load-board
API responses pasted as JSON, XML or code). Each label was typed with its text, before anything read
the posting. Every posting here is held out (holdout.py).

Readings this sitting adds (README.md, "Decisions"): tarps, chains, straps, coil racks and a
piggyback forklift are special instructions; a delivery route written only as an area is one
delivery stop there, dated the route's day, and a route's or day's pay is the rate (a per-stop price
alone is not); the end customer is never the broker; a household move's load date is the pickup (not
its pack date), a load or delivery spread gives its first day and the job's total carrier pay is the
rate even when part of it is collected at delivery; MABD is the delivery date when no delivery
appointment is written; an LTL linehaul run with the carrier's trailers' owner pulling is power only
(no equipment type), its dispatch time the pickup and its arrive-by time the delivery; an award mail's
load is the first lane awarded to the carrier, at its awarded rate, and term / effective dates are
not appointments; in an API response the stops go by their sequence numbers, a timestamp is the local
date and time as written, `null` gives no value and a max-buy price is not the rate."""

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


# ---------------------------------------------------------------- flatbed-steel
FS = "flatbed-steel"

add(FS, "fs-01", "email", """
Subject: COILS | Granite City, IL → Louisville, KY | Mon 11/23

Morning all — coil load out of the mill Monday, need a flatbed.

PU: Granite City, IL — Mon 11/23, 06:00-14:00 (mill shipping, FCFS)
DEL: Louisville, KY — Tue 11/24 08:00 appt
Commodity: cold rolled steel coils
3 coils, eye to the side, heaviest 16,100
Weight: 46,200 lbs
Equipment: 48' flatbed w/ coil racks
Requirements: 4' tarps, 8 chains + binders, coil racks, hard hat / vest / steel toes at the mill
Rate: $1,150 + $75 tarp pay
Miles: 265
Load # SC-77120

Mike Dunaway | Ironbridge Logistics | 618-555-0148 x 212
""", load([stop("Granite City, IL", "P", "FCFS", "2026-11-23", window=("06:00", "14:00")),
           stop("Louisville, KY", "D", "APPT", "2026-11-24", "08:00")],
          miles=265, rate=1150, weight=46200, commodity="cold rolled steel coils", equipmentType="flatbed",
          specialInstructions="4' tarps, 8 chains + binders, coil racks, hard hat / vest / steel toes at the mill",
          referenceNumber="SC-77120", brokerPhone="+1-618-555-0148", brokerExtension="212",
          brokerName="Mike Dunaway", brokerCompany="Ironbridge Logistics"))

add(FS, "fs-02", "sms", """
SD needed!! structural steel beams 40' long, Birmingham AL → Atlanta GA. load tmrw 7am, deliver mon 11/23 7am. 38k. no tarp. chains required. $950 all in 150mi. call Darnell 205-555-0133 Magic City Steel Brokers
""", load([stop("Birmingham, AL", "P", "APPT", "2026-11-21", "07:00"),
           stop("Atlanta, GA", "D", "APPT", "2026-11-23", "07:00")],
          miles=150, rate=950, weight=38000, commodity="structural steel beams", equipmentType="flatbed",
          specialInstructions="no tarp. chains required.", brokerPhone="+1-205-555-0133", brokerName="Darnell",
          brokerCompany="Magic City Steel Brokers"))

add(FS, "fs-03", "table", """
BUILDING MATERIALS – OPEN LOADS – Piedmont Supply Logistics – 11/20
Load    Origin           Dest             PU      Equip        Product     Wt       Rate     Notes
PS-401  Roxboro, NC      Greenville, SC   11/23   Flatbed      drywall     46,000   $1,050   COVERED
PS-402  Roxboro, NC      Knoxville, TN    11/24   FB/Moffett   drywall     44,800   $1,325   piggyback forklift req, tarp
PS-403  Greensboro, NC   Richmond, VA     11/24   Conestoga    shingles    45,500   $890
Dispatch: 336-555-0190
""", load([stop("Roxboro, NC", "P", "APPT", "2026-11-24"), stop("Knoxville, TN", "D")],
          rate=1325, weight=44800, commodity="drywall", equipmentType="flatbed",
          specialInstructions="piggyback forklift req, tarp", referenceNumber="PS-402",
          brokerPhone="+1-336-555-0190", brokerCompany="Piedmont Supply Logistics"))

shown(1600, 310, 5.17)
add(FS, "fs-04", "email", """
From: Karla Jensen <kjensen@cascadetimberfreight.example>
Subject: Lumber - Medford OR to Sacramento CA - 8ft tarps

Hi there, Karla w/ Cascade Timber Freight. I have 2 trucks of kiln dried Doug fir lumber this week:

Truck 1 – loads Mon 11/23, delivers Tue 11/24 7-3 FCFS at the yard in Sacramento, CA
Truck 2 – loads Wed 11/25, delivers Fri 11/27 (yard closed Thu)

Shipper is the mill in Medford, OR, loading 6a-2p both days.
Full 8' lumber tarps required. 48' or 53' flat, 47,000 lbs.
$1,600 per truck, 310 miles ($5.17/mi).

Call me at 541-555-0163 (office 541-555-0100 if I don't pick up).
""", load([stop("Medford, OR", "P", "FCFS", "2026-11-23", window=("06:00", "14:00")),
           stop("Sacramento, CA", "D", "FCFS", "2026-11-24", window=("07:00", "15:00"))],
          miles=310, rate=1600, weight=47000, commodity="kiln dried Doug fir lumber", equipmentType="flatbed",
          specialInstructions="Full 8' lumber tarps required.", brokerPhone="+1-541-555-0163",
          brokerName="Karla Jensen", brokerCompany="Cascade Timber Freight"))

add(FS, "fs-05", "sms", """
Rebar load 🔩 Houston TX → San Antonio TX. 20 tons, 60' sticks, 48 SD or flat w/ overhang ok. overhang flags required. pick Mon 11/30 8am-noon, deliver Mon by 5pm. $780. 200 mi. Coastal Rebar Supply, Jenny 713.555.0128
""", load([stop("Houston, TX", "P", "FCFS", "2026-11-30", window=("08:00", "12:00")),
           stop("San Antonio, TX", "D", "APPT", "2026-11-30", "17:00")],
          miles=200, rate=780, weight=40000, commodity="Rebar", equipmentType="flatbed",
          specialInstructions="overhang flags required", brokerPhone="+1-713-555-0128", brokerName="Jenny",
          brokerCompany="Coastal Rebar Supply"))

add(FS, "fs-06", "table", """
NORTHERN INDIANA STEEL – OUTBOUND – Fri 11/20/2026
Ship#     Ship Date  Customer City   St  Product         Pcs  Lbs      Trailer  Rate   Notes
SH-88102  11/23      Fort Wayne      IN  steel plate     12   41,880   F        $690   tarp req'd
SH-88103  11/23      Toledo          OH  steel tubing    28   22,400   SD       $540   straps only
Origin for all: our plant, Gary, IN. Load by 10:00 on the ship date. Carrier sales 219-555-0186.
""", load([stop("Gary, IN", "P", "APPT", "2026-11-23", "10:00"), stop("Fort Wayne, IN", "D")],
          rate=690, weight=41880, commodity="steel plate", equipmentType="flatbed", specialInstructions="tarp req'd",
          referenceNumber="SH-88102", brokerPhone="+1-219-555-0186", brokerCompany="Northern Indiana Steel"))

add(FS, "fs-07", "email", """
Subject: RE: RE: pipe load Tulsa -> Odessa

Ok we can do $1,850 all in. Book it?
- Reed

> From: dispatch@hardinexpress.example
> can you do 2000?
>
> From: Reed Tolliver
> Pipe load: oilfield casing pipe, 40' joints, Tulsa, OK to Odessa, TX.
> Load Tue 12/1 at 9am, deliver Thu 12/3 by 2pm. 45,000 lbs.
> 48' flat, no tarp needed but bring 10 straps + 4 chains.
> 510 miles. $1,650.
> Reed Tolliver | Red Earth Freight | 918-555-0152 ext 7
""", load([stop("Tulsa, OK", "P", "APPT", "2026-12-01", "09:00"),
           stop("Odessa, TX", "D", "APPT", "2026-12-03", "14:00")],
          miles=510, rate=1850, weight=45000, commodity="oilfield casing pipe", equipmentType="flatbed",
          specialInstructions="no tarp needed but bring 10 straps + 4 chains", brokerPhone="+1-918-555-0152",
          brokerExtension="7", brokerName="Reed Tolliver", brokerCompany="Red Earth Freight"))

add(FS, "fs-08", "sms", """
[11/20/26, 3:12 PM] Tony - BuildRight Supply: flatbed needed Mon 11/23 for 2 jobsite drops
[11/20/26, 3:12 PM] Tony - BuildRight Supply: load at our yard in Frederick MD 7:00 AM
[11/20/26, 3:13 PM] Tony - BuildRight Supply: drop 1 Hagerstown MD 10:00, drop 2 Chambersburg PA 12:30
[11/20/26, 3:14 PM] Tony - BuildRight Supply: shingles & OSB, 34,000 lbs total, 95 mi, $725
[11/20/26, 3:14 PM] Tony - BuildRight Supply: Must have piggyback forklift (Moffett). call 301-555-0117
""", load([stop("Frederick, MD", "P", "APPT", "2026-11-23", "07:00"),
           stop("Hagerstown, MD", "D", "APPT", "2026-11-23", "10:00"),
           stop("Chambersburg, PA", "D", "APPT", "2026-11-23", "12:30")],
          miles=95, rate=725, weight=34000, commodity="shingles & OSB", equipmentType="flatbed",
          specialInstructions="Must have piggyback forklift (Moffett).", brokerPhone="+1-301-555-0117",
          brokerName="Tony", brokerCompany="BuildRight Supply"))

add(FS, "fs-09", "dark", """
LOAD DETAILS
Origin          Decatur, AL          (32 mi DH)
Destination     Tulsa, OK
Pickup          Tue 11/24   05:00–09:00
Delivery        Wed 11/25   appt 13:00
Trailer         Conestoga 48'
Length          40 ft       Weight   38,000 lbs
Commodity       aluminum extrusions
Tarp            not req (conestoga)
Trip            612 mi
Rate            $1,875
Ref             DE-40117
Contact         Sheila · Tennessee Valley Transport · (256) 555-0191
""", load([stop("Decatur, AL", "P", "FCFS", "2026-11-24", window=("05:00", "09:00")),
           stop("Tulsa, OK", "D", "APPT", "2026-11-25", "13:00")],
          dh=32, miles=612, rate=1875, weight=38000, commodity="aluminum extrusions", equipmentType="flatbed",
          referenceNumber="DE-40117", brokerPhone="+1-256-555-0191", brokerName="Sheila",
          brokerCompany="Tennessee Valley Transport"))

# ---------------------------------------------------------------- final-mile
FM = "final-mile"

add(FM, "fm-01", "email", """
Subject: White glove – 2-man – Atlanta GA → Marietta GA – Mon 11/23

Need a 2-man white glove team with a 26' box truck w/ liftgate.

Pickup: our warehouse, 4800 Fulton Industrial Blvd, Atlanta, GA 30336 – Mon 11/23, 7:00 AM
Deliver: customer residence, Marietta, GA 30062 – Mon 11/23, customer window 10:00-14:00
Items: sectional sofa and power recliner, approx 420 lbs
Service: room of choice, unpack, debris removal, assembly of legs
Pay: $185 flat, 24 mi
Order # WG-118274

Hearth & Home Final Mile | dispatch 404-555-0177
""", load([stop("Atlanta, GA", "P", "APPT", "2026-11-23", "07:00"),
           stop("Marietta, GA", "D", "FCFS", "2026-11-23", window=("10:00", "14:00"))],
          miles=24, rate=185, weight=420, commodity="sectional sofa and power recliner", equipmentType="box_truck",
          specialInstructions="room of choice, unpack, debris removal, assembly of legs",
          referenceNumber="WG-118274", brokerPhone="+1-404-555-0177", brokerCompany="Hearth & Home Final Mile"))

add(FM, "fm-02", "sms", """
Final mile route tmrw 11/21 – box truck w/ liftgate + 2 guys. load 6am at our Romulus MI cross dock, 11 stops of appliances around Ann Arbor MI, last stop by 6pm. $95/stop, route pays $1,045. ~140 mi. must haul away old units. Great Lakes Home Delivery 734-555-0139
""", load([stop("Romulus, MI", "P", "APPT", "2026-11-21", "06:00"),
           stop("Ann Arbor, MI", "D", "APPT", "2026-11-21", "18:00")],
          miles=140, rate=1045, commodity="appliances", equipmentType="box_truck",
          specialInstructions="must haul away old units", brokerPhone="+1-734-555-0139",
          brokerCompany="Great Lakes Home Delivery"))

add(FM, "fm-03", "table", """
ROUTE 4471 – Tue 11/24/2026 – Phoenix Hub – Truck: 26' BOX LG
Seq  Order      Customer        City, ST        Window        Svc   Wt
0    —          HUB load-out    Tempe, AZ       05:30         —     —
1    SO-55120   R. Alvarez      Chandler, AZ    08:00-10:00   WG2   310
2    SO-55133   K. Nguyen       Gilbert, AZ     10:00-12:00   THR   95
3    SO-55141   D. Fischer      Mesa, AZ        12:00-14:00   WG2   260
Route pay: $420 | est. 68 mi | Contractor desk: Sun Valley Last Mile, 480-555-0110
""", load([stop("Tempe, AZ", "P", "APPT", "2026-11-24", "05:30"),
           stop("Chandler, AZ", "D", "FCFS", "2026-11-24", window=("08:00", "10:00")),
           stop("Gilbert, AZ", "D", "FCFS", "2026-11-24", window=("10:00", "12:00")),
           stop("Mesa, AZ", "D", "FCFS", "2026-11-24", window=("12:00", "14:00"))],
          miles=68, rate=420, equipmentType="box_truck", referenceNumber="4471", brokerPhone="+1-480-555-0110",
          brokerCompany="Sun Valley Last Mile"))

add(FM, "fm-04", "email", """
Sent: Friday, November 20, 2026 11:05 AM
Subject: Same-day: 85-inch TV + wall mount install – Frisco TX to Plano TX

Cargo van / sprinter is fine.
Pick up at our store in Frisco, TX today at 1pm, deliver and mount in Plano, TX by 5pm today.
Item: 85-inch TV (boxed, 110 lbs)
Requirements: 2 techs, wall mount install, bring stud finder + level
$240, 12 miles
Ticket 77-40021
Priya · Lone Star Install Co. · 972-555-0104 ext 15
""", load([stop("Frisco, TX", "P", "APPT", "2026-11-20", "13:00"),
           stop("Plano, TX", "D", "APPT", "2026-11-20", "17:00")],
          miles=12, rate=240, weight=110, commodity="85-inch TV", equipmentType="sprinter_van",
          specialInstructions="2 techs, wall mount install, bring stud finder + level", referenceNumber="77-40021",
          brokerPhone="+1-972-555-0104", brokerExtension="15", brokerName="Priya",
          brokerCompany="Lone Star Install Co."))

add(FM, "fm-05", "sms", """
[11/20/26, 9:02 AM] Lisa (Carolina Hearth Delivery): Hey! need a box truck tomorrow for 3 furniture deliveries out of High Point NC. load 7am
[11/20/26, 9:03 AM] Lisa (Carolina Hearth Delivery): stops (all tomorrow): Greensboro NC, Winston-Salem NC, Burlington NC
[11/20/26, 9:05 AM] Lisa (Carolina Hearth Delivery): pays $350 for the day, about 95 mi total
[11/20/26, 9:20 AM] Lisa (Carolina Hearth Delivery): correction – Burlington is cancelled, just 2 stops. still $350
[11/20/26, 9:21 AM] Lisa (Carolina Hearth Delivery): call me 336-555-0145
""", load([stop("High Point, NC", "P", "APPT", "2026-11-21", "07:00"),
           stop("Greensboro, NC", "D", "APPT", "2026-11-21"),
           stop("Winston-Salem, NC", "D", "APPT", "2026-11-21")],
          miles=95, rate=350, commodity="furniture", equipmentType="box_truck", brokerPhone="+1-336-555-0145",
          brokerName="Lisa", brokerCompany="Carolina Hearth Delivery"))

add(FM, "fm-06", "table", """
JOB BOARD – Crate & Coast Final Mile Network
Job #    Service          Pickup (hub)   Delivery                     Date    Window   Items                   Wt    Pay
J-20871  Threshold        Reno, NV       89523 Reno, NV               11/23   8-12     dining table            180   $65    TAKEN
J-20874  Room of choice   Sparks, NV     96150 South Lake Tahoe, CA   11/23   12-4     treadmill (assembled)   310   $210
J-20880  White glove      Sparks, NV     89703 Carson City, NV        11/24   8-12     sleeper sofa            290   $145
Accept jobs in the portal. Questions: network@crateandcoast.example / 775-555-0122
""", load([stop("Sparks, NV", "P"),
           stop("South Lake Tahoe, CA", "D", "FCFS", "2026-11-23", window=("12:00", "16:00"))],
          rate=210, weight=310, commodity="treadmill (assembled)", specialInstructions="Room of choice",
          referenceNumber="J-20874", brokerPhone="+1-775-555-0122",
          brokerCompany="Crate & Coast Final Mile Network"))

add(FM, "fm-07", "email", """
Subject: Residential delivery – piano – Nashville TN → Franklin TN

Hi — we have an upright piano (approx 650 lbs) going from our showroom in Nashville, TN to a customer in Franklin, TN.
Pickup Tue 12/1 between 9 and 11 AM. Delivery same day, the customer asked for 1:00 PM.
Customer: Mrs. Ellen Park, 615-555-0188 — call her 30 min before arrival.
Needs: 2 movers, piano dolly and board, 5 steps at front door
We pay $275. 22 mi.

Thanks, Greg Hollis — Music City Pianos — 615-555-0120
""", load([stop("Nashville, TN", "P", "FCFS", "2026-12-01", window=("09:00", "11:00")),
           stop("Franklin, TN", "D", "APPT", "2026-12-01", "13:00")],
          miles=22, rate=275, weight=650, commodity="upright piano",
          specialInstructions="2 movers, piano dolly and board, 5 steps at front door", brokerPhone="+1-615-555-0120",
          brokerName="Greg Hollis", brokerCompany="Music City Pianos"))

add(FM, "fm-08", "sms", """
Need 26ft box truck + driver & helper Sat 11/28 (Black Friday overflow). Load 6:00 AM at our Kent WA hub, ~18 deliveries Seattle area, back at the hub by 6pm. Day rate $650. Requirements: liftgate, driver + helper. Ref DR-1128. Text Marco 206-555-0161, Emerald City Logistics
""", load([stop("Kent, WA", "P", "APPT", "2026-11-28", "06:00"), stop("Seattle, WA", "D", "APPT", "2026-11-28")],
          rate=650, equipmentType="box_truck", specialInstructions="liftgate, driver + helper",
          referenceNumber="DR-1128", brokerPhone="+1-206-555-0161", brokerName="Marco",
          brokerCompany="Emerald City Logistics"))

# ---------------------------------------------------------------- household-goods
HG = "household-goods"

add(HG, "hg-01", "email", """
Subject: Carrier needed – HHG – Denver CO to Austin TX – 7,800 lbs

Hi,
We're a moving company booking a long-distance household move and need a carrier for the linehaul.

Origin: Denver, CO 80219 — load date 11/30, customer ready 8 AM
Destination: Austin, TX 78745 — delivery spread 12/3 – 12/7
Commodity: household goods
3-bedroom house, incl. upright piano, est. 7,800 lbs / 1,100 cf
Carrier pay: $4,100 (paid by ACH within 3 days of delivery)
Miles: 920
Requirements: pads + wrap, 2 helpers at load, shuttle at delivery if a 53' can't reach
Job # MV-26-7781

Rocky Mountain Movers — Stacey Lutz — 303-555-0137
""", load([stop("Denver, CO", "P", "APPT", "2026-11-30", "08:00"), stop("Austin, TX", "D", "APPT", "2026-12-03")],
          miles=920, rate=4100, weight=7800, commodity="household goods",
          specialInstructions="pads + wrap, 2 helpers at load, shuttle at delivery if a 53' can't reach",
          referenceNumber="MV-26-7781", brokerPhone="+1-303-555-0137", brokerName="Stacey Lutz",
          brokerCompany="Rocky Mountain Movers"))

add(HG, "hg-02", "sms", """
LD AVAIL: HHG 🏠 Orlando FL → Charlotte NC | 4,200 lbs / 600cf | 1st avail 11/24, RDD 11/28 | job pays $2,250 total ($1,200 you collect COD at delivery + $1,050 from us) | 2 men at unload, 3rd floor no elevator | Sunshine Relo Group 407-555-0185
""", load([stop("Orlando, FL", "P", "APPT", "2026-11-24"), stop("Charlotte, NC", "D", "APPT", "2026-11-28")],
          rate=2250, weight=4200, commodity="HHG", specialInstructions="2 men at unload, 3rd floor no elevator",
          brokerPhone="+1-407-555-0185", brokerCompany="Sunshine Relo Group"))

add(HG, "hg-03", "table", """
Load ID   From            To                 Size     Weight   Pickup        Delivery      Carrier Pay   Status
ML-5520   Phoenix, AZ     San Diego, CA      2 BR     5,000    11/23-11/24   11/27-12/1    $2,400        BOOKED
ML-5531   Tucson, AZ      Las Vegas, NV      1 BR     3,200    11/25         11/30-12/3    $1,750        OPEN
ML-5547   Mesa, AZ        Albuquerque, NM    studio   1,800    11/24-11/26   12/1          $950          OPEN
Posted by Saguaro Van Lines agent desk · 602-555-0113 ext 4
""", load([stop("Tucson, AZ", "P", "APPT", "2026-11-25"), stop("Las Vegas, NV", "D", "APPT", "2026-11-30")],
          rate=1750, weight=3200, referenceNumber="ML-5531", brokerPhone="+1-602-555-0113", brokerExtension="4",
          brokerCompany="Saguaro Van Lines"))

add(HG, "hg-04", "email", """
Subject: RE: Shipment #HG-40913 – Chicago IL to Nashville TN

Update from the office: the customer closes on the new house later, delivery is now Wednesday 12/9, 9 AM. Same pay.

> On Nov 19, 2026, Jill Brandt wrote:
> Need a carrier for a 2-bedroom apartment move, est 6,500 lbs.
> Load: Chicago, IL on Mon 11/30 at 8:00 AM (customer packed, we pad-wrap)
> Deliver: Nashville, TN on Thu 12/3
> Pay $2,900 all in, 475 mi
> Elevator reserved at origin 8-12, COI required for the building.
> Jill Brandt | Windy City Moving & Storage | 312-555-0166
""", load([stop("Chicago, IL", "P", "APPT", "2026-11-30", "08:00"),
           stop("Nashville, TN", "D", "APPT", "2026-12-09", "09:00")],
          miles=475, rate=2900, weight=6500,
          specialInstructions="Elevator reserved at origin 8-12, COI required for the building.",
          referenceNumber="HG-40913", brokerPhone="+1-312-555-0166", brokerName="Jill Brandt",
          brokerCompany="Windy City Moving & Storage"))

add(HG, "hg-05", "sms", """
SIT delivery – 8,900 lbs hhg in 5 vaults at our warehouse in Fort Worth TX → delivers Lubbock TX Fri 12/4, customer wants an 8am start. load Thu 12/3 at 1pm. 53' dry van or moving van ok. $1,650 + $150 per extra stop if any. 320mi. Mesa Relocation 817-555-0108 ask for Rudy
""", load([stop("Fort Worth, TX", "P", "APPT", "2026-12-03", "13:00"),
           stop("Lubbock, TX", "D", "APPT", "2026-12-04", "08:00")],
          miles=320, rate=1650, weight=8900, commodity="hhg", equipmentType="dry_van",
          brokerPhone="+1-817-555-0108", brokerName="Rudy", brokerCompany="Mesa Relocation"))

add(HG, "hg-06", "email", """
Subject: Backhaul HHG partial – Seattle, WA → Boise, ID – 12/2

Looking for a carrier with room on a trailer headed east.
Goods: household goods
Pieces: 2 crates + 1 motorcycle, 2,600 lbs / 380 cf
Pickup from our warehouse: Seattle, WA, Wed 12/2, 10:00-15:00
Deliver to: Boise, ID, residence, Fri 12/4 by noon
Offer: $1,100, 505 mi
Must have: e-track, load bars, motorcycle wheel chock

Pacific Crest Moving | Dan Yoshida | Direct 206-555-0149 | Main 206-555-0100
""", load([stop("Seattle, WA", "P", "FCFS", "2026-12-02", window=("10:00", "15:00")),
           stop("Boise, ID", "D", "APPT", "2026-12-04", "12:00")],
          miles=505, rate=1100, weight=2600, commodity="household goods",
          specialInstructions="e-track, load bars, motorcycle wheel chock", brokerPhone="+1-206-555-0149",
          brokerName="Dan Yoshida", brokerCompany="Pacific Crest Moving"))

add(HG, "hg-07", "table", """
ORDER FOR SERVICE (carrier copy)                 Reg # 19-4482-26
Shipper: Thomas & Rita Greene                    Agent: Keystone Moving Agency, Harrisburg PA (717) 555-0126
Origin: Hershey, PA                              Destination: Raleigh, NC
Pack: 11/30   Load: 12/1                         Preferred delivery: 12/4   Delivery spread: 12/4-12/8
Est. wt 11,200 lbs    Mileage 395
Linehaul $3,450   Fuel $290   Packing (paid to agent)   Carrier total $3,740
Valuation: full value protection. Extra pickup: none.
""", load([stop("Hershey, PA", "P", "APPT", "2026-12-01"), stop("Raleigh, NC", "D", "APPT", "2026-12-04")],
          miles=395, rate=3740, weight=11200, referenceNumber="19-4482-26", brokerPhone="+1-717-555-0126",
          brokerCompany="Keystone Moving Agency"))

add(HG, "hg-08", "sms", """
need a driver w/ a 26' box for a small move tmrw: 1BR apt, ~2,000 lbs, Providence RI → Boston MA. load 9am, deliver same day. $600, 50 mi. Ocean State Movers 401-555-0118
""", load([stop("Providence, RI", "P", "APPT", "2026-11-21", "09:00"), stop("Boston, MA", "D", "APPT", "2026-11-21")],
          miles=50, rate=600, weight=2000, equipmentType="box_truck", brokerPhone="+1-401-555-0118",
          brokerCompany="Ocean State Movers"))

# ---------------------------------------------------------------- retail-pools
RP = "retail-pools"

add(RP, "rp-01", "email", """
Subject: MABD 12/2 – consolidated load – Kenosha WI pool → ShopMart DC 6041 Plainfield IN

Hi carriers,
Full truck consolidated at our Kenosha, WI pool for ShopMart's Plainfield, IN DC.

Pickup: Kenosha, WI pool – Mon 11/30 – 13:00 appt (live load, 2 hrs)
Delivery: ShopMart DC 6041, Plainfield, IN – appt Tue 12/1 22:00 (MABD 12/2)
14 POs / 5 vendors, 26 pallets, 31,400 lbs, general merchandise
Load # KP-118230
Requirements: clean 53' dry van, no holes. OTIF – appointments are firm.
$895 all in, 265 mi

Carrier sales: Hannah Ortiz | Lakefront Consolidation Services | 262-555-0172 ext 31
""", load([stop("Kenosha, WI", "P", "APPT", "2026-11-30", "13:00"),
           stop("Plainfield, IN", "D", "APPT", "2026-12-01", "22:00")],
          miles=265, rate=895, weight=31400, commodity="general merchandise", equipmentType="dry_van",
          specialInstructions="clean 53' dry van, no holes. OTIF – appointments are firm.",
          referenceNumber="KP-118230", brokerPhone="+1-262-555-0172", brokerExtension="31",
          brokerName="Hannah Ortiz", brokerCompany="Lakefront Consolidation Services"))

add(RP, "rp-02", "table", """
STORE RUN SR-33 – Wed 11/25 – DC 12 Tolleson AZ
Stop  Store  City           ST  Arrive  Depart  Cases  Cube
DC    12     Tolleson       AZ  03:00   04:00   —      —
1     #208   Goodyear       AZ  05:00   05:45   410    820
2     #231   Buckeye        AZ  06:30   07:15   380    760
3     #244   Casa Grande    AZ  08:45   09:30   505    990
Trailer: 53' reefer, multi-temp (dry / produce 36F)
Total miles 142 · Pay $610 flat · Desert Basket Markets transportation 623-555-0129
""", load([stop("Tolleson, AZ", "P", "APPT", "2026-11-25", "03:00"),
           stop("Goodyear, AZ", "D", "APPT", "2026-11-25", "05:00"),
           stop("Buckeye, AZ", "D", "APPT", "2026-11-25", "06:30"),
           stop("Casa Grande, AZ", "D", "APPT", "2026-11-25", "08:45")],
          miles=142, rate=610, temperature=36, equipmentType="reefer", referenceNumber="SR-33",
          brokerPhone="+1-623-555-0129", brokerCompany="Desert Basket Markets"))

add(RP, "rp-03", "sms", """
need a van for a retail consolidation run tomorrow: 3 vendor picks in NJ – Edison 8am, Carteret 10am, Secaucus 12pm – all going into our pool in Bethlehem PA, deliver by 6pm tmrw. 18 pallets total 14,500 lbs. $725. ~110 mi. 53' van. ref POOL-2211. Meadowlands Retail Logistics 201-555-0154
""", load([stop("Edison, NJ", "P", "APPT", "2026-11-21", "08:00"),
           stop("Carteret, NJ", "P", "APPT", "2026-11-21", "10:00"),
           stop("Secaucus, NJ", "P", "APPT", "2026-11-21", "12:00"),
           stop("Bethlehem, PA", "D", "APPT", "2026-11-21", "18:00")],
          miles=110, rate=725, weight=14500, equipmentType="dry_van", referenceNumber="POOL-2211",
          brokerPhone="+1-201-555-0154", brokerCompany="Meadowlands Retail Logistics"))

add(RP, "rp-04", "email", """
Subject: Routing Confirmation – Load 550019847 – Ship From: Greenville SC

Carrier: (your company)
Load ID: 550019847        Ship Window: 11/23/2026 – 11/24/2026
Ship From: Carolina Home Textiles, Greenville, SC
Ship To: Value Home DC 7021, Macon, GA
Must Arrive By Date (MABD): 11/27/2026 — make your DC appointment through the portal
POs: 4418820, 4418821, 4418822  |  Cartons: 1,240  |  Weight: 16,750 lb  |  Cube: 2,310
Commodity: bath towels and bedding
Linehaul: $640.00   FSC: $88.00   Total: $728.00
Questions: Value Home Inbound Transportation, 478-555-0183
""", load([stop("Greenville, SC", "P", "APPT", "2026-11-23"), stop("Macon, GA", "D", "APPT", "2026-11-27")],
          rate=728, weight=16750, commodity="bath towels and bedding", referenceNumber="550019847",
          brokerPhone="+1-478-555-0183", brokerCompany="Value Home Inbound Transportation"))

add(RP, "rp-05", "sms", """
Derek Wu (Northwoods Pool Distribution)  10:14 AM
Outbound pool trailer to Fargo tonight – 22 stores' freight, 24 pallets, 19,800 lbs. Load at our Minneapolis MN dock 14 at 8 PM, deliver to our Fargo ND pool point by 2:00 AM Sat for the break-bulk. 235 mi, $780. 53' dry van. Load # NW-6610. call 612-555-0158 x 2
👍 2   👀 1
""", load([stop("Minneapolis, MN", "P", "APPT", "2026-11-20", "20:00"),
           stop("Fargo, ND", "D", "APPT", "2026-11-21", "02:00")],
          miles=235, rate=780, weight=19800, equipmentType="dry_van", referenceNumber="NW-6610",
          brokerPhone="+1-612-555-0158", brokerExtension="2", brokerName="Derek Wu",
          brokerCompany="Northwoods Pool Distribution"))

add(RP, "rp-06", "table", """
Inbound appt board – Harvest Lane Grocers DC, Ocala FL – loads needing carriers
Appt #  Appt Date  Appt Time  Ship From                      Load     Pallets  Wt      Temp   Rate    Status
44120   11/23      06:00      Tampa Bay Dairy, Tampa FL      HL-8821  22       38,900  34F    $525    COVERED
44127   11/23      09:30      Sunshine Citrus, Lakeland FL   HL-8823  20       41,200  36F    $480
44133   11/24      05:00      Gulf Seafood, Pensacola FL     HL-8830  18       30,100  -10F   $1,150
Ship date = appt date. Reefers only. Inbound transportation 352-555-0114
""", load([stop("Lakeland, FL", "P", "APPT", "2026-11-23"), stop("Ocala, FL", "D", "APPT", "2026-11-23", "09:30")],
          rate=480, weight=41200, temperature=36, equipmentType="reefer", referenceNumber="HL-8823",
          brokerPhone="+1-352-555-0114", brokerCompany="Harvest Lane Grocers"))

add(RP, "rp-07", "email", """
Subject: 2 store drops – Charlotte NC DC → Rock Hill SC + Gastonia NC – Tue 12/1

Pick: our DC, Charlotte, NC – Tue 12/1 – load 04:00
Stop 1: Store 117, Rock Hill, SC – Tue 12/1, receiving 06:00-10:00
Stop 2: Store 132, Gastonia, NC – Tue 12/1, receiving 07:00-11:00
26 pallets seasonal décor (Christmas), 12,300 lbs, 53' van
Requirements: pallet jack, back-door receiving, no deliveries after 11 AM
$540 total, 82 mi
Ref: TR-1201-4
Queen City Home & Holiday · Transportation · 704-555-0135
""", load([stop("Charlotte, NC", "P", "APPT", "2026-12-01", "04:00"),
           stop("Rock Hill, SC", "D", "FCFS", "2026-12-01", window=("06:00", "10:00")),
           stop("Gastonia, NC", "D", "FCFS", "2026-12-01", window=("07:00", "11:00"))],
          miles=82, rate=540, weight=12300, commodity="seasonal décor (Christmas)", equipmentType="dry_van",
          specialInstructions="pallet jack, back-door receiving, no deliveries after 11 AM",
          referenceNumber="TR-1201-4", brokerPhone="+1-704-555-0135", brokerCompany="Queen City Home & Holiday"))

add(RP, "rp-08", "sms", """
Backhaul – store returns from 6 stores consolidated at our Columbus OH return center → vendor in Louisville KY. 53' van, drop & hook, loaded trailer ready Mon 11/23, deliver Tue 11/24 7am-3pm FCFS. 28k, mixed returns. $560, 210 mi. Buckeye Returns Co 614-555-0197
""", load([stop("Columbus, OH", "P", "APPT", "2026-11-23"),
           stop("Louisville, KY", "D", "FCFS", "2026-11-24", window=("07:00", "15:00"))],
          miles=210, rate=560, weight=28000, commodity="mixed returns", equipmentType="dry_van",
          brokerPhone="+1-614-555-0197", brokerCompany="Buckeye Returns Co"))

add(RP, "rp-09", "email", """
Subject: Holiday replenishment – 3 pool loads for Mon, 1 left

Team – pool loads from our Ontario, CA consolidation center into the Glendale AZ and Las Vegas NV DCs:
• Load 1 → Glendale, AZ DC – covered (Sun Fleet)
• Load 2 → Las Vegas, NV DC – still open: picks Mon 11/23 at 11:00, DC appt Tue 11/24 05:00, 24 pallets toys, 27,600 lbs, $1,050 all in, 265 mi
• Load 3 → Glendale, AZ DC – covered
53' dry vans, seal at origin, do not break seal.
Reply or call Brianna 909-555-0121 — Inland Empire Pool Services
""", load([stop("Ontario, CA", "P", "APPT", "2026-11-23", "11:00"),
           stop("Las Vegas, NV", "D", "APPT", "2026-11-24", "05:00")],
          miles=265, rate=1050, weight=27600, commodity="toys", equipmentType="dry_van",
          specialInstructions="seal at origin, do not break seal.", brokerPhone="+1-909-555-0121",
          brokerName="Brianna", brokerCompany="Inland Empire Pool Services"))

# ---------------------------------------------------------------- ltl-linehaul
LL = "ltl-linehaul"

add(LL, "ll-01", "email", """
Subject: Purchased transportation – linehaul ATL → CLT – 7 nights/wk starting Sun 11/22

Hello,
Southern Express LTL needs a contract linehaul carrier (power only, you pull our trailers):
Run: Atlanta, GA service center → Charlotte, NC service center
Equipment: doubles (2 x 28' pups)
Dispatch: 23:00 from Atlanta; arrive Charlotte by 04:00 Mon
Start: Sun 11/22
Miles: 245 one way; pay $2.25/mi + FSC per DOE, loaded both ways (return CLT → ATL the next night)
Doubles endorsement required.

Linehaul Planning
Craig Bowen | 678-555-0131 ext 5502
""", load([stop("Atlanta, GA", "P", "APPT", "2026-11-22", "23:00"),
           stop("Charlotte, NC", "D", "APPT", "2026-11-23", "04:00")],
          miles=245, rpm=2.25, specialInstructions="Doubles endorsement required.", brokerPhone="+1-678-555-0131",
          brokerExtension="5502", brokerName="Craig Bowen", brokerCompany="Southern Express LTL"))

add(LL, "ll-02", "table", """
PT LOAD BOARD – Mid-States Freight Lines – Fri 11/20
Sched   Orig Term              Dest Term           Dispatch      ETA           Trl          Miles  Pay    Status
L-7720  IND Indianapolis, IN   CHI Chicago, IL     11/20 22:30   11/21 02:30   53' (ours)   185    $560   FILLED
L-7724  IND Indianapolis, IN   STL St. Louis, MO   11/21 21:00   11/22 01:30   2x28 (ours)  245    $690   OPEN
L-7731  IND Indianapolis, IN   CMH Columbus, OH    11/21 23:00   11/22 02:30   53' (ours)   175    $520   OPEN
Power only – our trailers. Call the linehaul desk 317-555-0188
""", load([stop("Indianapolis, IN", "P", "APPT", "2026-11-21", "21:00"),
           stop("St. Louis, MO", "D", "APPT", "2026-11-22", "01:30")],
          miles=245, rate=690, referenceNumber="L-7724", brokerPhone="+1-317-555-0188",
          brokerCompany="Mid-States Freight Lines"))

add(LL, "ll-03", "sms", """
LTL linehaul needed TONIGHT – Dallas TX terminal → Houston TX terminal, depart 2200, must arrive by 0300 for the morning sort. 53' van, you bring the trailer, ~24k mixed LTL freight, 240 mi, $700 flat. Ref XL-3390. Red Star Freight linehaul 214-555-0149
""", load([stop("Dallas, TX", "P", "APPT", "2026-11-20", "22:00"), stop("Houston, TX", "D", "APPT", time="03:00")],
          miles=240, rate=700, weight=24000, commodity="mixed LTL freight", equipmentType="dry_van",
          referenceNumber="XL-3390", brokerPhone="+1-214-555-0149", brokerCompany="Red Star Freight"))

add(LL, "ll-04", "email", """
From: Keystone LTL <linehaul@keystoneltl.example>
Subject: Surge linehaul Wed 11/25 – Harrisburg hub → Hartford / Boston

Extra schedules for the Thanksgiving surge, power only (our 53' trailers, loaded and sealed):

Sched 8841   Harrisburg, PA → Hartford, CT   dispatch Wed 11/25 20:00   arr Thu 11/26 01:30   265 mi   $795
Sched 8842   Harrisburg, PA → Boston, MA     dispatch Wed 11/25 21:00   arr Thu 11/26 03:30   385 mi   $1,080

Both include FSC. Hook at door 41; drop and hook at destination.
Reply with your truck # and driver name.

Tim Holtz, Linehaul Manager, Keystone LTL, 717-555-0153
""", load([stop("Harrisburg, PA", "P", "APPT", "2026-11-25", "20:00"),
           stop("Hartford, CT", "D", "APPT", "2026-11-26", "01:30")],
          miles=265, rate=795, specialInstructions="Hook at door 41; drop and hook at destination.",
          referenceNumber="8841", brokerPhone="+1-717-555-0153", brokerName="Tim Holtz",
          brokerCompany="Keystone LTL"))

add(LL, "ll-05", "table", """
RELAY RUN – sign-up sheet (copied from our dispatch board) – week of 11/22
Leg  From                    To                      Depart      Arrive      Mi    Pay
A    Atlanta, GA             Knoxville, TN (relay)   Sun 22:00   Mon 01:30   215   $575   ✔ taken
B    Knoxville, TN (relay)   Columbus, OH            Mon 02:00   Mon 07:30   360   $935   open
Power only, pulling our pups. Hazmat endorsement preferred. Ridgeline Freight System · 865-555-0142
""", load([stop("Knoxville, TN", "P", "APPT", "2026-11-23", "02:00"),
           stop("Columbus, OH", "D", "APPT", "2026-11-23", "07:30")],
          miles=360, rate=935, specialInstructions="Hazmat endorsement preferred.", brokerPhone="+1-865-555-0142",
          brokerCompany="Ridgeline Freight System"))

add(LL, "ll-06", "sms", """
P&D contractor needed: 26' box truck runs our Omaha NE terminal city routes Mon 11/23, out of the dock 07:30, ~14 stops in Council Bluffs IA, back by 17:00. liftgate required. $475/day. ref PD-1123. Plains Freightways cartage 402-555-0136
""", load([stop("Omaha, NE", "P", "APPT", "2026-11-23", "07:30"), stop("Council Bluffs, IA", "D", "APPT", "2026-11-23")],
          rate=475, equipmentType="box_truck", specialInstructions="liftgate required", referenceNumber="PD-1123",
          brokerPhone="+1-402-555-0136", brokerCompany="Plains Freightways"))

add(LL, "ll-07", "email", """
Subject: Linehaul Tender #LT-204417 – ACCEPT BY 11/20 17:00

Carrier: Blue Ridge Haulers LLC          Carrier phone: 540-555-0190
Tender #: LT-204417
Service: power only
Origin terminal: GSO – Greensboro, NC (1405 Freight Ln)
Destination terminal: RIC – Richmond, VA
Trailers: 1 x 53' (TRL 530917), sealed, 21,880 lbs
Dispatch window: 11/23 19:00 – 21:00
Due at destination: 11/24 01:00
Miles: 205 loaded
Linehaul: $512.50   Fuel: $71.75   Total: $584.25
Issued by: Atlantic Coast Freight LTL, linehaul desk (336) 555-0160
""", load([stop("Greensboro, NC", "P", "FCFS", "2026-11-23", window=("19:00", "21:00")),
           stop("Richmond, VA", "D", "APPT", "2026-11-24", "01:00")],
          miles=205, rate=584.25, weight=21880, referenceNumber="LT-204417", brokerPhone="+1-336-555-0160",
          brokerCompany="Atlantic Coast Freight LTL"))

add(LL, "ll-08", "sms", """
#linehaul-brokerage
Alyssa Cho  3:41 PM
anyone have a team for a hot LTL linehaul? the trailer goes Fontana CA → Phoenix AZ → El Paso TX but you only run Fontana → Phoenix, we relay it there. dispatch Sat 11/21 06:00, arrive PHX by 12:00. 53' van (yours), 30,500 lbs LTL freight, team required. 330 mi, $1,150. ref WSX-8812. ping me or 909-555-0184 – Western States Xpress
   💬 2 replies
""", load([stop("Fontana, CA", "P", "APPT", "2026-11-21", "06:00"),
           stop("Phoenix, AZ", "D", "APPT", "2026-11-21", "12:00")],
          miles=330, rate=1150, weight=30500, commodity="LTL freight", equipmentType="dry_van",
          specialInstructions="team required", referenceNumber="WSX-8812", brokerPhone="+1-909-555-0184",
          brokerName="Alyssa Cho", brokerCompany="Western States Xpress"))

# ---------------------------------------------------------------- lane-awards
LA = "lane-awards"

add(LA, "la-01", "email", """
Subject: 2027 Q1 Bid – Award Notification – Great Plains Foods

Dear Carrier Partner,

Thank you for participating in our Q1 2027 truckload bid. We are pleased to award you the following lane(s), effective 12/7/2026 through 3/31/2027:

Lane ID   Origin       Destination   Equip    Est. Vol/Wk   Rate/Load (all-in)   Miles
GP-014    Omaha, NE    Denver, CO    Reefer   3             $1,685               540
GP-022    Omaha, NE    Wichita, KS   Reefer   2             $1,020               305

Set point 34°F on all loads. First tenders will arrive the week of 12/7 through our TMS; please accept within 2 hours.

Procurement – Renee Albers – 402-555-0102
Great Plains Foods
""", load([stop("Omaha, NE", "P"), stop("Denver, CO", "D")],
          miles=540, rate=1685, temperature=34, equipmentType="reefer", referenceNumber="GP-014",
          brokerPhone="+1-402-555-0102", brokerName="Renee Albers", brokerCompany="Great Plains Foods"))

add(LA, "la-02", "email", """
Subject: RFP results – Southeast lanes

Hi Jason,

Results from the November mini-bid for Tri-County Transport:
- Savannah, GA → Orlando, FL, dry van: not awarded (another carrier came in lower)
- Savannah, GA → Birmingham, AL, dry van: AWARDED at $1,240/load, ~340 mi, 4 loads/week, primary
- Jacksonville, FL → Atlanta, GA, dry van: AWARDED as backup at $1,110/load
Start date Mon 12/14. The first Birmingham load picks up Mon 12/14 at 07:00 from our Savannah DC and delivers Tue 12/15 by 06:00.

Best,
Morgan Pierce | Coastal Retail Supply Co. | 912-555-0175 ext 340
""", load([stop("Savannah, GA", "P", "APPT", "2026-12-14", "07:00"),
           stop("Birmingham, AL", "D", "APPT", "2026-12-15", "06:00")],
          miles=340, rate=1240, equipmentType="dry_van", brokerPhone="+1-912-555-0175", brokerExtension="340",
          brokerName="Morgan Pierce", brokerCompany="Coastal Retail Supply Co."))

add(LA, "la-03", "table", """
Lane,Orig City,Orig St,Dest City,Dest St,Equip,Annual Loads,Miles,Bid Rate,Award
1,Laredo,TX,Dallas,TX,V,520,430,$1150,No
2,Laredo,TX,Memphis,TN,V,260,870,$2095,Yes - Primary
3,Laredo,TX,Atlanta,GA,V,156,1060,$2480,Yes - Secondary
Effective 1/4/2027. Rates all-in incl. fuel at DOE $3.80. Questions to transportation@rioverdemfg.example or 956-555-0165 (Rio Verde Manufacturing)
""", load([stop("Laredo, TX", "P"), stop("Memphis, TN", "D")],
          miles=870, rate=2095, equipmentType="dry_van", brokerPhone="+1-956-555-0165",
          brokerCompany="Rio Verde Manufacturing"))

add(LA, "la-04", "sms", """
hey its Mike w Frontier Dedicated – got a dedicated lane if u want it: Salt Lake City UT → Boise ID, 5x/wk mon-fri, load 6am SLC, deliver same day 2pm. 340 mi each way, $1,150 per run + we pay $300 for the backhaul Boise → SLC. dry van, 40k paper. 6 month commitment, first run Mon 11/30. call 801-555-0127
""", load([stop("Salt Lake City, UT", "P", "APPT", "2026-11-30", "06:00"),
           stop("Boise, ID", "D", "APPT", "2026-11-30", "14:00")],
          miles=340, rate=1150, weight=40000, commodity="paper", equipmentType="dry_van",
          brokerPhone="+1-801-555-0127", brokerName="Mike", brokerCompany="Frontier Dedicated"))

add(LA, "la-05", "email", """
Subject: Dedicated opportunity – Reno NV → Sacramento CA plant shuttle – 2 trucks

Looking for 2 dedicated tractors + 53' dry vans for a plant shuttle:
Reno, NV (plant) → Sacramento, CA (DC), 3 round trips per day per truck, 24/5
Start: Mon 12/7, first dispatch 05:00 from Reno
Pay: $5,400 per truck per week, fuel included; 135 mi each way
Freight: bottled beverages, 44,000 lbs per load
Requirements: drivers home daily, Sierra chain law – chains on board Nov–Mar

Quote ID DED-2270 · Sierra Beverage Logistics · Paula Grant · 775-555-0146
""", load([stop("Reno, NV", "P", "APPT", "2026-12-07", "05:00"), stop("Sacramento, CA", "D")],
          miles=135, weight=44000, commodity="bottled beverages", equipmentType="dry_van",
          specialInstructions="drivers home daily, Sierra chain law – chains on board Nov–Mar",
          referenceNumber="DED-2270", brokerPhone="+1-775-555-0146", brokerName="Paula Grant",
          brokerCompany="Sierra Beverage Logistics"))

add(LA, "la-06", "email", """
Subject: RE: Award – Lane CHI-DET-04 – rate amendment

Per our call, the rate on CHI-DET-04 is amended to $905/load all-in, effective with the first load. All else unchanged.
— Nadia

From: Nadia Kowal
Sent: Wednesday, November 18, 2026 2:12 PM
Subject: Award – Lane CHI-DET-04

You're awarded lane CHI-DET-04: Joliet, IL → Detroit, MI, 53' dry van, 2 loads/wk, 285 mi, $860/load all-in.
First load: Mon 11/30, pick 08:00 at Joliet, deliver Mon 11/30 by 15:00.
Auto parts, 30,000 lbs.
Nadia Kowal | Motor City Contract Logistics | 313-555-0193
""", load([stop("Joliet, IL", "P", "APPT", "2026-11-30", "08:00"),
           stop("Detroit, MI", "D", "APPT", "2026-11-30", "15:00")],
          miles=285, rate=905, weight=30000, commodity="Auto parts", equipmentType="dry_van",
          referenceNumber="CHI-DET-04", brokerPhone="+1-313-555-0193", brokerName="Nadia Kowal",
          brokerCompany="Motor City Contract Logistics"))

add(LA, "la-07", "table", """
CONTRACT RATE CONFIRMATION – DEDICATED LANE
Shipper: Ozark Poultry Co. (shipper-direct)
Lane: Springdale, AR → Dallas, TX   |   Miles: 320   |   Equipment: Reefer, 28°F
Linehaul: $2.60/mile + FSC (weekly, per DOE table)
Volume: 10 loads/week, Sun–Thu, pick 02:00 daily
Term: 11/29/2026 – 05/29/2027   Contract # OPC-DL-118
Commodity: fresh poultry (ice-packed), 42,000 lbs
Transportation Manager: Luis Vega, 479-555-0176
""", load([stop("Springdale, AR", "P", "APPT", time="02:00"), stop("Dallas, TX", "D")],
          miles=320, rpm=2.60, weight=42000, commodity="fresh poultry (ice-packed)", temperature=28,
          equipmentType="reefer", referenceNumber="OPC-DL-118", brokerPhone="+1-479-555-0176",
          brokerName="Luis Vega", brokerCompany="Ozark Poultry Co."))

add(LA, "la-08", "sms", """
LaneAward: Congrats! You won lane #88213 Allentown PA > Columbus OH, van, 420 mi, $1,380/load, 3x wk. First tender Tue 12/1, pick 10:00. View: lnk.example/a88213. Help 610-555-0171
""", load([stop("Allentown, PA", "P", "APPT", "2026-12-01", "10:00"), stop("Columbus, OH", "D")],
          miles=420, rate=1380, equipmentType="dry_van", referenceNumber="88213", brokerPhone="+1-610-555-0171",
          brokerCompany="LaneAward"))

add(LA, "la-09", "email", """
Subject: Award letter – Holiday peak mini-bid (Dec 1 – Jan 8)

Carrier: Hawkeye Freight LLC

Awarded:
  Lane P-07   Cedar Rapids, IA → Minneapolis, MN   Van   $1,050/load   300 mi   Ship window 05:00-11:00 daily (FCFS)   Receiver appt required
Not awarded: P-03, P-11

First peak loads ship Tue 12/1. Fuel included; no FSC billing on peak lanes.

Kind regards,
Carrier Procurement | Heartland Cereal Co. | (319) 555-0199
""", load([stop("Cedar Rapids, IA", "P", "FCFS", "2026-12-01", window=("05:00", "11:00")), stop("Minneapolis, MN", "D")],
          miles=300, rate=1050, equipmentType="dry_van", specialInstructions="Receiver appt required",
          referenceNumber="P-07", brokerPhone="+1-319-555-0199", brokerCompany="Heartland Cereal Co."))

# ---------------------------------------------------------------- api-snippets
AP = "api-snippets"

add(AP, "ap-01", "dark", """
{
  "loadId": "LB-2026-118402",
  "status": "AVAILABLE",
  "equipment": "VAN",
  "stops": [
    {"seq": 1, "type": "PICK", "city": "Nashville", "state": "TN", "apptStart": "2026-11-23T08:00:00-06:00", "apptEnd": "2026-11-23T12:00:00-06:00"},
    {"seq": 2, "type": "DROP", "city": "Indianapolis", "state": "IN", "apptStart": "2026-11-24T07:00:00-05:00", "apptEnd": "2026-11-24T07:00:00-05:00"}
  ],
  "miles": 290,
  "rate": {"amount": 925.00, "currency": "USD"},
  "weightLbs": 38500,
  "commodity": "paper towels",
  "contact": {"name": "Kelsey Moore", "phone": "615-555-0182", "ext": "114", "company": "Music Row Logistics"}
}
""", load([stop("Nashville, TN", "P", "FCFS", "2026-11-23", window=("08:00", "12:00")),
           stop("Indianapolis, IN", "D", "APPT", "2026-11-24", "07:00")],
          miles=290, rate=925, weight=38500, commodity="paper towels", equipmentType="dry_van",
          referenceNumber="LB-2026-118402", brokerPhone="+1-615-555-0182", brokerExtension="114",
          brokerName="Kelsey Moore", brokerCompany="Music Row Logistics"))

add(AP, "ap-02", "dark", """
<?xml version="1.0" encoding="UTF-8"?>
<LoadPosting>
  <PostingId>88011942</PostingId>
  <Origin><City>Fresno</City><State>CA</State><PickupDate>2026-11-24</PickupDate><PickupTime>14:00</PickupTime></Origin>
  <Destination><City>Portland</City><State>OR</State><DeliveryDate>2026-11-25</DeliveryDate></Destination>
  <Equipment>R</Equipment>
  <Temperature unit="F">34</Temperature>
  <Commodity>table grapes</Commodity>
  <Weight unit="lb">40000</Weight>
  <Distance unit="mi">740</Distance>
  <Rate>2450</Rate>
  <Comments>Pulp temps at pickup, Ryan recorder required</Comments>
  <Contact><Name>Tomás Reyes</Name><Phone>559.555.0103</Phone><Company>Valley Fresh Brokerage</Company></Contact>
</LoadPosting>
""", load([stop("Fresno, CA", "P", "APPT", "2026-11-24", "14:00"), stop("Portland, OR", "D", "APPT", "2026-11-25")],
          miles=740, rate=2450, weight=40000, commodity="table grapes", temperature=34, equipmentType="reefer",
          specialInstructions="Pulp temps at pickup, Ryan recorder required", referenceNumber="88011942",
          brokerPhone="+1-559-555-0103", brokerName="Tomás Reyes", brokerCompany="Valley Fresh Brokerage"))

add(AP, "ap-03", "dark", """
$ curl -s https://api.scenic-freight.example/v2/loads/Q-55810 | jq .
{
  "id": "Q-55810",
  "mode": "FTL",
  "trailer_type": "FLATBED",
  "trailer_length_ft": 48,
  "stops": [
    {
      "sequence": 2,
      "stop_type": "delivery",
      "location": {"city": "Knoxville", "state_code": "TN"},
      "window": {"from": "2026-12-02 07:00", "to": "2026-12-02 15:00"}
    },
    {
      "sequence": 1,
      "stop_type": "pickup",
      "location": {"city": "Chattanooga", "state_code": "TN"},
      "appointment": "2026-12-01 13:00"
    }
  ],
  "total_miles": 112,
  "offer_usd": 650,
  "max_buy_usd": 725,
  "weight": "18000 kg",
  "commodity": "steel beams",
  "notes": "tarps required (6ft), 8 straps",
  "posted_by": {"company": "Scenic City Freight", "rep": "Jordan Lane", "phone": "+14235550167"}
}
""", load([stop("Chattanooga, TN", "P", "APPT", "2026-12-01", "13:00"),
           stop("Knoxville, TN", "D", "FCFS", "2026-12-02", window=("07:00", "15:00"))],
          miles=112, rate=650, weight=kg(18000), commodity="steel beams", equipmentType="flatbed",
          specialInstructions="tarps required (6ft), 8 straps", referenceNumber="Q-55810",
          brokerPhone="+1-423-555-0167", brokerName="Jordan Lane", brokerCompany="Scenic City Freight"))

add(AP, "ap-04", "dark", """
GET /loads?origin=Dallas&radius=50  →  200 OK
[
  {"ref":"DF-10021","status":"covered","o":"Dallas, TX","d":"Houston, TX","pu":"11/23 09:00","eq":"V","wt":41000,"mi":240,"rate":650},
  {"ref":"DF-10027","status":"open","o":"Irving, TX","d":"Shreveport, LA","pu":"11/23 13:00","del":"11/24 08:00","eq":"R","temp":-5,"wt":39800,"mi":205,"dh":14,"rate":900},
  {"ref":"DF-10030","status":"open","o":"Garland, TX","d":"Tulsa, OK","pu":"11/24","eq":"F","wt":45000,"mi":260,"rate":875}
]
broker: Trinity Freight Group · 972-555-0111
""", load([stop("Irving, TX", "P", "APPT", "2026-11-23", "13:00"),
           stop("Shreveport, LA", "D", "APPT", "2026-11-24", "08:00")],
          dh=14, miles=205, rate=900, weight=39800, temperature=-5, equipmentType="reefer",
          referenceNumber="DF-10027", brokerPhone="+1-972-555-0111", brokerCompany="Trinity Freight Group"))

add(AP, "ap-05", "dark", """
POST /webhooks/loadboard   (event: load.updated)
{
  "event": "load.updated",
  "occurred_at": "2026-11-20T16:05:12Z",
  "data": {
    "load_number": "7710-3342",
    "changes": {"rate": {"old": 1800, "new": 1950}},
    "load": {
      "origin": {"city": "Columbus", "state": "OH", "pickup_date": "2026-11-30", "pickup_window": "06:00-14:00"},
      "destination": {"city": "Atlanta", "state": "GA", "delivery_date": "2026-12-01", "delivery_appt": "16:00"},
      "equipment": "dry_van",
      "length_ft": 53,
      "rate": 1950,
      "distance_mi": 570,
      "weight_lb": 42000,
      "commodity": "canned goods",
      "shipper_requirements": ["load locks", "no double brokering"]
    },
    "broker": {"name": "Heartland Freight Partners", "phone": "(614) 555-0132", "extension": null, "agent": "Owen Marsh"}
  }
}
""", load([stop("Columbus, OH", "P", "FCFS", "2026-11-30", window=("06:00", "14:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-12-01", "16:00")],
          miles=570, rate=1950, weight=42000, commodity="canned goods", equipmentType="dry_van",
          specialInstructions="load locks, no double brokering", referenceNumber="7710-3342",
          brokerPhone="+1-614-555-0132", brokerName="Owen Marsh", brokerCompany="Heartland Freight Partners"))

add(AP, "ap-06", "dark", """
{"data":{"loadSearch":{"edges":[{"node":{"loadNumber":"GX-40018","pickup":{"city":"Spokane","stateCode":"WA","date":"2026-12-03","time":null},"dropoff":{"city":"Missoula","stateCode":"MT","date":"2026-12-03","time":"17:00"},"equipmentType":"STEP_DECK","weightPounds":28500,"distanceMiles":200,"deadheadMiles":35,"price":{"amount":1100,"currency":"USD"},"commodity":"lumber","contactPhone":"509-555-0144","brokerName":"Inland Northwest Freight"}}]}}}
""", load([stop("Spokane, WA", "P", "APPT", "2026-12-03"), stop("Missoula, MT", "D", "APPT", "2026-12-03", "17:00")],
          dh=35, miles=200, rate=1100, weight=28500, commodity="lumber", equipmentType="flatbed",
          referenceNumber="GX-40018", brokerPhone="+1-509-555-0144", brokerCompany="Inland Northwest Freight"))

add(AP, "ap-07", "email", """
here's what their API gave me, can you take it?

load_offer = {
    'offer_id': 'OF-993120',
    'lane': 'Kansas City, MO -> Little Rock, AR',
    'pickup': 'Mon 11/23 0700',
    'delivery': 'Tue 11/24 0600',
    'equipment': 'Reefer 53',
    'temp': '33F',
    'weight': '43,500 lbs',
    'miles': 380,
    'rate': 2.85, 'rate_type': 'PER_MILE',
    'commodity': 'frozen pizza',
    'rep': 'Gina Torres', 'rep_phone': '816-555-0196 x 33', 'broker': 'Midwest Cold Chain Brokers',
}
""", load([stop("Kansas City, MO", "P", "APPT", "2026-11-23", "07:00"),
           stop("Little Rock, AR", "D", "APPT", "2026-11-24", "06:00")],
          miles=380, rpm=2.85, weight=43500, commodity="frozen pizza", temperature=33, equipmentType="reefer",
          referenceNumber="OF-993120", brokerPhone="+1-816-555-0196", brokerExtension="33", brokerName="Gina Torres",
          brokerCompany="Midwest Cold Chain Brokers"))

add(AP, "ap-08", "dark", """
<Loads>
  <Load id="TX-5520" status="Cancelled">
    <Stop seq="1" type="Pickup"><Location>Austin, TX</Location></Stop>
    <Stop seq="2" type="Delivery"><Location>Lubbock, TX</Location></Stop>
  </Load>
  <Load id="TX-5521" status="Active">
    <Stop seq="1" type="Pickup"><Location>Waco, TX</Location><Window start="2026-11-23T07:00" end="2026-11-23T09:00"/></Stop>
    <Stop seq="2" type="Pickup"><Location>Temple, TX</Location><Appointment>2026-11-23T11:00</Appointment></Stop>
    <Stop seq="3" type="Delivery"><Location>Lubbock, TX</Location><Appointment>2026-11-24T08:00</Appointment></Stop>
    <Equipment>Dry Van 53'</Equipment>
    <Weight uom="LB">33,250</Weight>
    <Miles>375</Miles>
    <LinehaulRate>1150.00</LinehaulRate><FuelSurcharge>165.00</FuelSurcharge><TotalRate>1315.00</TotalRate>
    <Commodity>cottonseed meal</Commodity>
    <Contact name="Rita Salas" phone="254-555-0157" ext="21" company="Brazos Valley Logistics"/>
  </Load>
</Loads>
""", load([stop("Waco, TX", "P", "FCFS", "2026-11-23", window=("07:00", "09:00")),
           stop("Temple, TX", "P", "APPT", "2026-11-23", "11:00"),
           stop("Lubbock, TX", "D", "APPT", "2026-11-24", "08:00")],
          miles=375, rate=1315, weight=33250, commodity="cottonseed meal", equipmentType="dry_van",
          referenceNumber="TX-5521", brokerPhone="+1-254-555-0157", brokerExtension="21", brokerName="Rita Salas",
          brokerCompany="Brazos Valley Logistics"))

add(AP, "ap-09", "email", """
HTTP/1.1 200 OK
Content-Type: application/json
X-RateLimit-Remaining: 58
Date: Fri, 20 Nov 2026 17:22:09 GMT

{"result":{"load":{"number":"BN-33018","origin":"Allentown, PA","destination":"Worcester, MA","pickupAt":"2026-11-24T06:00:00","deliverBy":"2026-11-24T14:00:00","equipment":"Van","weightLbs":null,"miles":275,"allInRate":1025,"linehaul":890,"fuel":135,"deadheadMiles":null,"notes":null,"contact":{"name":"Deb Fallon","phone":"717-555-0138","email":"deb@keystonebrokerage.example"},"brokerName":"Keystone Brokerage"}}}
""", load([stop("Allentown, PA", "P", "APPT", "2026-11-24", "06:00"),
           stop("Worcester, MA", "D", "APPT", "2026-11-24", "14:00")],
          miles=275, rate=1025, equipmentType="dry_van", referenceNumber="BN-33018", brokerPhone="+1-717-555-0138",
          brokerName="Deb Fallon", brokerCompany="Keystone Brokerage"))

for family, postings in FAMILIES.items():
    write(f"{family}.json", postings,
          "Written by hand in a separate sitting (tools/hand_heldout7.py); the seventh held-out split, all held out.")
print(sum(len(v) for v in FAMILIES.values()), "held-out postings")
