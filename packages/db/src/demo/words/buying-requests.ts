// Data (the texts of the demo's buying requests and quotes): templates and word lists, so one file.
/**
 * What the demo's buyers ask for on the buying-requests board (decision 0023), and what their
 * suppliers write with a quote, written for this project. Each template is one need of one
 * category of the reference tree: a title, a description a purchasing engineer would write
 * (standards, materials, ratings, documents), the unit, the quantities a buyer of that size
 * orders, and a price per unit in US dollars from which the suppliers' prices are drawn.
 *
 * Placeholders (filled by `fill`, generate/text.ts): {quantity} (the quantity with its digits
 * grouped), {unit}, {port} (the delivery port, or the buyer's city), {country} (the delivery
 * country as it reads in a sentence), {company} (the buyer). Typographic apostrophes, as elsewhere
 * in the demo.
 */

/** How a supplier of it writes its notes, and which reasons a buyer gives for declining. */
export type RequestKind = 'equipment' | 'parts' | 'consumer' | 'food' | 'material' | 'service';

export interface RequestTemplate {
  /** A category id of the reference tree (`cNNNN-NN`). */
  category: string;
  title: string;
  description: string;
  unit: string;
  /** Quantities a buyer asks for (one is drawn). */
  quantities: number[];
  /** Price per unit in US dollars, the middle of what the suppliers quote. */
  usd: number;
  /** Lead times suppliers give, in days. */
  leadDays: [number, number];
  /** Incoterms 2020 a buyer of it asks for (the first most often). */
  incoterms: string[];
  kind: RequestKind;
}

