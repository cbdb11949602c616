"""Broker e-mails, written by hand: threads, quoted replies, forwarded offers, signatures with
'Main' lines and extensions, disclaimers, and subject lines whose route summary differs from the
body's stops. The newest message wins; the expected stops are the body's."""

from common import load, posting, stop, write

P = []


def add(pid, text, exp, style="email"):
    P.append(posting(pid, style, text, exp))


add("em-01", """
Subject: RE: ATL -> CLT reefer tmrw??
From: Brandon Kerr <bkerr@peachstatecold.com>
Sent: Friday, November 20, 2026 10:41 AM
To: Dispatch

Yes still open. Rate is $1,150 all in. Shipper moved it though, details:

PU: Gainesville, GA  11/21  0600 appt
DEL: Concord, NC  11/21  1400-1800 FCFS
Reefer @ 34F, 36 pallets chicken, 40,500 lbs
238 mi

Brandon Kerr
Peach State Cold Logistics
Main 770-555-0100 • Ext. 231

-----Original Message-----
From: Dispatch <dispatch@rollinghtrucking.com>
Sent: Friday, November 20, 2026 9:58 AM
Subject: ATL -> CLT reefer tmrw??

Is this still available? Truck empty in Atlanta.
""", load([stop("Gainesville, GA", "P", "APPT", "2026-11-21", "06:00"),
           stop("Concord, NC", "D", "FCFS", "2026-11-21", window=("14:00", "18:00"))],
          miles=238, rate=1150, weight=40500, commodity="chicken", temperature=34, equipmentType="reefer",
          brokerPhone="+1-770-555-0100", brokerExtension="231", brokerName="Brandon Kerr",
          brokerCompany="Peach State Cold Logistics"))

add("em-02", """
Subject: Load Offer - Dixie Steel Logistics #DSL-40918

Good afternoon,

We have the following available:

Origin: Decatur, AL
Destination: Valdosta, GA
Pick Up: Tue 11/24 07:00-15:00
Deliver: Wed 11/25 appt 08:00
Commodity: paper rolls
Weight: 44,000 lbs
Equipment: 53' Van
Miles: 367
Rate: $1,250

Thank you,
Lacey Morgan
Dixie Steel Logistics
256-555-0188 x 302

This e-mail and any attachments are confidential and intended solely for the addressee. Dixie Steel Logistics is a freight broker and does not manufacture or sell steel products.
""", load([stop("Decatur, AL", "P", "FCFS", "2026-11-24", window=("07:00", "15:00")),
           stop("Valdosta, GA", "D", "APPT", "2026-11-25", "08:00")],
          miles=367, rate=1250, weight=44000, commodity="paper rolls", equipmentType="dry_van",
          referenceNumber="DSL-40918", brokerPhone="+1-256-555-0188", brokerExtension="302",
          brokerName="Lacey Morgan", brokerCompany="Dixie Steel Logistics"))

add("em-03", """
Subject: Chicago to Dallas - van - Monday

Hi,

Picks up in Joliet, IL on Monday 11/23, FCFS 8a-2p. Delivers Garland, TX Wed 11/25 by 0700.
930 miles, 42k of cat litter. 53' dry van. Paying $2,050.

Thanks
Marco Bellini
Lakeshore Freight Brokers
Direct: (630) 555-0147
Main: (630) 555-0100
""", load([stop("Joliet, IL", "P", "FCFS", "2026-11-23", window=("08:00", "14:00")),
           stop("Garland, TX", "D", "APPT", "2026-11-25", "07:00")],
          miles=930, rate=2050, weight=42000, commodity="cat litter", equipmentType="dry_van",
          brokerPhone="+1-630-555-0147", brokerName="Marco Bellini", brokerCompany="Lakeshore Freight Brokers"))

