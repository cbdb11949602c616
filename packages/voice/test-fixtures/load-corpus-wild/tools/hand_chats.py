"""SMS and WhatsApp exports, written by hand. Message timestamps are never appointments; a
relative day ('tmrw', 'monday') counts from the date of the message that says it; the broker's
phone may be only the sender's number in the export header."""

from common import load, posting, stop, write

P = []


def add(pid, text, exp, style="sms"):
    P.append(posting(pid, style, text, exp))


add("wa-01", """
[11/20/26, 8:02:14 AM] Ray - Tri County Dispatch: Morning! u got anything out of Tulsa?
[11/20/26, 8:15:40 AM] Kim Tran: yes sir
[11/20/26, 8:15:52 AM] Kim Tran: Tulsa OK to Wichita KS
[11/20/26, 8:16:10 AM] Kim Tran: pu tmrw 10:00, del Mon 11/23 07:00 appt
[11/20/26, 8:16:31 AM] Kim Tran: van 36k paper, 176 mi, $725
[11/20/26, 8:17:02 AM] Ray - Tri County Dispatch: send it
""", load([stop("Tulsa, OK", "P", "APPT", "2026-11-21", "10:00"),
           stop("Wichita, KS", "D", "APPT", "2026-11-23", "07:00")],
          miles=176, rate=725, weight=36000, commodity="paper", equipmentType="dry_van", brokerName="Kim Tran"))

add("wa-02", """
20/11/2026, 14:31 - Gurpreet Singh: Load available
20/11/2026, 14:31 - Gurpreet Singh: Brampton? No, pickup Mississauga ON -> Montreal QC
20/11/2026, 14:32 - Gurpreet Singh: Pickup Monday 23 Nov 0800-1200
20/11/2026, 14:32 - Gurpreet Singh: Deliver Tue 24 Nov 0700 appointment
20/11/2026, 14:33 - Gurpreet Singh: 53 dry van, 24 skids, 38000 lbs, $1,300 CAD, 340 miles
20/11/2026, 14:40 - You: ok call u
20/11/2026, 14:41 - Gurpreet Singh: 905-555-0171
""", load([stop("Mississauga, ON", "P", "FCFS", "2026-11-23", window=("08:00", "12:00")),
           stop("Montreal, QC", "D", "APPT", "2026-11-24", "07:00")],
          miles=340, rate=1300, weight=38000, equipmentType="dry_van", brokerPhone="+1-905-555-0171",
          brokerName="Gurpreet Singh"))

add("sms-01", """
Nov 20, 2026 10:02 AM  +1 (214) 555-0143:
Dallas tx > houston tx  v  pu 11/24 0700-1100  del same day by 1700  40k  242mi  $850 firm
""", load([stop("Dallas, TX", "P", "FCFS", "2026-11-24", window=("07:00", "11:00")),
           stop("Houston, TX", "D", "APPT", "2026-11-24", "17:00")],
          miles=242, rate=850, weight=40000, equipmentType="dry_van", brokerPhone="+1-214-555-0143"))

add("sms-02", """
Today 11:48 AM
reefer needed!! Nogales AZ → Denver CO. pu sun 11/22 at 2200, del tue 11/24 at 0600. -10 frozen berries 41k. 829 mi. 3,400 all in. Rosa 520-555-0131
""", load([stop("Nogales, AZ", "P", "APPT", "2026-11-22", "22:00"),
           stop("Denver, CO", "D", "APPT", "2026-11-24", "06:00")],
          miles=829, rate=3400, weight=41000, commodity="frozen berries", temperature=-10, equipmentType="reefer",
          brokerPhone="+1-520-555-0131", brokerName="Rosa"))

add("sms-03", """
FLATBD needed. Pittsburgh PA to Buffalo NY. loads Mon 7A-11A. delivers Tues 8A appt. 44k steel coil, need coil racks + 4 ft tarps. 218 mi. $1,150. call Vinnie 412-555-0114 x 5
""", load([stop("Pittsburgh, PA", "P", "FCFS", "2026-11-23", window=("07:00", "11:00")),
           stop("Buffalo, NY", "D", "APPT", "2026-11-24", "08:00")],
          miles=218, rate=1150, weight=44000, commodity="steel coil", equipmentType="flatbed",
          specialInstructions="need coil racks + 4 ft tarps", brokerPhone="+1-412-555-0114", brokerExtension="5",
          brokerName="Vinnie"))