export const requestTemplates: RequestTemplate[] = [
  {
    category: 'c0004-04',
    title: '{quantity} stainless steel ball valves DN50 PN40',
    description:
      'Full-bore two-piece ball valves, body and ball in CF8M (316), PTFE seats, flanged ends to EN 1092-1 and an ISO 5211 top pad for actuators we fit later. Fire-safe design to API 607 preferred. Every valve shell and seat tested; EN 10204 3.1 certificates for body and ball. Delivery to {port}.',
    unit: 'pieces',
    quantities: [300, 500, 800],
    usd: 48,
    leadDays: [25, 45],
    incoterms: ['CIF', 'FOB', 'DAP'],
    kind: 'parts',
  },
  {
    category: 'c0006-03',
    title: 'Servo motors 2 kW for a packaging line',
    description:
      'AC servo motors of 2 kW, 3,000 rpm rated speed, absolute encoder of 17 bits or better, with matching drives on EtherCAT. Holding brake on a third of them. Motor and encoder cables of 5 m included. They go into the retrofit of a flow-wrapper; please send torque curves and dimensional drawings with the quote.',
    unit: 'sets',
    quantities: [12, 16, 24],
    usd: 780,
    leadDays: [20, 40],
    incoterms: ['DAP', 'CIP', 'FCA'],
    kind: 'equipment',
  },
  {
    category: 'c0004-04',
    title: 'Centrifugal pumps for cooling water, 120 m³/h at 35 m',
    description:
      'End-suction pumps to ISO 2858, cast-iron casing, bronze impeller, mechanical seal (no packing), IE3 motor of 18.5 kW for 400 V 50 Hz, pump and motor on a common baseplate. Pump curves, NPSH required and the weight of each set with the quote. For the cooling circuit of a plastics plant near {port}.',
    unit: 'units',
    quantities: [2, 4, 6],
    usd: 4200,
    leadDays: [30, 60],
    incoterms: ['CIF', 'DAP', 'FOB'],
    kind: 'equipment',
  },
  {
    category: 'c0006-02',
    title: '{quantity} deep groove ball bearings 6205-2RS',
    description:
      'C3 clearance, rubber seals on both sides, standard grease fill. A known brand or equivalent quality with traceable batches; boxes of 50. We supply motor repair shops across {country} and reorder every quarter if the quality holds.',
    unit: 'pieces',
    quantities: [5000, 10000, 20000],
    usd: 0.9,
    leadDays: [15, 35],
    incoterms: ['FOB', 'CIF', 'EXW'],
    kind: 'parts',
  },
  {
    category: 'c0006-01',
    title: 'Helical bevel gearboxes 7.5 kW, ratio 1:25',
    description:
      'Hollow output shaft with shrink disc, foot mounted, output torque of at least 1,800 Nm, filled with mineral oil for mounting position M1, motor adapter for an IEC 132 frame. For the conveyor drives of a cement plant; service factor 1.5 or more.',
    unit: 'units',
    quantities: [10, 20, 30],
    usd: 690,
    leadDays: [30, 50],
    incoterms: ['FOB', 'CIF', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0004-06',
    title: 'Rotary screw compressors 37 kW, 10 bar, with dryer',
    description:
      'Please quote fixed-speed and variable-speed versions. Integrated refrigerant dryer, 400 V 50 Hz, sound level under 70 dB(A), controller with a remote start input. We resell and commission them ourselves: give the service intervals and the parts list of the first 8,000 hours.',
    unit: 'units',
    quantities: [3, 5, 8],
    usd: 14500,
    leadDays: [30, 55],
    incoterms: ['DAP', 'CIF', 'FOB'],
    kind: 'equipment',
  },
  {
    category: 'c0004-06',
    title: 'Dry claw vacuum pumps 5.5 kW for thermoforming',
    description:
      'Oil-free claw vacuum pumps, about 250 m³/h, ultimate pressure 150 mbar or better, 400 V 50 Hz, with inlet filter and non-return valve. They replace oil-lubricated vane pumps on three thermoforming lines; tell us the noise level and the cooling air needed.',
    unit: 'units',
    quantities: [4, 6],
    usd: 5800,
    leadDays: [25, 45],
    incoterms: ['DAP', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0001-02',
    title: 'Compact PLCs with 24 DI / 16 DO and Ethernet',
    description:
      'Compact controllers with 24 digital inputs and 16 transistor outputs on board, two analogue inputs, Modbus TCP and OPC UA, programming to IEC 61131-3 without a paid licence per seat. For the control panels we build for water pumping stations.',
    unit: 'units',
    quantities: [40, 60, 100],
    usd: 310,
    leadDays: [14, 35],
    incoterms: ['DAP', 'FCA', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0001-03',
    title: '{quantity} inductive proximity sensors M18, PNP NO',
    description:
      'M18 flush sensors, 8 mm sensing distance, PNP normally open, 10–30 V DC, IP67, M12 connector. Nickel-plated brass housing. Samples of ten pieces first, then the series in two deliveries.',
    unit: 'pieces',
    quantities: [1000, 2000],
    usd: 6.5,
    leadDays: [10, 30],
    incoterms: ['FCA', 'DAP', 'EXW'],
    kind: 'parts',
  },
  {
    category: 'c0001-07',
    title: 'ISO 15552 pneumatic cylinders, bore 63 mm',
    description:
      'Double-acting cylinders to ISO 15552, bore 63 mm, stroke 200 mm, magnetic piston, adjustable cushioning, with rod clevis and rear hinge. Seals for 10 bar and −20 to +80 °C. Spare seal kits for one in ten cylinders.',
    unit: 'pieces',
    quantities: [150, 300],
    usd: 58,
    leadDays: [15, 35],
    incoterms: ['FOB', 'CIF', 'DAP'],
    kind: 'parts',
  },
  {
    category: 'c0001-08',
    title: 'Smart cameras for label inspection on a bottling line',
    description:
      'Smart cameras with built-in lighting to check label presence, position and print (OCR of the best-before date) at 36,000 bottles an hour. Profinet to the line PLC, reject signal output. Price with the software licence and two days of remote start-up support.',
    unit: 'units',
    quantities: [4, 6],
    usd: 2300,
    leadDays: [20, 40],
    incoterms: ['DAP', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0002-02',
    title: 'Four-layer PCB assembly, 100 × 80 mm',
    description:
      'FR-4 Tg170, 1.6 mm, ENIG finish, about 180 SMT parts a board and 6 through-hole connectors; the BOM and Gerber files go to the suppliers we shortlist. AOI, X-ray of the BGA and a functional test with our fixture. Workmanship to IPC-A-610 class 2.',
    unit: 'boards',
    quantities: [1000, 2500],
    usd: 11.5,
    leadDays: [20, 35],
    incoterms: ['FCA', 'DAP', 'CIP'],
    kind: 'parts',
  },
  {
    category: 'c0002-08',
    title: 'Digital multimeters CAT III 1000 V for a training centre',
    description:
      'True-RMS handheld multimeters, CAT III 1000 V / CAT IV 600 V, with test leads, holster and a calibration certificate per unit. Instructions in English and Spanish. For a technical training centre that opens in the spring.',
    unit: 'pieces',
    quantities: [60, 120],
    usd: 85,
    leadDays: [10, 30],
    incoterms: ['DAP', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0002-04',
    title: 'Managed industrial Ethernet switches, 8 ports, DIN rail',
    description:
      'Eight 10/100/1000 ports, two of them SFP, redundant 24 V supply inputs, ring redundancy with recovery under 50 ms, −40 to +75 °C. For the substations of a distribution network; IEC 61850-3 compliance is a plus.',
    unit: 'pieces',
    quantities: [50, 80],
    usd: 240,
    leadDays: [15, 40],
    incoterms: ['DAP', 'FCA'],
    kind: 'equipment',
  },
  {
    category: 'c0003-01',
    title: 'Monocrystalline PV modules 550 W for a 2 MW plant',
    description:
      'Half-cut modules of 545 to 555 W, efficiency of 21 % or more, certified to IEC 61215 and IEC 61730, 30-year linear power warranty. Bifacial or monofacial, please state which. Delivery in two lots to {port}; flash test reports per pallet.',
    unit: 'modules',
    quantities: [1800, 3640],
    usd: 105,
    leadDays: [30, 60],
    incoterms: ['CIF', 'FOB', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0003-04',
    title: 'LiFePO4 battery cabinets 100 kWh for a factory',
    description:
      'Outdoor cabinets with LFP cells, 100 kWh usable each, hybrid inverter of 50 kW, BMS with Modbus, fire suppression inside the cabinet. For peak shaving in a food factory. Cycle life at 90 % depth of discharge and the warranty terms with the quote.',
    unit: 'units',
    quantities: [2, 4],
    usd: 28000,
    leadDays: [40, 70],
    incoterms: ['DAP', 'CIF'],
    kind: 'equipment',
  },
  {
    category: 'c0003-05',
    title: 'Distribution transformers 1,000 kVA, 13.2/0.48 kV',
    description:
      'Oil-immersed, ONAN, Dyn11, copper windings, pad-mounted for outdoor substations, losses to IEEE C57.12.00. Routine test reports for each unit; type test reports with the quote.',
    unit: 'units',
    quantities: [3, 5],
    usd: 16500,
    leadDays: [45, 90],
    incoterms: ['DAP', 'CIF', 'FOB'],
    kind: 'equipment',
  },
  {
    category: 'c0003-09',
    title: '22 kW AC wallboxes with OCPP 1.6 for a car park',
    description:
      'Type 2 socket, 22 kW three-phase, RFID authorisation, OCPP 1.6J over Ethernet and 4G, MID-certified meter, IP55 and IK10 housing. For a public car park with 60 spaces; pedestals quoted separately, please.',
    unit: 'pieces',
    quantities: [40, 80],
    usd: 480,
    leadDays: [20, 45],
    incoterms: ['DAP', 'CIF'],
    kind: 'equipment',
  },
  {
    category: 'c0003-07',
    title: 'Online UPS 60 kVA, three-phase, 15 minutes of battery',
    description:
      'Double-conversion UPS, 60 kVA / 60 kW, 400 V in and out, VRLA batteries for 15 minutes at full load in a separate cabinet, SNMP card, external maintenance bypass. For the data room of a hospital.',
    unit: 'units',
    quantities: [2, 3],
    usd: 9800,
    leadDays: [30, 50],
    incoterms: ['DAP', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0004-02',
    title: 'MIG/MAG welding machines 350 A, water cooled',
    description:
      'Synergic inverter machines, 350 A at 60 % duty cycle, separate wire feeder, water-cooled torch of 4 m, 400 V. Programs for steel, stainless and aluminium. For the welding shop of a trailer manufacturer.',
    unit: 'units',
    quantities: [10, 20],
    usd: 1650,
    leadDays: [15, 40],
    incoterms: ['DAP', 'CIF', 'FOB'],
    kind: 'equipment',
  },
  {
    category: 'c0004-03',
    title: 'Electric forklifts 2.5 t, lift height 4.5 m',
    description:
      'Four-wheel counterbalance trucks, 2.5 t capacity, triplex mast with free lift, side shift, lithium-ion battery of at least 80 V 280 Ah with charger. Non-marking tyres. Service support in {country} is a condition.',
    unit: 'units',
    quantities: [4, 6],
    usd: 21000,
    leadDays: [30, 60],
    incoterms: ['CIF', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0004-08',
    title: '{quantity} pairs of S3 safety shoes, EN ISO 20345',
    description:
      'Low-cut S3 SRC safety shoes, composite toe cap, non-metal midsole, sizes 38 to 47 in the split we send. Our logo embossed on the tongue. Test reports from a notified body.',
    unit: 'pairs',
    quantities: [2000, 5000],
    usd: 16,
    leadDays: [30, 50],
    incoterms: ['FOB', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0004-09',
    title: 'Hot-dip galvanised hex bolts M16 × 60, grade 8.8',
    description:
      'Hex bolts to ISO 4014, property class 8.8, hot-dip galvanised to ISO 10684, each with a nut of class 8 and a washer. For steel structures; inspection certificate 3.1 per lot.',
    unit: 'pieces',
    quantities: [50000, 100000],
    usd: 0.21,
    leadDays: [20, 40],
    incoterms: ['FOB', 'CIF'],
    kind: 'material',
  },
  {
    category: 'c0004-07',
    title: 'Pleated bag filters ePM1 55 % for air handling units',
    description:
      'Bag filters 592 × 592 × 600 mm, 8 pockets, ISO 16890 ePM1 55 % (F7), galvanised frame. For the yearly change in the air handling units of a shopping centre; delivery on pallets.',
    unit: 'pieces',
    quantities: [800, 1500],
    usd: 14,
    leadDays: [15, 30],
    incoterms: ['DAP', 'FCA'],
    kind: 'parts',
  },
  {
    category: 'c0004-05',
    title: 'Electromagnetic flow meters DN100 for drinking water',
    description:
      'Flanged DN100 PN16, hard rubber liner approved for drinking water, stainless electrodes, remote converter with 4–20 mA and Modbus, accuracy ±0.5 %. Calibration certificates from an accredited rig.',
    unit: 'pieces',
    quantities: [12, 20],
    usd: 980,
    leadDays: [20, 45],
    incoterms: ['DAP', 'CIF'],
    kind: 'equipment',
  },
  {
    category: 'c0005-04',
    title: 'Automatic carton erector, 15 cartons a minute',
    description:
      'Erects and bottom-tapes regular slotted cartons from 250 × 150 × 100 to 500 × 400 × 400 mm, 15 cartons a minute, size change without tools, CE marked. Factory acceptance test by video is fine. Installation at our plant near {port}.',
    unit: 'units',
    quantities: [1, 2],
    usd: 38000,
    leadDays: [45, 80],
    incoterms: ['CIF', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0005-01',
    title: 'CNC lathe, 400 mm swing, with bar feeder',
    description:
      'Slant-bed CNC lathe, 400 mm swing over the bed, 550 mm between centres, 65 mm bar capacity, 12-station turret with driven tools, Fanuc or Siemens control, with a 3 m bar feeder. Installation and five days of training included.',
    unit: 'units',
    quantities: [1, 2],
    usd: 62000,
    leadDays: [60, 90],
    incoterms: ['CIF', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0005-03',
    title: 'Injection moulding machine 250 t, servo hydraulic',
    description:
      'Clamping force 250 t, shot weight of about 900 g in PP, servo pump, tie-bar distance of at least 570 mm, robot interface to Euromap 67, core pulls. For household products moulds we move from an older machine.',
    unit: 'units',
    quantities: [1, 2],
    usd: 74000,
    leadDays: [45, 75],
    incoterms: ['CIF', 'FOB'],
    kind: 'equipment',
  },
  {
    category: 'c0005-05',
    title: 'Stainless steel mixing tanks 2,000 l with agitator',
    description:
      'AISI 316L vertical tanks, 2,000 l working volume, jacketed for hot water, bottom-entry agitator with frequency drive, CIP spray ball, sanitary fittings, inside finish Ra 0.8 µm or better. For a sauce and dressing line.',
    unit: 'units',
    quantities: [3, 4],
    usd: 9500,
    leadDays: [40, 70],
    incoterms: ['DAP', 'CIF'],
    kind: 'equipment',
  },
  {
    category: 'c0005-07',
    title: 'Drip irrigation for 40 ha of citrus',
    description:
      'Complete drip systems: filtration station, fertigation unit, PE mains and laterals with pressure-compensating drippers of 2 l/h every 60 cm, two lines a tree row at 6 × 4 m. Design drawing with the quote, installation supervision on site.',
    unit: 'hectares',
    quantities: [40, 60],
    usd: 1100,
    leadDays: [20, 45],
    incoterms: ['DAP', 'CIF'],
    kind: 'equipment',
  },
  {
    category: 'c0006-04',
    title: 'Classic V-belts B section, assorted lengths',
    description:
      'Wrapped V-belts of B section in 40 lengths from B38 to B120 (list available), oil and heat resistant, marked with size and batch. Monthly deliveries to our warehouse in {port}.',
    unit: 'pieces',
    quantities: [3000, 6000],
    usd: 3.2,
    leadDays: [15, 35],
    incoterms: ['CIF', 'FOB'],
    kind: 'parts',
  },
  {
    category: 'c0006-05',
    title: 'Roller chains 16B-1 in 5 m boxes',
    description:
      'Simplex roller chains to ISO 606 16B-1, pre-stretched and lubricated, breaking load of 60 kN or more, each 5 m box with a connecting link. For resale to sugar mills and sawmills.',
    unit: 'boxes',
    quantities: [200, 400],
    usd: 62,
    leadDays: [20, 40],
    incoterms: ['FOB', 'CIF'],
    kind: 'parts',
  },
  {
    category: 'c0006-08',
    title: 'Spiral wound gaskets DN50 to DN300, class 300',
    description:
      'Spiral wound gaskets to ASME B16.20, 316L winding with flexible graphite filler, carbon steel outer ring and 316L inner ring, sizes 2" to 12" in the quantities of our list. For the shutdown of a refinery unit.',
    unit: 'pieces',
    quantities: [1200, 2000],
    usd: 9,
    leadDays: [15, 30],
    incoterms: ['DAP', 'FCA', 'CIF'],
    kind: 'parts',
  },
  {
    category: 'c0006-07',
    title: 'Linear guide rails 25 mm with carriages, 2 m lengths',
    description:
      'Profile rails of size 25 in 2,000 mm lengths, two flanged carriages of preload class Z1 a rail, accuracy class H, with end seals. Interchangeable with the common brands. For the gantries we build.',
    unit: 'sets',
    quantities: [120, 200],
    usd: 145,
    leadDays: [20, 40],
    incoterms: ['FOB', 'DAP'],
    kind: 'parts',
  },
  {
    category: 'c0007-05',
    title: 'Flame-retardant coveralls, EN ISO 11612, navy',
    description:
      'Inherently flame-retardant or treated cotton coveralls, about 330 g/m², EN ISO 11612 and IEC 61482-2, reflective tape, two-way zip, sizes S to 3XL in our split. Our logo embroidered on the chest.',
    unit: 'pieces',
    quantities: [1500, 3000],
    usd: 28,
    leadDays: [35, 60],
    incoterms: ['FOB', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0007-06',
    title: 'Cotton twill 240 g/m², dyed, 150 cm wide',
    description:
      '100 % cotton 3/1 twill, 240 g/m² after finishing, reactive dyed in four colours of our Pantone list, shrinkage under 3 %, rolls of 100 m. Lab dips first, then bulk. For a workwear programme.',
    unit: 'metres',
    quantities: [20000, 40000],
    usd: 2.4,
    leadDays: [30, 50],
    incoterms: ['FOB', 'CIF'],
    kind: 'material',
  },
  {
    category: 'c0007-01',
    title: "Men's cotton chinos under our label, five sizes",
    description:
      'Stretch cotton twill chinos, slim and regular fit, four colours, sizes 30 to 38, with our woven labels, hang tags and polybags. Size set samples before bulk. For our stores in {country}.',
    unit: 'pieces',
    quantities: [3000, 6000],
    usd: 7.8,
    leadDays: [40, 60],
    incoterms: ['FOB', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0008-02',
    title: 'PP feeding bottles 250 ml, BPA free, under our label',
    description:
      'Polypropylene feeding bottles of 250 ml with silicone teats of two flows, tested to EN 14350, printed with our artwork and packed in our retail boxes. Please include the mould costs if the shape is new.',
    unit: 'pieces',
    quantities: [10000, 20000],
    usd: 0.95,
    leadDays: [30, 50],
    incoterms: ['FOB', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0009-07',
    title: 'Airless pump bottles 50 ml with our logo',
    description:
      'PP airless bottles of 50 ml, 0.2 ml a stroke, white with a silver collar, our logo printed in one colour. Compatibility with a serum of pH 5.5; please send samples for a filling test.',
    unit: 'pieces',
    quantities: [20000, 50000],
    usd: 0.38,
    leadDays: [25, 45],
    incoterms: ['FOB', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0010-02',
    title: 'Leather work boots, Goodyear welted',
    description:
      'Full-grain leather boots of 6 inches, Goodyear welt, oil-resistant rubber sole, sizes 39 to 46. Brown and black. Our brand on the side and the insole. Test reports for the sole’s slip resistance.',
    unit: 'pairs',
    quantities: [1200, 2400],
    usd: 34,
    leadDays: [45, 70],
    incoterms: ['FOB', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0011-02',
    title: 'Yellow corn, non-GMO, for feed mills',
    description:
      'Yellow corn, non-GMO with certificates, moisture 14.5 % max, broken kernels 3 % max, aflatoxin under 20 ppb. Shipment in bulk vessels of 5,000 t to {port}, SGS inspection at loading.',
    unit: 'tonnes',
    quantities: [5000, 10000],
    usd: 235,
    leadDays: [20, 45],
    incoterms: ['CIF', 'FOB', 'CFR'],
    kind: 'food',
  },
  {
    category: 'c0011-07',
    title: 'Refined sunflower oil in 1 l PET bottles',
    description:
      'Refined, bleached and deodorised sunflower oil, free fatty acids 0.1 % max, in 1 l PET bottles, 15 to a carton, labels in our design. Halal certificate required. Containers of 20 feet to {port}.',
    unit: 'tonnes',
    quantities: [200, 500],
    usd: 1100,
    leadDays: [20, 40],
    incoterms: ['CIF', 'CFR', 'FOB'],
    kind: 'food',
  },
  {
    category: 'c0011-01',
    title: 'Hass avocados, sizes 18 to 22, for Europe',
    description:
      'Hass avocados, class I, sizes 18 to 22, dry matter 23 % or more, GlobalG.A.P. certified growers, in 4 kg boxes on pallets. Weekly reefer containers from the start of the season; residues within EU limits.',
    unit: 'tonnes',
    quantities: [60, 120],
    usd: 2200,
    leadDays: [10, 25],
    incoterms: ['CIF', 'FOB'],
    kind: 'food',
  },
  {
    category: 'c0011-03',
    title: 'Frozen vannamei shrimp, HLSO 26/30',
    description:
      'Headless shell-on vannamei shrimp, count 26/30 a pound, block frozen, 10 % glazing at most, 6 × 2 kg a carton. BAP or ASC farms, health certificate for import to {country}.',
    unit: 'tonnes',
    quantities: [24, 48],
    usd: 7400,
    leadDays: [20, 40],
    incoterms: ['CFR', 'CIF'],
    kind: 'food',
  },
  {
    category: 'c0012-01',
    title: 'Ergonomic task chairs for a 400-seat office',
    description:
      'Mesh back with adjustable lumbar support, synchronous mechanism, 3D armrests, seat slide, 5-star aluminium base, tested to EN 1335 or BIFMA X5.1. One sample chair before the order; delivery and assembly on site in {port}.',
    unit: 'pieces',
    quantities: [400, 450],
    usd: 95,
    leadDays: [30, 50],
    incoterms: ['DAP', 'CIF'],
    kind: 'consumer',
  },
  {
    category: 'c0012-06',
    title: 'Pallet racking for a 3,000 m² warehouse',
    description:
      'Selective pallet racking, beams for 1,000 kg a level, uprights of 9 m, five levels, wire mesh decks, row protectors and a load-sign plan. Calculation to EN 15512 with the quote; installation by the supplier or a local partner.',
    unit: 'pallet positions',
    quantities: [2400, 3600],
    usd: 38,
    leadDays: [30, 50],
    incoterms: ['DAP', 'CIF'],
    kind: 'material',
  },
  {
    category: 'c0013-02',
    title: 'Nitrile examination gloves, powder free, sizes S to XL',
    description:
      'Nitrile gloves, 3.5 g, powder free, AQL 1.5, EN 455 and EN ISO 374-5, boxes of 100, 10 boxes a carton. Size split 15/35/35/15 %. Monthly deliveries over six months to our warehouse near {port}.',
    unit: 'boxes',
    quantities: [20000, 40000],
    usd: 2.6,
    leadDays: [15, 35],
    incoterms: ['CIF', 'FOB'],
    kind: 'consumer',
  },
  {
    category: 'c0013-04',
    title: 'Benchtop centrifuges for a university laboratory',
    description:
      'Refrigerated benchtop centrifuges, up to 15,000 rpm, swing-out rotor for 4 × 250 ml and an angle rotor for 24 × 1.5 ml, imbalance detection, IVD not needed. Installation, training and two years of warranty.',
    unit: 'units',
    quantities: [6, 10],
    usd: 1900,
    leadDays: [25, 45],
    incoterms: ['DAP', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0014-01',
    title: 'Portland cement CEM I 42.5 R in 50 kg bags',
    description:
      'Ordinary Portland cement to EN 197-1, CEM I 42.5 R, in 50 kg multi-wall paper bags on shrink-wrapped pallets. Mill certificates per lot. Delivered to our depots around {port} over three months.',
    unit: 'tonnes',
    quantities: [2000, 5000],
    usd: 68,
    leadDays: [10, 25],
    incoterms: ['CFR', 'CIF', 'DAP'],
    kind: 'material',
  },
  {
    category: 'c0014-06',
    title: 'LED high-bay luminaires 150 W, IP65, for a warehouse',
    description:
      'High-bay luminaires of 150 W, 150 lm/W or more, 4,000 K, 90° optic, IP65, DALI dimmable, five-year warranty. Lighting calculation for a hall of 60 × 40 m at 12 m height with the quote.',
    unit: 'pieces',
    quantities: [300, 600],
    usd: 52,
    leadDays: [20, 40],
    incoterms: ['CIF', 'DAP', 'FOB'],
    kind: 'equipment',
  },
  {
    category: 'c0014-04',
    title: 'PPR pipes and fittings PN20 for a housing project',
    description:
      'PP-R pipes PN20 in diameters of 20 to 63 mm (4 m lengths) with the matching fittings of our list, to DIN 8077/8078, for 320 flats. Certificates for drinking water in {country}.',
    unit: 'metres',
    quantities: [12000, 20000],
    usd: 1.1,
    leadDays: [20, 40],
    incoterms: ['CIF', 'FOB'],
    kind: 'material',
  },
  {
    category: 'c0014-08',
    title: 'Two-component epoxy floor coating, grey RAL 7035',
    description:
      'Solvent-free epoxy coating for concrete floors, 2K, RAL 7035, 0.5 mm a coat, with primer and anti-slip aggregate for the ramps. For 9,000 m² of warehouse floor; technical data sheets and the coverage per kilogram with the quote.',
    unit: 'litres',
    quantities: [8000, 15000],
    usd: 6.4,
    leadDays: [15, 30],
    incoterms: ['DAP', 'CIF'],
    kind: 'material',
  },
  {
    category: 'c0014-02',
    title: 'Aluminium sliding windows with thermal break, 1,500 × 1,200 mm',
    description:
      'Two-sash sliding windows, thermally broken aluminium profiles, anodised or powder coated in dark grey, double glazing 4-16-4 low-e, insect screens. Uw of 2.0 W/m²K or better. For a hotel near {port}.',
    unit: 'pieces',
    quantities: [240, 400],
    usd: 185,
    leadDays: [35, 60],
    incoterms: ['CIF', 'FOB'],
    kind: 'material',
  },
  {
    category: 'c0001-09',
    title: 'Safety light curtains type 4, 30 mm resolution',
    description:
      'Type 4 light curtains to IEC 61496, 30 mm resolution, protective height of 900 mm, with muting and blanking functions and a safety relay. For the press brakes and robot cells of a metal shop.',
    unit: 'pairs',
    quantities: [30, 50],
    usd: 620,
    leadDays: [15, 35],
    incoterms: ['DAP', 'CIP'],
    kind: 'equipment',
  },
  {
    category: 'c0002-07',
    title: '10.1-inch industrial touch panels, sunlight readable',
    description:
      'Projected capacitive touch panels of 10.1 inches, 1,000 nits, optical bonding, IP65 front, 12–24 V DC, Linux or Android board with two Ethernet ports. For outdoor ticket machines; MTBF figures with the quote.',
    unit: 'pieces',
    quantities: [200, 400],
    usd: 165,
    leadDays: [25, 45],
    incoterms: ['FOB', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0005-06',
    title: 'Mini excavators 3.5 t for a rental fleet',
    description:
      'Mini excavators of 3.5 t, zero tail swing, rubber tracks, Stage V or Tier 4 engine, hydraulic quick coupler and three buckets. Dealer service in {country} and parts availability are part of our decision.',
    unit: 'units',
    quantities: [4, 8],
    usd: 33000,
    leadDays: [30, 60],
    incoterms: ['CIF', 'DAP'],
    kind: 'equipment',
  },
  {
    category: 'c0015-01',
    title: "Sea freight for 40' HC containers to {port}",
    description:
      'Port-to-port sea freight for 40-foot high cube containers of furniture over the next three months, about four a month. Free time of 14 days at destination, weekly sailings. Please give the transit time and the local charges.',
    unit: 'containers',
    quantities: [12, 20],
    usd: 2900,
    leadDays: [5, 12],
    incoterms: ['FOB'],
    kind: 'service',
  },
  {
    category: 'c0015-03',
    title: 'Pre-shipment inspections of furniture containers',
    description:
      'Final random inspections to ISO 2859-1, AQL 2.5/4.0, with carton drop tests and a loading supervision, reports with photos within 24 hours. The factories are listed in our request; inspections over the next two months.',
    unit: 'inspections',
    quantities: [6, 10],
    usd: 310,
    leadDays: [3, 7],
    incoterms: ['EXW'],
    kind: 'service',
  },
];

/** What a supplier adds to its quote, by what it offers. */
export const quoteNotes: Record<RequestKind, string[]> = {
  equipment: [
    'Price includes start-up support by video call and a two-year warranty.',
    'Spare parts for two years of operation can be quoted on request.',
    'CE declaration and operating manuals in English included.',
    'We have installed the same model for customers in {country}; references on request.',
    'Delivery in one lot; the lead time starts with the down payment of 30 %.',
  ],
  parts: [
    'Material certificates EN 10204 3.1 included. Samples can ship within a week.',
    'Packed in cartons on fumigated pallets; partial deliveries are possible.',
    'Price valid for the full quantity in one order; smaller lots on request.',
    'Each batch is traceable; inspection reports go with the shipment.',
  ],
  consumer: [
    'Private label packaging included; artwork proofs within 48 hours.',
    'A pre-production sample is sent for approval before bulk.',
    'Test reports from an accredited laboratory are included.',
    'Sizes and colours can be split as you need within the total quantity.',
  ],
  food: [
    'Phytosanitary certificate and certificate of origin included; quantity tolerance ±5 %.',
    'Price for shipments from the new season; weekly loading slots available.',
    'Inspection at loading by SGS or a surveyor of your choice.',
  ],
  material: [
    'Mill test certificates for every lot.',
    'Price based on full container loads; delivery in instalments possible.',
    'Technical data sheets and samples sent with this quote.',
  ],
  service: [
    'Rates valid for the period asked; surcharges at cost with proof.',
    'A named coordinator answers within one working day.',
    'Reports in English, Spanish or Portuguese.',
  ],
};

/** Why a buyer declined a quote. */
export const declineReasons = [
  'The price is above our budget for this order',
  'The lead time is too long for our project',
  'We need documents you could not provide in time',
  'The minimum order is above our quantity',
  'We chose a supplier with service in our country',
];

/**
 * What a buyer writes about the supplier it awarded (decision 0024), by rating: 5 and 4 stars,
 * 3 stars, 2 stars and below.
 */
export const reviewTexts: Record<'high' | 'mid' | 'low', string[]> = {
  high: [
    'Delivered on the agreed date with every certificate in order. We will order again.',
    'Clear quote, quick answers and the goods matched the drawings. A reliable partner.',
    'Packing was careful and the documents arrived before the goods, so customs took one day.',
    'They kept us informed at every step, from production to loading. Very good service.',
    'Quality as promised and the price held for the whole order. Recommended.',
    'Small questions answered within hours; the shipment left a few days early.',
  ],
  mid: [
    'Good quality, but the shipment left a week late and we had to ask twice for updates.',
    'The goods were fine; some documents needed corrections before customs cleared them.',
    'Fair price and decent quality. Communication could be faster.',
  ],
  low: [
    'Two weeks late and the test reports came only after we insisted. The goods were usable.',
    'Part of the order did not match the specification and had to be replaced.',
  ],
};

/** How an awarded supplier answers a review. */
export const reviewAnswers: Record<'high' | 'mid' | 'low', string[]> = {
  high: [
    'Thank you for the order and the kind words. We look forward to the next one.',
    'Thank you! It was a pleasure to work with your team.',
  ],
  mid: [
    'Thank you for the honest feedback. We have changed how we report shipping dates.',
    'Thanks for the order. We now check every document twice before it is sent.',
  ],
  low: ['We are sorry for the delay. The replacement was sent at our cost and our checks are stricter now.'],
};

/** Why a buyer cancelled a request. */
export const cancelReasons = [
  'The project was moved to next year',
  'Our customer cancelled the order',
  'We found the parts in our own stock',
];

/** Ports (or the main logistics city) a buyer of the country has goods delivered to. */
export const deliveryPorts: Record<string, string[]> = {
  AE: ['Jebel Ali'],
  AR: ['Buenos Aires'],
  AT: ['Vienna'],
  AU: ['Melbourne', 'Sydney'],
  BR: ['Santos', 'Paranaguá'],
  CA: ['Vancouver', 'Montreal'],
  CH: ['Basel'],
  CL: ['San Antonio', 'Valparaíso'],
  CN: ['Shanghai', 'Ningbo', 'Shenzhen'],
  CO: ['Cartagena', 'Buenaventura'],
  DE: ['Hamburg', 'Bremerhaven'],
  EC: ['Guayaquil'],
  EG: ['Alexandria'],
  ES: ['Valencia', 'Algeciras'],
  FR: ['Le Havre', 'Marseille'],
  GB: ['Felixstowe', 'Southampton'],
  GT: ['Puerto Quetzal'],
  IN: ['Nhava Sheva', 'Chennai'],
  IT: ['Genoa', 'La Spezia'],
  JP: ['Yokohama', 'Kobe'],
  KR: ['Busan'],
  MA: ['Casablanca', 'Tanger Med'],
  MX: ['Veracruz', 'Manzanillo'],
  PE: ['Callao'],
  PT: ['Sines', 'Leixões'],
  SA: ['Jeddah', 'Dammam'],
  TR: ['Mersin', 'Ambarli'],
  TW: ['Kaohsiung'],
  US: ['Houston', 'Los Angeles', 'Savannah'],
  VE: ['La Guaira'],
  ZA: ['Durban'],
};

/**
 * The currency a supplier of the country quotes in when it does not quote in US dollars. Euro
 * countries are listed one by one; a country missing here quotes in US dollars.
 */
export const homeCurrencies: Record<string, string> = {
  AE: 'AED',
  AT: 'EUR',
  AU: 'AUD',
  BE: 'EUR',
  BR: 'BRL',
  CA: 'CAD',
  CH: 'CHF',
  CL: 'CLP',
  CN: 'CNY',
  CO: 'COP',
  DE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  GR: 'EUR',
  IE: 'EUR',
  IN: 'INR',
  IT: 'EUR',
  JP: 'JPY',
  KR: 'KRW',
  MX: 'MXN',
  NL: 'EUR',
  PT: 'EUR',
  SA: 'SAR',
  TR: 'EUR',
  TW: 'TWD',
  ZA: 'ZAR',
};

/** Units of each currency to a US dollar: the rates the product ships with, so demo prices agree with its comparison. */
export { shippedUnitsPerDollar as demoUnitsPerDollar } from '../../reference/currency-rates.ts';