add("em-04", """
Subject: FW: Golden Grain Transport - flatbed needed Fargo

---------- Forwarded message ---------
From: Heidi Lund <hlund@goldengraintransport.com>
Date: Thu, Nov 19, 2026 at 4:55 PM
Subject: flatbed needed Fargo

Hey guys, need a 48' flat for farm equipment (2 grain augers), 23,500 lbs.
Loads Fargo, ND Mon 11/30 at 9:00, delivers Sioux Falls, SD Tue 12/1 FCFS 7-3.
Tarps not needed, straps + chains. 245 mi. $1,100 flat rate.

Heidi Lund | Golden Grain Transport | 701-555-0132
""", load([stop("Fargo, ND", "P", "APPT", "2026-11-30", "09:00"),
           stop("Sioux Falls, SD", "D", "FCFS", "2026-12-01", window=("07:00", "15:00"))],
          miles=245, rate=1100, weight=23500, commodity="farm equipment", equipmentType="flatbed",
          specialInstructions="Tarps not needed, straps + chains.", brokerPhone="+1-701-555-0132",
          brokerName="Heidi Lund", brokerCompany="Golden Grain Transport"))

add("em-05", """
Subject: RE: RE: Load 88123 Boise > SLC

Ok we can do $1,475, that's the best I have. Let me know asap.

On Fri, Nov 20, 2026 at 11:02 AM Dispatch <ops@summitline.com> wrote:
> Can you do 1600? Truck is 20 min out.
>
> On Fri, Nov 20, 2026 at 10:15 AM Carly Voss <cvoss@snakeriverlog.com> wrote:
>> Load 88123
>> PU Boise, ID 11/21 10:00
>> DEL Salt Lake City, UT 11/22 06:00
>> Reefer 38F, potatoes 43,000#
>> 340 mi, $1,350
>>
>> Carly Voss
>> Snake River Logistics
>> 208-555-0164
""", load([stop("Boise, ID", "P", "APPT", "2026-11-21", "10:00"),
           stop("Salt Lake City, UT", "D", "APPT", "2026-11-22", "06:00")],
          miles=340, rate=1475, weight=43000, commodity="potatoes", temperature=38, equipmentType="reefer",
          referenceNumber="88123", brokerPhone="+1-208-555-0164", brokerName="Carly Voss",
          brokerCompany="Snake River Logistics"))

add("em-06", """
Subject: 2 pick reefer Watsonville/Salinas -> Phoenix

Team,

Pick 1: Watsonville, CA - 11/27 - 05:00 appt (strawberries)
Pick 2: Salinas, CA - 11/27 - FCFS 09:00-13:00 (lettuce)
Drop: Phoenix, AZ - 11/28 - 22:00 appt

Mixed produce 38,000 lbs, run 34 degrees continuous. 725 total miles.
Linehaul $2,600 + fuel $350 = $2,950 total.

Special Info: Pulp each pallet, photos of temp display at each stop.

Regards,
Nate Sorensen
Monterey Bay Produce Brokerage
(831) 555-0179 | Ext 12
""", load([stop("Watsonville, CA", "P", "APPT", "2026-11-27", "05:00"),
           stop("Salinas, CA", "P", "FCFS", "2026-11-27", window=("09:00", "13:00")),
           stop("Phoenix, AZ", "D", "APPT", "2026-11-28", "22:00")],
          miles=725, rate=2950, weight=38000, commodity="Mixed produce", temperature=34, equipmentType="reefer",
          specialInstructions="Pulp each pallet, photos of temp display at each stop.",
          brokerPhone="+1-831-555-0179", brokerExtension="12", brokerName="Nate Sorensen",
          brokerCompany="Monterey Bay Produce Brokerage"))

add("em-07", """
Subject: Truck needed - MEMPHIS to ST LOUIS

Good morning!

Shipper: Cordova, TN (Memphis area)
Receiver: Fenton, MO (St Louis area)
Ship: 12/2 0800
Deliver: 12/2 1600-2000 FCFS
Dry van, 18 pallets of bottled tea, 39,750 lbs
290 miles, rate $975
PO# 2281-4471

Questions call me,
Ricky Tran
Bluff City Freight
Main 901-555-0150 • Ext. 118

CONFIDENTIALITY NOTICE: The information in this message is intended only for the named recipient.
""", load([stop("Cordova, TN", "P", "APPT", "2026-12-02", "08:00"),
           stop("Fenton, MO", "D", "FCFS", "2026-12-02", window=("16:00", "20:00"))],
          miles=290, rate=975, weight=39750, commodity="bottled tea", equipmentType="dry_van",
          referenceNumber="2281-4471", brokerPhone="+1-901-555-0150", brokerExtension="118",
          brokerName="Ricky Tran", brokerCompany="Bluff City Freight"))