add("wa-03", """
[11/19/26, 6:45:11 PM] Luis Ortega: Hey bro, load for tomorrow
[11/19/26, 6:45:30 PM] Luis Ortega: El Paso TX to Albuquerque NM
[11/19/26, 6:46:02 PM] Luis Ortega: Picks up tomorrow 9am, delivers tomorrow 4pm
[11/19/26, 6:46:20 PM] Luis Ortega: 267 miles, $1,000, van, 22k cardboard
[11/19/26, 6:50:44 PM] Luis Ortega: Front Range Logistics, ask for me at 719-555-0105 ext 4
""", load([stop("El Paso, TX", "P", "APPT", "2026-11-20", "09:00"),
           stop("Albuquerque, NM", "D", "APPT", "2026-11-20", "16:00")],
          miles=267, rate=1000, weight=22000, commodity="cardboard", equipmentType="dry_van",
          brokerPhone="+1-719-555-0105", brokerExtension="4", brokerName="Luis Ortega",
          brokerCompany="Front Range Logistics"))

add("sms-04", """
RFR - Salinas CA to Portland OR
pu 11/25 1300 appt
del 11/27 fcfs 0500-1100
lettuce 34°, 40k
720 mi
$2,900 (2,650 lh + 250 fsc)
txt 831-555-0103
""", load([stop("Salinas, CA", "P", "APPT", "2026-11-25", "13:00"),
           stop("Portland, OR", "D", "FCFS", "2026-11-27", window=("05:00", "11:00"))],
          miles=720, rate=2900, weight=40000, commodity="lettuce", temperature=34, equipmentType="reefer",
          brokerPhone="+1-831-555-0103"))

add("wa-04", """
[20/11/2026, 09:05:17] Dispatch Maria: what do u have for sprinter in Atlanta
[20/11/2026, 09:11:52] Tony Russo: sprinter Atlanta GA → Birmingham AL, pickup 1pm today, deliver by 6pm, 1,800 lbs, 147 miles, $400
[20/11/2026, 09:12:10] Tony Russo: ref 55-9981
[20/11/2026, 09:14:03] Dispatch Maria: ok 👍
""", load([stop("Atlanta, GA", "P", "APPT", "2026-11-20", "13:00"),
           stop("Birmingham, AL", "D", "APPT", "2026-11-20", "18:00")],
          miles=147, rate=400, weight=1800, equipmentType="sprinter_van", referenceNumber="55-9981",
          brokerName="Tony Russo"))

add("sms-05", """
Msg from 615-555-0190 (Fri 11/20 3:22 PM):
V-R ok. Nashville TN to Indianapolis IN, Sat 11/28 6a-2p, del Mon 11/30 8a. 30k bottled water. 288 mi. $950
""", load([stop("Nashville, TN", "P", "FCFS", "2026-11-28", window=("06:00", "14:00")),
           stop("Indianapolis, IN", "D", "APPT", "2026-11-30", "08:00")],
          miles=288, rate=950, weight=30000, commodity="bottled water", equipmentType="dry_van",
          brokerPhone="+1-615-555-0190"))

add("sms-06", """
yo its Derek w/ Patriot Carriers
got a hot shot? no, need 48' flat
Morgantown WV → Columbus OH
wed 12/2, 8:00
3 crates machinery 18,500#
195 mi, $875
304-555-0177
""", load([stop("Morgantown, WV", "P", "APPT", "2026-12-02", "08:00"),
           stop("Columbus, OH", "D", "APPT")],
          miles=195, rate=875, weight=18500, commodity="machinery", equipmentType="flatbed",
          brokerPhone="+1-304-555-0177", brokerName="Derek", brokerCompany="Patriot Carriers"))

add("wa-05", """
[11/20/26, 10:30:05 AM] Amy Brooks: Good morning!! 2 loads but one is covered already
[11/20/26, 10:30:40 AM] Amy Brooks: Open one: Cedar Rapids IA - Madison WI, 12/1 7am-11am pickup, delivers 12/1 by 4pm
[11/20/26, 10:31:02 AM] Amy Brooks: van 42k cereal 190 mi $725
[11/20/26, 10:31:15 AM] Amy Brooks: Corn Belt Freight, 319-555-0156 • Ext. 22
""", load([stop("Cedar Rapids, IA", "P", "FCFS", "2026-12-01", window=("07:00", "11:00")),
           stop("Madison, WI", "D", "APPT", "2026-12-01", "16:00")],
          miles=190, rate=725, weight=42000, commodity="cereal", equipmentType="dry_van",
          brokerPhone="+1-319-555-0156", brokerExtension="22", brokerName="Amy Brooks",
          brokerCompany="Corn Belt Freight"))

