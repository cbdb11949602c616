"""Multi-load lists, written by hand: a posting that offers several loads. The expected record is
the FIRST load in reading order that is still on offer (a load marked covered / booked / cancelled
is skipped); values the list gives for every load (its header: equipment, broker, phone,
signature) belong to it too; nothing from the other loads does."""

from common import load, posting, stop, write

P = []


def add(pid, text, exp, style="email"):
    P.append(posting(pid, style, text, exp))


add("ml-01", """
Subject: Monday loads - Ontario CA

Good morning, here's what we have for Monday 11/23:

1) Ontario, CA -> Phoenix, AZ | van | 40k | 330 mi | $1,100 | PU 0800
2) Ontario, CA -> Las Vegas, NV | van | 22k | 225 mi | $850 | PU 1000
3) Fontana, CA -> Tucson, AZ | van | 38k | 445 mi | $1,300 | PU 1300

All FCFS delivery next day. Call Mike at 909-555-0121 x55.
Inland Empire Freight
""", load([stop("Ontario, CA", "P", "APPT", "2026-11-23", "08:00"),
           stop("Phoenix, AZ", "D", "FCFS", "2026-11-24")],
          miles=330, rate=1100, weight=40000, equipmentType="dry_van", brokerPhone="+1-909-555-0121",
          brokerExtension="55", brokerName="Mike", brokerCompany="Inland Empire Freight"))

add("ml-02", """
Age  Pickup  Truck  Origin           Trip  Destination      Weight  Rate    Company
4m   11/24   R      Yakima, WA        207  Portland, OR     40,000  $950    Evergreen Freight Co
9m   11/24   R      Wenatchee, WA     148  Seattle, WA      38,000  $800    Evergreen Freight Co
22m  11/25   R      Yakima, WA        330  Boise, ID        42,000  $1,350  Evergreen Freight Co
""", load([stop("Yakima, WA", "P", "APPT", "2026-11-24"), stop("Portland, OR", "D")],
          miles=207, rate=950, weight=40000, equipmentType="reefer", brokerCompany="Evergreen Freight Co"),
    style="table")

add("ml-03", """
LOADS AVAIL 11/30 - call Rita 713-555-0191 ext 310
- COVERED - Houston TX > Dallas TX van $700
- Houston TX > New Orleans LA, flatbed, 44k pipe, 348 mi, $1,150, pu 7a-11a
- Houston TX > Baton Rouge LA, flatbed, 40k, 272 mi, $975
""", load([stop("Houston, TX", "P", "FCFS", "2026-11-30", window=("07:00", "11:00")), stop("New Orleans, LA", "D")],
          miles=348, rate=1150, weight=44000, commodity="pipe", equipmentType="flatbed",
          brokerPhone="+1-713-555-0191", brokerExtension="310", brokerName="Rita"), style="sms")

add("ml-04", """
Subject: Weekly lanes - Heartland Dairy Freight

All loads reefer 34F, 42,000 lbs cheese, FCFS pickup 06:00-14:00, Ref on each line.

Mon 11/30  Green Bay, WI -> Chicago, IL      208 mi  $900    HDF-101
Tue 12/1   Green Bay, WI -> Indianapolis, IN 387 mi  $1,450  HDF-102
Wed 12/2   Madison, WI -> Columbus, OH       470 mi  $1,700  HDF-103

Paula Nystrom | Heartland Dairy Freight | 920-555-0127
""", load([stop("Green Bay, WI", "P", "FCFS", "2026-11-30", window=("06:00", "14:00")), stop("Chicago, IL", "D")],
          miles=208, rate=900, weight=42000, commodity="cheese", temperature=34, equipmentType="reefer",
          referenceNumber="HDF-101", brokerPhone="+1-920-555-0127", brokerName="Paula Nystrom",
          brokerCompany="Heartland Dairy Freight"))

add("ml-05", """
PU City,PU ST,DEL City,DEL ST,PU Date,Equip,Weight,Miles,Rate
Savannah,GA,Atlanta,GA,12/1,Van,42000,248,$875
Savannah,GA,Charlotte,NC,12/1,Van,40000,250,$900
Savannah,GA,Jacksonville,FL,12/2,Van,38000,140,$600
""", load([stop("Savannah, GA", "P", "APPT", "2026-12-01"), stop("Atlanta, GA", "D")],
          miles=248, rate=875, weight=42000, equipmentType="dry_van"), style="table")