add("em-08", """
hi there

load is still open: lumber from Lufkin TX to Tulsa OK, 46,000 lbs, flatbed w/ 4ft tarps. pickup monday 7A-11A, deliver tuesday before noon. 402 miles. we pay $1,500 + $100 tarp = $1,600 total

thx
Jolene
Piney Woods Lumber Transport
936-555-0125
""", load([stop("Lufkin, TX", "P", "FCFS", "2026-11-23", window=("07:00", "11:00")),
           stop("Tulsa, OK", "D", "APPT", "2026-11-24", "12:00")],
          miles=402, rate=1600, weight=46000, commodity="lumber", equipmentType="flatbed",
          specialInstructions="4ft tarps", brokerPhone="+1-936-555-0125", brokerName="Jolene",
          brokerCompany="Piney Woods Lumber Transport"))

add("em-09", """
Subject: Dedicated lane opp - Harrisburg PA / weekly

Hi,
Starting with a test load this week:

Pickup: Carlisle, PA - Thursday 12/3 - 06:00 appointment
Delivery: Edison, NJ - Thursday 12/3 - 13:00 appointment

26 pallets, 31,200 lbs, consumer electronics (high value - no stops within 200 mi of pickup)
Van must be 2015 or newer w/ air ride.
165 miles - $875

If the test goes well we have 5x/week.

Best,
Sam Whitaker
Keystone Electronics Freight | 717-555-0193 ext. 41
""", load([stop("Carlisle, PA", "P", "APPT", "2026-12-03", "06:00"),
           stop("Edison, NJ", "D", "APPT", "2026-12-03", "13:00")],
          miles=165, rate=875, weight=31200, commodity="consumer electronics", equipmentType="dry_van",
          specialInstructions="no stops within 200 mi of pickup. Van must be 2015 or newer w/ air ride.",
          brokerPhone="+1-717-555-0193", brokerExtension="41", brokerName="Sam Whitaker",
          brokerCompany="Keystone Electronics Freight"))

add("em-10", """
From: loads@northwoodsbrokerage.com
Subject: AVAILABLE: Duluth MN -> Green Bay WI

Origin........ Duluth, MN
Dest.......... Green Bay, WI
PU............ 11/30 FCFS 0700-1500
Del........... 12/01 APPT 0900
Equip......... 53 V
Wgt........... 22,000
Miles......... 315
Rate.......... $1,050 ($3.34/mi)
Ref........... NWB-55109

Reply to this e-mail or call the desk 218-555-0117.
Northwoods Brokerage
""", load([stop("Duluth, MN", "P", "FCFS", "2026-11-30", window=("07:00", "15:00")),
           stop("Green Bay, WI", "D", "APPT", "2026-12-01", "09:00")],
          miles=315, rate=1050, weight=22000, equipmentType="dry_van", referenceNumber="NWB-55109",
          brokerPhone="+1-218-555-0117", brokerCompany="Northwoods Brokerage"))

add("em-11", """
Subject: RE: Truck available in Richmond VA

Thanks for reaching out. Closest thing I have:

Richmond, VA to Charleston, WV
Loads tomorrow 11/21 btwn 8-12, drops Monday 11/23 8am appt
315 mi, van, 12 pallets toilet paper ~9,500 lbs
$900

Let me know,

Anita Brooks
Senior Account Manager
Capital Region Logistics
O: 804-555-0161 | C: 804-555-0199
www.capitalregionlogistics.com

> From: dispatch@bluelinecarriers.com
> Sent: Friday, November 20, 2026 8:31 AM
> Subject: Truck available in Richmond VA
>
> Good morning, 53' van empty in Richmond VA, looking to head toward WV/OH. Anything?
""", load([stop("Richmond, VA", "P", "FCFS", "2026-11-21", window=("08:00", "12:00")),
           stop("Charleston, WV", "D", "APPT", "2026-11-23", "08:00")],
          miles=315, rate=900, weight=9500, commodity="toilet paper", equipmentType="dry_van",
          brokerPhone="+1-804-555-0161", brokerName="Anita Brooks", brokerCompany="Capital Region Logistics"))