add("sms-07", """
TO: st. louis, mo
FROM: kansas city, mo
pu 12/3 0600 appt / del 12/3 1400-1800
van 25k tires 248mi $875
- Jay @ Show Me Freight 816-555-0148
""", load([stop("Kansas City, MO", "P", "APPT", "2026-12-03", "06:00"),
           stop("St. Louis, MO", "D", "FCFS", "2026-12-03", window=("14:00", "18:00"))],
          miles=248, rate=875, weight=25000, commodity="tires", equipmentType="dry_van",
          brokerPhone="+1-816-555-0148", brokerName="Jay", brokerCompany="Show Me Freight"))

add("wa-06", """
[11/20/26, 7:58:33 PM] Omar Haddad: Load #GC-66120
[11/20/26, 7:58:34 PM] Omar Haddad: Baton Rouge, LA → Mobile, AL
[11/20/26, 7:58:35 PM] Omar Haddad: PU 11/24 08:00  |  DEL 11/24 15:00
[11/20/26, 7:58:36 PM] Omar Haddad: Van • 44,000 lbs • plastic pellets • 241 mi • $1,000
[11/20/26, 8:03:10 PM] You: rate?
[11/20/26, 8:05:47 PM] Omar Haddad: best i can do is $1,050
""", load([stop("Baton Rouge, LA", "P", "APPT", "2026-11-24", "08:00"),
           stop("Mobile, AL", "D", "APPT", "2026-11-24", "15:00")],
          miles=241, rate=1050, weight=44000, commodity="plastic pellets", equipmentType="dry_van",
          referenceNumber="GC-66120", brokerName="Omar Haddad"))

add("sms-08", """
need reefer frm Grand Forks ND to Minneapolis MN. potatoes 45°F. 44,500 lbs. pu fri 11/27 any time 0600-1800. del sat 11/28 0400 appt. 315 mi. $1,200. Prairie Potato Logistics 701-555-0162
""", load([stop("Grand Forks, ND", "P", "FCFS", "2026-11-27", window=("06:00", "18:00")),
           stop("Minneapolis, MN", "D", "APPT", "2026-11-28", "04:00")],
          miles=315, rate=1200, weight=44500, commodity="potatoes", temperature=45, equipmentType="reefer",
          brokerPhone="+1-701-555-0162", brokerCompany="Prairie Potato Logistics"))

add("sms-09", """
Sent 11/20 4:05 PM
Load avail:
Grand Rapids, MI ➡️ Fort Wayne, IN
PU 12/7 @ 14:00  DEL 12/8 @ 06:00
26' box truck w/ liftgate
6,000 lbs office furniture
135 mi / $600
Call 616-555-0124 | Ext 17
""", load([stop("Grand Rapids, MI", "P", "APPT", "2026-12-07", "14:00"),
           stop("Fort Wayne, IN", "D", "APPT", "2026-12-08", "06:00")],
          miles=135, rate=600, weight=6000, commodity="office furniture", equipmentType="box_truck",
          brokerPhone="+1-616-555-0124", brokerExtension="17"))

add("wa-07", """
[11/20/26, 1:12:44 PM] Shawn McCoy: Ocala FL to Savannah GA, flatbed, 40k lumber, pick Mon 11/30 7A-11A, drop Tue 12/1 8A, 247 mi, $1,050 + $75 tarp = $1,125 total
[11/20/26, 1:13:02 PM] Shawn McCoy: 6ft tarps
[11/20/26, 1:13:40 PM] Shawn McCoy: Southern Pine Transport 352-555-0152
""", load([stop("Ocala, FL", "P", "FCFS", "2026-11-30", window=("07:00", "11:00")),
           stop("Savannah, GA", "D", "APPT", "2026-12-01", "08:00")],
          miles=247, rate=1125, weight=40000, commodity="lumber", equipmentType="flatbed",
          specialInstructions="6ft tarps", brokerPhone="+1-352-555-0152", brokerName="Shawn McCoy",
          brokerCompany="Southern Pine Transport"))

