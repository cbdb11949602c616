"""Rate confirmations and load tenders pasted out of PDFs, written by hand: page headers and
footers, 'Printed' stamps, broken line wraps, labels and values split across lines, carrier blocks
(the carrier is not the broker). The offered rate is the total carrier pay."""

from common import load, posting, stop, write

P = []


def add(pid, text, exp, style="email"):
    P.append(posting(pid, style, text, exp))


add("pdf-01", """
IRONHORSE BROKERAGE LLC                                    RATE CONFIRMATION
4410 Commerce Blvd, Tulsa, OK 74107   Main 918-555-0100   Fax 918-555-0101
Load # IHB-220931                                  Printed: 11/19/2026 4:52 PM
Carrier: Blue Line Carriers Inc  MC# 000000  Phone 405-555-0199
SHIPPER                                   CONSIGNEE
Acme Plastics                             Midwest Molding
1200 W 41st St                            88 Industrial Dr
Tulsa, OK                                 Des Moines,
                                          IA
Date: 11/23/2026 Time: 08:00-12:00        Date: 11/24/2026 Time: 07:00 APPT
Equipment: 53' Dry Van   Weight: 38,250 lbs   Commodity: plastic resin
Miles: 447
Line Haul        $1,250.00
Fuel Surcharge     $175.00
TOTAL CARRIER PAY  $1,425.00
Dispatcher: Kayla Ross ext 214
Page 1 of 2
""", load([stop("Tulsa, OK", "P", "FCFS", "2026-11-23", window=("08:00", "12:00")),
           stop("Des Moines, IA", "D", "APPT", "2026-11-24", "07:00")],
          miles=447, rate=1425, weight=38250, commodity="plastic resin", equipmentType="dry_van",
          referenceNumber="IHB-220931", brokerPhone="+1-918-555-0100", brokerExtension="214",
          brokerName="Kayla Ross", brokerCompany="IRONHORSE BROKERAGE LLC"))

add("pdf-02", """
Load Tender
Summit Peak Logistics | 1550 Blake St Ste 300, Denver, CO 80202 | (303) 555-
0122
Tender #: SPL-77410 Tender Date: 11/20/2026
Stop 1 Pick Up Grand Junction, CO 12/01/2026 06:00 -
10:00
Stop 2 Drop Salt Lake City, UT 12/01/2026 18:00
Trailer: Reefer Temp: 35 F Commodity: beer, kegs
Weight: 41,800 lb Distance: 285 mi
Rate: $1,300.00 USD (all-inclusive)
Please sign and return within 1 hour.
Summit Peak Logistics - Confidential                           Page 1
""", load([stop("Grand Junction, CO", "P", "FCFS", "2026-12-01", window=("06:00", "10:00")),
           stop("Salt Lake City, UT", "D", "APPT", "2026-12-01", "18:00")],
          miles=285, rate=1300, weight=41800, commodity="beer, kegs", temperature=35, equipmentType="reefer",
          referenceNumber="SPL-77410", brokerPhone="+1-303-555-0122", brokerCompany="Summit Peak Logistics"))

add("pdf-03", """
CARRIER RATE AND LOAD CONFIRMATION
Broker: Northstar Freight Solutions          Carrier: Rolling H Trucking LLC
Contact: Dan Becker                         Contact: Dispatch
Phone: 612-555-0145 x 33                    Phone: 701-555-0190
Order No.  NFS-40018
Pick-up
St. Cloud, MN
Wed 12/09/2026 0800 APPT
Deliver
Bismarck,
ND
Thu 12/10/2026 FCFS 0700-1500
Equip Flatbed 48'   Lbs 44,000   Commodity Lumber (treated)
Loaded Miles 410
Rate  $1,650.00   Tarp  $75.00   Total  $1,725.00
Requirements: 4' tarps, 8 straps minimum.
======= Page 1 of 1 =======
""", load([stop("St. Cloud, MN", "P", "APPT", "2026-12-09", "08:00"),
           stop("Bismarck, ND", "D", "FCFS", "2026-12-10", window=("07:00", "15:00"))],
          miles=410, rate=1725, weight=44000, commodity="Lumber (treated)", equipmentType="flatbed",
          specialInstructions="4' tarps, 8 straps minimum.", referenceNumber="NFS-40018",
          brokerPhone="+1-612-555-0145", brokerExtension="33", brokerName="Dan Becker",
          brokerCompany="Northstar Freight Solutions"))