add("ml-06", """
[11/20/26, 7:01:12 AM] Dana Reyes: 3 loads today
[11/20/26, 7:01:40 AM] Dana Reyes: #1 Memphis TN → Nashville TN, van, 212 mi, $800, pu 2pm
[11/20/26, 7:01:55 AM] Dana Reyes: #2 Memphis TN → Jackson MS, van, 210 mi, $750
[11/20/26, 7:02:10 AM] Dana Reyes: #3 Memphis TN → Little Rock AR, reefer, 137 mi, $650
[11/20/26, 7:03:30 AM] Dana Reyes: #1 is gone sorry
[11/20/26, 7:04:02 AM] Dana Reyes: Delta Bluff Logistics 901-555-0118 x204
""", load([stop("Memphis, TN", "P", "APPT", "2026-11-20"), stop("Jackson, MS", "D")],
          miles=210, rate=750, equipmentType="dry_van", brokerPhone="+1-901-555-0118", brokerExtension="204",
          brokerName="Dana Reyes", brokerCompany="Delta Bluff Logistics"), style="sms")

add("ml-07", """
Subject: FLATBED LOADS - Birmingham area - Dixie Steel Logistics

Load A: Birmingham, AL to Atlanta, GA - 12/3 0700 - 46,000 lbs rebar - 147 mi - $850 - tarps
Load B: Bessemer, AL to Nashville, TN - 12/3 0800 - 44,000 lbs steel angle - 203 mi - $950
Load C: Birmingham, AL to Knoxville, TN - 12/4 0700 - 45,000 lbs coil - 264 mi - $1,100

Luke Harmon
Dixie Steel Logistics
Main 205-555-0100 • Ext. 219
""", load([stop("Birmingham, AL", "P", "APPT", "2026-12-03", "07:00"), stop("Atlanta, GA", "D")],
          miles=147, rate=850, weight=46000, commodity="rebar", equipmentType="flatbed", specialInstructions="tarps",
          brokerPhone="+1-205-555-0100", brokerExtension="219", brokerName="Luke Harmon",
          brokerCompany="Dixie Steel Logistics"))

add("ml-08", """
Origin\tDestination\tPick\tEquip\tMiles\tRate\tDH-O
Chicago, IL\tDetroit, MI\t11/24\tV\t283\t$1,000\t15
Chicago, IL\tToledo, OH\t11/24\tV\t244\t$875\t15
Joliet, IL\tCleveland, OH\t11/25\tV\t356\t$1,150\t38
""", load([stop("Chicago, IL", "P", "APPT", "2026-11-24"), stop("Detroit, MI", "D")],
          dh=15, miles=283, rate=1000, equipmentType="dry_van"), style="table")

add("ml-09", """
hey - 2 options for ur truck in denver:
(a) Denver CO to Salt Lake City UT, reefer 36F, 38k yogurt, pu sat 11/28 0600, del sun 11/29 0800, 525mi, $1,900
(b) Denver CO to Omaha NE, reefer, 40k, 540 mi, $1,700
lmk - Chris, Front Range Logistics 719-555-0105
""", load([stop("Denver, CO", "P", "APPT", "2026-11-28", "06:00"),
           stop("Salt Lake City, UT", "D", "APPT", "2026-11-29", "08:00")],
          miles=525, rate=1900, weight=38000, commodity="yogurt", temperature=36, equipmentType="reefer",
          brokerPhone="+1-719-555-0105", brokerName="Chris", brokerCompany="Front Range Logistics"), style="sms")

add("ml-10", """
Subject: Available Dec 7-11 (recurring)

Lane                          Day   Equip  Wgt    Mi    Rate
Kansas City, MO > Denver, CO  Mon   V      30k    605   $1,550
Kansas City, MO > Dallas, TX  Tue   V      38k    505   $1,300
Kansas City, MO > Chicago, IL Thu   V      41k    510   $1,400

PU windows 0700-1500 FCFS for all. Ryan @ Show Me Freight 816-555-0148 | Ext 11
""", load([stop("Kansas City, MO", "P", "FCFS", "2026-12-07", window=("07:00", "15:00")), stop("Denver, CO", "D")],
          miles=605, rate=1550, weight=30000, equipmentType="dry_van", brokerPhone="+1-816-555-0148",
          brokerExtension="11", brokerName="Ryan", brokerCompany="Show Me Freight"))

add("ml-11", """
123Loadboard - Search results (3)
11/23  Louisville, KY (9)   Nashville, TN   V   175 mi   $700    Bluegrass Auto Parts Logistics  270-555-0140
11/23  Louisville, KY (9)   Memphis, TN     V   385 mi   $1,200  Bluegrass Auto Parts Logistics  270-555-0140
11/24  Lexington, KY (80)   Atlanta, GA     R   380 mi   $1,450  Ironhorse Brokerage             918-555-0100
""", load([stop("Louisville, KY", "P", "APPT", "2026-11-23"), stop("Nashville, TN", "D")],
          dh=9, miles=175, rate=700, equipmentType="dry_van", brokerPhone="+1-270-555-0140",
          brokerCompany="Bluegrass Auto Parts Logistics"), style="table")