add("em-12", """
Subject: Hot Load! Laredo TX -> Columbus OH team

Need a TEAM reefer, must deliver by Monday 6:00 AM.

Pickup Laredo, TX today 11/20 @ 1700
Deliver Groveport, OH 11/23 @ 0600
1,512 miles
Frozen broccoli 42,500 lbs @ -10F
All in rate $5,400 (linehaul $4,900)

Jaime Ortiz | Border Star Logistics | 956-555-0106 • Ext. 7
""", load([stop("Laredo, TX", "P", "APPT", "2026-11-20", "17:00"),
           stop("Groveport, OH", "D", "APPT", "2026-11-23", "06:00")],
          miles=1512, rate=5400, weight=42500, commodity="Frozen broccoli", temperature=-10, equipmentType="reefer",
          brokerPhone="+1-956-555-0106", brokerExtension="7", brokerName="Jaime Ortiz",
          brokerCompany="Border Star Logistics"))

add("em-13", """
Subject: Load #CC-20881 Calgary AB to Great Falls MT

Hello,

Cross border load (PARS/PAPS provided):
Pickup: Calgary, AB  Dec 7  08:00-16:00
Delivery: Great Falls, MT  Dec 8  10:00 appt
Equipment: Step deck
Commodity: oilfield pipe, 38,000 lbs
Miles: 325
Rate: $1,650 USD

Driver needs FAST card or passport.

Regards,
Pierre Lavoie
Chinook Cross-Border Freight
403.555.0190
""", load([stop("Calgary, AB", "P", "FCFS", "2026-12-07", window=("08:00", "16:00")),
           stop("Great Falls, MT", "D", "APPT", "2026-12-08", "10:00")],
          miles=325, rate=1650, weight=38000, commodity="oilfield pipe", equipmentType="flatbed",
          specialInstructions="Driver needs FAST card or passport.", referenceNumber="CC-20881",
          brokerPhone="+1-403-555-0190", brokerName="Pierre Lavoie", brokerCompany="Chinook Cross-Border Freight"))

add("em-14", """
Subject: Re: rate?

Jessie - I can do 2.45/mi on it. 612 miles so $1,499.40. that's all in.
Picks Sat 11/28 Knoxville, TN 10:00, delivers Mon 11/30 Lakeland, FL FCFS 0600-1200. Van, 35k, retail.

Dale
Smoky Mountain Freight
865-555-0121
""", load([stop("Knoxville, TN", "P", "APPT", "2026-11-28", "10:00"),
           stop("Lakeland, FL", "D", "FCFS", "2026-11-30", window=("06:00", "12:00"))],
          miles=612, rate=1499.40, rpm=2.45, weight=35000, commodity="retail", equipmentType="dry_van",
          brokerPhone="+1-865-555-0121", brokerName="Dale", brokerCompany="Smoky Mountain Freight"))

add("em-15", """
Subject: Cotton Belt Carriers - load available

Cotton Belt Carriers has a load available:

Lubbock, TX > Fort Worth, TX
Pick 12/04 (Fri) appt 0700
Drop 12/04 FCFS
Van 53'
Weight 40,000
Product: bottled water
Miles 315
Pays $1,025

Call or text Bobby 806-555-0184
""", load([stop("Lubbock, TX", "P", "APPT", "2026-12-04", "07:00"),
           stop("Fort Worth, TX", "D", "FCFS", "2026-12-04")],
          miles=315, rate=1025, weight=40000, commodity="bottled water", equipmentType="dry_van",
          brokerPhone="+1-806-555-0184", brokerName="Bobby", brokerCompany="Cotton Belt Carriers"))