add("sms-10", """
Hey its Lupe from Mesa Verde Logistics. Got Phoenix AZ -> Las Vegas NV reefer for sunday 11/22 noon pickup, delivers monday 11/23 at 5am. 299 miles. 35 degrees. 38k lbs dairy. Can pay 1,450. My direct 602-555-0159
""", load([stop("Phoenix, AZ", "P", "APPT", "2026-11-22", "12:00"),
           stop("Las Vegas, NV", "D", "APPT", "2026-11-23", "05:00")],
          miles=299, rate=1450, weight=38000, commodity="dairy", temperature=35, equipmentType="reefer",
          brokerPhone="+1-602-555-0159", brokerName="Lupe", brokerCompany="Mesa Verde Logistics"))

add("wa-08", """
11/20/26, 06:12 - Erin Walsh: Morning! Hartford CT → Portland ME dry van
11/20/26, 06:12 - Erin Walsh: PU 11/23 0900-1300, DEL 11/24 0800
11/20/26, 06:13 - Erin Walsh: 199mi, 21,000lb, $925, ref HC-2231
11/20/26, 06:13 - Erin Walsh: New England Paper Logistics
11/20/26, 06:20 - Erin Walsh: 860-555-0142 x 310
""", load([stop("Hartford, CT", "P", "FCFS", "2026-11-23", window=("09:00", "13:00")),
           stop("Portland, ME", "D", "APPT", "2026-11-24", "08:00")],
          miles=199, rate=925, weight=21000, equipmentType="dry_van", referenceNumber="HC-2231",
          brokerPhone="+1-860-555-0142", brokerExtension="310", brokerName="Erin Walsh",
          brokerCompany="New England Paper Logistics"))

add("sms-11", """
LOAD: Cheyenne WY -> Rapid City SD
12/9 8am pu
FB 45k pipe
305mi  DH (12)
$1,300
Ken 307-555-0137
""", load([stop("Cheyenne, WY", "P", "APPT", "2026-12-09", "08:00"), stop("Rapid City, SD", "D")],
          dh=12, miles=305, rate=1300, weight=45000, commodity="pipe", equipmentType="flatbed",
          brokerPhone="+1-307-555-0137", brokerName="Ken"))

add("wa-09", """
[11/20/26, 11:00:01 AM] Nina Patel: ‎image omitted
[11/20/26, 11:00:45 AM] Nina Patel: that's the BOL. load is Burlington VT to Manchester NH
[11/20/26, 11:01:10 AM] Nina Patel: picks up Monday 11/23 at 10, delivers Monday 11/23 at 3pm
[11/20/26, 11:01:33 AM] Nina Patel: 12k maple syrup, van, 118 mi, $650
[11/20/26, 11:01:50 AM] Nina Patel: Green Mountain Brokerage 802-555-0119
""", load([stop("Burlington, VT", "P", "APPT", "2026-11-23", "10:00"),
           stop("Manchester, NH", "D", "APPT", "2026-11-23", "15:00")],
          miles=118, rate=650, weight=12000, commodity="maple syrup", equipmentType="dry_van",
          brokerPhone="+1-802-555-0119", brokerName="Nina Patel", brokerCompany="Green Mountain Brokerage"))

add("sms-12", """
(775) 555-0128 — Fri, Nov 20 at 2:14 PM
Reno NV to Sacramento CA, van, monday 8a-12p, 22k beer, 132 mi, $700. Tahoe Freight
""", load([stop("Reno, NV", "P", "FCFS", "2026-11-23", window=("08:00", "12:00")), stop("Sacramento, CA", "D")],
          miles=132, rate=700, weight=22000, commodity="beer", equipmentType="dry_van",
          brokerPhone="+1-775-555-0128", brokerCompany="Tahoe Freight"))

add("sms-13", """
need team? no solo ok. Miami FL > Charlotte NC. van. pu tue 11/24 1500. del thu 11/26 0700. 729 mi. 41k frozen? no - dry groceries. $1,700. 305-555-0187 x 44 ask for Yeni
""", load([stop("Miami, FL", "P", "APPT", "2026-11-24", "15:00"),
           stop("Charlotte, NC", "D", "APPT", "2026-11-26", "07:00")],
          miles=729, rate=1700, weight=41000, commodity="dry groceries", equipmentType="dry_van",
          brokerPhone="+1-305-555-0187", brokerExtension="44", brokerName="Yeni"))