add("pdf-04", """
Page 2 of 3
Printed 11/20/2026 07:14
...continued from page 1
PICKUP #1
Location: Evergreen Packaging, Canton, NC
Appointment: 11/30/2026 09:00
PICKUP #2
Location: Asheville, NC
Appointment: 11/30/2026 13:00-15:00 FCFS
DELIVERY
Location: Roanoke, VA
Appointment: 12/01/2026 08:00
Total Miles: 232  Weight: 27,500  Equip: Van
Carrier Pay: $1,100.00 (includes 1 stop-off)
Evergreen Freight Co · 828-555-0133 · Ext. 52
Load ID EFC-90117
""", load([stop("Canton, NC", "P", "APPT", "2026-11-30", "09:00"),
           stop("Asheville, NC", "P", "FCFS", "2026-11-30", window=("13:00", "15:00")),
           stop("Roanoke, VA", "D", "APPT", "2026-12-01", "08:00")],
          miles=232, rate=1100, weight=27500, equipmentType="dry_van", referenceNumber="EFC-90117",
          brokerPhone="+1-828-555-0133", brokerExtension="52", brokerCompany="Evergreen Freight Co"))

add("pdf-05", """
Big Sky Brokerage                                      Rate Con
PO Box 2210, Billings MT 59103
Ph 406-555-0161  Fx 406-555-0162
Load#: BSB-1190
Origin: Casper,
WY
Pickup: 12/03/26 7:00am
Destination: Billings, MT
Delivery: 12/04/26 by 8:00am
Truck: Step Deck   Wgt: 36,000   Miles: 292
Commodity: Oilfield equipment
Linehaul: $1,350.00
Total: $1,350.00
Broker Rep: Jen Halvorsen
Carrier must call for dispatch. Driver must have hard hat, vest, steel toe boots.
""", load([stop("Casper, WY", "P", "APPT", "2026-12-03", "07:00"),
           stop("Billings, MT", "D", "APPT", "2026-12-04", "08:00")],
          miles=292, rate=1350, weight=36000, commodity="Oilfield equipment", equipmentType="flatbed",
          specialInstructions="Carrier must call for dispatch. Driver must have hard hat, vest, steel toe boots.", referenceNumber="BSB-1190",
          brokerPhone="+1-406-555-0161", brokerName="Jen Halvorsen", brokerCompany="Big Sky Brokerage"))

add("pdf-06", """
RATE CONFIRMATION - LOAD 55021983
TRI-STATE FURNITURE FREIGHT
1 Market Sq, Pittsburgh PA 15222 | 412-555-0180
-----------------------------------------------------------
Ship From            Ship To
Hickory, NC          Pittsburgh, PA
11/24/2026           11/25/2026
0700-1100            1300 APPT
-----------------------------------------------------------
Trailer  Van 53      Weight  18,500   Pieces  64
Commodity  Upholstered furniture (blanket wrap)
Miles  455
Pay  $1,600.00
Notes: No double brokering. Driver unloads - lumper NOT reimbursed.
Tri-State Furniture Freight reserves the right to...
Page 1/1
""", load([stop("Hickory, NC", "P", "FCFS", "2026-11-24", window=("07:00", "11:00")),
           stop("Pittsburgh, PA", "D", "APPT", "2026-11-25", "13:00")],
          miles=455, rate=1600, weight=18500, commodity="Upholstered furniture (blanket wrap)", equipmentType="dry_van",
          specialInstructions="No double brokering. Driver unloads - lumper NOT reimbursed.", referenceNumber="55021983",
          brokerPhone="+1-412-555-0180", brokerCompany="TRI-STATE FURNITURE FREIGHT"))