add("em-16", """
Subject: Portland ME -> Boston

Quick one for Monday:
PU: Portland, ME  11/23  0900
DEL: Boston, MA  11/23  1400
Box truck w/ liftgate OK. 8 pallets of seafood packaging, 6,200 lbs. 112 mi.
$550

--
Kelly Dunn
Casco Bay Logistics
207-555-0136
Sent from my iPhone
""", load([stop("Portland, ME", "P", "APPT", "2026-11-23", "09:00"),
           stop("Boston, MA", "D", "APPT", "2026-11-23", "14:00")],
          miles=112, rate=550, weight=6200, commodity="seafood packaging", equipmentType="box_truck",
          brokerPhone="+1-207-555-0136", brokerName="Kelly Dunn", brokerCompany="Casco Bay Logistics"))

add("em-17", """
Subject: RE: [EXTERNAL] Load 4471920 - Savannah, GA to Nashville, TN

Please see updated details below - the receiver changed.

Load 4471920
Origin: Savannah, GA (Port) - 12/01 - 0600-1000
Destination: Lebanon, TN - 12/02 - 0800 appt
20' container? NO - 53' dry van, floor loaded boxes, 41,000 lbs of ceramic tile
Miles: 494
Rate: $1,600

Thanks,

Tiffany Hale | Carrier Sales
Coastal Empire Logistics
Main 912-555-0100 | Ext 445
""", load([stop("Savannah, GA", "P", "FCFS", "2026-12-01", window=("06:00", "10:00")),
           stop("Lebanon, TN", "D", "APPT", "2026-12-02", "08:00")],
          miles=494, rate=1600, weight=41000, commodity="ceramic tile", equipmentType="dry_van",
          referenceNumber="4471920", brokerPhone="+1-912-555-0100", brokerExtension="445",
          brokerName="Tiffany Hale", brokerCompany="Coastal Empire Logistics"))

add("em-18", """
Subject: Anchorage local

We have a local move in Alaska if you have a truck up there:
Anchorage, AK to Fairbanks, AK
Loads 12/8 9am, delivers 12/9 by 5pm
Dry van, 18,000 lbs groceries, 360 miles
Rate $2,200

Thanks - Denali Freight Services, (907) 555-0175
""", load([stop("Anchorage, AK", "P", "APPT", "2026-12-08", "09:00"),
           stop("Fairbanks, AK", "D", "APPT", "2026-12-09", "17:00")],
          miles=360, rate=2200, weight=18000, commodity="groceries", equipmentType="dry_van",
          brokerPhone="+1-907-555-0175", brokerCompany="Denali Freight Services"))

add("em-19", """
Subject: re: truck in Hilo?

Aloha - island load, Honolulu HI to Kapolei HI, Wednesday 12/2, 0700 appt pickup, deliver same day 1300. 26' box truck, 9,000 lbs of rice, 22 miles. $450 flat.
Makana Kealoha
Pacific Isle Freight
808-555-0112
""", load([stop("Honolulu, HI", "P", "APPT", "2026-12-02", "07:00"),
           stop("Kapolei, HI", "D", "APPT", "2026-12-02", "13:00")],
          miles=22, rate=450, weight=9000, commodity="rice", equipmentType="box_truck",
          brokerPhone="+1-808-555-0112", brokerName="Makana Kealoha", brokerCompany="Pacific Isle Freight"))

add("em-20", """
Subject: Load tender - Bowling Green KY > Toledo OH

Hi carrier partner,

Load # 7709-221
Pick up: Bowling Green, KY on 11/24, 14:00
Drop: Toledo, OH on 11/25, 06:00-10:00
auto parts (racks), 28,000 lbs
Dry Van 53
Miles 375
Rate $1,180.00

Best regards

Derek Simms
Bluegrass Auto Parts Logistics
270-555-0140 x19

IMPORTANT: This message may contain confidential information. If you are not the intended recipient, please delete it. Bluegrass Auto Parts Logistics is a licensed property broker (MC 000000).
""", load([stop("Bowling Green, KY", "P", "APPT", "2026-11-24", "14:00"),
           stop("Toledo, OH", "D", "FCFS", "2026-11-25", window=("06:00", "10:00"))],
          miles=375, rate=1180, weight=28000, commodity="auto parts (racks)", equipmentType="dry_van",
          referenceNumber="7709-221", brokerPhone="+1-270-555-0140", brokerExtension="19",
          brokerName="Derek Simms", brokerCompany="Bluegrass Auto Parts Logistics"))