add("ml-12", """
CANCELLED: Fresno CA - Reno NV
Still need: Fresno CA - Sacramento CA reefer 38F grapes 42k pu 11/25 0400 appt del 11/25 1200 185 mi $900
also Fresno CA - Portland OR reefer 40k 720 mi $2,600
Priya 559-555-0142 Valley Harvest Logistics
""", load([stop("Fresno, CA", "P", "APPT", "2026-11-25", "04:00"),
           stop("Sacramento, CA", "D", "APPT", "2026-11-25", "12:00")],
          miles=185, rate=900, weight=42000, commodity="grapes", temperature=38, equipmentType="reefer",
          brokerPhone="+1-559-555-0142", brokerName="Priya", brokerCompany="Valley Harvest Logistics"), style="sms")

add("ml-13", """
Truckstop results
Pick Up | Origin | O-DH | Destination | Miles | Equip | Weight | Payment | Company | Phone
12/2 | Allentown, PA | (12 DH) | Boston, MA | 300 | V | 35,000 | $1,200 | Keystone Freight Group | 610-555-0119
12/2 | Allentown, PA | (12 DH) | Hartford, CT | 190 | V | 20,000 | $850 | Keystone Freight Group | 610-555-0119
12/3 | Bethlehem, PA | (18 DH) | Providence, RI | 270 | V | 40,000 | $1,150 | Keystone Freight Group | 610-555-0119
""", load([stop("Allentown, PA", "P", "APPT", "2026-12-02"), stop("Boston, MA", "D")],
          dh=12, miles=300, rate=1200, weight=35000, equipmentType="dry_van", brokerPhone="+1-610-555-0119",
          brokerCompany="Keystone Freight Group"), style="table")

add("ml-14", """
Subject: Loads out of Laredo - Border Star Logistics

Good afternoon team,

Laredo TX -> Chicago IL | 53 van | 42,000 | 1,340 mi | $3,100 | PU 11/24 1000
Laredo TX -> Atlanta GA | 53 van | 40,000 | 1,030 mi | $2,450 | PU 11/24 1400
Laredo TX -> Memphis TN | 53 reefer 34F | 40,000 | 920 mi | $2,550 | PU 11/25 0800

Jaime Ortiz | Border Star Logistics | 956-555-0106 • Ext. 7
""", load([stop("Laredo, TX", "P", "APPT", "2026-11-24", "10:00"), stop("Chicago, IL", "D")],
          miles=1340, rate=3100, weight=42000, equipmentType="dry_van", brokerPhone="+1-956-555-0106",
          brokerExtension="7", brokerName="Jaime Ortiz", brokerCompany="Border Star Logistics"))

add("ml-15", """
Load 1 of 2 ---------------------------------
Origin: Columbus, OH   Pickup 12/8 08:00-12:00
Dest: Pittsburgh, PA   Delivery 12/8 17:00
Van, 26,000 lbs, 185 mi, $800, Ref CO-1181
Load 2 of 2 ---------------------------------
Origin: Columbus, OH   Pickup 12/9 08:00
Dest: Buffalo, NY   Delivery 12/10 07:00
Van, 30,000 lbs, 325 mi, $1,100, Ref CO-1182
Questions? Erin Walsh 614-555-0173
""", load([stop("Columbus, OH", "P", "FCFS", "2026-12-08", window=("08:00", "12:00")),
           stop("Pittsburgh, PA", "D", "APPT", "2026-12-08", "17:00")],
          miles=185, rate=800, weight=26000, equipmentType="dry_van", referenceNumber="CO-1181",
          brokerPhone="+1-614-555-0173", brokerName="Erin Walsh"))

add("ml-16", """
✅ BOOKED - Spokane WA > Boise ID
🚚 OPEN - Spokane WA > Billings MT | FLATBD | 44k lumber | 540 mi | $1,850 | pu mon 11/23 7a
🚚 OPEN - Spokane WA > Missoula MT | FLATBD | 40k | 199 mi | $850
Big Sky Brokerage 406-555-0161 • Ext. 9
""", load([stop("Spokane, WA", "P", "APPT", "2026-11-23", "07:00"), stop("Billings, MT", "D")],
          miles=540, rate=1850, weight=44000, commodity="lumber", equipmentType="flatbed",
          brokerPhone="+1-406-555-0161", brokerExtension="9", brokerCompany="Big Sky Brokerage"), style="sms")