add("pdf-07", """
Heartland Dairy Freight         LOAD CONFIRMATION        Conf# HDF-3381
Carrier: Prairie Express LLC (MC 000000)   Carrier Phone: (515) 555-0198
Pickup     Green Bay, WI        Sat 11/28/2026    05:00
Delivery   Des Moines, IA       Sun 11/29/2026    06:00 - 14:00
Reefer 34°F continuous   42,000 lbs   Cheese (block)
Miles 431
Base $1,600.00 | FSC $210.00 | Total $1,810.00
Broker contact: Paula Nystrom 920-555-0127
Printed 11/20/2026 9:03 AM                     Page 1 of 1
""", load([stop("Green Bay, WI", "P", "APPT", "2026-11-28", "05:00"),
           stop("Des Moines, IA", "D", "FCFS", "2026-11-29", window=("06:00", "14:00"))],
          miles=431, rate=1810, weight=42000, commodity="Cheese (block)", temperature=34, equipmentType="reefer",
          referenceNumber="HDF-3381", brokerPhone="+1-920-555-0127", brokerName="Paula Nystrom",
          brokerCompany="Heartland Dairy Freight"))

add("pdf-08", """
BILL OF LADING / LOAD SHEET                                       1 of 1
Shipper: Port of Mobile Terminal, Mobile, AL 36602
Pick Up Date 12/2/2026  Window 0600 - 1400
Consignee: Gulfport, MS
Deliver 12/2/2026  Appt 16:00
Equipment  Flatbed      Weight  45,300 lbs    Miles  72
Commodity  Steel plate
Freight Charges  $650.00
Broker  Magnolia Logistics  601-555-0166 • Ext. 40
""", load([stop("Mobile, AL", "P", "FCFS", "2026-12-02", window=("06:00", "14:00")),
           stop("Gulfport, MS", "D", "APPT", "2026-12-02", "16:00")],
          miles=72, rate=650, weight=45300, commodity="Steel plate", equipmentType="flatbed",
          brokerPhone="+1-601-555-0166", brokerExtension="40", brokerCompany="Magnolia Logistics"))

add("pdf-09", """
Cascade Timber Transport - Rate Agreement
Ref No: CTT-8812      Date Issued: 11/20/2026
Origin: Medford, OR          Dest: Stockton, CA
P/U: 11/23/2026 0700-1500    D/O: 11/24/2026 0600 APPT
Equip: FLATBD (48')          Tarps: 6 ft required
Weight: 46,800               Comm: Plywood
Miles: 319                   Rate: $1,250.00 + $75.00 tarp
Contact: Tom Becker
Office: 541-555-0160 Ext 12
Cascade Timber Transport | Page 1
""", load([stop("Medford, OR", "P", "FCFS", "2026-11-23", window=("07:00", "15:00")),
           stop("Stockton, CA", "D", "APPT", "2026-11-24", "06:00")],
          miles=319, rate=1250, weight=46800, commodity="Plywood", equipmentType="flatbed",
          specialInstructions="Tarps: 6 ft required", referenceNumber="CTT-8812",
          brokerPhone="+1-541-555-0160", brokerExtension="12", brokerName="Tom Becker",
          brokerCompany="Cascade Timber Transport"))

add("pdf-10", """
Sunbelt Brokerage Inc.
RATE CONFIRMATION
Load: SB-602211
Pick
El Paso, TX 79927
12/07/2026
08:00
Drop
Tucson, AZ 85706
12/07/2026
17:00-21:00
Van   26,000 lbs   320 miles
Agreed rate $1,050.00 all in
Questions: 915-555-0172
This confirmation supersedes all prior agreements. Page 1 of 1
""", load([stop("El Paso, TX", "P", "APPT", "2026-12-07", "08:00"),
           stop("Tucson, AZ", "D", "FCFS", "2026-12-07", window=("17:00", "21:00"))],
          miles=320, rate=1050, weight=26000, equipmentType="dry_van", referenceNumber="SB-602211",
          brokerPhone="+1-915-555-0172", brokerCompany="Sunbelt Brokerage Inc."))