add("em-21", """
Subject: Flatbed / Conestoga - Birmingham AL to Jacksonville FL

Good afternoon,

Flatbed (conestoga preferred) from Birmingham, AL to Jacksonville, FL.
Loads Tuesday 12/1 FCFS 7am-3pm, delivers Wednesday 12/2 appointment 9am.
Steel beams, 47,000 lbs, 40' long. 8' tarps required.
Mileage 494. Offering $1,850; market is $1,700-$1,900.

Thank you!
Luke Harmon
Dixie Steel Logistics
Main 205-555-0100 • Ext. 219
""", load([stop("Birmingham, AL", "P", "FCFS", "2026-12-01", window=("07:00", "15:00")),
           stop("Jacksonville, FL", "D", "APPT", "2026-12-02", "09:00")],
          miles=494, rate=1850, marketRateRange={"min": 1700, "max": 1900}, weight=47000,
          commodity="Steel beams", equipmentType="flatbed", specialInstructions="8' tarps required.",
          brokerPhone="+1-205-555-0100", brokerExtension="219", brokerName="Luke Harmon",
          brokerCompany="Dixie Steel Logistics"))

add("em-22", """
Subject: Chambersburg PA / 3 stop / Jan 5

Happy holidays - booking early for January.

PU  Chambersburg, PA   01/05  07:00 appt
SO1 Wilmington, DE     01/05  FCFS 13:00-17:00
SO2 Providence, RI     01/06  08:00 appt

Dry van, 33,500 lbs, holiday returns (mixed retail). 452 miles, $1,700 all in incl. stop-offs.

Rachel Kim
Mid-Atlantic Distribution Logistics
717-555-0129 • Ext. 63
""", load([stop("Chambersburg, PA", "P", "APPT", "2027-01-05", "07:00"),
           stop("Wilmington, DE", "D", "FCFS", "2027-01-05", window=("13:00", "17:00")),
           stop("Providence, RI", "D", "APPT", "2027-01-06", "08:00")],
          miles=452, rate=1700, weight=33500, commodity="holiday returns (mixed retail)", equipmentType="dry_van",
          brokerPhone="+1-717-555-0129", brokerExtension="63", brokerName="Rachel Kim",
          brokerCompany="Mid-Atlantic Distribution Logistics"))

add("em-23", """
Subject: Re: Re: Re: Wichita KS

Confirmed on our end, sending ratecon now. For your records:
Wichita KS -> Denver CO, pu 11/25 (Wed) 6A-10A, del 11/26 appt 2P, RFR 36F, 40k beef, 520 mi, $2,050 total.

- Grant
Plains Protein Logistics
Main 316-555-0100 | Ext 88

On Fri, Nov 20, 2026, 9:12 AM Dispatch wrote:
> can you do 2100?
""", load([stop("Wichita, KS", "P", "FCFS", "2026-11-25", window=("06:00", "10:00")),
           stop("Denver, CO", "D", "APPT", "2026-11-26", "14:00")],
          miles=520, rate=2050, weight=40000, commodity="beef", temperature=36, equipmentType="reefer",
          brokerPhone="+1-316-555-0100", brokerExtension="88", brokerName="Grant",
          brokerCompany="Plains Protein Logistics"))

add("em-24", """
Subject: Ogden UT outbound - RE: capacity

From: Mia Castillo
Sent: Fri 11/20/2026 12:20 PM

Here's what I've got out of Ogden:

Load 1 of 1
Origin: Ogden, UT
Destination: Boise, ID
PU: 11/23 appt 1:30 PM
DEL: 11/24 appt 7:00 AM
Equip: Van
Weight: 39,000 lbs
Commodity: dog food
Miles: 290
Rate: 1000.00

Mia Castillo
Wasatch Front Logistics | 801.555.0170 x 4
""", load([stop("Ogden, UT", "P", "APPT", "2026-11-23", "13:30"),
           stop("Boise, ID", "D", "APPT", "2026-11-24", "07:00")],
          miles=290, rate=1000, weight=39000, commodity="dog food", equipmentType="dry_van",
          brokerPhone="+1-801-555-0170", brokerExtension="4", brokerName="Mia Castillo",
          brokerCompany="Wasatch Front Logistics"))

