// Data (product spec keys and values): one table keyed by spec id, so one file; specValues() reads it.
/**
 * Product spec keys and believable values, written for this project. A spec id maps to its
 * display key and a `|`-separated list of values; `byIndustry` overrides the values for an industry
 * key where the same key means very different magnitudes (the power of a sensor vs. a turbine).
 */
export interface SpecDef {
  key: string;
  values: string;
  byIndustry?: Record<string, string>;
}

export const specDefs: Record<string, SpecDef> = {
  absorbency: { key: 'Absorbency', values: 'Up to 8 h|Up to 10 h|Up to 12 h (night)' },
  accuracy: { key: 'Accuracy', values: '±0.1%|±0.25%|±0.5%|±1%|±2%|±0.05 mm|±0.01 mm' },
  ageRange: {
    key: 'Age range',
    values: '0–6 months|0–12 months|6–36 months|Newborn to 4 years|3–8 years|2–12 years',
  },
  axes: { key: 'Axes', values: '4|5|6|7' },
  bandwidth: { key: 'Bandwidth', values: '50 MHz|100 MHz|200 MHz|350 MHz|1 GHz|3 GHz' },
  battery: {
    key: 'Battery',
    values: '500 mAh|1,000 mAh|2,600 mAh|5,000 mAh|Rechargeable Li-ion|2 × AA|Up to 10 h runtime',
  },
  boardThickness: { key: 'Board thickness', values: '0.8 mm|1.0 mm|1.2 mm|1.6 mm|2.0 mm' },
  bore: { key: 'Bore', values: '16 mm|25 mm|32 mm|40 mm|50 mm|63 mm|80 mm|100 mm' },
  boreDiameter: { key: 'Bore diameter', values: '10 mm|15 mm|20 mm|25 mm|35 mm|50 mm|80 mm|120 mm' },
  breakingLoad: { key: 'Breaking load', values: '8.9 kN|18.2 kN|31.8 kN|57.8 kN|86.7 kN' },
  brightness: { key: 'Brightness', values: '300 nits|500 nits|1,000 nits|2,500 nits|5,500 nits' },
  bucketCapacity: { key: 'Bucket capacity', values: '0.04 m³|0.2 m³|0.5 m³|1.0 m³|1.6 m³|3.0 m³' },
  caliber: { key: 'Caliber', values: '12–14|14–16|16–18|18–20|Mixed|Size A|Size B' },
  capacity: {
    key: 'Capacity',
    values: '50 L|100 L|250 L|500 L|1,000 L',
    byIndustry: {
      '0003': '5 kWh|10 kWh|100 kWh|215 kWh|1 MWh|3.7 MWh',
      '0004': '500 kg|1 t|2 t|2.5 t|3 t|5 t|10 t',
      '0005': '50 kg/h|200 kg/h|500 kg/h|1 t/h|5 t/h',
      '0011': '500 birds|2,000 birds|10,000 birds|1,000 L|50 m³',
      '0013': '6 tubes|12 tubes|24 tubes|48 L|160 L',
      '0014': '250 L|350 L|500 L|7 kg|9 kg|12,000 BTU|18,000 BTU',
    },
  },
  capacityL: { key: 'Chamber volume', values: '18 L|23 L|45 L|80 L|150 L' },
  capacityMl: { key: 'Capacity', values: '15 ml|30 ml|50 ml|120 ml|150 ml|240 ml|270 ml' },
  capacityMonthly: {
    key: 'Monthly capacity',
    values: '10,000 pcs|50,000 pcs|100,000 pcs|250,000 pcs|1 million pcs',
  },
  caseSize: { key: 'Case size', values: '36 mm|38 mm|40 mm|41 mm|42 mm|44 mm' },
  channels: { key: 'Channels', values: '1|2|4|8|16' },
  chemistry: { key: 'Chemistry', values: 'LiFePO4|NMC|AGM lead-acid|Gel lead-acid|Vanadium redox' },
  clampingForce: { key: 'Clamping force', values: '60 t|90 t|160 t|250 t|450 t|800 t|1,200 t' },
  colour: {
    key: 'Colour',
    values: 'Black|White|Grey|Navy|Natural|Red|Blue|Green|Beige|Custom colours available',
  },
  colourTemperature: {
    key: 'Colour temperature',
    values: '2700 K|3000 K|4000 K|5000 K|6500 K|Tunable 2700–6500 K',
  },
  comm: {
    key: 'Communication',
    values: 'EtherNet/IP|PROFINET|EtherCAT|Modbus TCP|Modbus RTU|CANopen|IO-Link|OPC UA',
  },
  compliance: {
    key: 'Compliance',
    values: 'CE|CE, RoHS|UL listed|FCC, CE|RoHS, REACH|CE, UKCA',
    byIndustry: {
      '0007': 'OEKO-TEX 100|REACH|EN ISO 20471|EN ISO 11612|CPSIA',
      '0008': 'EN 71|EN 1888|ECE R129|CPSIA|EN 14350',
      '0009': 'CE|FDA registered|CPNP notified|RoHS',
      '0013': 'CE (MDR)|FDA 510(k)|ISO 13485|CE, FDA registered',
    },
  },
  composition: {
    key: 'Composition',
    values:
      '100% cotton|98% cotton 2% elastane|65% polyester 35% cotton|100% polyester|80% wool 20% nylon|93% aramid 5% para-aramid 2% antistatic',
  },
  concentration: {
    key: 'Concentration',
    values: 'Eau de toilette|Eau de parfum|Parfum extrait|100% pure|Compound 20%',
  },
  connection: {
    key: 'Connection',
    values: 'G 1/4|G 1/2|NPT 1/2|NPT 1|DN25 flange|DN50 flange|Threaded|Push-in 8 mm',
  },
  connectivity: {
    key: 'Connectivity',
    values: 'Wi-Fi|Bluetooth 5.0|Wi-Fi + Bluetooth|4G LTE|Ethernet|Zigbee|OCPP 1.6J',
  },
  connector: { key: 'Connector', values: 'Type 2|CCS2|CHAdeMO|GB/T|Type 1' },
  containerRange: {
    key: 'Container range',
    values: '50–500 ml|100–1,000 ml|0.5–5 L|Cartons up to 600 mm|Pallets 1200 × 1000 mm',
  },
  controller: {
    key: 'Controller',
    values: 'FANUC|Siemens 840D|Mitsubishi M80|Syntec|Delta PLC|Own-brand CNC|Touchscreen PLC',
  },
  copper: { key: 'Copper weight', values: '0.5 oz|1 oz|2 oz|3 oz' },
  coverage: {
    key: 'Coverage',
    values: 'Worldwide|Europe|Americas|Asia-Pacific|Latin America|Middle East & Africa|North America',
  },
  cpu: {
    key: 'Processor',
    values: 'Intel Core i5|Intel Core i7|Intel Xeon Silver|AMD Ryzen 5|AMD EPYC|ARM Cortex-A53',
  },
  currencies: { key: 'Currencies', values: 'USD, EUR|USD, EUR, GBP|USD, CNY|20+ currencies|USD, EUR, JPY' },
  current: { key: 'Rated current', values: '16 A|32 A|63 A|125 A|200 A|250 A|400 A|630 A' },
  cut: {
    key: 'Cut',
    values: 'Whole|Boneless|Fillet, skin-on|Fillet, skinless|Leg quarter|IQF pieces|Sliced',
  },
  cycleLife: {
    key: 'Cycle life',
    values: '1,200 cycles|3,000 cycles|6,000 cycles|8,000 cycles|15,000 cycles',
  },
  cycleTime: { key: 'Cycle time', values: '15 min|25 min|35 min|45 min|60 min' },
  deployment: { key: 'Deployment', values: 'Cloud (SaaS)|On-premise|Hybrid|Private cloud' },
  dimensions: {
    key: 'Dimensions',
    values:
      '600 × 400 × 300 mm|800 × 600 × 450 mm|1200 × 800 × 750 mm|1600 × 800 × 750 mm|2000 × 1000 × 850 mm',
    byIndustry: {
      '0003': '1722 × 1134 × 30 mm|2278 × 1134 × 35 mm|6058 × 2438 × 2896 mm|3200 × 1100 × 1800 mm',
      '0005': '2500 × 1800 × 2200 mm|3200 × 2100 × 2500 mm|5200 × 2300 × 2100 mm|8000 × 2500 × 2800 mm',
      '0014': '600 × 600 mm|1200 × 600 mm|2100 × 900 mm|1500 × 1500 mm|6058 × 2438 × 2896 mm',
    },
  },
  dosage: { key: 'Strength', values: '250 mg|500 mg|1,000 IU|2,000 IU|100 mg/5 ml|5 mg' },
  dryingTime: {
    key: 'Drying time',
    values: '30 min touch-dry|1 h touch-dry|2 h recoat|4 h recoat|24 h full cure',
  },
  dutyCycle: { key: 'Duty cycle', values: '35% at 40 °C|60% at 40 °C|60%|100% at 250 A' },
  efficiency: { key: 'Efficiency', values: '21.3%|22.5%|23.1%|97.6%|98.4%|90%|85%' },
  efficiencyClass: { key: 'Efficiency class', values: 'IE2|IE3|IE4|IE5' },
  emission: { key: 'Emission standard', values: 'Tier 3|Tier 4 Final|Stage V|Euro III|China IV' },
  energyClass: { key: 'Energy class', values: 'A|A+|A++|A+++|B|5-star' },
  enginePower: { key: 'Engine power', values: '18 kW|55 kW|66 kW|90 kW|123 kW|175 kW|250 kW' },
  fabric: {
    key: 'Fabric',
    values:
      '100% cotton|Organic cotton|Cotton-elastane|Polyester-cotton|Recycled polyester|Nylon-spandex|Linen|Bamboo viscose|Merino wool',
  },
  fat: { key: 'Fat content', values: '1.5%|3.2%|26%|28%|48%|82%' },
  filtration: { key: 'Filtration rating', values: '1 µm|5 µm|10 µm|25 µm|99.9% at 0.3 µm' },
  finish: {
    key: 'Finish',
    values: 'Matte|Gloss|Satin|Brushed|Powder-coated|Chrome-plated|Natural oil|Lacquered|Polished',
  },
  finishCosmetic: { key: 'Finish', values: 'Matte|Dewy|Satin|Shimmer|Natural' },
  flow: { key: 'Flow rate', values: '100 l/min|500 l/min|1,200 l/min|5 m³/h|25 m³/h|80 m³/h|200 m³/h' },
  foldedSize: { key: 'Folded size', values: '45 × 25 × 55 cm|52 × 30 × 60 cm|60 × 40 × 80 cm' },
  frame: { key: 'Frame size', values: 'IEC 71|IEC 80|IEC 90|IEC 112|IEC 132|IEC 160|IEC 225' },
  frameRate: { key: 'Frame rate', values: '30 fps|60 fps|120 fps|160 fps|line rate 40 kHz' },
  frequency: { key: 'Frequency', values: '50 Hz|60 Hz|50/60 Hz' },
  fuel: { key: 'Fuel', values: 'Diesel|Natural gas|Biogas|LPG|Electric|Wood pellets|Hydrogen' },
  glazing: {
    key: 'Glazing',
    values: 'Double glazed|Triple glazed|Low-E double glazing|Tempered safety glass|None (solid)',
  },
  grade: { key: 'Grade', values: 'Grade A|Premium|Extra class|Class I|Food grade|Export grade|Feed grade' },
  gsm: { key: 'Fabric weight', values: '120 gsm|160 gsm|180 gsm|220 gsm|280 gsm|320 gsm|400 gsm' },
  hairType: { key: 'Hair type', values: 'All hair types|Dry and damaged|Oily|Curly|Colour-treated|Fine' },
  head: { key: 'Head', values: '15 m|32 m|50 m|80 m|120 m|200 m' },
  housing: {
    key: 'Housing',
    values: 'Nickel-plated brass|Stainless steel 316L|PBT plastic|Die-cast zinc|Aluminium',
  },
  insulation: {
    key: 'Insulation',
    values: '50 mm EPS sandwich panel|75 mm rock wool panel|100 mm PU panel|None',
  },
  interface: { key: 'Interface', values: 'GigE Vision|USB3 Vision|CoaXPress|LVDS|MIPI|HDMI|RS-232' },
  io: { key: 'I/O points', values: '14 DI / 10 DO|24 DI / 16 DO|32 I/O|64 I/O|up to 1,024 I/O' },
  keyIngredient: {
    key: 'Key ingredient',
    values: 'Hyaluronic acid|Vitamin C|Niacinamide|Argan oil|Shea butter|Aloe vera|Retinol|Charcoal|Tea tree',
  },
  languagesSvc: {
    key: 'Service languages',
    values:
      'English, Spanish|English, Mandarin|English, German, French|English, Portuguese|English, Arabic|English, Italian',
  },
  languagesSw: {
    key: 'Languages',
    values: 'English, Spanish|12 languages|English, Portuguese, Spanish|30+ languages',
  },
  layers: { key: 'Layers', values: '1|2|4|6|8|12' },
  leadTimeDays: { key: 'Lead time', values: '24 h|3 days|5 days|7 days|10 days|3 weeks|6 weeks' },
  length: { key: 'Length', values: '200 mm|500 mm|1,000 mm|1,500 mm|3,000 mm|Cut to length' },
  lens: { key: 'Lens', values: '2.8 mm fixed|4 mm fixed|2.8–12 mm varifocal|30× optical zoom' },
  lensType: { key: 'Lens', values: 'Polarised TAC|Polycarbonate UV400|CR-39|Photochromic|Blue-light filter' },
  licence: { key: 'Licence', values: 'Per user per month|Perpetual|Annual subscription|Per device' },
  liftHeight: { key: 'Lift height', values: '3 m|4.5 m|6 m|9 m|12 m' },
  lining: { key: 'Lining', values: 'Cotton twill|Polyester|Suede|Unlined|Microfibre' },
  load: { key: 'Dynamic load', values: '5 kN|12 kN|28 kN|45 kN|80 kN' },
  loadCapacity: { key: 'Load capacity', values: '100 kg|120 kg|150 kg|200 kg|250 kg|500 kg' },
  luminousFlux: { key: 'Luminous flux', values: '806 lm|1,600 lm|3,600 lm|13,000 lm|26,000 lm' },
  material: {
    key: 'Material',
    values:
      'Stainless steel 304|Stainless steel 316L|Carbon steel|Aluminium alloy|Cast iron|Engineering plastic|Brass',
    byIndustry: {
      '0007': 'Brass|Nylon|Polyester|Cotton|Metal|Corozo',
      '0008': 'Food-grade silicone|Polypropylene|Organic cotton|Beech wood|Aluminium frame|Glass',
      '0009': 'PET|Glass|Acrylic|PP|Aluminium|Stainless steel|Synthetic leather',
      '0010': 'Full-grain leather|Split leather|PU leather|Canvas|Nylon|Silk|Cashmere|Acetate',
      '0011': 'Galvanised steel|Stainless steel|HDPE|Polycarbonate|PE film',
      '0012': 'Solid oak|Walnut veneer|MDF|Steel frame|Mesh and nylon|Rattan|Teak|Aluminium|Velvet',
      '0013': 'Stainless steel|Nitrile|Latex-free PVC|Medical-grade silicone|Polypropylene|Aluminium|ABS',
      '0014': 'Porcelain|Ceramic|Quartz|uPVC|Aluminium|Galvanised steel|Solid wood|Brass|Portland cement',
    },
  },
  measuringRange: {
    key: 'Measuring range',
    values: '0–10 bar|0–40 bar|-40 to 160 °C|0–600 °C|0–1000 ppm|0–100% LEL',
  },
  memory: { key: 'Program memory', values: '100 KB|512 KB|2 MB|8 MB|64 MB' },
  metal: {
    key: 'Metal',
    values: '925 sterling silver|18k gold|14k gold|316L stainless steel|Brass|Titanium',
  },
  moisture: { key: 'Moisture', values: 'Max 12%|Max 13%|Max 14%|Max 15%' },
  moq: {
    key: 'Minimum order',
    values: '50 pcs|100 pcs|300 pcs|500 pcs|1,000 pcs|5,000 pcs|1 pallet|1 × 20 ft container',
  },
  moqTons: { key: 'Minimum order', values: '1 t|5 t|20 t|1 × 20 ft container|1 × 40 ft reefer' },
  mounting: { key: 'Mounting', values: 'Floor|Ceiling|Wall|Inverted|DIN rail|Flange|Foot (B3)|Flange (B5)' },
  movement: {
    key: 'Movement',
    values: 'Automatic, 24 jewels|Quartz, Japanese|Quartz chronograph|Hand-wound|Digital',
  },
  noise: { key: 'Noise level', values: '58 dB(A)|65 dB(A)|68 dB(A) at 7 m|72 dB(A)|75 dB(A)' },
  operatingWeight: { key: 'Operating weight', values: '1.8 t|5.5 t|13.5 t|21 t|36 t' },
  origin: {
    key: 'Origin',
    values: 'Mexico|Peru|Brazil|Spain|Italy|India|Vietnam|Chile|Colombia|Argentina|Turkey|USA|Kenya|Thailand',
  },
  outerDiameter: { key: 'Outer diameter', values: '26 mm|35 mm|47 mm|62 mm|80 mm|110 mm|180 mm' },
  output: {
    key: 'Output',
    values: 'PNP|NPN|PNP/NPN switchable|4–20 mA|0–10 V|IO-Link',
    byIndustry: {
      '0005':
        '1,200 bottles/h|3,000 bottles/h|60 packs/min|120 cartons/min|300 kg/h|1,000 kg/h|2,000 shots/h',
    },
  },
  package: { key: 'Package', values: '0402|0603|0805|SOT-23|SOIC-8|QFN-32|LQFP-64|TO-220|Through-hole' },
  packaging: {
    key: 'Packaging',
    values:
      'Cartons|25 kg bags|50 kg PP bags|Jumbo bags|Retail pouches|Glass jars|Tins|Pallet-wrapped|Vacuum-packed|Bottles, 12 per case',
  },
  packQuantity: { key: 'Pack quantity', values: '10 pcs|50 pcs|100 pcs|200 pcs|500 pcs|1,000 pcs' },
  payload: { key: 'Payload', values: '3 kg|5 kg|7 kg|10 kg|20 kg|50 kg|165 kg|300 kg' },
  phase: { key: 'Phase', values: 'Single-phase|Three-phase' },
  pitch: {
    key: 'Pitch',
    values: '06B (9.525 mm)|08B (12.7 mm)|10B (15.875 mm)|12B (19.05 mm)|16B (25.4 mm)',
  },
  plating: { key: 'Plating', values: 'None|Rhodium|18k gold plated|Rose gold plated|PVD coating' },
  plug: { key: 'Plug', values: 'EU|UK|US|AU|Universal' },
  poles: { key: 'Poles', values: '1P|2P|3P|4P|3P+N' },
  ports: { key: 'Ports', values: '4|5|8|16|24|48|8 + 2 SFP|24 + 4 SFP+' },
  power: {
    key: 'Rated power',
    values: '0.4 kW|0.75 kW|1.5 kW|2.2 kW|4 kW|7.5 kW|11 kW|22 kW',
    byIndustry: {
      '0002': '5 W|10 W|20 W|65 W|100 W',
      '0003': '5 kW|10 kW|30 kW|50 kW|100 kW|250 kW|500 kW',
      '0005': '5.5 kW|11 kW|15 kW|22 kW|37 kW|55 kW',
      '0009': '1,200 W|1,800 W|2,200 W|35 W|5 W',
      '0011': '0.55 kW|1.1 kW|2.2 kW|5.5 kW',
      '0013': '100 W|250 W|500 W|1.2 kW|3 kW',
      '0014': '7 W|9 W|18 W|50 W|100 W|150 W|200 W',
    },
  },
  solarPower: { key: 'Rated power', values: '410 W|450 W|550 W|580 W|600 W|660 W' },
  turbinePower: { key: 'Rated power', values: '3 kW|10 kW|250 kW|1.5 MW|2.5 MW|3.6 MW|5 MW' },
  gensetPower: { key: 'Prime power', values: '20 kVA|60 kVA|150 kVA|500 kVA|1,000 kVA|2,000 kVA|25 MW' },
  pressure: { key: 'Working pressure', values: '6 bar|7 bar|8 bar|10 bar|13 bar|16 bar' },
  pressureRating: {
    key: 'Pressure rating',
    values: 'PN16|PN25|PN40|Class 150|Class 300|Class 600|API 5000 psi',
  },
  profile: { key: 'Profile', values: 'A / 13|B / 17|SPZ|SPA|HTD 5M|HTD 8M|T10|AT10' },
  protection: { key: 'Protection', values: 'IP20|IP54|IP55|IP65|IP66|IP67|IP68|IP69K' },
  purity: { key: 'Purity', values: '95%|98%|99%|99.5%|99.9%' },
  ramSize: { key: 'Memory', values: '8 GB|16 GB|32 GB|64 GB|128 GB' },
  range: { key: 'Range', values: '150 m|300 m|500 m|1,000 m' },
  ratedWindSpeed: { key: 'Rated wind speed', values: '10 m/s|11 m/s|12 m/s|12.5 m/s' },
  ratio: { key: 'Ratio', values: '3:1|5:1|10:1|20:1|30:1|50:1|100:1' },
  reach: { key: 'Reach', values: '500 mm|700 mm|900 mm|1,300 mm|1,800 mm|2,600 mm|3,100 mm' },
  repeatability: { key: 'Repeatability', values: '±0.01 mm|±0.02 mm|±0.03 mm|±0.05 mm|±0.1 mm' },
  resolution: {
    key: 'Resolution',
    values: '800 × 480|1024 × 768|1280 × 800|1920 × 1080|3840 × 2160|2 MP|5 MP|8 MP|12 MP',
  },
  responseTime: { key: 'Response time', values: '< 1 ms|< 10 ms|< 20 ms|2 h|4 h|24 h|Next business day' },
  rotorDiameter: { key: 'Rotor diameter', values: '2.5 m|5 m|48 m|82 m|115 m|136 m' },
  safetyLevel: { key: 'Safety level', values: 'PL e / Cat. 4|PL d / Cat. 3|SIL 2|SIL 3|Type 4' },
  scentFamily: { key: 'Scent family', values: 'Floral|Woody|Citrus|Oriental|Fresh aquatic|Gourmand|Herbal' },
  screen: { key: 'Screen', values: '4.3 in|7 in|10.1 in|12.1 in|15.6 in|21.5 in|55 in' },
  sealType: { key: 'Seal', values: 'Open|2RS rubber seals|ZZ metal shields|Labyrinth' },
  sensingRange: { key: 'Sensing range', values: '2 mm|4 mm|8 mm|15 mm|0.5 m|2 m|10 m|30 m' },
  serviceLevel: {
    key: 'Service level',
    values: 'Standard|Priority|Express|Dedicated account manager|24/7 support',
  },
  services: {
    key: 'Services',
    values:
      'Sampling, bulk production|Design, sampling, production|Printing, embroidery, packing|Full package',
  },
  shades: { key: 'Shades', values: '6 shades|12 shades|18 shades|24 shades|Custom shades' },
  shelfLife: { key: 'Shelf life', values: '6 months|9 months|12 months|18 months|24 months|36 months' },
  size: { key: 'Size', values: 'M6|M8|M10|M12|M16|DN15|DN25|DN50|Small|Medium|Large|XL' },
  sizeRange: { key: 'Sizes', values: 'XS–XL|S–XXL|S–3XL|EU 36–46|EU 39–46|US 5–11|0–24 months|2–14 years' },
  skinType: { key: 'Skin type', values: 'All skin types|Dry|Oily|Combination|Sensitive|Mature' },
  sole: { key: 'Sole', values: 'Rubber|EVA|TPR|Leather|PU|Vibram-type lug' },
  speed: {
    key: 'Speed',
    values: '1,000 rpm|1,450 rpm|1,500 rpm|2,900 rpm|3,000 rpm|6,000 rpm',
    byIndustry: { '0005': '600 rpm|900 rpm|1,200 rpm|2,800 stitches/min|5,000 stitches/min' },
  },
  speedNet: { key: 'Speed', values: '1 Gbps|10 Gbps|25 Gbps|100 Gbps|Wi-Fi 6 AX3000' },
  spindleSpeed: { key: 'Spindle speed', values: '8,000 rpm|10,000 rpm|12,000 rpm|18,000 rpm|24,000 rpm' },
  standard: { key: 'Standard', values: 'ISO|DIN|ANSI|EN|ASTM|JIS|GB|BS|API' },
  sterilization: {
    key: 'Sterilization',
    values: 'EO sterilized|Gamma sterilized|Non-sterile|Steam sterilized',
  },
  stone: {
    key: 'Stone',
    values: 'None|Cubic zirconia|Natural diamond|Freshwater pearl|Lab-grown diamond|Crystal',
  },
  storage: { key: 'Storage', values: 'Frozen at -18 °C|Chilled 0–4 °C|Ambient|Cool and dry|Below 25 °C' },
  storageSize: {
    key: 'Storage',
    values: '256 GB SSD|512 GB SSD|1 TB SSD|2 TB|4 × 8 TB HDD|Up to 256 GB microSD',
  },
  strands: { key: 'Strands', values: 'Simplex|Duplex|Triplex' },
  strap: { key: 'Strap', values: 'Leather|Stainless steel bracelet|Silicone|Nylon|Milanese mesh' },
  strength: { key: 'Strength', values: '42.5 MPa|52.5 MPa|C25/30|Grade 60|S355|10 MPa' },
  supply24: { key: 'Supply voltage', values: '24 V DC|10–30 V DC|12–24 V DC|100–240 V AC|24 V AC/DC' },
  support: { key: 'Support', values: '8 × 5|24 × 7|Business hours, Spanish and English|Dedicated engineer' },
  surfaceFinish: { key: 'Surface finish', values: 'HASL lead-free|ENIG|OSP|Immersion silver|Hard gold' },
  temperatureRange: {
    key: 'Operating temperature',
    values: '-10 to 55 °C|-20 to 60 °C|-25 to 70 °C|-40 to 85 °C|0 to 50 °C|-20 to 120 °C',
  },
  thickness: { key: 'Thickness', values: '4 mm|6 mm|8 mm|9 mm|10 mm|12 mm|14 mm|20 mm' },
  tolerance: { key: 'Tolerance', values: '±1%|±5%|±10%|±20%|±50 ppm' },
  tonnage: { key: 'Capacity', values: '40 t|63 t|100 t|160 t|250 t|400 t' },
  torque: { key: 'Rated torque', values: '1.27 N·m|2.4 N·m|9.5 N·m|35 N·m|120 N·m|450 N·m|1,200 N·m' },
  transitTime: { key: 'Transit time', values: '1–2 days|3–5 days|7–10 days|18–25 days|28–35 days' },
  travel: { key: 'Travel X/Y/Z', values: '600/400/450 mm|850/500/550 mm|1,100/600/600 mm|1,600/800/700 mm' },
  turnaround: { key: 'Turnaround', values: '24 h|48 h|3 business days|5 business days|2 weeks|4–6 weeks' },
  upper: { key: 'Upper', values: 'Full-grain leather|Suede|Knitted mesh|Canvas|Nubuck|Synthetic' },
  users: { key: 'Users', values: '5 to 50|up to 250|Unlimited|From 10 seats' },
  uvProtection: { key: 'UV protection', values: 'UV400|UPF 50+|UV-stabilised|Cat. 3 filter' },
  voltage: {
    key: 'Voltage',
    values: '24 V DC|110 V|220 V|230 V|380 V|400 V|480 V',
    byIndustry: {
      '0002': '1.8 V|3.3 V|5 V|12 V|25 V|50 V|100 V',
      '0003': '12 V|48 V|400 V|690 V|11 kV|33 kV|1,500 V DC',
      '0006': '230 V|400 V|230/400 V|400/690 V|24 V DC',
    },
  },
  volume: { key: 'Volume', values: '15 ml|30 ml|50 ml|100 ml|250 ml|500 ml|1 L|330 ml can|750 ml bottle' },
  warranty: { key: 'Warranty', values: '1 year|2 years|3 years|5 years|10 years|25-year performance' },
  waterAbsorption: { key: 'Water absorption', values: '< 0.05%|< 0.5%|3–6%|< 10%' },
  waterResistance: { key: 'Water resistance', values: '3 ATM|5 ATM|10 ATM|20 ATM|IP68' },
  weight: { key: 'Weight', values: '0.8 kg|1.6 kg|2.4 kg|5 kg|12 kg|35 kg|120 kg|850 kg|3.2 t' },
  width: { key: 'Width', values: '7 mm|10 mm|15 mm|20 mm|25 mm' },
  widthFabric: { key: 'Width', values: '145 cm|150 cm|160 cm|180 cm|280 cm' },
  windLoad: { key: 'Wind load', values: '90 km/h|120 km/h|150 km/h|180 km/h' },
  workingArea: {
    key: 'Working area',
    values: '1300 × 2500 mm|1500 × 3000 mm|2000 × 4000 mm|2500 × 6000 mm|3200 mm bending length',
  },
  workingWidth: { key: 'Working width', values: '1.8 m|2.5 m|3 m|4 m|6 m|12 m|190 cm|360 cm' },
};

/** A spec id's display key and its value list for an industry. */
export function specValues(id: string, industryKey: string): { key: string; values: string[] } {
  const def = specDefs[id];
  if (!def) throw new Error(`unknown spec id ${id}`);
  return { key: def.key, values: (def.byIndustry?.[industryKey] ?? def.values).split('|') };
}