add("pdf-11", """
Gulf Coast Chemical Logistics · 713-555-0116 · Rate Confirmation · Page 1
Load 30-44187   Issued 11/20/2026 10:31
Stop 1 (Pick): Pasadena, TX - 11/25/2026 - 0900 appt
Stop 2 (Drop): Lake Charles, LA - 11/25/2026 - 1500-1900
Equipment: 53' Van (hazmat endorsed driver)
Commodity: Class 8 cleaning compound   Weight: 40,200 lbs
Miles: 142
Linehaul: $800.00   Hazmat: $150.00   Total Carrier Pay: $950.00
Rep: Omar Haddad
""", load([stop("Pasadena, TX", "P", "APPT", "2026-11-25", "09:00"),
           stop("Lake Charles, LA", "D", "FCFS", "2026-11-25", window=("15:00", "19:00"))],
          miles=142, rate=950, weight=40200, commodity="Class 8 cleaning compound", equipmentType="dry_van",
          referenceNumber="30-44187", brokerPhone="+1-713-555-0116", brokerName="Omar Haddad",
          brokerCompany="Gulf Coast Chemical Logistics"))

add("pdf-12", """
LOAD CONFIRMATION                                        Maple Leaf Logistics
                                                         Toronto, ON  416-555-0186
Load #   MLL-11902
Shipper  London, ON        Pickup   Tue Dec 1 2026  10:00
Receiver Detroit, MI       Deliver  Tue Dec 1 2026  16:00-20:00
Trailer  53' Dry Van       Weight   29,000 lb
Commodity  auto parts      Miles    119
Total Rate  $750.00 USD
Customs: PAPS required, carrier to provide.
""", load([stop("London, ON", "P", "APPT", "2026-12-01", "10:00"),
           stop("Detroit, MI", "D", "FCFS", "2026-12-01", window=("16:00", "20:00"))],
          miles=119, rate=750, weight=29000, commodity="auto parts", equipmentType="dry_van",
          specialInstructions="Customs: PAPS required, carrier to provide.", referenceNumber="MLL-11902",
          brokerPhone="+1-416-555-0186", brokerCompany="Maple Leaf Logistics"))

add("pdf-13", """
Rate Confirmation                       Patriot Carriers LLC - Brokerage Division
Load Number 4471-PC                     Main 757-555-0100 | Ext 318 | Fax 757-555-0101
Pickup
  Norfolk, VA  (Naval Station Gate 3)
  11/30/2026  08:00 - 12:00
Delivery
  Fayetteville, NC
  12/01/2026  07:00
Equipment Van   Weight 12,200   Miles 246
Carrier Pay $900.00
Special Info: Driver must have REAL ID. No passengers.
""", load([stop("Norfolk, VA", "P", "FCFS", "2026-11-30", window=("08:00", "12:00")),
           stop("Fayetteville, NC", "D", "APPT", "2026-12-01", "07:00")],
          miles=246, rate=900, weight=12200, equipmentType="dry_van",
          specialInstructions="Driver must have REAL ID. No passengers.", referenceNumber="4471-PC",
          brokerPhone="+1-757-555-0100", brokerExtension="318", brokerCompany="Patriot Carriers LLC"))

add("pdf-14", """
Bayou Rice Logistics        RATE CON        #BRL-7015
Pick: Crowley, LA    12/08/26   0700 appt
Drop: Houston, TX    12/08/26   1300-1700
Van, 44,000 lbs, milled rice (bagged), 212 mi
Rate: $900.00
Accessorials: Detention $50/hr after 2 free hrs. TONU $150.
Contact: Claire Thibodeaux  337-555-0110
Page 1 of 1          Printed 11/20/2026 12:40:05
""", load([stop("Crowley, LA", "P", "APPT", "2026-12-08", "07:00"),
           stop("Houston, TX", "D", "FCFS", "2026-12-08", window=("13:00", "17:00"))],
          miles=212, rate=900, weight=44000, commodity="milled rice (bagged)", equipmentType="dry_van",
          referenceNumber="BRL-7015", brokerPhone="+1-337-555-0110", brokerName="Claire Thibodeaux",
          brokerCompany="Bayou Rice Logistics"))

