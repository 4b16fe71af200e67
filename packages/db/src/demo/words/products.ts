// Data (product words per industry): one table keyed by industry, so one file; productBases() reads it.
import type { FamilyId } from './families.ts';

/**
 * Product vocabulary per industry, written for this project. Keyed by industry key (0001–0015);
 * every per-category list is indexed like the industry's categories in reference/industries.ts.
 *
 * - `categories[n]`: base names of the (n + 1)th category; subcategories are separated by `|` (in
 *   the tree's order) and base names by `;`. An empty segment means "no products there".
 * - `families[n]`: the category's family (words/families.ts): its picture, its description
 *   sentences and its spec values.
 * - `modifiers[n]`: `;`-separated words that may precede a base name of that category
 *   ("stainless steel", "organic"). Each must fit every base name of the category it is used for;
 *   where one subcategory needs others, `overrides` says so.
 * - `specs[n]`: the spec ids (words/specs.ts) a product of that category lists, first two in its
 *   description.
 * - `overrides`: per category (`'4'`) or subcategory (`'4:2'`): another family, other modifiers,
 *   other spec ids, or spec values that replace the family's (a car seat's standard is not a
 *   stroller's). The subcategory's entry wins over the category's.
 */
export interface PlaceOverride {
  family?: FamilyId;
  modifiers?: string;
  specs?: string;
  /** Spec id → `|`-separated values. */
  values?: Record<string, string>;
}

export interface IndustryWords {
  /** Words that make a company name sound like this industry, most common first. */
  nameWords: string[];
  categories: string[];
  families: FamilyId[];
  modifiers: string[];
  specs: string[];
  overrides?: Record<string, PlaceOverride>;
}