add("wa-10", """
[11/20/26, 3:40:19 PM] Brett Olson: Billings MT → Missoula MT
[11/20/26, 3:40:44 PM] Brett Olson: conestoga, 32k drywall, pickup 12/1 0700, deliver 12/1 FCFS
[11/20/26, 3:41:09 PM] Brett Olson: 343 mi, paying 2.9/mi
[11/20/26, 3:42:00 PM] Brett Olson: Big Sky Brokerage • 406-555-0161 • Ext. 9
""", load([stop("Billings, MT", "P", "APPT", "2026-12-01", "07:00"),
           stop("Missoula, MT", "D", "FCFS", "2026-12-01")],
          miles=343, rpm=2.9, weight=32000, commodity="drywall", equipmentType="flatbed",
          brokerPhone="+1-406-555-0161", brokerExtension="9", brokerName="Brett Olson",
          brokerCompany="Big Sky Brokerage"))

add("sms-14", """
Jackson MS to Memphis TN
FCFS 11/30
van 20k
210 mi
$750
Magnolia Logistics 601-555-0166
""", load([stop("Jackson, MS", "P", "FCFS", "2026-11-30"), stop("Memphis, TN", "D")],
          miles=210, rate=750, weight=20000, equipmentType="dry_van",
          brokerPhone="+1-601-555-0166", brokerCompany="Magnolia Logistics"))

add("wa-11", """
[11/20/26, 9:20:12 PM] Carlos Vega: Hola, tengo carga: Laredo TX a Dallas TX
[11/20/26, 9:20:40 PM] Carlos Vega: Recoge lunes 11/23 6:00 AM, entrega lunes 11/23 3:00 PM
[11/20/26, 9:21:03 PM] Carlos Vega: Caja seca 53, 43,000 lbs, 430 millas, $1,250
[11/20/26, 9:21:30 PM] Carlos Vega: Tel 956-555-0144
""", load([stop("Laredo, TX", "P", "APPT", "2026-11-23", "06:00"),
           stop("Dallas, TX", "D", "APPT", "2026-11-23", "15:00")],
          miles=430, rate=1250, weight=43000, equipmentType="dry_van", brokerPhone="+1-956-555-0144",
          brokerName="Carlos Vega"))

add("sms-15", """
RE: your truck in Fort Smith
fort smith ar to little rock ar 12/2 pu 9-1 fcfs, deliver 12/2 4p
reefer 34 chicken 39k
160 mi $750
mike 479-555-0138
""", load([stop("Fort Smith, AR", "P", "FCFS", "2026-12-02", window=("09:00", "13:00")),
           stop("Little Rock, AR", "D", "APPT", "2026-12-02", "16:00")],
          miles=160, rate=750, weight=39000, commodity="chicken", temperature=34, equipmentType="reefer",
          brokerPhone="+1-479-555-0138", brokerName="mike"))

add("wa-12", """
[12/1/26, 7:14:02 AM] Jess Park: morning - for tomorrow: Regina SK to Winnipeg MB, 07:00 pickup, 36k canola meal, van, 357 mi, $1,400
[12/1/26, 7:14:30 AM] Jess Park: delivers Thursday 0800
[12/1/26, 7:15:02 AM] Jess Park: Prairie Wind Freight 306-555-0104
""", load([stop("Regina, SK", "P", "APPT", "2026-12-02", "07:00"),
           stop("Winnipeg, MB", "D", "APPT", "2026-12-03", "08:00")],
          miles=357, rate=1400, weight=36000, commodity="canola meal", equipmentType="dry_van",
          brokerPhone="+1-306-555-0104", brokerName="Jess Park", brokerCompany="Prairie Wind Freight"))

add("sms-16", """
11:52 AM
Greenville SC-Raleigh NC. V. 11/21 pu 8:00-14:00 / del 11/23 7:00. 38,400. 237mi. 850. 864-555-0115
""", load([stop("Greenville, SC", "P", "FCFS", "2026-11-21", window=("08:00", "14:00")),
           stop("Raleigh, NC", "D", "APPT", "2026-11-23", "07:00")],
          miles=237, rate=850, weight=38400, equipmentType="dry_van", brokerPhone="+1-864-555-0115"))

write("chats.json", P, "Written by hand: SMS and WhatsApp exports; message timestamps are not appointments.")