add("pdf-15", """
Twin Cities Freight
RATE CONFIRMATION   Load TCF-
88120
Origin Minneapolis, MN   12/14/2026 06:00-10:00
Destination Fargo, ND   12/14/2026 16:00
Reefer set 0°F, frozen pizza,
42,000 lbs, 235 miles
Pay: Linehaul $1,000.00; Fuel $140.00;
Total $1,140.00
Broker: Twin Cities Freight, Shawn McCoy, 612-555-0150
""", load([stop("Minneapolis, MN", "P", "FCFS", "2026-12-14", window=("06:00", "10:00")),
           stop("Fargo, ND", "D", "APPT", "2026-12-14", "16:00")],
          miles=235, rate=1140, weight=42000, commodity="frozen pizza", temperature=0, equipmentType="reefer",
          referenceNumber="TCF-88120", brokerPhone="+1-612-555-0150", brokerName="Shawn McCoy",
          brokerCompany="Twin Cities Freight"))

add("pdf-16", """
Load Confirmation  |  Appalachian Coal & Freight  |  304-555-0123
Conf #: ACF-2290
Pickup: Charleston, WV - 12/15/2026 - 07:00
Delivery: Richmond, VA - 12/15/2026 - 15:00
Equipment: Flatbed 48'
Commodity: Mining equipment parts   Weight: 31,000 lbs
Miles: 313
Rate: $1,400.00
Notes: Chains/binders required. Call receiver 1 hr before arrival.
""", load([stop("Charleston, WV", "P", "APPT", "2026-12-15", "07:00"),
           stop("Richmond, VA", "D", "APPT", "2026-12-15", "15:00")],
          miles=313, rate=1400, weight=31000, commodity="Mining equipment parts", equipmentType="flatbed",
          specialInstructions="Chains/binders required. Call receiver 1 hr before arrival.", referenceNumber="ACF-2290",
          brokerPhone="+1-304-555-0123", brokerCompany="Appalachian Coal & Freight"))

add("pdf-17", """
Pioneer Poultry Transport
Rate Confirmation
Carrier: M&J Transport    Driver: Luis    Truck 102
Load: PPT-50091
PU: Gainesville, GA  11/23/2026  22:00
DEL: Miami, FL  11/24/2026  10:00-14:00
Reefer 28F  Fresh chicken  40,000 lbs
661 Miles
$2,100.00 Flat
Broker phone 770-555-0141
""", load([stop("Gainesville, GA", "P", "APPT", "2026-11-23", "22:00"),
           stop("Miami, FL", "D", "FCFS", "2026-11-24", window=("10:00", "14:00"))],
          miles=661, rate=2100, weight=40000, commodity="Fresh chicken", temperature=28, equipmentType="reefer",
          referenceNumber="PPT-50091", brokerPhone="+1-770-555-0141", brokerCompany="Pioneer Poultry Transport"))

add("pdf-18", """
RATE CONFIRMATION
Broker    Prairie Wind Freight, 301 S 8th St, Lincoln NE
Phone     402-555-
          0139
Load      PWF-12200
Pick up   Grand Island, NE     Mon 12/21/2026   08:00 - 16:00
Drop      Denver, CO           Tue 12/22/2026   07:00
Equip     Van                  Weight  40,000
Miles     382                  Rate    $1,275.00
Commodity Pet food
""", load([stop("Grand Island, NE", "P", "FCFS", "2026-12-21", window=("08:00", "16:00")),
           stop("Denver, CO", "D", "APPT", "2026-12-22", "07:00")],
          miles=382, rate=1275, weight=40000, commodity="Pet food", equipmentType="dry_van",
          referenceNumber="PWF-12200", brokerPhone="+1-402-555-0139", brokerCompany="Prairie Wind Freight"))