add("ml-17", """
Subject: RE: Need trucks this week

See below - first one is the priority.

* Harrisburg PA -> Richmond VA, Tue 11/24 0600 appt, deliver 11/24 1300, 42k paper, van, 209 mi, $850 ALL IN
* Harrisburg PA -> Baltimore MD, Wed 11/25, van, 80 mi, $500
* Carlisle PA -> Newark NJ, Wed 11/25, van, 170 mi, $700

Sam Whitaker
Keystone Electronics Freight | 717-555-0193 ext. 41
""", load([stop("Harrisburg, PA", "P", "APPT", "2026-11-24", "06:00"),
           stop("Richmond, VA", "D", "APPT", "2026-11-24", "13:00")],
          miles=209, rate=850, weight=42000, commodity="paper", equipmentType="dry_van",
          brokerPhone="+1-717-555-0193", brokerExtension="41", brokerName="Sam Whitaker",
          brokerCompany="Keystone Electronics Freight"))

add("ml-18", """
Shipper City\tST\tConsignee City\tST\tShip Date\tTime\tTrailer\tLbs\tMiles\tPay
Tupelo\tMS\tMemphis\tTN\t12/15/2026\t7A-11A\tVan\t28000\t106\t$550
Tupelo\tMS\tBirmingham\tAL\t12/15/2026\t8A\tVan\t30000\t140\t$650
""", load([stop("Tupelo, MS", "P", "FCFS", "2026-12-15", window=("07:00", "11:00")), stop("Memphis, TN", "D")],
          miles=106, rate=550, weight=28000, equipmentType="dry_van"), style="table")

add("ml-19", """
Uber Freight · 3 loads near you
$1,350 · Dallas, TX → Houston, TX · Mon Nov 23 · 08:00 · Dry Van · 240 mi
$1,600 · Dallas, TX → San Antonio, TX · Mon Nov 23 · 10:00 · Reefer · 275 mi
$2,900 · Dallas, TX → Denver, CO · Tue Nov 24 · 06:00 · Dry Van · 795 mi
""", load([stop("Dallas, TX", "P", "APPT", "2026-11-23", "08:00"), stop("Houston, TX", "D")],
          miles=240, rate=1350, equipmentType="dry_van", brokerCompany="Uber Freight"), style="dark")

add("ml-20", """
Subject: 2 Loads - Sioux Falls SD

LOAD #1 (SF-2201)
PU: Sioux Falls, SD 12/1 0500 appt
DEL: Minneapolis, MN 12/1 1100-1500
Reefer -5F, frozen beef, 42,500 lbs, 240 mi, $1,050

LOAD #2 (SF-2202)
PU: Sioux Falls, SD 12/2 0500 appt
DEL: Omaha, NE 12/2 1000
Reefer -5F, frozen beef, 41,000 lbs, 183 mi, $900

Brian Kowalski
Great Lakes Cold Chain
920-555-0133
""", load([stop("Sioux Falls, SD", "P", "APPT", "2026-12-01", "05:00"),
           stop("Minneapolis, MN", "D", "FCFS", "2026-12-01", window=("11:00", "15:00"))],
          miles=240, rate=1050, weight=42500, commodity="frozen beef", temperature=-5, equipmentType="reefer",
          referenceNumber="SF-2201", brokerPhone="+1-920-555-0133", brokerName="Brian Kowalski",
          brokerCompany="Great Lakes Cold Chain"))

add("ml-21", """
DAT One
0m  $2,350  1,120 mi  Atlanta, GA (14)  Dallas, TX (8)  12/04  V  F  Peachtree Freight LLC  (404) 555-0102  53 ft  42 K lbs
3m  $1,050  420 mi  Atlanta, GA (14)  Charlotte, NC (22)  12/04  V  F  Peachtree Freight LLC  (404) 555-0102  53 ft  30 K lbs
""", load([stop("Atlanta, GA", "P", "APPT", "2026-12-04"), stop("Dallas, TX", "D")],
          dh=14, miles=1120, rate=2350, weight=42000, equipmentType="dry_van", brokerPhone="+1-404-555-0102",
          brokerCompany="Peachtree Freight LLC"), style="table")

add("ml-22", """
Good morning! Reloads for your trucks delivering in Charlotte:
1. Charlotte, NC → Raleigh, NC — 11/25 FCFS 8-4 — van — 168 mi — $650 — 38k
2. Charlotte, NC → Greenville, SC — 11/25 appt 10:00 — van — 102 mi — $500
Carla Nguyen
Southern Cross Logistics LLC
Direct: 423.555.0108
""", load([stop("Charlotte, NC", "P", "FCFS", "2026-11-25", window=("08:00", "16:00")), stop("Raleigh, NC", "D")],
          miles=168, rate=650, weight=38000, equipmentType="dry_van", brokerPhone="+1-423-555-0108",
          brokerName="Carla Nguyen", brokerCompany="Southern Cross Logistics LLC"))

write("multi-load.json", P, "Written by hand: postings that offer several loads; the expected record is the first load still on offer.")