export const industryWords: Record<string, IndustryWords> = {
  '0001': {
    nameWords: [
      'Automation',
      'Controls',
      'Robotics',
      'Systems',
      'Motion',
      'Sensors',
      'Mechatronics',
      'Drives',
    ],
    categories: [
      '6-axis articulated robot; heavy-payload welding robot; palletizing robot arm | 4-axis SCARA robot; ceiling-mount SCARA | collaborative robot arm; cobot with force sensing | high-speed delta picker; food-grade delta robot | three-axis gantry robot; linear Cartesian robot | electric parallel gripper; vacuum end effector; tool changer | robot controller cabinet; wireless teach pendant',
      'compact PLC; modular PLC rack; micro PLC starter kit | process DCS controller; redundant DCS node | SCADA runtime licence; web SCADA server | multi-core automation controller | remote I/O station; IP67 I/O block | safety PLC; configurable safety controller',
      'inductive proximity sensor; capacitive proximity switch | diffuse photoelectric sensor; through-beam sensor pair | pressure transmitter; digital pressure switch | PT100 temperature probe; thermocouple assembly | radar level transmitter; ultrasonic level sensor; float switch | electromagnetic flow meter; vortex flow meter | vision sensor with built-in light',
      'AC servo motor; servo drive; servo motor and drive kit | hybrid stepper motor; microstepping driver | variable frequency drive; vector-control inverter | multi-axis motion controller | electric linear actuator; rod-type actuator | incremental rotary encoder; absolute multiturn encoder',
      'capacitive touch panel HMI; widescreen operator panel | fanless panel PC; stainless steel panel PC | text operator terminal | sunlight-readable industrial monitor | illuminated pushbutton; LED pilot light; selector switch',
      'managed industrial Ethernet switch; unmanaged DIN-rail switch | PROFINET fieldbus module; EtherCAT coupler | IIoT edge gateway; MQTT gateway | industrial Wi-Fi access point; LoRaWAN gateway | Modbus to Ethernet converter; serial device server | industrial 4G router; DIN-rail firewall',
      'ISO 15552 pneumatic cylinder; compact guided cylinder | 5/2 solenoid valve; valve manifold island | filter regulator lubricator unit | axial piston pump; external gear pump; vane pump | proportional hydraulic valve; directional control valve | push-in fitting set; polyurethane air tubing',
      'GigE industrial camera; USB3 area-scan camera; line-scan camera | smart camera system; 3D vision sensor | fixed-mount barcode reader; handheld 2D code reader | LED ring light; backlight panel | C-mount machine vision lens; telecentric lens',
      'type 4 safety light curtain; muting light curtain | safety relay module | coded safety interlock switch; RFID door switch | mushroom emergency stop button; rope pull switch | safety laser scanner',
    ],
    families: [
      'robots',
      'controls',
      'sensors',
      'motors',
      'displays',
      'networking',
      'fluid-power',
      'cameras',
      'machine-safety',
    ],
    modifiers: [
      'compact; high-speed; cleanroom; IP67; high-precision; heavy-duty',
      'compact; modular; redundant; high-speed; web-enabled',
      'IP67; compact; stainless steel; ATEX-certified; IO-Link; high-temperature',
      'compact; high-performance; IP65; low-noise',
      'rugged; IP65-rated; panel-mount; compact',
      'rugged; DIN-rail; wide-temperature; redundant-power',
      'compact; stainless steel; heavy-duty; corrosion-resistant',
      'compact; IP67; high-resolution; industrial',
      'compact; IP67; heavy-duty; PL e-rated',
    ],
    specs: [
      'payload,reach,repeatability,axes,protection,mounting',
      'io,supply24,comm,memory,protection,temperatureRange',
      'sensingRange,supply24,output,protection,housing,temperatureRange',
      'power,voltage,torque,speed,comm,protection',
      'screen,resolution,supply24,protection,comm',
      'ports,comm,supply24,protection,temperatureRange',
      'connection,pressure,flow,material,temperatureRange',
      'resolution,frameRate,interface,sensingRange,protection',
      'sensingRange,responseTime,supply24,protection,safetyLevel',
    ],
    overrides: {
      '1:6': { specs: 'gripForce,stroke,weight,protection,supply24' },
      '1:7': { modifiers: 'compact; IP65', specs: 'axes,io,supply24,protection,comm' },
      '2:3': {
        family: 'software',
        modifiers: 'web-enabled; redundant',
        specs: 'tags,licence,deployment,comm',
      },
      '3:3': { specs: 'pressureRange,accuracy,output,supply24,protection,connection' },
      '3:4': { specs: 'tempRange,accuracy,output,protection,connection' },
      '3:5': { specs: 'levelRange,accuracy,output,supply24,protection' },
      '3:6': { specs: 'flowRange,accuracy,output,supply24,protection,connection' },
      '4:3': { specs: 'power,voltage,phase,comm,protection' },
      '4:4': { specs: 'axes,comm,supply24,io,protection' },
      '4:5': { specs: 'stroke,force,speedLinear,voltage,protection' },
      '4:6': { specs: 'encoderResolution,supply24,encoderOutput,protection,shaft' },
      '5:5': { specs: 'mountingHole,contacts,buttonColour,protection' },
      '7:1': { specs: 'bore,stroke,pressure,material,connection' },
      '7:4': {
        family: 'pumps',
        modifiers: 'high-pressure; low-noise; compact; heavy-duty',
        specs: 'displacement,pressureHyd,speed,mounting,connection',
      },
      '7:5': { specs: 'connection,pressureHyd,flow,supply24,material' },
      '7:6': { specs: 'tubeSize,material,pressure,temperatureRange' },
      '8:4': { specs: 'lightColour,supply24,protection' },
      '8:5': { specs: 'focalLength,lensMount,resolution' },
      '9:2': { specs: 'supply24,contacts,responseTime,safetyLevel' },
      '9:3': { specs: 'contacts,supply24,protection,safetyLevel' },
      '9:4': { specs: 'contacts,protection,mountingHole,safetyLevel' },
    },
  },
  '0002': {
    nameWords: ['Electronics', 'Tech', 'Digital', 'Data', 'Circuits', 'Micro', 'Networks', 'Semiconductor'],
    categories: [
      'microcontroller IC; power management IC; op-amp IC | MLCC capacitor reel; aluminium electrolytic capacitor; film capacitor | thick-film chip resistor; wirewound power resistor | board-to-board connector; M12 circular connector; USB-C receptacle | Schottky diode; power MOSFET | PCB signal relay; automotive relay | quartz crystal; TCXO oscillator',
      'multilayer rigid PCB; aluminium-core LED PCB | turnkey PCB assembly; SMT assembly service | flexible PCB; rigid-flex board | quick-turn PCB prototype | PCB layout and design service',
      'rack server 2U; tower server | business desktop PC; mini PC | business laptop 14-inch; rugged laptop | fanless box PC; DIN-rail industrial PC | enterprise SSD; NAS storage unit | USB keyboard and mouse set; thermal receipt printer',
      'enterprise router; 24-port PoE switch | fibre optic patch cord; FTTH splitter box; OTDR | ceiling Wi-Fi 6 access point | Cat6 network cable; armoured fibre cable | VoIP desk phone; PBX system | 5G panel antenna; omni-directional antenna',
      'cloud ERP suite; ERP for manufacturers | CRM platform for sales teams | managed cloud hosting; private cloud service | endpoint security suite; penetration testing service | custom web application development; mobile app development | IT helpdesk outsourcing; managed IT service',
      'rugged smartphone; feature phone | Bluetooth speaker; soundbar; wireless earbuds | smart plug; Wi-Fi smart camera; smart thermostat | fitness tracker band | GaN fast charger; 20,000 mAh power bank',
      'TFT LCD module; character LCD module | outdoor LED display screen; indoor fine-pitch LED wall | projected capacitive touch screen | AMOLED display panel | digital signage kiosk; wall-mounted signage display',
      'digital storage oscilloscope; handheld oscilloscope | true-RMS digital multimeter; clamp meter | arbitrary waveform generator | RF spectrum analyzer | three-phase power analyzer',
      'IP bullet camera; PTZ dome camera | 16-channel NVR | RFID access control terminal; face recognition terminal | wireless intrusion alarm kit | IP video intercom',
    ],
    families: [
      'components',
      'pcb',
      'computers',
      'networking',
      'software',
      'consumer-electronics',
      'displays',
      'instruments',
      'cameras',
    ],
    modifiers: [
      'RoHS-compliant; automotive-grade; high-temperature; industrial-grade; low-profile',
      'high-density; lead-free; multilayer; quick-turn; high-frequency',
      'rugged; business-class; fanless; high-performance; compact',
      'enterprise-grade; outdoor-rated; compact',
      'cloud-based; scalable; multilingual; GDPR-ready; modular',
      'compact; OEM; slim; premium',
      'high-brightness; outdoor; sunlight-readable; ultra-thin; industrial',
      'portable; high-accuracy; compact; rugged',
      'outdoor; night-vision; PoE; weatherproof; AI-enabled',
    ],
    specs: [
      'package,voltage,tolerance,temperatureRange,compliance',
      'layers,boardThickness,copper,surfaceFinish,leadTimeDays',
      'cpu,ramSize,storageSize,ports,warranty',
      'ports,speedNet,warranty,compliance',
      'deployment,users,languagesSw,support,licence',
      'battery,connectivity,colour,warranty,compliance',
      'screen,resolution,brightness,interface,temperatureRange',
      'bandwidth,channels,accuracy,screen,warranty',
      'resolution,lens,protection,storageSize,connectivity',
    ],
    overrides: {
      '1:4': { specs: 'pins,current,protection,temperatureRange,compliance' },
      '1:6': { specs: 'voltage,current,contacts,package,compliance' },
      '1:7': { specs: 'frequencyXtal,package,stability,temperatureRange' },
      '2:2': { specs: 'smallestComponent,leadTimeDays,boardThickness,surfaceFinish' },
      '2:5': { modifiers: 'quick-turn; high-speed', specs: 'layers,leadTimeDays,designTool' },
      '3:5': { specs: 'storageSize,storageInterface,warranty' },
      '3:6': { specs: 'connectivity,colour,warranty,compliance' },
      '4:2': { specs: 'fibreType,fibreConnector,length,warranty' },
      '4:4': { specs: 'cableType,jacket,length,compliance' },
      '4:5': { specs: 'lines,ports,warranty,compliance' },
      '4:6': { specs: 'gain,frequencyBand,rfConnector,protection' },
      '6:3': { specs: 'connectivity,colour,warranty,compliance' },
      '6:5': { specs: 'outputPower,usbPorts,colour,compliance' },
      '7:2': { specs: 'pixelPitch,brightness,protection,cabinetSize' },
      '7:5': { specs: 'screenLarge,resolution,brightness,connectivity' },
      '8:2': { specs: 'accuracy,measurementCategory,battery,warranty' },
      '9:2': { specs: 'channels,storageSize,resolution,connectivity' },
      '9:3': { specs: 'userCapacity,connectivity,protection' },
      '9:4': { modifiers: 'smart; battery-backed', specs: 'zones,connectivity,battery' },
      '9:5': { specs: 'resolution,connectivity,protection' },
    },
  },
  '0003': {
    nameWords: ['Energy', 'Power', 'Solar', 'Renewables', 'Electric', 'Grid', 'Volt', 'Green'],
    categories: [
      'monocrystalline solar panel; bifacial PERC module; flexible solar panel | string solar inverter; hybrid solar inverter; microinverter | aluminium roof mounting kit; ground-mount solar structure | MPPT charge controller | evacuated-tube solar water heater | all-in-one solar street light',
      'horizontal-axis wind turbine; onshore turbine nacelle | fibreglass turbine blade set | wind turbine gearbox | tubular steel tower section | small vertical-axis wind turbine',
      'silent diesel generator set; open-frame diesel genset | natural gas generator set | industrial gas turbine | back-pressure steam turbine | containerised CHP unit | Francis hydro turbine; micro hydro generator',
      'LiFePO4 battery pack; rack-mounted lithium battery | VRLA lead-acid battery; tubular OPzS battery | containerised battery storage system; home energy storage unit | battery management system board | vanadium flow battery',
      'oil-immersed distribution transformer; dry-type transformer | medium-voltage switchgear; ring main unit | moulded case circuit breaker; miniature circuit breaker | main distribution board | XLPE power cable; armoured LV cable | copper busbar trunking',
      'rotary drilling rig; drill bit set | API casing pipe; seamless tubing | wellhead Christmas tree | heat exchanger bundle; refinery pressure vessel | pipeline pig launcher; gate valve for pipelines | bolted steel storage tank',
      'online double-conversion UPS; line-interactive UPS | servo voltage stabilizer | automatic capacitor bank | DIN-rail surge protector | three-phase smart energy meter',
      'biomass steam boiler; wood pellet boiler | anaerobic digester plant | biodiesel; wood pellets | PEM electrolyzer stack; alkaline electrolyzer | hydrogen fuel cell module',
      '22 kW AC wallbox charger; smart home charger | 60 kW DC fast charger; 180 kW dual-gun charger | Type 2 charging cable; CCS2 connector | charge point management software',
    ],
    families: [
      'solar',
      'wind',
      'generators',
      'batteries',
      'electrical',
      'oil-gas',
      'electrical',
      'bioenergy',
      'ev-charging',
    ],
    modifiers: [
      'high-efficiency; weatherproof; durable; commercial-grade',
      'high-efficiency; low-noise; heavy-duty; offshore-ready',
      'low-emission; heavy-duty; high-efficiency; skid-mounted',
      'high-capacity; modular; long-life',
      'compact; heavy-duty; IEC-standard',
      'API-certified; high-pressure; corrosion-resistant; sour-service',
      'compact; modular; three-phase',
      'containerised; modular; high-efficiency; industrial',
      'smart; weatherproof; commercial; OCPP-compliant',
    ],
    specs: [
      'solarPower,efficiency,voltage,dimensions,warranty,compliance',
      'turbinePower,ratedWindSpeed,rotorDiameter,material,warranty',
      'gensetPower,voltage,frequency,fuel,noise,dimensions',
      'capacity,voltage,cycleLife,chemistry,warranty',
      'voltage,current,poles,protection,compliance',
      'material,pressureRating,size,standard,temperatureRange',
      'power,voltage,phase,efficiency,compliance',
      'capacity,power,efficiency,fuel,dimensions',
      'power,voltage,connector,protection,connectivity',
    ],
    overrides: {
      '1:1': { values: { efficiency: '21.3%|22.5%|23.1%|23.8%' } },
      '1:2': {
        specs: 'inverterPower,efficiency,voltage,protection,warranty',
        values: { efficiency: '97.6%|98.2%|98.4%|98.8%' },
      },
      '1:3': { specs: 'material,windLoad,panelsPerKit,warranty' },
      '1:4': { specs: 'current,voltage,efficiency,warranty', values: { efficiency: '98%|99%' } },
      '1:5': { specs: 'capacity,material,warranty' },
      '1:6': { specs: 'power,battery,luminousFlux,protection' },
      '2:1': { values: { turbinePower: '1.5 MW|2.5 MW|3.6 MW|5 MW', rotorDiameter: '82 m|115 m|136 m' } },
      '2:2': { specs: 'rotorDiameter,material,warranty', values: { rotorDiameter: '82 m|115 m|136 m' } },
      '2:3': {
        specs: 'turbinePower,ratio,warranty',
        values: { turbinePower: '1.5 MW|2.5 MW|3.6 MW|5 MW', ratio: '1:80|1:100|1:120' },
      },
      '2:4': { specs: 'material,hubHeight,warranty' },
      '2:5': { values: { turbinePower: '3 kW|10 kW|20 kW', rotorDiameter: '2.5 m|5 m|8 m' } },
      '3:3': { specs: 'outputMw,efficiency,fuel,frequency' },
      '3:4': { specs: 'outputMw,efficiency,frequency' },
      '3:6': { specs: 'outputMw,head,efficiency,frequency' },
      '4:1': { values: { chemistry: 'LiFePO4|NMC', capacity: '100 Ah|200 Ah|280 Ah|5 kWh|10 kWh' } },
      '4:2': {
        values: {
          chemistry: 'AGM lead-acid|Gel lead-acid|Flooded lead-acid',
          capacity: '100 Ah|200 Ah|1,000 Ah|2,000 Ah',
        },
      },
      '4:3': { values: { chemistry: 'LiFePO4|NMC', capacity: '10 kWh|100 kWh|215 kWh|1 MWh|3.7 MWh' } },
      '4:4': { modifiers: 'smart; active-balancing', specs: 'seriesCells,current,comm,warranty' },
      '4:5': {
        values: { chemistry: 'Vanadium redox|Zinc-bromine', capacity: '100 kWh|400 kWh|1 MWh|4 MWh' },
      },
      '5:1': {
        specs: 'ratingKva,voltage,cooling,standard',
        values: { standard: 'IEC 60076|IEEE C57.12|BS EN 50588' },
      },
      '5:3': { values: { voltage: '230 V|400 V|690 V' } },
      '5:5': {
        specs: 'conductor,voltage,cores,standard',
        values: { standard: 'IEC 60502-1|IEC 60502-2|BS 6724|BS 5467' },
      },
      '7:4': { specs: 'voltage,dischargeCurrent,poles,protection' },
      '7:5': { specs: 'voltage,current,meterClass,comm' },
      '8:3': {
        family: 'biofuels',
        modifiers: 'EN-certified; premium-grade; bulk',
        specs: 'fuelSpec,packaging,moqTons',
      },
      '9:3': { specs: 'connector,current,length,protection' },
      '9:4': {
        family: 'software',
        modifiers: 'cloud-based; white-label',
        specs: 'deployment,licence,support',
      },
      '6:1': { values: { standard: 'API 7K|API 4F|API 8C' } },
      '6:2': { values: { standard: 'API 5CT|API 5L|API 5DP' } },
      '6:3': { values: { standard: 'API 6A|API 16A|NACE MR0175' } },
      '6:4': { values: { standard: 'ASME VIII Div. 1|TEMA class R|PED 2014/68/EU' } },
      '6:5': { values: { standard: 'API 6D|API 5L|ASME B31.4' } },
      '6:6': { values: { standard: 'API 650|API 12B|EN 14015' } },
    },
  },
  '0004': {
    nameWords: ['Industrial', 'Tools', 'Equipment', 'Supply', 'Engineering', 'Tech', 'Hydraulics', 'Safety'],
    categories: [
      '18 V cordless drill; angle grinder; rotary hammer | combination spanner set; torque wrench | carbide end mill; HSS drill bit set; indexable insert | flap disc; cutting wheel | digital caliper; outside micrometer | rolling tool cabinet; tool chest',
      'MIG welding machine; TIG inverter welder; stick welder | ER70S-6 welding wire; E6013 electrode | CNC plasma cutter; air plasma cutter | fibre laser welding machine | temperature-controlled soldering station | auto-darkening welding helmet; welding gloves',
      'electric forklift 2.5 t; diesel forklift | belt conveyor; roller conveyor | electric wire rope hoist; overhead bridge crane | manual pallet jack; electric pallet truck | laser-guided AGV; autonomous mobile robot | selective pallet racking; cantilever rack',
      'end-suction centrifugal pump; multistage centrifugal pump; split-case pump; submersible pump | gear pump; diaphragm pump; progressive cavity pump; peristaltic pump | three-piece ball valve; flanged ball valve | cast steel gate valve; globe valve | wafer butterfly valve | swing check valve; dual-plate check valve',
      'glycerine-filled pressure gauge | bimetal dial thermometer | portable multi-gas detector; flue gas analyzer | pressure calibrator; dry-block calibrator | temperature data logger; multichannel recorder',
      'rotary screw air compressor; VSD screw compressor | two-stage piston compressor | refrigerated air dryer; desiccant dryer | liquid-ring vacuum pump; rotary vane vacuum pump | compressed air line filter',
      'bag filter housing; cartridge filter | pulse-jet dust collector | decanter centrifuge; disc stack separator | reverse osmosis system; water softener | transformer oil purifier',
      'ABS safety helmet | nitrile-coated work gloves; cut-resistant gloves | flame-retardant coverall; disposable coverall | half-face respirator; FFP2 mask | steel-toe safety boots | safety goggles; face shield',
      'hex bolt and nut set; flange nut | self-drilling screw; wood screw; machine screw | spring washer; flat washer | blind rivet; solid rivet | wedge anchor; chemical anchor | threaded rod DIN 975',
    ],
    families: [
      'tools',
      'welding',
      'material-handling',
      'pumps',
      'instruments',
      'compressors',
      'filtration',
      'ppe',
      'fasteners',
    ],
    modifiers: [
      'heavy-duty; professional; industrial-grade; precision',
      'inverter; portable; industrial; heavy-duty; digital',
      'heavy-duty; compact; industrial-grade',
      'stainless steel; heavy-duty; self-priming; high-pressure; ATEX-rated; cast iron',
      'stainless steel; explosion-proof; high-accuracy; industrial',
      'oil-free; energy-saving; silent; industrial; heavy-duty',
      'industrial; stainless steel; high-capacity; compact',
      'lightweight; EN-certified; anti-static; durable',
      'zinc-plated; stainless steel A2; hot-dip galvanised; high-tensile; DIN-standard',
    ],
    specs: [
      'power,voltage,weight,warranty,compliance',
      'current,voltage,dutyCycle,weight,compliance',
      'capacity,liftHeight,power,dimensions,compliance',
      'flow,head,pressureRating,material,connection',
      'measuringRange,accuracy,connection,material,protection',
      'power,flow,pressure,noise,dimensions',
      'flow,filtration,material,power,dimensions',
      'material,size,standard,colour,compliance',
      'size,material,finish,standard,packQuantity',
    ],
    overrides: {
      '1:2': {
        specs: 'material,pieces,standard,warranty',
        values: { standard: 'DIN 3113|ISO 6789|ANSI B107' },
      },
      '1:3': {
        specs: 'diameter,material,coating,standard',
        values: { standard: 'DIN 6527|DIN 338|ISO 1832' },
      },
      '1:4': {
        specs: 'diameter,grit,maxSpeed,standard',
        values: { diameter: '115 mm|125 mm|180 mm|230 mm', standard: 'EN 12413|EN 13743|oSa certified' },
      },
      '1:5': {
        specs: 'measuringLength,readout,accuracy,standard',
        values: { standard: 'DIN 862|DIN 863|ISO 13385' },
      },
      '1:6': { specs: 'drawers,loadCapacity,material,dimensions' },
      '2:2': {
        modifiers: 'premium; low-spatter; copper-coated',
        specs: 'wireDiameter,standard,packaging',
        values: { standard: 'AWS A5.18|AWS A5.1|ISO 14341|ISO 2560' },
      },
      '2:3': { specs: 'current,cutThickness,dutyCycle,voltage' },
      '2:4': { specs: 'laserPower,voltage,weight,compliance' },
      '2:5': {
        modifiers: 'digital; ESD-safe; compact',
        specs: 'power,tempRange,compliance',
        values: { power: '60 W|90 W|120 W', tempRange: '150–450 °C|200–480 °C' },
      },
      '2:6': {
        modifiers: 'lightweight; flame-resistant; EN-certified',
        specs: 'standard,size,compliance',
        values: { standard: 'EN 379|EN 175|EN 12477|ANSI Z87.1', size: 'One size|M–XL|9|10|11' },
      },
      '3:2': { specs: 'beltWidth,conveyorSpeed,power,dimensions' },
      '3:3': { specs: 'capacity,liftHeight,power,compliance' },
      '3:4': { specs: 'capacity,forkLength,compliance', values: { capacity: '2 t|2.5 t|3 t' } },
      '3:5': { specs: 'capacity,power,compliance', values: { capacity: '300 kg|600 kg|1 t|1.5 t' } },
      '3:6': {
        specs: 'loadCapacity,dimensions,material,standard',
        values: {
          standard: 'EN 15512|EN 15635|RMI/ANSI MH16.1',
          loadCapacity: '500 kg|1,000 kg|2,000 kg|3,000 kg per level',
        },
      },
      '4:3': { family: 'valves', specs: 'size,pressureRating,material,connection,temperatureRange' },
      '4:4': { family: 'valves', specs: 'size,pressureRating,material,connection,temperatureRange' },
      '4:5': { family: 'valves', specs: 'size,pressureRating,material,connection,temperatureRange' },
      '4:6': { family: 'valves', specs: 'size,pressureRating,material,connection,temperatureRange' },
      '5:1': { specs: 'pressureRange,accuracyClass,dialSize,connection,material' },
      '5:2': { specs: 'tempRange,accuracyClass,dialSize,connection,material' },
      '5:3': { specs: 'gasRange,accuracy,battery,protection' },
      '5:4': { specs: 'calibrationRange,accuracy,battery,warranty' },
      '5:5': { specs: 'channels,accuracy,logMemory,battery' },
      '6:3': { modifiers: 'energy-saving; compact; industrial' },
      '6:4': {
        family: 'pumps',
        modifiers: 'oil-free; energy-saving; compact; heavy-duty',
        specs: 'power,flow,ultimateVacuum,noise,connection',
        values: { flow: '20 m³/h|40 m³/h|100 m³/h|300 m³/h|1,000 m³/h' },
      },
      '6:5': { modifiers: 'high-efficiency; stainless steel', specs: 'flow,filtration,pressure,connection' },
      '7:1': { specs: 'flow,filtration,material,connection,pressure' },
      '9:1': { values: { standard: 'DIN 933|DIN 934|ISO 4017|ISO 4032|DIN 6923' } },
      '9:2': {
        values: { standard: 'ISO 15480|DIN 7504|DIN 571|ISO 7045', size: 'M4|M5|M6|4.2 × 19 mm|5 × 60 mm' },
      },
      '9:3': { values: { standard: 'DIN 127|DIN 125|ISO 7089' } },
      '9:4': {
        values: {
          standard: 'ISO 15983|DIN 7337|DIN 660',
          size: '3.2 mm|4.0 mm|4.8 mm|6.4 mm',
          material: 'Aluminium|Stainless steel A2-70|Carbon steel 4.6',
        },
      },
      '9:5': { values: { standard: 'ETA Option 1|ETAG 001|ICC-ES AC193' } },
      '9:6': { values: { standard: 'DIN 975|DIN 976' } },
      '8:1': {
        values: {
          standard: 'EN 397|EN 12492|ANSI Z89.1',
          size: 'One size (53–63 cm)|One size (52–64 cm)',
          material: 'ABS|HDPE|Fibreglass',
        },
      },
      '8:2': {
        values: {
          standard: 'EN 388|EN 388, EN 407|EN ISO 374-1',
          size: '7|8|9|10|11|S–XXL',
          material: 'Nitrile on nylon|HPPE with nitrile|Cowhide leather|Latex on cotton',
        },
      },
      '8:3': {
        values: {
          standard: 'EN ISO 13688|EN ISO 11612|EN 1149-5|Type 5/6 (EN 13982, EN 13034)',
          size: 'S–3XL|M–XXL',
          material: 'Polycotton|SMS non-woven|Flame-retardant cotton|Aramid blend',
        },
      },
      '8:4': {
        values: {
          standard: 'EN 149 FFP2|EN 149 FFP3|EN 140|NIOSH N95',
          size: 'S/M|M/L|One size',
          material: 'Polypropylene|TPE|Silicone',
        },
      },
      '8:5': {
        values: {
          standard: 'EN ISO 20345 S3|EN ISO 20345 S1P|ASTM F2413',
          size: 'EU 36–48|EU 39–47|US 6–13',
          material: 'Full-grain leather|Microfibre|Nubuck leather',
        },
      },
      '8:6': {
        values: {
          standard: 'EN 166|ANSI Z87.1|EN 170',
          size: 'One size',
          material: 'Polycarbonate|Acetate|Nylon frame, polycarbonate lens',
        },
      },
    },
  },
  '0005': {
    nameWords: [
      'Machinery',
      'Machines',
      'Engineering',
      'Industrial',
      'Mechanical',
      'Equipment',
      'CNC',
      'Works',
    ],
    categories: [
      'vertical machining center; 5-axis machining center | CNC turning center; slant-bed lathe | universal milling machine | surface grinder; cylindrical grinder | radial drilling machine | wire EDM machine; sinker EDM',
      'fibre laser cutting machine; tube laser cutter | CNC press brake; electro-hydraulic press brake | hydraulic guillotine shear | CNC turret punch press | four-roll plate rolling machine',
      'servo injection molding machine; two-platen injection press | single-screw extruder; pipe extrusion line | extrusion blow molding machine; PET stretch blow molder | vacuum thermoforming machine | plastic crusher granulator | rubber kneader; two-roll mill',
      'liquid filling machine; powder auger filler | self-adhesive labeling machine | continuous band sealer; induction cap sealer | stretch wrapping machine; shrink tunnel | automatic cartoner | robotic palletizer; layer palletizer',
      'spiral dough mixer; ribbon blender | rotary rack oven; bread slicer | meat grinder; bowl cutter | juice pasteurizer; carbonated drink filler | fruit washing line; vegetable cutter | milk pasteurizer; cheese vat',
      'crawler excavator; mini excavator | wheel loader 5 t | crawler bulldozer | self-loading concrete mixer; concrete batching plant | truck-mounted crane; rough-terrain crane | vibratory road roller; tandem roller',
      '90 hp tractor; compact tractor | combine harvester; forage harvester | precision seed drill; pneumatic planter | centre-pivot irrigation system; drip irrigation kit | boom sprayer; orchard mist sprayer | disc harrow; rotary tiller',
      'ring spinning frame; open-end spinning machine | air-jet loom; rapier loom | circular knitting machine; flat knitting machine | lockstitch sewing machine; overlock machine | jet dyeing machine; stenter | multi-head embroidery machine',
      'sliding table panel saw; beam saw | 3-axis CNC router; nesting CNC router | automatic edge bander | four-sided planer; thicknesser | wide-belt sanding machine',
    ],
    families: [
      'machine-tools',
      'machine-tools',
      'plastics-machinery',
      'packaging-machinery',
      'food-machinery',
      'construction-machinery',
      'agri-machinery',
      'textile-machinery',
      'machine-tools',
    ],
    modifiers: [
      'high-precision; heavy-duty; high-speed; CNC',
      'CNC; servo-electric; heavy-duty; high-speed; automatic',
      'servo-driven; energy-saving; fully automatic; high-speed; heavy-duty',
      'fully automatic; semi-automatic; servo-driven; high-speed; stainless steel',
      'stainless steel; food-grade; automatic; high-capacity; energy-saving',
      'heavy-duty; compact; fuel-efficient; low-emission',
      'heavy-duty; compact; high-capacity; durable',
      'high-speed; computerised; automatic; energy-saving',
      'automatic; heavy-duty; CNC; industrial; compact',
    ],
    specs: [
      'travel,spindleSpeed,power,controller,weight,dimensions',
      'workingArea,power,tonnage,controller,dimensions',
      'clampingForce,shotWeight,power,controller,weight',
      'output,containerRange,power,material,dimensions',
      'output,power,material,dimensions',
      'operatingWeight,enginePower,bucketCapacity,emission,fuel',
      'enginePower,workingWidth,capacity,fuel,weight',
      'speed,workingWidth,power,controller,weight',
      'workingArea,power,spindleSpeed,controller,weight',
    ],
    overrides: {
      '2:1': { specs: 'workingArea,laserPower,controller,dimensions' },
      '3:2': {
        specs: 'screwDiameter,output,power,controller',
        values: { output: '50 kg/h|150 kg/h|300 kg/h|600 kg/h' },
      },
      '3:3': {
        specs: 'output,power,controller,weight',
        values: { output: '1,200 bottles/h|3,000 bottles/h|6,000 bottles/h' },
      },
      '3:4': {
        specs: 'formingArea,output,power,weight',
        values: { output: '15 cycles/min|25 cycles/min|35 cycles/min' },
      },
      '3:5': {
        specs: 'output,power,weight,dimensions',
        values: { output: '150 kg/h|300 kg/h|600 kg/h|1,200 kg/h' },
      },
      '3:6': {
        specs: 'output,power,weight,dimensions',
        values: { output: '55 L batch|75 L batch|110 L batch' },
      },
      '4:6': {
        modifiers: 'high-speed; compact; fully automatic',
        values: { output: '10 layers/h|20 layers/h|12 cases/min|30 cases/min' },
      },
      '5:1': {
        specs: 'capacity,output,power,material',
        values: {
          capacity: '50 L|130 L|260 L|500 L',
          output: '50 kg per batch|120 kg per batch|300 kg per batch',
        },
      },
      '5:2': { values: { output: '16 trays|32 trays|800 loaves/h' } },
      '5:3': { values: { output: '300 kg/h|800 kg/h|2 t/h' } },
      '5:4': { values: { output: '2,000 bottles/h|6,000 bottles/h|5,000 l/h' } },
      '5:5': { values: { output: '1 t/h|3 t/h|5 t/h' } },
      '5:6': { values: { output: '1,000 l/h|5,000 l/h|10,000 l/h' } },
      '6:4': { specs: 'drumCapacity,enginePower,emission,fuel' },
      '6:5': { specs: 'liftCapacity,boomLength,enginePower,emission' },
      '6:6': { specs: 'operatingWeight,drumWidth,enginePower,emission' },
      '7:1': { specs: 'enginePower,drive,fuel,weight' },
      '7:2': { specs: 'enginePower,grainTank,workingWidth,fuel' },
      '7:3': { specs: 'workingWidth,rows,weight' },
      '7:4': { specs: 'irrigatedArea,flow,material' },
      '7:5': { specs: 'tankCapacity,workingWidth,weight' },
      '7:6': { specs: 'workingWidth,weight,requiredPower' },
    },
  },
  '0006': {
    nameWords: ['Transmission', 'Bearings', 'Gears', 'Drives', 'Motors', 'Mechanical', 'Power', 'Motion'],
    categories: [
      'helical inline gearbox; parallel-shaft helical reducer | worm gear reducer | precision planetary gearbox; high-torque planetary reducer | right-angle bevel gearbox | hardened spur gear | induction-hardened gear rack',
      'deep groove ball bearing; angular contact ball bearing | tapered roller bearing; spherical roller bearing | linear ball bushing | bronze sleeve bearing; self-lubricating bushing | pillow block bearing unit | four-point contact slewing ring',
      'IE3 three-phase induction motor; single-phase motor | helical gear motor | permanent-magnet DC motor | BLDC motor with driver | flameproof induction motor',
      'classical V-belt; wedge V-belt | HTD timing belt; polyurethane timing belt | flat transmission belt | taper-lock pulley; cast iron sheave | automatic belt tensioner',
      'ANSI roller chain; double-strand chain | conveyor chain with attachments | leaf chain for forklifts | inverted tooth chain | plate sprocket; taper-bore sprocket',
      'jaw coupling; disc coupling | rigid sleeve coupling | fluid coupling | cardan shaft; universal joint | electromagnetic clutch | electromagnetic brake; disc brake caliper',
      'linear guide rail and carriage | rolled ball screw; ground ball screw | trapezoidal lead screw | belt-driven linear module; screw-driven linear stage | shaft support block',
      'NBR oil seal; FKM oil seal | O-ring kit; Viton O-ring | cartridge mechanical seal | spiral wound gasket; PTFE gasket | hydraulic rod seal; piston seal kit',
    ],
    families: ['gears', 'bearings', 'motors', 'belts-chains', 'belts-chains', 'gears', 'bearings', 'seals'],
    modifiers: [
      'precision; heavy-duty; high-torque; low-noise; hardened',
      'sealed; precision; high-speed; stainless steel; heavy-duty',
      'high-efficiency; IP55; low-noise; heavy-duty; cast-iron; aluminium-frame',
      'heavy-duty; oil-resistant; high-performance; maintenance-free',
      'heavy-duty; self-lubricating; stainless steel; corrosion-resistant; high-strength',
      'high-torque; backlash-free; heavy-duty; maintenance-free; precision',
      'precision; high-rigidity; compact; low-noise; heavy-duty',
      'FKM; high-temperature; oil-resistant; heavy-duty',
    ],
    specs: [
      'ratio,torque,power,mounting,material',
      'boreDiameter,outerDiameter,width,material,sealType',
      'power,voltage,speed,efficiencyClass,protection,frame',
      'profile,length,material,temperatureRange,standard',
      'pitch,breakingLoad,material,strands,standard',
      'torque,boreDiameter,speed,material,temperatureRange',
      'length,accuracy,load,material,size',
      'size,material,temperatureRange,pressure,standard',
    ],
    overrides: {
      '4': { values: { standard: 'ISO 4184|RMA IP-20|DIN 2215|ISO 5296|ISO 4183' } },
      '4:4': { modifiers: 'cast iron; precision-balanced', specs: 'profile,boreDiameter,material,standard' },
      '4:5': { modifiers: 'heavy-duty; maintenance-free', specs: 'material,temperatureRange,standard' },
      '5': {
        values: {
          standard: 'ISO 606|ANSI B29.1|DIN 8187|DIN 8181|ISO 4347',
          material: 'Carbon steel|Stainless steel 304|Nickel-plated steel|Hardened alloy steel',
        },
      },
      '5:5': {
        modifiers: 'hardened-tooth; stainless steel; heavy-duty',
        specs: 'pitch,teeth,boreDiameter,material',
      },
      '7': {
        values: {
          material: 'Bearing steel, hardened|Stainless steel 440C|Aluminium profile|Chrome-plated steel',
        },
      },
    },
  },
  '0007': {
    nameWords: ['Textiles', 'Apparel', 'Garments', 'Fashion', 'Wear', 'Clothing', 'Knits', 'Fabrics'],
    categories: [
      'oxford shirt; linen shirt | chino trousers; cargo trousers | two-piece suit; unstructured blazer | piqué polo shirt; crew-neck T-shirt | quilted jacket; wool overcoat | cotton boxer briefs',
      'wrap dress; maxi dress | silk blouse; jersey top | pleated skirt; denim skirt | high-waist leggings; wide-leg trousers | trench coat; puffer jacket | lace bra set; seamless briefs',
      "boys' denim set | girls' party dress | school uniform polo; pleated school skirt | kids' rain jacket; padded snowsuit | kids' pyjama set",
      'compression leggings; sports bra | sublimated football jersey; basketball jersey | chlorine-resistant swimsuit; board shorts | polyester tracksuit | padded cycling bib shorts | seamless yoga set',
      'polycotton coverall; bib and brace overall | hi-vis safety vest; hi-vis parka | medical scrub set | chef jacket; waiter apron | corporate shirt programme | FR coverall; arc-rated jacket',
      'cotton poplin; canvas fabric | selvedge denim; stretch denim | single jersey fabric; interlock knit | nylon taffeta; polyester oxford | merino wool fabric | aramid fabric; waterproof membrane laminate',
      'metal zipper; invisible zipper | horn button; snap fastener | woven label; swing tag | polyester core-spun thread | jacquard ribbon; cotton lace trim | fusible interlining',
      'cut, make and trim service | private label T-shirt programme | DTG garment printing; screen printing service | logo embroidery service | pattern grading and sampling',
    ],
    families: [
      'clothing',
      'clothing',
      'clothing',
      'clothing',
      'clothing',
      'textiles',
      'textiles',
      'manufacturing-services',
    ],
    modifiers: [
      'regular-fit; slim-fit; premium; custom-logo; recycled',
      'premium; recycled; lightweight; stretch',
      'durable; easy-care; premium; recycled',
      'moisture-wicking; quick-dry; breathable; recycled polyester; custom-logo',
      'durable; breathable; custom-logo; easy-care',
      'premium; recycled; heavyweight; soft-touch',
      'custom; colour-matched; recycled; premium',
      'small-batch; full-package; fast-turnaround; eco-friendly',
    ],
    specs: [
      'fabric,gsm,sizeRange,colour,moq',
      'fabric,gsm,sizeRange,colour,moq',
      'fabric,ageRange,sizeRange,compliance,moq',
      'fabric,gsm,sizeRange,colour,moq',
      'fabric,standard,sizeRange,colour,moq',
      'composition,gsm,widthFabric,colour,moq',
      'material,size,colour,finish,moq',
      'moq,leadTimeDays,capacityMonthly,services',
    ],
    overrides: {
      '2': { values: { sizeRange: 'XS–XL|EU 34–46|UK 6–18|S–XXL' } },
      '3': { values: { sizeRange: '2–14 years|4–16 years|98–164 cm' } },
      '4': { values: { fabric: 'Recycled polyester|Nylon-spandex|Polyester-elastane|Polyester mesh' } },
      '5': {
        values: { fabric: 'Polyester-cotton|100% cotton|Cotton canvas|Flame-retardant cotton|Aramid blend' },
      },
      '5:2': { values: { standard: 'EN ISO 20471 Class 2|EN ISO 20471 Class 3|ANSI/ISEA 107' } },
      '5:6': { values: { standard: 'EN ISO 11612|NFPA 2112|IEC 61482-2' } },
      '6:1': { values: { composition: '100% cotton|97% cotton 3% elastane|Organic cotton' } },
      '6:2': {
        values: { composition: '100% cotton|98% cotton 2% elastane|92% cotton 6% polyester 2% elastane' },
      },
      '6:3': { values: { composition: '100% cotton|95% cotton 5% elastane|Polyester-spandex' } },
      '6:4': { values: { composition: '100% nylon|100% polyester|Recycled polyester' } },
      '6:5': { values: { composition: '100% merino wool|80% wool 20% nylon' } },
      '6:6': {
        values: {
          composition:
            '93% aramid 5% para-aramid 2% antistatic|Polyester with PTFE membrane|100% polyester, PU-coated',
        },
      },
      '7:1': { values: { material: 'Brass|Nylon coil|Aluminium|Moulded plastic', size: '#3|#5|#8|#10' } },
      '7:2': { values: { material: 'Horn|Corozo|Brass|Polyester', size: '14L|18L|24L|32L' } },
      '7:3': {
        values: {
          material: 'Polyester damask|Satin|Cotton|Recycled card',
          size: '40 × 15 mm|50 × 20 mm|Custom size',
          finish: 'Woven damask|Satin|Printed',
        },
      },
      '7:4': {
        values: {
          material: 'Polyester core-spun|Cotton|Bonded nylon',
          size: 'Tex 27|Tex 40|Tex 60',
          finish: 'Soft|Mercerised|Bonded',
        },
      },
      '7:5': {
        values: {
          material: 'Cotton|Polyester|Nylon',
          size: '10 mm|25 mm|40 mm|80 mm',
          finish: 'Soft|Standard',
        },
      },
      '7:6': {
        values: {
          material: 'Polyester non-woven|Cotton woven|Polyester-viscose',
          size: '90 cm|112 cm|150 cm',
          finish: 'Soft|Standard',
        },
      },
    },
  },
  '0008': {
    nameWords: ['Baby', 'Kids', 'Care', 'Nursery', 'Little', 'Family', 'Junior', 'Toys'],
    categories: [
      'organic cotton bodysuit; short-sleeve romper | baby sleeping bag; footed sleepsuit | newborn gift set | non-slip baby socks; knitted booties | knitted baby hat; scratch mittens',
      'anti-colic feeding bottle; glass baby bottle | orthodontic pacifier; silicone teether | silicone milk collector; breast milk storage bags | waterproof silicone bib | suction bowl set; weaning spoon set | steam bottle sterilizer',
      'premium disposable diaper; pull-up pants | reusable cloth diaper; bamboo insert | water-based baby wipes | foldable changing mat | tear-free baby shampoo; baby bath wash',
      'lightweight travel stroller; twin stroller | ISOFIX infant car seat; convertible car seat | ergonomic baby carrier; baby wrap | 3-in-1 travel system | stroller rain cover; stroller cup holder',
      'solid wood crib; convertible cot | changing table with drawers | breathable crib mattress | adjustable high chair | portable playpen | cotton crib bedding set',
      'plush teddy bear | wooden shape sorter; STEM learning toy | wooden rattle | play gym mat | floating bath toys | soft building blocks',
      'video baby monitor; audio baby monitor | pressure-mounted safety gate | infrared ear thermometer | electric nasal aspirator | outlet covers; corner guards',
    ],
    families: ['baby-clothing', 'baby-feeding', 'baby-hygiene', 'strollers', 'nursery', 'toys', 'nursery'],
    modifiers: [
      'organic cotton; soft-touch; hypoallergenic; breathable; bamboo-blend',
      'BPA-free; food-grade; dishwasher-safe; eco-friendly',
      'hypoallergenic; eco-friendly; ultra-soft',
      'lightweight; foldable; compact; all-terrain',
      'solid wood; convertible; non-toxic; foldable',
      'eco-friendly; non-toxic; colourful; educational',
      'digital; wireless; battery-powered',
    ],
    specs: [
      'fabric,ageRange,compliance,colour,moq',
      'material,capacityMl,ageRange,compliance,moq',
      'sizeRange,absorbency,material,packQuantity,compliance',
      'weight,ageRange,material,standard,foldedSize',
      'material,dimensions,ageRange,standard,finish',
      'material,ageRange,dimensions,compliance,colour',
      'battery,range,ageRange,compliance,warranty',
    ],
    overrides: {
      '2:1': {
        values: {
          capacityMl: '120 ml|150 ml|240 ml|270 ml|330 ml',
          material: 'Borosilicate glass|PPSU|Polypropylene|Food-grade silicone',
        },
      },
      '2:2': {
        specs: 'material,ageRange,compliance,moq',
        values: {
          compliance: 'EN 1400|EN 12586|EN 1400, LFGB',
          material: 'Medical-grade silicone|Natural rubber latex|Food-grade silicone',
        },
      },
      '2:3': {
        values: { capacityMl: '100 ml|150 ml|180 ml|250 ml', material: 'Food-grade silicone|BPA-free PE' },
      },
      '2:5': {
        values: {
          capacityMl: '150 ml|240 ml|300 ml',
          material: 'Food-grade silicone|Bamboo fibre|Stainless steel|Polypropylene',
        },
      },
      '2:4': { specs: 'material,ageRange,compliance,moq' },
      '2:6': {
        modifiers: 'compact; electric; 3-in-1',
        specs: 'bottleCapacity,power,compliance,warranty',
        values: { compliance: 'CE|CE, UKCA|UL listed' },
      },
      '3:3': { specs: 'material,packQuantity,compliance,moq' },
      '3:4': {
        modifiers: 'waterproof; wipe-clean',
        specs: 'sizeCm,material,colour,moq',
        values: { material: 'PVC-free foam|Waterproof polyester|Bamboo terry' },
      },
      '3:5': {
        specs: 'volume,keyIngredient,shelfLife,compliance',
        values: {
          compliance: 'EU Cosmetics Regulation|CPNP notified|FDA registered',
          keyIngredient: 'Chamomile|Calendula|Oat extract|Aloe vera',
        },
      },
      '4:2': {
        modifiers: 'rotating; lightweight',
        specs: 'weight,ageRange,seatGroup,standard,material',
        values: {
          standard: 'ECE R129 (i-Size)|ECE R44/04|FMVSS 213',
          weight: '3.8 kg|9.5 kg|12.8 kg|14 kg',
          material: 'EPS foam and HDPE shell|EPP foam and steel frame',
        },
      },
      '4:3': {
        specs: 'weight,ageRange,material,standard',
        values: {
          standard: 'EN 13209-2|ASTM F2236',
          weight: '0.5 kg|0.7 kg|0.9 kg',
          material: 'Organic cotton|Cotton-linen|Breathable mesh',
        },
      },
      '4:4': { values: { standard: 'EN 1888-1 and ECE R129|ASTM F833 and FMVSS 213' } },
      '4:5': {
        modifiers: 'universal; waterproof',
        specs: 'material,colour,moq',
        values: { material: 'PEVA|Polyester 600D|ABS' },
      },
      '5:2': { values: { standard: 'EN 12221|ASTM F2388' } },
      '5:3': {
        modifiers: 'breathable; hypoallergenic; organic',
        values: { standard: 'EN 16890|CertiPUR-US' },
      },
      '5:4': { values: { standard: 'EN 14988|ASTM F404' } },
      '5:5': { values: { standard: 'EN 12227|ASTM F406' } },
      '5:6': {
        modifiers: 'organic; breathable',
        specs: 'material,dimensions,colour,standard',
        values: {
          standard: 'EN 16781|OEKO-TEX 100',
          material: 'Organic cotton|Cotton muslin|Bamboo viscose',
        },
      },
      '6:1': {
        values: {
          material: 'Organic cotton plush|Recycled polyester plush',
          dimensions: '25 cm|30 cm|40 cm',
        },
      },
      '6:2': {
        values: {
          material: 'Beech wood|Rubberwood|BPA-free plastic',
          dimensions: '20 × 15 × 10 cm|30 × 20 × 10 cm',
        },
      },
      '6:3': { values: { material: 'Beech wood|Maple wood', dimensions: '12 cm|15 cm' } },
      '6:4': {
        values: {
          material: 'Organic cotton|Recycled polyester|Wooden arch, cotton mat',
          dimensions: '90 × 90 cm|100 × 100 cm',
        },
      },
      '6:5': {
        values: {
          material: 'Food-grade silicone|BPA-free plastic|Natural rubber',
          dimensions: '8 cm|10 cm|12 cm',
        },
      },
      '6:6': {
        values: {
          material: 'Food-grade silicone|EVA foam|Cotton plush',
          dimensions: '6 cm cubes, 12 pieces|10 cm cubes, 6 pieces',
        },
      },
      '7:2': {
        modifiers: 'easy-fit; extra-wide',
        specs: 'widthRange,material,standard',
        values: { standard: 'EN 1930|ASTM F1004' },
      },
      '7:3': {
        modifiers: 'digital; fast-reading',
        specs: 'accuracy,battery,compliance',
        values: { compliance: 'CE (MDR)|FDA 510(k)' },
      },
      '7:4': { modifiers: 'electric; quiet', specs: 'battery,suctionLevels,compliance' },
      '7:5': {
        modifiers: 'easy-fit; transparent',
        specs: 'material,packQuantity,compliance',
        values: { material: 'PP|Silicone|NBR foam' },
      },
    },
  },
  '0009': {
    nameWords: ['Cosmetics', 'Beauty', 'Labs', 'Naturals', 'Care', 'Skin', 'Botanics', 'Pharma'],
    categories: [
      'hyaluronic day cream; night repair cream | vitamin C serum; niacinamide serum | foaming gel cleanser; micellar water | SPF 50 sunscreen lotion; mineral sunscreen | clay face mask; sheet mask | shea body lotion',
      'sulphate-free shampoo; anti-dandruff shampoo | argan oil conditioner | ammonia-free hair colour | styling gel; texturising spray | keratin treatment; hair mask | human hair extensions; lace front wig',
      'liquid foundation; cushion compact | matte lipstick; lip gloss | volumising mascara; eyeshadow palette | gel nail polish | synthetic brush set; beauty sponge',
      'eau de parfum; oud perfume oil | body mist | roll-on deodorant; aluminium-free antiperspirant | lavender essential oil; tea tree oil | fragrance compound; aroma chemical',
      'ionic hair dryer | ceramic hair straightener; curling wand | rotary electric shaver | cordless epilator | sonic electric toothbrush',
      'hydraulic barber chair; styling chair | electric massage bed | pedicure spa chair | microneedling device; RF skin device | UV/LED nail lamp; nail dust collector',
      'PET cosmetic bottle; glass dropper bottle; acrylic jar | airless dispenser bottle | laminated cosmetic tube | cosmetic-grade glycerine; plant-based emulsifier | private label skincare line',
      'whitening toothpaste; herbal toothpaste | bamboo toothbrush; soft-bristle toothbrush | alcohol-free mouthwash | natural bar soap; shower gel | organic cotton sanitary pads; menstrual cup',
    ],
    families: [
      'cosmetics',
      'cosmetics',
      'cosmetics',
      'fragrance',
      'beauty-appliances',
      'salon',
      'cosmetic-packaging',
      'cosmetics',
    ],
    modifiers: [
      'vegan; paraben-free; fragrance-free; dermatologist-tested; hydrating; private-label',
      'professional; salon-grade; vegan; organic',
      'long-lasting; vegan; cruelty-free; waterproof',
      'long-lasting; unisex; luxury',
      'professional; ionic; fast-heating; travel-size',
      'professional; hydraulic; adjustable; salon-grade',
      'recyclable; refillable; custom-printed; frosted; private-label',
      'natural; eco-friendly; private-label',
    ],
    specs: [
      'volume,skinType,keyIngredient,shelfLife,packaging,moq',
      'volume,hairType,keyIngredient,shelfLife,moq',
      'netContent,shades,finishCosmetic,shelfLife,moq',
      'volume,scentFamily,concentration,shelfLife,moq',
      'power,voltage,plug,warranty,compliance',
      'dimensions,material,power,warranty,colour',
      'capacityMl,material,finish,moq,compliance',
      'volume,keyIngredient,shelfLife,packaging,moq',
    ],
    overrides: {
      '2:6': { modifiers: 'premium; Remy', specs: 'hairLength,hairOrigin,weightGrams,colour' },
      '3:5': {
        modifiers: 'vegan; professional; cruelty-free',
        specs: 'packQuantity,material,moq',
        values: {
          packQuantity: '1 pc|5 pcs|10 pcs|12 pcs|15 pcs',
          material: 'Synthetic taklon|Goat hair|Latex-free foam',
        },
      },
      '4:2': { values: { concentration: 'Body mist|Eau fraîche' } },
      '4:3': { specs: 'volume,scentFamily,shelfLife,moq' },
      '4:4': {
        modifiers: 'pure; organic; therapeutic-grade',
        specs: 'volume,purity,origin,moq',
        values: { moq: '500 bottles|1,000 bottles|5 kg bulk|25 kg bulk' },
      },
      '4:5': {
        family: 'cosmetic-packaging',
        modifiers: 'high-purity; natural; IFRA-compliant',
        specs: 'packaging,purity,scentFamily,moq',
        values: { moq: '5 kg|25 kg|200 kg', purity: '98%|99%|99.5%' },
      },
      '5:2': { values: { power: '35 W|45 W|60 W' } },
      '5:3': { modifiers: 'cordless; waterproof', specs: 'battery,protection,plug,warranty,compliance' },
      '5:4': { modifiers: 'waterproof; rechargeable', specs: 'battery,protection,plug,warranty,compliance' },
      '5:5': { modifiers: 'waterproof; rechargeable', specs: 'battery,protection,plug,warranty,compliance' },
      '6:1': { specs: 'dimensions,material,loadCapacity,colour,warranty' },
      '6:2': { modifiers: 'adjustable; professional; portable' },
      '6:4': { modifiers: 'professional; portable; clinic-grade' },
      '6:5': { modifiers: 'professional; compact' },
      '7:4': {
        modifiers: 'USP-grade; high-purity; natural',
        specs: 'purity,packaging,moq,compliance',
        values: { compliance: 'COSMOS approved|RSPO mass balance|USP/EP grade', moq: '25 kg|200 kg|1 t' },
      },
      '7:5': {
        modifiers: 'vegan; turnkey; natural',
        specs: 'moq,leadTimeDays,formulations',
        values: { moq: '500 pcs|1,000 pcs|3,000 pcs' },
      },
      '8': {
        values: {
          packaging: 'Tube|Bottle|Retail box|Wrapped bar',
          keyIngredient: 'Fluoride|Charcoal|Tea tree|Aloe vera|Mint|Xylitol',
          volume: '50 ml|75 ml|100 ml|250 ml|500 ml',
        },
      },
      '8:4': {
        values: {
          volume: '100 g bar|125 g bar|250 ml|400 ml|500 ml',
          keyIngredient: 'Shea butter|Olive oil|Aloe vera|Oat extract|Tea tree',
        },
      },
      '8:2': {
        modifiers: 'soft; eco-friendly; charcoal-infused',
        specs: 'bristles,material,packQuantity,moq',
        values: { material: 'Bamboo|Recycled PP|Plant-based PLA', packQuantity: '1 pc|2 pcs|4 pcs' },
      },
      '8:5': {
        modifiers: 'organic; ultra-thin; reusable',
        specs: 'material,packQuantity,moq',
        values: { material: 'Organic cotton|Medical-grade silicone', packQuantity: '1 pc|10 pcs|16 pcs' },
      },
    },
  },
  '0010': {
    nameWords: ['Leather', 'Fashion', 'Accessories', 'Style', 'Design', 'Collection', 'Atelier', 'Craft'],
    categories: [
      'leather shoulder bag; crossbody bag | laptop backpack; anti-theft backpack | hard-shell spinner luggage; cabin trolley | RFID-blocking wallet; card holder | leather briefcase | canvas tote bag; jute shopping tote',
      'Goodyear-welted oxford; leather loafer | block-heel court shoe; ballet flat | knitted running sneaker; canvas sneaker | Chelsea boot; work boot | EVA slide sandal; cork sandal | kids school shoe',
      '18k gold ring; diamond stud set | stainless steel fashion bracelet | sterling silver ring | pendant necklace; layered chain | hoop earrings; pearl earrings | beaded bracelet; cuff bangle',
      'automatic mechanical watch; quartz chronograph | AMOLED smartwatch | leather watch strap; milanese mesh band | quartz movement; watch crown set | watch winder box; display case',
      'polarised sunglasses | acetate optical frame; titanium frame | blue-light reading glasses | sports cycling glasses | hard eyewear case',
      'full-grain leather belt; reversible belt | baseball cap; bucket hat | cashmere scarf; printed silk scarf | touchscreen knit gloves | silk tie; bow tie',
      'claw hair clip; snap clip | padded headband | silk scrunchies | bobby pins | bridal hair comb; pearl tiara',
    ],
    families: ['bags', 'footwear', 'jewellery', 'watches', 'eyewear', 'accessories', 'jewellery'],
    modifiers: [
      'genuine leather; vegan leather; water-resistant; lightweight; handmade; minimalist',
      'genuine leather; lightweight; handmade; comfort-fit',
      'handmade; hypoallergenic; gold-plated; minimalist; vintage',
      'water-resistant; stainless steel; minimalist; premium; unisex',
      'lightweight; unisex; vintage; premium',
      'genuine leather; handmade; vintage; premium',
      'handmade; non-slip; minimalist; elegant',
    ],
    specs: [
      'material,dimensions,colour,lining,moq',
      'upper,sole,sizeRange,colour,moq',
      'metal,plating,stone,weight,moq',
      'caseSize,movement,waterResistance,strap,warranty',
      'frameMaterial,lensType,uvProtection,colour,moq',
      'material,sizeRange,colour,moq',
      'material,colour,packQuantity,finish,moq',
    ],
    overrides: {
      '1:3': {
        modifiers: 'lightweight; expandable; TSA-lock',
        specs: 'material,dimensions,colour,warranty',
        values: {
          material: 'Polycarbonate|ABS|PC/ABS|Aluminium',
          dimensions: '55 × 40 × 20 cm (cabin)|68 × 45 × 27 cm|78 × 52 × 31 cm',
        },
      },
      '1:6': {
        modifiers: 'reusable; custom-printed; organic',
        values: { material: 'Cotton canvas|Jute|Recycled PET' },
      },
      '2:6': { values: { sizeRange: 'EU 24–35|EU 28–38|UK 8–5' } },
      '4:2': { specs: 'screen,battery,connectivity,waterResistance,strap' },
      '4:3': {
        modifiers: 'quick-release; premium; vegan',
        specs: 'strapWidth,material,colour,moq',
        values: { material: 'Full-grain leather|Silicone|Stainless steel mesh|Nylon' },
      },
      '4:4': {
        modifiers: 'precision; Swiss-made',
        specs: 'movement,warranty,moq',
        values: { movement: 'Quartz, Japanese|Quartz, Swiss|Automatic, 24 jewels' },
      },
      '4:5': {
        modifiers: 'premium; lockable',
        specs: 'watchSlots,material,colour',
        values: { material: 'Wood and leatherette|Carbon-fibre look|Walnut' },
      },
      '5:1': { modifiers: 'lightweight; unisex; vintage; premium; polarised' },
      '5:2': { specs: 'frameMaterial,lensWidth,colour,moq' },
      '5:5': {
        modifiers: 'premium; slim',
        specs: 'material,colour,moq',
        values: { material: 'EVA|Metal with PU leather|Microfibre pouch' },
      },
      '6:1': {
        values: {
          material: 'Full-grain leather|Split leather|Vegan leather',
          sizeRange: '85–125 cm|90–130 cm',
        },
      },
      '6:2': {
        modifiers: 'embroidered; unisex; adjustable',
        values: {
          material: 'Cotton twill|Wool felt|Straw|Recycled polyester',
          sizeRange: 'One size, adjustable|56–60 cm',
        },
      },
      '6:3': {
        modifiers: 'handwoven; lightweight; premium',
        values: {
          material: 'Cashmere|Silk|Merino wool|Viscose',
          sizeRange: '180 × 70 cm|200 × 70 cm|90 × 90 cm',
        },
      },
      '6:4': {
        modifiers: 'thermal; fleece-lined',
        values: { material: 'Acrylic knit|Wool blend|Lambskin', sizeRange: 'S–XL|One size' },
      },
      '6:5': {
        modifiers: 'handmade; slim; premium',
        values: { material: 'Silk|Polyester microfibre|Wool', sizeRange: '148 × 8 cm|148 × 6 cm|Adjustable' },
      },
    },
  },
  '0011': {
    nameWords: ['Foods', 'Agro', 'Farms', 'Harvest', 'Fresh', 'Organic', 'Trading', 'Agri'],
    categories: [
      'Hass avocado; Cavendish banana; seedless table grapes | red onion; hydroponic lettuce; fresh ginger | fresh basil; coriander bunch | button mushroom; shiitake mushroom | roasted cashew kernels; Medjool dates; raw almonds',
      'long-grain parboiled rice; jasmine rice | hard red wheat; bread flour | yellow dent corn | red lentils; chickpeas | rolled oats; malting barley | non-GMO soybeans',
      'grass-fed beef cuts; boneless beef chuck | frozen pork belly | frozen chicken leg quarters; whole broiler | frozen tilapia fillet; Atlantic salmon | vannamei shrimp; frozen mussels | cured ham; cooked sausages',
      'UHT whole milk | aged cheddar; mozzarella block | unsalted butter; whipping cream | Greek-style yogurt | skimmed milk powder; whole milk powder | free-range eggs',
      'arabica green coffee beans; roasted coffee | black tea; green tea | NFC orange juice; mango pulp | cola soft drink; energy drink | natural mineral water | red wine; sparkling wine | lager beer; craft gin',
      'canned tuna; canned sweet corn | frozen french fries; frozen vegetables mix | potato chips; plantain chips | dark chocolate bar; gummy candy | butter cookies; frozen croissants | tomato ketchup; hot chilli sauce',
      'refined sunflower oil; RBD palm oil | extra virgin olive oil | black pepper; sweet paprika; turmeric powder | ICUMSA 45 sugar; stevia extract | citric acid; xanthan gum | vanilla flavour; natural fruit flavour',
      'hybrid tomato seeds; certified maize seed | NPK fertilizer; urea 46% | bio-fungicide; herbicide concentrate | poultry feed pellets; dairy cattle feed | multi-span greenhouse; tunnel greenhouse | drip tape; dripline',
      'cattle squeeze chute; livestock waterer | automatic poultry feeder; egg incubator | aquaculture aerator; floating fish cage | veterinary syringe; livestock ear tags | breeding heifers; day-old chicks',
    ],
    families: [
      'fresh-produce',
      'grains',
      'meat-seafood',
      'dairy',
      'beverages',
      'packaged-food',
      'packaged-food',
      'farm-supplies',
      'farm-supplies',
    ],
    modifiers: [
      'organic; premium grade; export quality; fair-trade',
      'organic; non-GMO; premium grade; export quality',
      'frozen; halal; premium grade; export quality',
      'organic; grass-fed; premium grade; export quality',
      'organic; premium grade; export quality',
      'premium; private-label; organic; export quality',
      'organic; premium grade; food grade; export quality',
      'certified; high-yield; disease-resistant',
      'automatic; galvanised; heavy-duty; energy-saving; stainless steel',
    ],
    specs: [
      'origin,grade,caliber,packaging,shelfLife,moqTons',
      'origin,grade,moisture,packaging,moqTons',
      'origin,cut,storage,packaging,shelfLife,moqTons',
      'origin,fat,storage,packaging,shelfLife',
      'origin,volume,packaging,shelfLife,moq',
      'packaging,shelfLife,storage,origin,moq',
      'origin,grade,packaging,purity,moqTons',
      'packaging,purity,origin,moq',
      'material,capacity,power,dimensions,warranty',
    ],
    overrides: {
      '1:2': { values: { caliber: '40–60 mm|60–80 mm|80–100 mm|300–400 g heads' } },
      '1:3': {
        specs: 'origin,grade,packaging,shelfLife,moq',
        values: { shelfLife: '7–10 days chilled|2 weeks chilled' },
      },
      '1:4': {
        specs: 'origin,grade,packaging,shelfLife,moq',
        values: { shelfLife: '7–10 days chilled|2 weeks chilled' },
      },
      '1:5': {
        modifiers: 'organic; premium grade; export quality',
        specs: 'origin,grade,moisture,packaging,shelfLife,moqTons',
        values: {
          grade: 'W240|W320|Extra class|Class I|Premium',
          packaging: '10 kg vacuum bags|22.68 kg tins|25 kg cartons',
          shelfLife: '12 months|18 months',
        },
      },
      '3:1': { values: { cut: 'Boneless|Bone-in|Striploin|Chuck roll|Trimmings 80/20' } },
      '3:2': {
        modifiers: 'frozen; premium grade; export quality',
        values: { cut: 'Skin-on|Skinless|Boneless|Bone-in' },
      },
      '3:3': { values: { cut: 'Whole bird|Leg quarter|Breast fillet|Wings' } },
      '3:4': {
        modifiers: 'frozen; wild-caught; sustainably sourced; premium grade',
        values: { cut: 'Whole round|Fillet, skin-on|Fillet, skinless|Portions' },
      },
      '3:5': {
        modifiers: 'frozen; wild-caught; sustainably sourced; premium grade',
        values: { cut: 'Head-on, shell-on|Peeled and deveined|Whole cooked|Half shell' },
      },
      '3:6': {
        modifiers: 'premium grade; smoked; export quality',
        values: {
          cut: 'Sliced|Whole|Links',
          storage: 'Chilled 0–4 °C|Ambient, shelf-stable',
          shelfLife: '45 days chilled|6 months|12 months',
        },
      },
      '4:1': {
        values: {
          fat: '1.5%|3.2%|3.5%',
          storage: 'Ambient (UHT)',
          packaging: '1 L cartons, 12 per case|200 ml cartons|Bag-in-box',
        },
      },
      '4:2': {
        values: {
          fat: '26%|28%|32%',
          storage: 'Chilled 0–4 °C',
          packaging: 'Blocks, 20 kg|Retail packs, 200 g|Shredded, 2 kg bags',
        },
      },
      '4:3': {
        values: {
          fat: '35%|38%|82%|84%',
          storage: 'Chilled 0–4 °C|Frozen at -18 °C',
          packaging: '25 kg cartons|250 g retail packs|1 L cartons',
        },
      },
      '4:4': {
        values: { fat: '2%|5%|10%', storage: 'Chilled 0–4 °C', packaging: 'Retail cups, 150 g|1 kg tubs' },
      },
      '4:5': {
        values: {
          fat: '1.25% (skimmed)|26% (whole)',
          storage: 'Cool and dry',
          packaging: '25 kg multi-wall bags|400 g tins',
        },
      },
      '4:6': {
        modifiers: 'organic; grade A; omega-3',
        specs: 'origin,eggGrade,packaging,shelfLife,storage',
        values: {
          storage: 'Chilled 0–4 °C|Cool and dry',
          packaging: 'Trays of 30|Cartons of 12|Cartons of 6',
          shelfLife: '28 days|45 days',
        },
      },
      '5:1': {
        modifiers: 'organic; fair-trade; specialty-grade',
        specs: 'origin,grade,packaging,shelfLife,moqTons',
        values: {
          grade: 'Specialty grade 84+|Grade 1|AA|Screen 17/18',
          packaging: '60 kg jute bags|69 kg jute bags|1 kg valve bags',
        },
      },
      '5:2': {
        modifiers: 'organic; fair-trade; specialty-grade',
        specs: 'origin,grade,packaging,shelfLife,moqTons',
        values: {
          grade: 'Orange Pekoe (OP)|BOP|Gunpowder|Sencha',
          packaging: '25 kg cartons|50 kg paper sacks|100 tea bags',
        },
      },
      '5:3': {
        modifiers: 'organic; premium; cold-pressed',
        values: { volume: '200 ml|1 L carton|5 L bag-in-box|Aseptic drums, 220 kg' },
      },
      '5:4': {
        modifiers: 'sugar-free; low-calorie; private-label',
        values: { volume: '250 ml can|330 ml can|500 ml PET|1.5 L PET' },
      },
      '5:5': {
        modifiers: 'still; sparkling',
        values: { volume: '330 ml|500 ml PET|1.5 L PET|5 L|19 L dispenser bottle' },
      },
      '5:6': {
        modifiers: 'organic; award-winning; vintage',
        values: { volume: '750 ml bottle|1.5 L magnum|Bag-in-box, 3 L' },
      },
      '5:7': {
        modifiers: 'premium; craft; small-batch',
        values: { volume: '330 ml bottle|500 ml can|700 ml bottle|20 L keg' },
      },
      '6': { values: { storage: 'Ambient|Cool and dry|Below 25 °C' } },
      '6:1': { values: { packaging: 'Cans, 24 per case|Cans, 48 per case|Pouches, 12 per case' } },
      '6:2': {
        values: {
          storage: 'Frozen at -18 °C',
          packaging: 'Cartons, 10 kg|Retail bags, 1 kg|Retail bags, 2.5 kg',
        },
      },
      '6:3': { values: { packaging: 'Retail bags, 24 per case|Bulk cartons, 10 kg' } },
      '6:4': { values: { packaging: 'Retail packs, 24 per box|Bulk cartons, 5 kg' } },
      '6:5': {
        values: {
          storage: 'Ambient|Frozen at -18 °C',
          packaging: 'Tins, 12 per case|Cartons|Frozen cartons, 60 pieces',
        },
      },
      '6:6': { values: { packaging: 'Glass jars, 12 per case|Bottles, 12 per case|Sachets|Drums, 220 kg' } },
      '7': { values: { packaging: '25 kg bags|25 kg drums|IBC totes|1 t big bags' } },
      '7:1': {
        values: {
          purity: 'FFA ≤ 0.1%|FFA ≤ 0.05%',
          packaging: 'Flexitank|1 L PET bottles, 12 per case|20 L jerrycans',
        },
      },
      '7:3': { values: { packaging: '25 kg bags|Retail jars, 12 per case|1 kg pouches' } },
      '7:2': {
        values: {
          purity: 'Acidity ≤ 0.8%|Acidity ≤ 0.3%',
          packaging: '500 ml glass bottles|5 L tins|Bulk flexitank',
        },
      },
      '8:1': {
        modifiers: 'certified; high-yield; disease-resistant',
        specs: 'germination,purity,packaging,origin',
        values: { packaging: '1,000 seeds|10 g sachets|20 kg bags' },
      },
      '8:2': {
        modifiers: 'water-soluble; granular; slow-release',
        values: { purity: 'N 46%|NPK 15-15-15|NPK 20-20-20' },
      },
      '8:3': {
        modifiers: 'organic; broad-spectrum',
        values: { packaging: '1 L bottles|5 L cans|20 L drums', purity: 'SC 250 g/L|EC 480 g/L|WP 50%' },
      },
      '8:4': { modifiers: 'high-protein; balanced', specs: 'protein,packaging,origin,moqTons' },
      '8:5': { modifiers: 'galvanised; anti-UV; turnkey', specs: 'spanWidth,material,windLoad,warranty' },
      '8:6': {
        modifiers: 'UV-stabilised; pressure-compensating; heavy-duty',
        specs: 'material,length,flow,warranty',
        values: {
          material: 'LLDPE|HDPE|PP and stainless steel mesh',
          flow: '1.6 l/h per emitter|2 l/h per emitter|25 m³/h',
        },
      },
      '9:1': { values: { capacity: '20 head|50 head|200 L trough' } },
      '9:2': { values: { capacity: '500 birds|2,000 birds|10,000 birds|528 eggs|5,280 eggs' } },
      '9:3': { values: { capacity: '1 ha pond|50 m³ cage|1,000 m³ cage' } },
      '9:4': {
        modifiers: 'reusable; disposable; tamper-proof',
        specs: 'material,packQuantity,moq',
        values: { material: 'Polycarbonate and stainless steel|TPU|Polypropylene' },
      },
      '9:5': {
        modifiers: 'purebred; vaccinated',
        specs: 'breed,origin,moq',
        values: { moq: '20 head|50 head|1,000 chicks|5,000 chicks' },
      },
    },
  },
  '0012': {
    nameWords: ['Furniture', 'Interiors', 'Design', 'Wood', 'Home', 'Living', 'Contract', 'Office'],
    categories: [
      'ergonomic mesh office chair; executive leather chair | sit-stand desk; executive desk | 4-drawer filing cabinet; mobile pedestal | open-plan workstation cluster | boardroom table | reception counter; lounge sofa',
      'three-seater fabric sofa; corner sofa | upholstered bed frame; storage bed | extendable dining table | upholstered dining chair | sliding-door wardrobe | floating TV stand',
      'aluminium garden chair; rattan armchair | 5-piece patio set | adjustable sun lounger | cantilever parasol; aluminium gazebo | teak outdoor table',
      'hotel bedroom furniture package | bentwood restaurant chair | restaurant table top with base | counter-height bar stool | folding banquet table; stacking banquet chair',
      'student desk and chair set | hospital bedside cabinet | library shelving system | auditorium theatre chair | laboratory bench; fume hood',
      'open bookcase | boltless shelving unit | sideboard cabinet | shoe cabinet | steel locker 6-door',
      'soft-close concealed hinge | full-extension drawer slide | zinc alloy cabinet handle | steel table leg; adjustable furniture leg | upholstery velvet; faux leather fabric | melamine-faced chipboard; MDF board',
    ],
    families: [
      'office-furniture',
      'home-furniture',
      'outdoor-furniture',
      'home-furniture',
      'office-furniture',
      'home-furniture',
      'furniture-hardware',
    ],
    modifiers: [
      'modular; contract-grade; premium',
      'modern; solid oak; flat-pack; Scandinavian',
      'weatherproof; UV-resistant; powder-coated; all-weather',
      'contract-grade; commercial; custom',
      'durable; contract-grade; heavy-duty',
      'modular; flat-pack; space-saving',
      'soft-close; heavy-duty; concealed',
    ],
    specs: [
      'material,dimensions,loadCapacity,colour,warranty',
      'material,dimensions,colour,finish,moq',
      'material,dimensions,uvProtection,colour,moq',
      'material,dimensions,colour,standard,moq',
      'material,dimensions,standard,colour,moq',
      'material,dimensions,loadCapacity,finish,moq',
      'material,size,finish,loadCapacity,moq',
    ],
    overrides: {
      '2:1': { modifiers: 'modern; velvet; modular; Scandinavian' },
      '4': { values: { standard: 'EN 16139|EN 1021-1 (fire)|BS 5852|CAL TB 117-2013' } },
      '4:1': { modifiers: 'custom; contract-grade' },
      '5:1': { values: { standard: 'EN 1729-1|EN 1729-2' } },
      '5:2': { values: { standard: 'EN 14749|EN 60601-1 plant' } },
      '5:3': { values: { standard: 'EN 14073-2|ANSI/BIFMA X5.9' } },
      '5:4': { values: { standard: 'EN 12727|EN 1021-1 (fire)' } },
      '5:5': { values: { standard: 'EN 14727|EN 14175' } },
      '7:3': { modifiers: 'zinc alloy; brushed nickel; matte black' },
      '7:4': { modifiers: 'heavy-duty; powder-coated' },
      '7:5': {
        modifiers: 'flame-retardant; stain-resistant; premium',
        specs: 'composition,widthFabric,rubTest,colour,moq',
        values: {
          composition: 'Polyester velvet|Polyurethane on polyester backing|Linen-cotton blend',
          moq: '300 m|500 m|1 roll per colour',
        },
      },
      '7:6': {
        modifiers: 'moisture-resistant; E1-grade',
        specs: 'thickness,size,boardEmission,finish',
        values: {
          size: '1220 × 2440 mm|1830 × 2440 mm|2070 × 2800 mm',
          finish: 'Melamine, woodgrain|Melamine, white|Raw, sanded',
          thickness: '9 mm|12 mm|16 mm|18 mm|25 mm',
        },
      },
    },
  },
  '0013': {
    nameWords: ['Medical', 'Health', 'Pharma', 'Bio', 'Care', 'Life Sciences', 'Diagnostics', 'Lab'],
    categories: [
      'digital X-ray system; CT scanner | 12-inch multiparameter patient monitor | portable colour ultrasound; cart-based ultrasound | 12-channel ECG machine | ICU ventilator; non-invasive ventilator | automated external defibrillator',
      'disposable syringe; safety syringe; hypodermic needle | nitrile examination gloves; sterile surgical gloves | non-woven gauze swab; hydrocolloid dressing | Foley catheter; IV cannula | three-ply surgical mask; FFP2 respirator | gravity infusion set',
      'electric ICU bed; manual hospital bed | ambulance stretcher | folding wheelchair; electric wheelchair | examination couch | emergency crash cart | LED surgical light',
      'benchtop centrifuge; refrigerated centrifuge | biological microscope; stereo microscope | biochemistry analyzer; hematology analyzer | CO2 incubator | adjustable micropipette | PCR tubes; petri dishes',
      'paracetamol tablets; amoxicillin capsules | API bulk powder | OTC cough syrup | vitamin D3 capsules; multivitamin gummies | herbal extract capsules | veterinary dewormer',
      'electric dental chair unit | dental handpiece; scaler tip set | composite resin; dental impression material | orthodontic brackets; aligner sheets | intraoral scanner; dental X-ray sensor',
      'aluminium walker; forearm crutches | knee brace; lumbar support belt | TENS unit; physiotherapy treadmill | upper-arm blood pressure monitor | blood glucose meter kit | rechargeable hearing aid',
      'class B autoclave | hospital surface disinfectant; hand sanitiser | UV-C sterilizer cabinet | self-sealing sterilization pouch | instrument washer-disinfector',
    ],
    families: [
      'medical-equipment',
      'medical-consumables',
      'hospital',
      'lab',
      'pharma',
      'dental',
      'hospital',
      'sterilization',
    ],
    modifiers: [
      'portable; hospital-grade; compact',
      'sterile; single-use; latex-free; disposable; CE-marked',
      'adjustable; stainless steel; hospital-grade',
      'digital; benchtop; high-speed',
      'GMP-certified; generic; film-coated',
      'digital; ergonomic; CE-marked',
      'portable; adjustable; lightweight',
      'hospital-grade; automatic; fast-cycle; CE-marked',
    ],
    specs: [
      'power,screen,battery,compliance,warranty',
      'material,size,sterilization,packQuantity,compliance',
      'loadCapacity,dimensions,material,compliance,warranty',
      'capacity,speed,power,accuracy,warranty',
      'dosage,packaging,shelfLife,storage,compliance',
      'power,material,compliance,warranty',
      'accuracy,battery,weight,compliance,warranty',
      'capacityL,power,cycleTime,compliance,warranty',
    ],
    overrides: {
      '1:1': {
        modifiers: 'digital; high-resolution; hospital-grade',
        specs: 'configuration,power,compliance,warranty',
      },
      '1:3': { modifiers: 'compact; high-resolution; hospital-grade' },
      '1:6': {
        modifiers: 'fully automatic; semi-automatic',
        specs: 'battery,shockEnergy,compliance,warranty',
      },
      '2:1': {
        values: {
          material: 'Polypropylene|Polypropylene, stainless steel needle',
          size: '1 ml|3 ml|5 ml|10 ml|20 ml|23G|25G',
        },
      },
      '2:2': { values: { material: 'Nitrile|Latex|Vinyl|Polyisoprene', size: 'XS–XL|S|M|L|6.5|7.5' } },
      '2:3': {
        values: {
          material: 'Cotton gauze|Non-woven|Hydrocolloid|Polyurethane foam',
          size: '5 × 5 cm|10 × 10 cm|10 × 20 cm',
        },
      },
      '2:4': { values: { material: 'Silicone|Latex|PTFE|FEP', size: 'Fr 12|Fr 14|Fr 16|18G|20G|22G' } },
      '2:5': {
        values: { material: 'Non-woven polypropylene|Meltblown filter layer', size: 'Adult|Child|One size' },
      },
      '2:6': { values: { material: 'Medical-grade PVC|DEHP-free PVC', size: '150 cm|180 cm|20 drops/ml' } },
      '3:3': { modifiers: 'foldable; lightweight' },
      '3:6': {
        modifiers: 'shadowless; ceiling-mounted',
        specs: 'illuminance,colourTemperature,compliance,warranty',
      },
      '4:2': { modifiers: 'LED; binocular; trinocular', specs: 'magnification,illumination,warranty' },
      '4:3': { modifiers: 'fully automatic; benchtop', specs: 'throughput,power,warranty' },
      '4:4': {
        modifiers: 'digital; stainless steel',
        specs: 'capacity,tempRange,power,warranty',
        values: { capacity: '50 L|160 L|240 L', tempRange: 'Ambient +5 to 50 °C' },
      },
      '4:5': { modifiers: 'autoclavable; ergonomic; digital', specs: 'volumeRange,accuracy,channels' },
      '4:6': { modifiers: 'sterile; autoclavable; DNase-free', specs: 'material,packQuantity,sterilization' },
      '5:2': {
        modifiers: 'GMP-certified; USP-grade; EP-grade',
        specs: 'purity,packaging,shelfLife,compliance',
        values: { packaging: '25 kg fibre drums|5 kg aluminium tins' },
      },
      '5:3': {
        modifiers: 'sugar-free; GMP-certified',
        values: {
          dosage: '100 mg/5 ml|15 mg/5 ml|200 mg/10 ml',
          packaging: 'Bottles, 100 ml|Bottles, 200 ml',
        },
      },
      '5:4': { modifiers: 'GMP-certified; sugar-free; vegan' },
      '5:5': { modifiers: 'GMP-certified; standardised; organic' },
      '5:6': { modifiers: 'GMP-certified; broad-spectrum' },
      '6:1': {
        values: { power: '700 W|1.1 kW|1.5 kW', material: 'Aluminium and ABS|Steel frame, PU upholstery' },
      },
      '6:5': {
        values: {
          power: '5 W (USB)|12 W|2 W (USB)',
          material: 'Aluminium and ABS|Medical-grade polycarbonate',
        },
      },
      '6:2': {
        modifiers: 'autoclavable; ergonomic; fibre-optic',
        specs: 'material,speedDental,compliance,warranty',
        values: { material: 'Stainless steel|Titanium' },
      },
      '6:3': {
        modifiers: 'premium; CE-marked',
        specs: 'material,packQuantity,shelfLife,compliance',
        values: { material: 'Nano-hybrid composite|Polyether|Vinyl polysiloxane|Alginate' },
      },
      '6:4': {
        modifiers: 'CE-marked; low-profile',
        specs: 'material,packQuantity,compliance',
        values: { material: 'Stainless steel|Ceramic|PETG|Polycarbonate' },
      },
      '7:1': {
        modifiers: 'lightweight; foldable; adjustable',
        specs: 'loadCapacity,weight,material,compliance',
      },
      '7:2': {
        modifiers: 'breathable; adjustable',
        specs: 'sizeRange,material,compliance',
        values: { material: 'Neoprene|Breathable mesh|Elastic knit' },
      },
      '7:3': {
        modifiers: 'portable; professional',
        specs: 'power,compliance,warranty',
        values: { power: '9 V battery|1.5 kW|2.2 kW' },
      },
      '7:4': {
        modifiers: 'digital; portable',
        values: { accuracy: '±3 mmHg|±5 mmHg', battery: '4 × AA|Rechargeable Li-ion' },
      },
      '7:5': {
        modifiers: 'digital; portable',
        values: { accuracy: '±15% (ISO 15197)|±10%', battery: 'CR2032 coin cell|2 × AAA' },
      },
      '7:6': {
        modifiers: 'invisible; digital',
        specs: 'battery,channels,compliance,warranty',
        values: { battery: 'Rechargeable, 24 h|Size 312 zinc-air|Size 13 zinc-air' },
      },
      '8:2': {
        modifiers: 'fast-acting; alcohol-free; hospital-grade',
        specs: 'volume,activeSubstance,packaging,compliance',
        values: { compliance: 'EN 1500|EN 14476|EN 13727|EPA registered' },
      },
      '8:4': {
        modifiers: 'medical-grade',
        specs: 'size,packQuantity,compliance',
        values: { compliance: 'EN 868-5|ISO 11607' },
      },
      '8:5': { values: { compliance: 'ISO 15883|CE (MDR)|FDA 510(k)' } },
    },
  },
  '0014': {
    nameWords: ['Construction', 'Building', 'Materials', 'Home', 'Ceramics', 'Steel', 'Build', 'Stone'],
    categories: [
      'ordinary Portland cement; ready-mix concrete | concrete hollow block; clay facing brick | deformed steel rebar; H-beam | kiln-dried pine lumber; glulam beam | rock wool insulation; XPS insulation board | standing-seam metal roof sheet; asphalt shingles',
      'steel security door; solid wood interior door | uPVC casement window; aluminium sliding window | sectional garage door | lever handle set; multipoint lock | aluminium roller shutter; roller blinds',
      'glazed ceramic wall tile | polished porcelain tile 60×60; large-format porcelain slab | engineered oak flooring; solid hardwood flooring | SPC click flooring; LVT plank | granite slab; marble tile | tufted carpet tile; hand-knotted rug',
      'single-lever basin faucet; thermostatic shower mixer | wall-hung toilet; one-piece toilet | undermount kitchen sink; vessel basin | glass shower enclosure; freestanding bathtub | PPR pipe; HDPE fitting | electric storage water heater; air-source water heater',
      'modular kitchen cabinet set | quartz countertop; granite countertop | island range hood | wall-hung bathroom vanity | stainless steel towel rail; bathroom accessory set',
      'LED bulb A60; T8 LED tube | LED panel light; downlight | LED flood light; wall pack | UFO high bay light | LED street light head | smart Wi-Fi bulb; smart LED strip',
      'side-by-side refrigerator; chest freezer | front-load washing machine | split inverter air conditioner; cassette AC unit | built-in oven; gas cooktop | air fryer; electric kettle; blender | cordless stick vacuum; robot vacuum',
      'washable interior emulsion | elastomeric exterior paint | epoxy floor coating; anti-corrosion primer | cementitious waterproofing; liquid membrane | polyurethane sealant; tile adhesive',
      '20 ft container house; expandable container home | steel frame workshop | modular home unit | prefab steel warehouse | portable site office; security cabin',
    ],
    families: [
      'building-materials',
      'doors-windows',
      'flooring',
      'plumbing',
      'plumbing',
      'lighting',
      'appliances',
      'paints',
      'prefab',
    ],
    modifiers: [
      'high-strength; fire-rated; eco',
      'energy-efficient; soundproof; fire-rated',
      'anti-slip; matte; polished; frost-resistant',
      'water-saving; brass; chrome-plated',
      'modern; soft-close; custom-made',
      'energy-efficient; dimmable; IP65; smart; high-lumen',
      'energy-efficient; smart; stainless steel; compact',
      'low-VOC; quick-dry; anti-mould; eco',
      'insulated; flat-pack; galvanised; hurricane-resistant',
    ],
    specs: [
      'material,dimensions,standard,strength,packaging',
      'material,dimensions,glazing,finish,standard',
      'size,thickness,finish,material,waterAbsorption',
      'material,finish,connection,standard,warranty',
      'material,dimensions,finish,colour,warranty',
      'power,luminousFlux,colourTemperature,protection,warranty',
      'capacity,power,energyClass,voltage,warranty',
      'spreadRate,finish,dryingTime,packaging,colour',
      'dimensions,material,windLoad,insulation,leadTimeDays',
    ],
    overrides: {
      '1:1': {
        modifiers: 'high-strength; rapid-setting; low-carbon',
        specs: 'strength,standard,packaging,moqTons',
        values: { strength: '42.5 MPa|52.5 MPa|C25/30|C30/37', standard: 'EN 197-1|ASTM C150|EN 206' },
      },
      '1:2': {
        modifiers: 'frost-resistant; insulated; structural',
        specs: 'dimensions,strength,waterAbsorption,standard',
        values: {
          strength: '7 MPa|10 MPa|15 MPa|20 MPa',
          standard: 'EN 771-1|EN 771-3|ASTM C90',
          dimensions: '390 × 190 × 190 mm|440 × 215 × 100 mm|215 × 102.5 × 65 mm',
        },
      },
      '1:3': {
        modifiers: 'high-tensile; hot-rolled; galvanised',
        specs: 'strength,size,length,standard',
        values: { strength: 'Grade 60|B500B|S275JR|S355JR', standard: 'ASTM A615|BS 4449|EN 10025-2' },
      },
      '1:4': {
        modifiers: 'FSC-certified; pressure-treated',
        specs: 'dimensions,timberGrade,moisture,standard',
        values: {
          dimensions: '45 × 95 mm|45 × 145 mm|90 × 270 mm|140 × 360 mm',
          standard: 'EN 14081|EN 14080',
          moisture: 'Max 12%|Max 18%',
        },
      },
      '1:5': {
        modifiers: 'fire-rated; high-density',
        specs: 'thickness,thermalConductivity,fireClass,dimensions',
        values: {
          dimensions: '1200 × 600 mm|1250 × 600 mm|2500 × 600 mm',
          thickness: '30 mm|50 mm|100 mm|150 mm',
        },
      },
      '1:6': {
        modifiers: 'fire-rated; wind-resistant; energy-efficient',
        specs: 'material,thickness,colour,warranty',
        values: {
          material: 'Galvalume steel|Aluminium-zinc coated steel|Fibreglass asphalt',
          thickness: '0.4 mm|0.5 mm|0.6 mm|3.2 mm',
        },
      },
      '2:3': { modifiers: 'insulated; motorised' },
      '2:4': {
        modifiers: 'stainless steel; satin-finish',
        specs: 'material,finish,standard',
        values: { standard: 'EN 1906|EN 12209|EN 1303', material: 'Stainless steel 304|Zinc alloy|Brass' },
      },
      '2:5': { modifiers: 'motorised; insulated', specs: 'material,dimensions,colour,operation' },
      '3:1': {
        values: {
          size: '250 × 400 mm|300 × 600 mm|300 × 900 mm',
          material: 'Ceramic',
          finish: 'Glossy|Matte|Satin',
        },
      },
      '3:2': {
        values: {
          size: '600 × 600 mm|600 × 1200 mm|800 × 800 mm|1600 × 3200 mm',
          material: 'Porcelain',
          finish: 'Polished|Matte|Lappato',
        },
      },
      '3:3': {
        modifiers: 'oiled; brushed; wide-plank',
        specs: 'size,thickness,finish,material,wearLayer',
        values: {
          size: '190 × 1900 mm|220 × 2200 mm|150 × 1200 mm',
          material: 'European oak|American walnut|Teak',
          finish: 'Oiled|Lacquered|Brushed',
        },
      },
      '3:4': {
        modifiers: 'waterproof; rigid-core',
        specs: 'size,thickness,finish,material,wearLayer',
        values: {
          size: '180 × 1220 mm|228 × 1524 mm',
          material: 'SPC|LVT',
          finish: 'Wood-look embossed|Stone-look',
        },
      },
      '3:5': {
        modifiers: 'polished; honed; flamed',
        values: {
          size: '600 × 600 mm|Slab 2700 × 1600 mm|305 × 305 mm',
          material: 'Granite|Marble|Travertine',
          finish: 'Polished|Honed|Flamed',
        },
      },
      '3:6': {
        modifiers: 'stain-resistant; wool-blend',
        specs: 'size,material,pileHeight,colour',
        values: { size: '500 × 500 mm|160 × 230 cm|200 × 300 cm', material: 'Nylon|Wool|Polypropylene' },
      },
      '4:1': { values: { material: 'Brass|Stainless steel 304', standard: 'EN 817|EN 200|NSF/ANSI 61' } },
      '4:2': {
        modifiers: 'water-saving; rimless; soft-close',
        values: {
          material: 'Vitreous china',
          standard: 'EN 997|ASME A112.19.2',
          finish: 'White glaze|Matte black glaze',
        },
      },
      '4:3': {
        modifiers: 'stainless steel; ceramic',
        values: {
          material: 'Stainless steel 304|Ceramic|Quartz composite',
          standard: 'EN 13310|EN 14688',
          finish: 'Brushed|White glaze|Matte black',
        },
      },
      '4:4': {
        modifiers: 'frameless; tempered-glass',
        values: { material: 'Tempered glass 8 mm|Acrylic|Cast iron', standard: 'EN 14428|EN 14516' },
      },
      '4:5': {
        modifiers: 'lead-free; high-pressure; UV-resistant',
        specs: 'material,size,connection,standard',
        values: { material: 'PPR|HDPE PE100|PVC-U', standard: 'EN ISO 15874|ISO 4427|ASTM F2389' },
      },
      '4:6': {
        modifiers: 'energy-efficient; wall-mounted; smart',
        specs: 'capacity,power,energyClass,warranty',
        values: { capacity: '50 L|80 L|100 L|200 L|300 L' },
      },
      '5:1': {
        values: { material: 'Melamine MDF|Lacquered MDF|Solid wood', finish: 'Matte|High gloss|Woodgrain' },
      },
      '5:4': { values: { material: 'PVC|Plywood|Solid oak', finish: 'Matte|High gloss|Woodgrain' } },
      '5:2': {
        modifiers: 'polished; honed',
        values: {
          material: 'Quartz|Granite|Sintered stone',
          dimensions: '3000 × 1400 × 20 mm|3200 × 1600 × 30 mm',
          finish: 'Polished|Honed|Leathered',
        },
      },
      '5:3': {
        modifiers: 'quiet; stainless steel',
        values: { material: 'Stainless steel 304|Tempered glass', dimensions: '900 mm wide|1200 mm wide' },
      },
      '5:5': {
        modifiers: 'stainless steel; rust-proof; matte black',
        values: { material: 'Stainless steel 304|Brass|Aluminium' },
      },
      '6:1': { values: { power: '7 W|9 W|18 W', luminousFlux: '806 lm|1,055 lm|2,000 lm' } },
      '6:4': { values: { power: '100 W|150 W|200 W', luminousFlux: '16,000 lm|24,000 lm|32,000 lm' } },
      '6:5': { values: { power: '60 W|100 W|150 W|200 W', luminousFlux: '9,000 lm|16,000 lm|30,000 lm' } },
      '7:1': { values: { capacity: '250 L|350 L|500 L|620 L', power: '120 W|150 W' } },
      '7:2': { values: { capacity: '7 kg|9 kg|12 kg', power: '2,000 W|2,200 W' } },
      '7:3': {
        values: { capacity: '9,000 BTU|12,000 BTU|18,000 BTU|24,000 BTU', power: '1,000 W|1,800 W|3,500 W' },
      },
      '7:4': {
        modifiers: 'stainless steel; energy-efficient',
        values: { capacity: '60 L oven|70 L oven|4 burners|5 burners', power: '2,800 W|3,500 W' },
      },
      '7:5': {
        modifiers: 'compact; stainless steel; digital',
        values: { capacity: '1.7 L|5.5 L|1.5 L jar', power: '1,500 W|1,800 W|2,200 W' },
      },
      '7:6': {
        modifiers: 'smart; lightweight',
        values: { capacity: '0.3 L dust bin|0.6 L dust bin', power: '150 W|250 W|450 W' },
      },
      '8:4': { modifiers: 'flexible; UV-resistant; crack-bridging' },
    },
  },
  '0015': {
    nameWords: ['Services', 'Logistics', 'Consulting', 'Partners', 'Solutions', 'Trade', 'Advisors', 'Link'],
    categories: [
      'FCL ocean freight; LCL consolidation | airport-to-airport air freight; air charter | FTL road transport; LTL groupage | rail container service | bonded warehousing; fulfilment service | freight forwarding package',
      'customs clearance service | export documentation package | trade compliance audit | certificate of origin service | HS code classification',
      'pre-shipment inspection | social compliance audit; factory capability audit | laboratory product testing | ISO 9001 certification support | CE marking support; UL listing assistance',
      'letter of credit advisory | export credit insurance policy | invoice factoring | reverse factoring programme | cross-border payment service | FX hedging service',
      'B2B SEO campaign; LinkedIn lead generation | trade fair booth design | brand identity package | export market study | technical translation service | catalogue product photography',
      'business strategy consulting | market entry study | engineering feasibility study | international contract review | cross-border tax advisory | technical recruitment service',
      'sourcing agent service | contract manufacturing service | OEM production programme; ODM product development | industrial design service | rapid prototyping; CNC prototype service',
      'preventive maintenance contract | equipment installation and commissioning | industrial tank cleaning | machine relocation service | on-site instrument calibration',
    ],
    families: [
      'logistics',
      'trade-services',
      'inspection',
      'trade-services',
      'consulting',
      'consulting',
      'manufacturing-services',
      'industrial-services',
    ],
    modifiers: [
      'door-to-door; express; dedicated',
      'end-to-end; express; certified; bilingual',
      'certified; independent; express; third-party',
      'tailored; flexible; fast-track; digital',
      'tailored; data-driven; full-service; multilingual',
      'tailored; independent; bilingual; fixed-fee',
      'turnkey; end-to-end; certified; flexible',
      'certified; nationwide; scheduled',
    ],
    specs: [
      'coverage,transitTime,serviceLevel,serviceResponse,languagesSvc',
      'coverage,turnaround,serviceLevel,languagesSvc',
      'coverage,turnaround,standard,languagesSvc',
      'coverage,turnaround,currencies,serviceLevel',
      'turnaround,languagesSvc,serviceLevel,coverage',
      'turnaround,languagesSvc,serviceLevel,coverage',
      'moq,turnaround,capacityMonthly,coverage',
      'coverage,serviceResponse,serviceLevel,turnaround',
    ],
  },
};

/** A parsed product base name with the tree position it belongs to (1-based, like the id helpers). */
export interface ProductBase {
  name: string;
  category: number;
  subCategory: number;
}

/** Every base name of an industry with its category and subcategory numbers. */
export function productBases(industryKey: string): ProductBase[] {
  const words = industryWords[industryKey];
  if (!words) throw new Error(`no product words for industry ${industryKey}`);
  const out: ProductBase[] = [];
  words.categories.forEach((cat, n) => {
    cat.split('|').forEach((segment, m) => {
      for (const name of segment.split(';')) {
        const trimmed = name.trim();
        if (trimmed) out.push({ name: trimmed, category: n + 1, subCategory: m + 1 });
      }
    });
  });
  return out;
}