add("pdf-19", """
Keystone Freight Group                             Page 1 of 2
RATE CONFIRMATION  Load# KFG-31902
Stop 1: PICK  Allentown, PA  12/28/2026 0800
Stop 2: DROP  Hartford, CT  12/28/2026 1400
Stop 3: DROP  Worcester, MA  12/29/2026 0700-1100
Equipment: Dry Van  Weight: 24,000 lbs  Total miles: 266
Line haul $1,150.00   Stop charge $75.00   Total $1,225.00
Jenna Morris 610-555-0119 x 22
-- continued on page 2: terms and conditions --
""", load([stop("Allentown, PA", "P", "APPT", "2026-12-28", "08:00"),
           stop("Hartford, CT", "D", "APPT", "2026-12-28", "14:00"),
           stop("Worcester, MA", "D", "FCFS", "2026-12-29", window=("07:00", "11:00"))],
          miles=266, rate=1225, weight=24000, equipmentType="dry_van", referenceNumber="KFG-31902",
          brokerPhone="+1-610-555-0119", brokerExtension="22", brokerName="Jenna Morris",
          brokerCompany="Keystone Freight Group"))

add("pdf-20", """
Mesa Verde Logistics - Rate Confirmation - Load MVL-4420
Pickup       Las Cruces, NM         01/07/2027   06:00 APPT
Delivery     Tucson, AZ             01/07/2027   14:00 - 18:00
Reefer @ 36°F | Onions (sacks) | 43,500 lbs | 275 mi
Total pay $1,150.00
Lupe Garza  Main 505-555-0100 • Ext. 27
Printed 11/20/2026
""", load([stop("Las Cruces, NM", "P", "APPT", "2027-01-07", "06:00"),
           stop("Tucson, AZ", "D", "FCFS", "2027-01-07", window=("14:00", "18:00"))],
          miles=275, rate=1150, weight=43500, commodity="Onions (sacks)", temperature=36, equipmentType="reefer",
          referenceNumber="MVL-4420", brokerPhone="+1-505-555-0100", brokerExtension="27", brokerName="Lupe Garza",
          brokerCompany="Mesa Verde Logistics"))

add("pdf-21", """
Allied Auto Parts Logistics
2200 Woodward Ave
Detroit, MI 48201
RATE CONFIRMATION #AAP-
61230
PICKUP
Fort Wayne, IN
11/27/2026 06:00
DELIVERY
Lansing,
MI
11/27/2026 12:00-16:00
VAN 53 | 22,000 LBS | 170 MI
RATE $700.00
Call Brett Olson 313-555-0108
""", load([stop("Fort Wayne, IN", "P", "APPT", "2026-11-27", "06:00"),
           stop("Lansing, MI", "D", "FCFS", "2026-11-27", window=("12:00", "16:00"))],
          miles=170, rate=700, weight=22000, equipmentType="dry_van", referenceNumber="AAP-61230",
          brokerPhone="+1-313-555-0108", brokerName="Brett Olson", brokerCompany="Allied Auto Parts Logistics"))

add("pdf-22", """
Coastal Citrus Logistics | Load Tender | LT-10993
Shipper: Vero Beach, FL | Pick date 12/10/2026 | 0500-0900
Receiver: Atlanta, GA | Deliver 12/11/2026 | 0600 appt
Reefer 36°F, Oranges, 44,000 lbs, 488 miles
Rate $1,800 (linehaul) + $225 (fuel) = $2,025 total
Coastal Citrus Logistics, Vero Beach FL, 772-555-0148
""", load([stop("Vero Beach, FL", "P", "FCFS", "2026-12-10", window=("05:00", "09:00")),
           stop("Atlanta, GA", "D", "APPT", "2026-12-11", "06:00")],
          miles=488, rate=2025, weight=44000, commodity="Oranges", temperature=36, equipmentType="reefer",
          referenceNumber="LT-10993", brokerPhone="+1-772-555-0148", brokerCompany="Coastal Citrus Logistics"))

write("pdf-pastes.json", P, "Written by hand: rate confirmations and load tenders pasted out of PDFs.")