add("em-25", """
Subject: need sprinter - medical, Omaha > Kansas City

Sprinter van needed ASAP.
Pickup Omaha, NE today 11/20 at 4:30 PM
Deliver Kansas City, MO tonight by 9:00 PM
2 pallets medical supplies, 900 lbs. 187 miles. $520.
Ref MED-1182

Call me - Tara, Heartland Expedite, 402-555-0168
""", load([stop("Omaha, NE", "P", "APPT", "2026-11-20", "16:30"),
           stop("Kansas City, MO", "D", "APPT", "2026-11-20", "21:00")],
          miles=187, rate=520, weight=900, commodity="medical supplies", equipmentType="sprinter_van",
          referenceNumber="MED-1182", brokerPhone="+1-402-555-0168", brokerName="Tara",
          brokerCompany="Heartland Expedite"))

add("em-26", """
Subject: Produce Express Brokerage - Van load Montgomery to Atlanta

Hi!

Montgomery, AL -> Atlanta, GA
PU Mon 11/30 0800-1200
DEL Mon 11/30 appt 1700
53' van, 20 pallets of carpet padding, 14,000 lbs
161 miles / $650

Meredith Fox
Produce Express Brokerage
334-555-0183 ext 12
""", load([stop("Montgomery, AL", "P", "FCFS", "2026-11-30", window=("08:00", "12:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-11-30", "17:00")],
          miles=161, rate=650, weight=14000, commodity="carpet padding", equipmentType="dry_van",
          brokerPhone="+1-334-555-0183", brokerExtension="12", brokerName="Meredith Fox",
          brokerCompany="Produce Express Brokerage"))

add("em-27", """
Subject: RE: Load offer #TX-33019 (Houston > San Antonio)

Correction - it's going to New Braunfels, not San Antonio. Everything else the same.

From: Omar Haddad
Sent: Friday, November 20, 2026 7:45 AM
Subject: Load offer #TX-33019 (Houston > San Antonio)

Houston, TX pickup 11/24 0900 appt
San Antonio, TX delivery 11/24 1500 appt
Van, 30,000 lbs chemicals (non-haz), 172 mi, $700

Omar Haddad
Gulf Coast Chemical Logistics
713-555-0116
""", load([stop("Houston, TX", "P", "APPT", "2026-11-24", "09:00"),
           stop("New Braunfels, TX", "D", "APPT", "2026-11-24", "15:00")],
          miles=172, rate=700, weight=30000, commodity="chemicals (non-haz)", equipmentType="dry_van",
          referenceNumber="TX-33019", brokerPhone="+1-713-555-0116", brokerName="Omar Haddad",
          brokerCompany="Gulf Coast Chemical Logistics"))

add("em-28", """
Subject: Lumber Lane Freight // Reefer Yakima->Seattle

Morning,
PU YAKIMA, WA 12/10 0400 APPT
DEL KENT, WA 12/10 1000-1400
APPLES 42,000 LBS, REEFER 33F, 150 MI, RATE $850
REF LLF-7741

LUMBER LANE FREIGHT
Special Info: Do NOT double broker. Tracking required (MacroPoint).
509-555-0109 • Ext. 5
""", load([stop("Yakima, WA", "P", "APPT", "2026-12-10", "04:00"),
           stop("Kent, WA", "D", "FCFS", "2026-12-10", window=("10:00", "14:00"))],
          miles=150, rate=850, weight=42000, commodity="APPLES", temperature=33, equipmentType="reefer",
          specialInstructions="Do NOT double broker. Tracking required (MacroPoint).", referenceNumber="LLF-7741",
          brokerPhone="+1-509-555-0109", brokerExtension="5", brokerCompany="LUMBER LANE FREIGHT"))

write("emails.json", P, "Written by hand: broker e-mails with threads, quoted replies, signatures, disclaimers and subject lines that disagree with the body.")
