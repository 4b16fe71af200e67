// Data (reference names in German): the industry tree, business types, job positions and genders.
import type { ReferenceNames } from './reference-names.ts';

/** German names of the reference values, keyed by what they translate (see reference-names.ts). */
export const de: ReferenceNames = {
  genders: {
    F: 'Weiblich',
    M: 'Männlich',
    X: 'Nicht-binär',
    N: 'Keine Angabe',
  },
  businessTypes: {
    MA: 'Hersteller',
    DI: 'Distributoren',
    WS: 'Großhändler',
    IM: 'Importeure',
    EX: 'Exporteure',
    RE: 'Einzelhändler',
    IN: 'Investoren',
    CO: 'Berater',
    GO: 'Behörden',
  },
  jobPositions: {
    'Owner / Founder': 'Inhaber/-in / Gründer/-in',
    'Chief Executive Officer (CEO)': 'Vorstandsvorsitz (CEO)',
    President: 'Präsident/-in',
    'General Manager': 'Geschäftsleiter/-in',
    'Managing Director': 'Geschäftsführer/-in',
    'Chief Operating Officer (COO)': 'Vorstand Operations (COO)',
    'Chief Financial Officer (CFO)': 'Vorstand Finanzen (CFO)',
    'Chief Technology Officer (CTO)': 'Vorstand Technik (CTO)',
    Partner: 'Gesellschafter/-in',
    'Purchasing Manager': 'Einkaufsleiter/-in',
    'Procurement Specialist': 'Spezialist/-in Beschaffung',
    Buyer: 'Einkäufer/-in',
    'Export Manager': 'Exportleiter/-in',
    'Import Manager': 'Importleiter/-in',
    'International Trade Specialist': 'Spezialist/-in Außenhandel',
    'Customs Broker': 'Zollagent/-in',
    'Sales Director': 'Vertriebsdirektor/-in',
    'Sales Manager': 'Vertriebsleiter/-in',
    'Sales Representative': 'Vertriebsmitarbeiter/-in',
    'Business Development Manager': 'Leiter/-in Geschäftsentwicklung',
    'Key Account Manager': 'Key-Account-Manager/-in',
    'Marketing Manager': 'Marketingleiter/-in',
    'Distributor / Agent': 'Händler/-in / Handelsvertreter/-in',
    'Operations Manager': 'Leiter/-in Operations',
    'Plant Manager': 'Werksleiter/-in',
    'Production Supervisor': 'Produktionsmeister/-in',
    'Supply Chain Manager': 'Supply-Chain-Manager/-in',
    'Logistics Coordinator': 'Logistikkoordinator/-in',
    'Warehouse Manager': 'Lagerleiter/-in',
    'Engineering Manager': 'Leiter/-in Engineering',
    'R&D Engineer': 'F&E-Ingenieur/-in',
    'Product Manager': 'Produktmanager/-in',
    'Quality Manager': 'Qualitätsleiter/-in',
    'Maintenance Manager': 'Instandhaltungsleiter/-in',
    'Finance Manager': 'Finanzleiter/-in',
    'Human Resources Manager': 'Personalleiter/-in',
    Consultant: 'Berater/-in',
    'Administrative Assistant': 'Verwaltungsassistent/-in',
    Other: 'Sonstige',
  },
  industries: {
    '0001': {
      name: 'Automatisierung',
      description:
        'Alles, was eine Anlage selbstständig laufen lässt: Roboter, Steuerungen, Sensoren, Antriebe und die Netzwerke, die sie verbinden. Einkäufer finden Hersteller und Integratoren der Fabrik- und Prozessautomatisierung, vom einzelnen Bauteil bis zur schlüsselfertigen Zelle.',
      categories: {
        'Industrial Robots': {
          name: 'Industrieroboter',
          subCategories: {
            'Articulated Robots': 'Knickarmroboter',
            'SCARA Robots': 'SCARA-Roboter',
            'Collaborative Robots': 'Kollaborative Roboter (Cobots)',
            'Delta Robots': 'Delta-Roboter',
            'Cartesian & Gantry Robots': 'Linear- und Portalroboter',
            'Robot Grippers & End Effectors': 'Robotergreifer und Endeffektoren',
            'Robot Controllers & Teach Pendants': 'Robotersteuerungen und Programmierhandgeräte',
          },
        },
        'PLC & Control Systems': {
          name: 'SPS und Steuerungssysteme',
          subCategories: {
            'Programmable Logic Controllers (PLC)': 'Speicherprogrammierbare Steuerungen (SPS)',
            'Distributed Control Systems (DCS)': 'Prozessleitsysteme (PLS)',
            'SCADA Software': 'SCADA-Software',
            'Programmable Automation Controllers (PAC)': 'Programmierbare Automatisierungssteuerungen (PAC)',
            'Remote I/O Modules': 'Dezentrale Peripherie (Remote-I/O)',
            'Safety Controllers': 'Sicherheitssteuerungen',
          },
        },
        Sensors: {
          name: 'Sensoren',
          subCategories: {
            'Proximity Sensors': 'Näherungsschalter',
            'Photoelectric Sensors': 'Optoelektronische Sensoren',
            'Pressure Sensors & Transmitters': 'Drucksensoren und -messumformer',
            'Temperature Sensors': 'Temperatursensoren',
            'Level Sensors': 'Füllstandsensoren',
            'Flow Meters': 'Durchflussmesser',
            'Vision Sensors': 'Vision-Sensoren',
          },
        },
        'Motion Control': {
          name: 'Motion Control',
          subCategories: {
            'Servo Motors & Drives': 'Servomotoren und Servoverstärker',
            'Stepper Motors & Drivers': 'Schrittmotoren und Treiber',
            'Variable Frequency Drives': 'Frequenzumrichter',
            'Motion Controllers': 'Bewegungssteuerungen',
            'Linear Actuators': 'Linearantriebe',
            Encoders: 'Drehgeber',
          },
        },
        'Human Machine Interface (HMI)': {
          name: 'Mensch-Maschine-Schnittstelle (HMI)',
          subCategories: {
            'Touch Panels': 'Touchpanels',
            'Industrial Panel PCs': 'Industrie-Panel-PCs',
            'Operator Terminals': 'Bedienterminals',
            'Industrial Monitors': 'Industriemonitore',
            'Pushbuttons & Pilot Lights': 'Drucktaster und Leuchtmelder',
          },
        },
        'Industrial Networking': {
          name: 'Industrielle Kommunikation',
          subCategories: {
            'Industrial Ethernet Switches': 'Industrial-Ethernet-Switches',
            'Fieldbus Modules': 'Feldbusmodule',
            'IIoT Gateways': 'IIoT-Gateways',
            'Industrial Wireless': 'Industrielle Funktechnik',
            'Protocol Converters': 'Protokollkonverter',
            'Industrial Routers & Firewalls': 'Industrierouter und Firewalls',
          },
        },
        'Pneumatics & Hydraulics': {
          name: 'Pneumatik und Hydraulik',
          subCategories: {
            'Pneumatic Cylinders': 'Pneumatikzylinder',
            'Solenoid Valves': 'Magnetventile',
            'Air Preparation Units': 'Wartungseinheiten',
            'Hydraulic Pumps': 'Hydraulikpumpen',
            'Hydraulic Valves': 'Hydraulikventile',
            'Fittings & Tubing': 'Verschraubungen und Schläuche',
          },
        },
        'Machine Vision': {
          name: 'Industrielle Bildverarbeitung',
          subCategories: {
            'Industrial Cameras': 'Industriekameras',
            'Smart Vision Systems': 'Intelligente Bildverarbeitungssysteme',
            'Barcode & 2D Code Readers': 'Barcode- und 2D-Code-Lesegeräte',
            'Vision Lighting': 'Beleuchtung für die Bildverarbeitung',
            'Lenses & Optics': 'Objektive und Optiken',
          },
        },
        'Safety Automation': {
          name: 'Sicherheitstechnik',
          subCategories: {
            'Safety Light Curtains': 'Sicherheitslichtvorhänge',
            'Safety Relays': 'Sicherheitsrelais',
            'Safety Interlock Switches': 'Sicherheitsschalter mit Zuhaltung',
            'Emergency Stop Devices': 'Not-Halt-Geräte',
            'Safety Laser Scanners': 'Sicherheitslaserscanner',
          },
        },
      },
    },
    '0002': {
      name: 'Elektronik und IT',
      description:
        'Bauteile, Leiterplatten, Hardware und Software für Unternehmen, die elektronische Systeme bauen oder betreiben. Einkäufer finden Bauteildistributoren, Leiterplattenhersteller und Bestücker, Hardwareanbieter und IT-Dienstleister, die für große Stückzahlen anbieten.',
      categories: {
        'Electronic Components': {
          name: 'Elektronische Bauelemente',
          subCategories: {
            'Integrated Circuits': 'Integrierte Schaltungen',
            Capacitors: 'Kondensatoren',
            Resistors: 'Widerstände',
            Connectors: 'Steckverbinder',
            'Diodes & Transistors': 'Dioden und Transistoren',
            Relays: 'Relais',
            'Crystals & Oscillators': 'Quarze und Oszillatoren',
          },
        },
        'Printed Circuit Boards': {
          name: 'Leiterplatten',
          subCategories: {
            'PCB Manufacturing': 'Leiterplattenfertigung',
            'PCB Assembly (PCBA)': 'Leiterplattenbestückung (PCBA)',
            'Flexible PCBs': 'Flexible Leiterplatten',
            'PCB Prototyping': 'Leiterplatten-Prototypen',
            'PCB Design Services': 'Leiterplattendesign',
          },
        },
        'Computer Hardware': {
          name: 'Computerhardware',
          subCategories: {
            Servers: 'Server',
            'Desktop Computers': 'Desktop-PCs',
            Laptops: 'Laptops',
            'Industrial Computers': 'Industrie-PCs',
            'Storage Devices': 'Speichergeräte',
            'Computer Peripherals': 'Computerperipherie',
          },
        },
        'Networking & Telecommunications': {
          name: 'Netzwerk und Telekommunikation',
          subCategories: {
            'Routers & Switches': 'Router und Switches',
            'Fiber Optic Equipment': 'Glasfasertechnik',
            'Wireless Access Points': 'WLAN-Access-Points',
            'Network Cables': 'Netzwerkkabel',
            'Telecom Equipment': 'Telekommunikationsanlagen',
            Antennas: 'Antennen',
          },
        },
        'Software & IT Services': {
          name: 'Software und IT-Dienstleistungen',
          subCategories: {
            'ERP Software': 'ERP-Software',
            'CRM Software': 'CRM-Software',
            'Cloud Services': 'Cloud-Dienste',
            Cybersecurity: 'Cybersicherheit',
            'Custom Software Development': 'Individuelle Softwareentwicklung',
            'IT Outsourcing': 'IT-Outsourcing',
          },
        },
        'Consumer Electronics': {
          name: 'Unterhaltungselektronik',
          subCategories: {
            'Mobile Phones': 'Mobiltelefone',
            'Audio & Video Equipment': 'Audio- und Videotechnik',
            'Smart Home Devices': 'Smart-Home-Geräte',
            Wearables: 'Wearables',
            'Chargers & Power Banks': 'Ladegeräte und Powerbanks',
          },
        },
        Displays: {
          name: 'Displays',
          subCategories: {
            'LCD Modules': 'LCD-Module',
            'LED Displays': 'LED-Anzeigen',
            'Touch Screens': 'Touchscreens',
            'OLED Displays': 'OLED-Displays',
            'Digital Signage': 'Digital Signage',
          },
        },
        'Test & Measurement': {
          name: 'Mess- und Prüftechnik',
          subCategories: {
            Oscilloscopes: 'Oszilloskope',
            Multimeters: 'Multimeter',
            'Signal Generators': 'Signalgeneratoren',
            'Spectrum Analyzers': 'Spektrumanalysatoren',
            'Power Analyzers': 'Leistungsanalysatoren',
          },
        },
        'Security & Surveillance': {
          name: 'Sicherheit und Überwachung',
          subCategories: {
            'CCTV Cameras': 'Videoüberwachungskameras',
            'Network Video Recorders': 'Netzwerk-Videorekorder (NVR)',
            'Access Control Systems': 'Zutrittskontrollsysteme',
            'Alarm Systems': 'Alarmanlagen',
            'Intercom Systems': 'Gegensprechanlagen',
          },
        },
      },
    },
    '0003': {
      name: 'Energie',
      description:
        'Anlagen zur Erzeugung, Speicherung und Verteilung von Energie, von erneuerbaren Energien über konventionelle Kraftwerke bis zur Öl- und Gaskette. Einkäufer finden Hersteller, EPC-Generalunternehmer und Distributoren für Energieprojekte von Versorgern, Gewerbe und Industrie.',
      categories: {
        'Solar Energy': {
          name: 'Solarenergie',
          subCategories: {
            'Solar Panels': 'Solarmodule',
            'Solar Inverters': 'Solarwechselrichter',
            'Solar Mounting Systems': 'Montagesysteme für Solaranlagen',
            'Charge Controllers': 'Laderegler',
            'Solar Water Heaters': 'Solare Warmwasserbereiter',
            'Solar Street Lights': 'Solar-Straßenleuchten',
          },
        },
        'Wind Energy': {
          name: 'Windenergie',
          subCategories: {
            'Wind Turbines': 'Windenergieanlagen',
            'Turbine Blades': 'Rotorblätter',
            'Wind Turbine Gearboxes': 'Getriebe für Windenergieanlagen',
            'Towers & Foundations': 'Türme und Fundamente',
            'Small Wind Systems': 'Kleinwindanlagen',
          },
        },
        'Power Generation': {
          name: 'Stromerzeugung',
          subCategories: {
            'Diesel Generators': 'Dieselgeneratoren',
            'Gas Generators': 'Gasgeneratoren',
            'Gas Turbines': 'Gasturbinen',
            'Steam Turbines': 'Dampfturbinen',
            'Cogeneration (CHP) Plants': 'Blockheizkraftwerke (KWK)',
            'Hydro Turbines': 'Wasserturbinen',
          },
        },
        'Energy Storage': {
          name: 'Energiespeicher',
          subCategories: {
            'Lithium-ion Batteries': 'Lithium-Ionen-Batterien',
            'Lead-acid Batteries': 'Blei-Säure-Batterien',
            'Battery Energy Storage Systems': 'Batteriespeichersysteme',
            'Battery Management Systems': 'Batteriemanagementsysteme',
            'Flow Batteries': 'Redox-Flow-Batterien',
          },
        },
        'Power Distribution': {
          name: 'Energieverteilung',
          subCategories: {
            Transformers: 'Transformatoren',
            Switchgear: 'Schaltanlagen',
            'Circuit Breakers': 'Leistungsschalter',
            'Distribution Panels': 'Verteilerschränke',
            'Power Cables': 'Energiekabel',
            'Busbar Systems': 'Stromschienensysteme',
          },
        },
        'Oil & Gas': {
          name: 'Öl und Gas',
          subCategories: {
            'Drilling Equipment': 'Bohrausrüstung',
            'Oil Country Tubular Goods': 'Rohre für die Erdölindustrie (OCTG)',
            'Wellhead Equipment': 'Bohrlochkopfausrüstung',
            'Refinery Equipment': 'Raffinerieausrüstung',
            'Pipeline Equipment': 'Pipelineausrüstung',
            'Storage Tanks': 'Lagertanks',
          },
        },
        'Power Quality & Backup': {
          name: 'Netzqualität und Notstrom',
          subCategories: {
            'Uninterruptible Power Supplies (UPS)': 'Unterbrechungsfreie Stromversorgungen (USV)',
            'Voltage Stabilizers': 'Spannungsstabilisatoren',
            'Power Factor Correction': 'Blindleistungskompensation',
            'Surge Protectors': 'Überspannungsschutz',
            'Energy Meters': 'Energiezähler',
          },
        },
        'Bioenergy & Hydrogen': {
          name: 'Bioenergie und Wasserstoff',
          subCategories: {
            'Biomass Boilers': 'Biomassekessel',
            'Biogas Plants': 'Biogasanlagen',
            Biofuels: 'Biokraftstoffe',
            Electrolyzers: 'Elektrolyseure',
            'Fuel Cells': 'Brennstoffzellen',
          },
        },
        'EV Charging': {
          name: 'Ladeinfrastruktur für Elektrofahrzeuge',
          subCategories: {
            'AC Wallbox Chargers': 'Wallboxen (AC)',
            'DC Fast Chargers': 'DC-Schnellladesäulen',
            'Charging Cables & Connectors': 'Ladekabel und Steckverbinder',
            'Charging Management Software': 'Lademanagement-Software',
          },
        },
      },
    },
    '0004': {
      name: 'Industrietechnik',
      description:
        'Werkzeuge, Instrumente und Betriebsausstattung, die Werkstätten und Fabriken produktiv und sicher halten. Einkäufer finden Lieferanten für Werkzeuge, Schweißtechnik, Fördertechnik, Fluidtechnik, Druckluft und Schutzausrüstung für Betrieb und Instandhaltung.',
      categories: {
        'Industrial Tools': {
          name: 'Industriewerkzeuge',
          subCategories: {
            'Power Tools': 'Elektrowerkzeuge',
            'Hand Tools': 'Handwerkzeuge',
            'Cutting Tools': 'Zerspanungswerkzeuge',
            Abrasives: 'Schleifmittel',
            'Measuring Tools': 'Messwerkzeuge',
            'Tool Storage': 'Werkzeugaufbewahrung',
          },
        },
        'Welding & Cutting': {
          name: 'Schweißen und Schneiden',
          subCategories: {
            'Arc Welding Machines': 'Lichtbogenschweißgeräte',
            'Welding Consumables': 'Schweißzusatzwerkstoffe',
            'Plasma Cutters': 'Plasmaschneider',
            'Laser Welding Systems': 'Laserschweißanlagen',
            'Soldering Stations': 'Lötstationen',
            'Welding Safety Gear': 'Schweißerschutzausrüstung',
          },
        },
        'Material Handling': {
          name: 'Fördertechnik',
          subCategories: {
            Forklifts: 'Gabelstapler',
            Conveyors: 'Förderanlagen',
            'Hoists & Cranes': 'Hebezeuge und Krane',
            'Pallet Jacks': 'Hubwagen',
            'Automated Guided Vehicles (AGV)': 'Fahrerlose Transportfahrzeuge (FTF)',
            'Storage Racks': 'Lagerregale',
          },
        },
        'Pumps & Valves': {
          name: 'Pumpen und Armaturen',
          subCategories: {
            'Centrifugal Pumps': 'Kreiselpumpen',
            'Positive Displacement Pumps': 'Verdrängerpumpen',
            'Ball Valves': 'Kugelhähne',
            'Gate & Globe Valves': 'Absperrschieber und Hubventile',
            'Butterfly Valves': 'Absperrklappen',
            'Check Valves': 'Rückschlagventile',
          },
        },
        'Industrial Instruments': {
          name: 'Industrielle Messgeräte',
          subCategories: {
            'Pressure Gauges': 'Manometer',
            'Industrial Thermometers': 'Industriethermometer',
            'Gas Analyzers': 'Gasanalysatoren',
            'Calibration Equipment': 'Kalibriergeräte',
            'Data Loggers': 'Datenlogger',
          },
        },
        'Compressors & Vacuum': {
          name: 'Kompressoren und Vakuumtechnik',
          subCategories: {
            'Screw Compressors': 'Schraubenkompressoren',
            'Piston Compressors': 'Kolbenkompressoren',
            'Air Dryers': 'Drucklufttrockner',
            'Vacuum Pumps': 'Vakuumpumpen',
            'Compressed Air Filters': 'Druckluftfilter',
          },
        },
        'Filtration & Separation': {
          name: 'Filtration und Trenntechnik',
          subCategories: {
            'Industrial Filters': 'Industriefilter',
            'Dust Collectors': 'Entstauber',
            'Industrial Centrifuges': 'Industriezentrifugen',
            'Water Treatment Systems': 'Wasseraufbereitungsanlagen',
            'Oil Filtration Systems': 'Ölfiltrationssysteme',
          },
        },
        'Personal Protective Equipment': {
          name: 'Persönliche Schutzausrüstung (PSA)',
          subCategories: {
            'Safety Helmets': 'Schutzhelme',
            'Safety Gloves': 'Schutzhandschuhe',
            'Protective Clothing': 'Schutzkleidung',
            'Respiratory Protection': 'Atemschutz',
            'Safety Footwear': 'Sicherheitsschuhe',
            'Eye & Face Protection': 'Augen- und Gesichtsschutz',
          },
        },
        'Fasteners & Hardware': {
          name: 'Verbindungselemente und Beschläge',
          subCategories: {
            'Bolts & Nuts': 'Sechskantschrauben und Muttern',
            Screws: 'Schrauben',
            Washers: 'Unterlegscheiben',
            Rivets: 'Niete',
            Anchors: 'Dübel und Anker',
            'Threaded Rods': 'Gewindestangen',
          },
        },
      },
    },
    '0005': {
      name: 'Maschinen',
      description:
        'Produktionsmaschinen für Metallbearbeitung, Kunststoffe, Verpackung, Lebensmittel, Bau, Landwirtschaft und Textil. Einkäufer finden Maschinenbauer und Händler mit neuen und generalüberholten Maschinen, kompletten Produktionslinien, Ersatzteilen und Kundendienst.',
      categories: {
        'Metalworking Machinery': {
          name: 'Metallbearbeitungsmaschinen',
          subCategories: {
            'CNC Machining Centers': 'CNC-Bearbeitungszentren',
            'CNC Lathes': 'CNC-Drehmaschinen',
            'Milling Machines': 'Fräsmaschinen',
            'Grinding Machines': 'Schleifmaschinen',
            'Drilling Machines': 'Bohrmaschinen',
            'EDM Machines': 'Erodiermaschinen (EDM)',
          },
        },
        'Sheet Metal Machinery': {
          name: 'Blechbearbeitungsmaschinen',
          subCategories: {
            'Laser Cutting Machines': 'Laserschneidanlagen',
            'Press Brakes': 'Abkantpressen',
            'Shearing Machines': 'Tafelscheren',
            'Punching Machines': 'Stanzmaschinen',
            'Plate Rolling Machines': 'Rundbiegemaschinen',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Kunststoff- und Gummimaschinen',
          subCategories: {
            'Injection Molding Machines': 'Spritzgießmaschinen',
            'Extrusion Machines': 'Extruder',
            'Blow Molding Machines': 'Blasformmaschinen',
            'Thermoforming Machines': 'Thermoformmaschinen',
            'Plastic Granulators': 'Schneidmühlen für Kunststoffe',
            'Rubber Processing Machines': 'Gummiverarbeitungsmaschinen',
          },
        },
        'Packaging Machinery': {
          name: 'Verpackungsmaschinen',
          subCategories: {
            'Filling Machines': 'Abfüllmaschinen',
            'Labeling Machines': 'Etikettiermaschinen',
            'Sealing Machines': 'Siegelmaschinen',
            'Wrapping Machines': 'Wickelmaschinen',
            'Cartoning Machines': 'Kartoniermaschinen',
            Palletizers: 'Palettierer',
          },
        },
        'Food Processing Machinery': {
          name: 'Lebensmittelmaschinen',
          subCategories: {
            'Mixers & Blenders': 'Mischer und Mixer',
            'Bakery Equipment': 'Bäckereimaschinen',
            'Meat Processing Machines': 'Fleischverarbeitungsmaschinen',
            'Beverage Processing Equipment': 'Getränketechnik',
            'Fruit & Vegetable Processing': 'Obst- und Gemüseverarbeitung',
            'Dairy Processing Equipment': 'Molkereitechnik',
          },
        },
        'Construction Machinery': {
          name: 'Baumaschinen',
          subCategories: {
            Excavators: 'Bagger',
            'Wheel Loaders': 'Radlader',
            Bulldozers: 'Planierraupen',
            'Concrete Mixers': 'Betonmischer',
            'Mobile Cranes': 'Mobilkrane',
            'Road Rollers': 'Straßenwalzen',
          },
        },
        'Agricultural Machinery': {
          name: 'Landmaschinen',
          subCategories: {
            Tractors: 'Traktoren',
            Harvesters: 'Erntemaschinen',
            'Seeders & Planters': 'Sä- und Pflanzmaschinen',
            'Irrigation Equipment': 'Bewässerungstechnik',
            Sprayers: 'Pflanzenschutzspritzen',
            'Tillage Equipment': 'Bodenbearbeitungsgeräte',
          },
        },
        'Textile Machinery': {
          name: 'Textilmaschinen',
          subCategories: {
            'Spinning Machines': 'Spinnmaschinen',
            'Weaving Looms': 'Webmaschinen',
            'Knitting Machines': 'Strickmaschinen',
            'Industrial Sewing Machines': 'Industrienähmaschinen',
            'Dyeing & Finishing Machines': 'Färbe- und Ausrüstungsmaschinen',
            'Embroidery Machines': 'Stickmaschinen',
          },
        },
        'Woodworking Machinery': {
          name: 'Holzbearbeitungsmaschinen',
          subCategories: {
            'Panel Saws': 'Plattenaufteilsägen',
            'CNC Routers': 'CNC-Oberfräsen',
            'Edge Banders': 'Kantenanleimmaschinen',
            'Planers & Thicknessers': 'Abricht- und Dickenhobelmaschinen',
            'Sanding Machines': 'Holzschleifmaschinen',
          },
        },
      },
    },
    '0006': {
      name: 'Antriebstechnik',
      description:
        'Die mechanischen Komponenten, die Bewegung und Drehmoment vom Motor zur Arbeitsmaschine übertragen: Getriebe, Lager, Riemen, Ketten, Kupplungen und Linearführungen. Einkäufer finden Hersteller und Händler von Standard- und Sonderantriebskomponenten sowie Ersatzteilen.',
      categories: {
        'Gears & Gearboxes': {
          name: 'Zahnräder und Getriebe',
          subCategories: {
            'Helical Gearboxes': 'Stirnradgetriebe',
            'Worm Gearboxes': 'Schneckengetriebe',
            'Planetary Gearboxes': 'Planetengetriebe',
            'Bevel Gearboxes': 'Kegelradgetriebe',
            'Spur Gears': 'Geradverzahnte Stirnräder',
            'Gear Racks': 'Zahnstangen',
          },
        },
        Bearings: {
          name: 'Lager',
          subCategories: {
            'Ball Bearings': 'Kugellager',
            'Roller Bearings': 'Rollenlager',
            'Linear Bearings': 'Linearlager',
            'Plain Bearings': 'Gleitlager',
            'Pillow Block Units': 'Stehlagereinheiten',
            'Slewing Bearings': 'Drehverbindungen',
          },
        },
        'Electric Motors': {
          name: 'Elektromotoren',
          subCategories: {
            'AC Induction Motors': 'Drehstrom-Asynchronmotoren',
            'Gear Motors': 'Getriebemotoren',
            'DC Motors': 'Gleichstrommotoren',
            'Brushless DC Motors': 'Bürstenlose Gleichstrommotoren (BLDC)',
            'Explosion-proof Motors': 'Explosionsgeschützte Motoren',
          },
        },
        'Belts & Pulleys': {
          name: 'Riemen und Riemenscheiben',
          subCategories: {
            'V-Belts': 'Keilriemen',
            'Timing Belts': 'Zahnriemen',
            'Flat Belts': 'Flachriemen',
            'Pulleys & Sheaves': 'Riemenscheiben',
            'Belt Tensioners': 'Riemenspanner',
          },
        },
        'Chains & Sprockets': {
          name: 'Ketten und Kettenräder',
          subCategories: {
            'Roller Chains': 'Rollenketten',
            'Conveyor Chains': 'Förderketten',
            'Leaf Chains': 'Flyerketten',
            'Silent Chains': 'Zahnketten',
            Sprockets: 'Kettenräder',
          },
        },
        'Couplings, Clutches & Brakes': {
          name: 'Kupplungen und Bremsen',
          subCategories: {
            'Flexible Couplings': 'Elastische Kupplungen',
            'Rigid Couplings': 'Starre Kupplungen',
            'Fluid Couplings': 'Strömungskupplungen',
            'Universal Joints': 'Kardangelenke',
            'Industrial Clutches': 'Schaltkupplungen',
            'Industrial Brakes': 'Industriebremsen',
          },
        },
        'Linear Motion': {
          name: 'Lineartechnik',
          subCategories: {
            'Linear Guides': 'Linearführungen',
            'Ball Screws': 'Kugelgewindetriebe',
            'Lead Screws': 'Trapezgewindetriebe',
            'Linear Modules': 'Linearmodule',
            'Shaft Supports': 'Wellenböcke',
          },
        },
        'Seals & Gaskets': {
          name: 'Dichtungen',
          subCategories: {
            'Oil Seals': 'Radialwellendichtringe',
            'O-Rings': 'O-Ringe',
            'Mechanical Seals': 'Gleitringdichtungen',
            Gaskets: 'Flachdichtungen',
            'Hydraulic Seals': 'Hydraulikdichtungen',
          },
        },
      },
    },
    '0007': {
      name: 'Bekleidung',
      description:
        'Bekleidung für jedes Marktsegment samt den Stoffen, Zutaten und Fabriken dahinter. Einkäufer finden Bekleidungshersteller, Private-Label-Produzenten und Textilwerke, die Großaufträge und Nachbestellungen annehmen.',
      categories: {
        "Men's Clothing": {
          name: 'Herrenbekleidung',
          subCategories: {
            Shirts: 'Hemden',
            Trousers: 'Hosen',
            'Suits & Blazers': 'Anzüge und Sakkos',
            'T-Shirts & Polos': 'T-Shirts und Poloshirts',
            'Jackets & Coats': 'Jacken und Mäntel',
            Underwear: 'Unterwäsche',
          },
        },
        "Women's Clothing": {
          name: 'Damenbekleidung',
          subCategories: {
            Dresses: 'Kleider',
            'Blouses & Tops': 'Blusen und Tops',
            Skirts: 'Röcke',
            'Pants & Leggings': 'Hosen und Leggings',
            'Jackets & Coats': 'Jacken und Mäntel',
            Lingerie: 'Dessous',
          },
        },
        "Children's Clothing": {
          name: 'Kinderbekleidung',
          subCategories: {
            "Boys' Clothing": 'Jungenbekleidung',
            "Girls' Clothing": 'Mädchenbekleidung',
            'School Uniforms': 'Schuluniformen',
            "Kids' Outerwear": 'Kinderjacken und -mäntel',
            "Kids' Sleepwear": 'Kindernachtwäsche',
          },
        },
        Sportswear: {
          name: 'Sportbekleidung',
          subCategories: {
            Activewear: 'Fitnessbekleidung',
            'Sports Jerseys': 'Trikots',
            Swimwear: 'Bademode',
            Tracksuits: 'Trainingsanzüge',
            'Cycling Apparel': 'Radsportbekleidung',
            'Yoga Wear': 'Yogabekleidung',
          },
        },
        'Workwear & Uniforms': {
          name: 'Berufsbekleidung und Uniformen',
          subCategories: {
            Coveralls: 'Overalls',
            'High-Visibility Clothing': 'Warnschutzkleidung',
            'Medical Scrubs': 'Medizinische Berufsbekleidung',
            'Chef & Hospitality Uniforms': 'Koch- und Hotelbekleidung',
            'Corporate Uniforms': 'Firmenbekleidung',
            'Flame-Resistant Clothing': 'Flammschutzkleidung',
          },
        },
        'Fabrics & Textiles': {
          name: 'Stoffe und Textilien',
          subCategories: {
            'Cotton Fabrics': 'Baumwollstoffe',
            Denim: 'Denim',
            'Knitted Fabrics': 'Maschenware',
            'Synthetic Fabrics': 'Synthetikstoffe',
            'Wool Fabrics': 'Wollstoffe',
            'Technical Textiles': 'Technische Textilien',
          },
        },
        'Garment Trims & Accessories': {
          name: 'Bekleidungszutaten',
          subCategories: {
            Zippers: 'Reißverschlüsse',
            Buttons: 'Knöpfe',
            'Labels & Tags': 'Etiketten und Hängeetiketten',
            'Sewing Threads': 'Nähgarne',
            'Laces & Ribbons': 'Spitzen und Bänder',
            Interlinings: 'Einlagen',
          },
        },
        'Apparel Manufacturing Services': {
          name: 'Fertigungsdienstleistungen für Bekleidung',
          subCategories: {
            'Cut, Make & Trim (CMT)': 'Lohnfertigung (CMT)',
            'Private Label Manufacturing': 'Private-Label-Fertigung',
            'Garment Printing': 'Textildruck',
            'Embroidery Services': 'Stickereidienstleistungen',
            'Pattern Making & Sampling': 'Schnitterstellung und Musterfertigung',
          },
        },
      },
    },
    '0008': {
      name: 'Babywelt',
      description:
        'Produkte für Babys und Kleinkinder, von Kleidung und Ernährung über Kinderwagen und Babymöbel bis zu Spielzeug. Einkäufer finden Hersteller und Markeninhaber, deren Waren die Normen für Kindersicherheit erfüllen, für Handelsketten, Apotheken und Onlineshops.',
      categories: {
        'Baby Clothing': {
          name: 'Babykleidung',
          subCategories: {
            'Bodysuits & Rompers': 'Bodys und Strampler',
            'Baby Sleepwear': 'Babyschlafanzüge',
            'Baby Sets': 'Baby-Sets',
            'Socks & Booties': 'Socken und Krabbelschuhe',
            'Hats & Mittens': 'Mützen und Fäustlinge',
          },
        },
        Feeding: {
          name: 'Ernährung',
          subCategories: {
            'Baby Bottles': 'Babyflaschen',
            'Pacifiers & Teethers': 'Schnuller und Beißringe',
            'Breast Pumps': 'Milchpumpen',
            Bibs: 'Lätzchen',
            'Baby Tableware': 'Kindergeschirr',
            'Bottle Sterilizers': 'Flaschensterilisatoren',
          },
        },
        'Diapers & Hygiene': {
          name: 'Windeln und Pflege',
          subCategories: {
            'Disposable Diapers': 'Einwegwindeln',
            'Cloth Diapers': 'Stoffwindeln',
            'Baby Wipes': 'Feuchttücher',
            'Changing Mats': 'Wickelunterlagen',
            'Baby Bath Products': 'Babybadeprodukte',
          },
        },
        'Strollers & Car Seats': {
          name: 'Kinderwagen und Autositze',
          subCategories: {
            Strollers: 'Kinderwagen',
            'Car Seats': 'Autokindersitze',
            'Baby Carriers': 'Babytragen',
            'Travel Systems': 'Travel-Systeme',
            'Stroller Accessories': 'Kinderwagenzubehör',
          },
        },
        'Nursery Furniture': {
          name: 'Kinderzimmermöbel',
          subCategories: {
            Cribs: 'Babybetten',
            'Changing Tables': 'Wickelkommoden',
            'Crib Mattresses': 'Babymatratzen',
            'High Chairs': 'Hochstühle',
            Playpens: 'Laufgitter',
            'Nursery Bedding': 'Babybettwäsche',
          },
        },
        'Toys & Learning': {
          name: 'Spielzeug und Lernen',
          subCategories: {
            'Plush Toys': 'Plüschtiere',
            'Educational Toys': 'Lernspielzeug',
            Rattles: 'Rasseln',
            'Activity Gyms': 'Spielbögen',
            'Bath Toys': 'Badespielzeug',
            'Building Blocks': 'Bausteine',
          },
        },
        'Baby Safety & Health': {
          name: 'Babysicherheit und Gesundheit',
          subCategories: {
            'Baby Monitors': 'Babyphones',
            'Safety Gates': 'Treppenschutzgitter',
            'Baby Thermometers': 'Fieberthermometer für Babys',
            'Nasal Aspirators': 'Nasensauger',
            'Outlet & Corner Protectors': 'Steckdosen- und Kantenschutz',
          },
        },
      },
    },
    '0009': {
      name: 'Kosmetik und Körperpflege',
      description:
        'Kosmetik, Körperpflegeprodukte und die Ausstattung von Salons und Spas. Einkäufer finden Markeninhaber, Private-Label- und Lohnhersteller, Rohstofflieferanten und Verpackungshersteller für die Kosmetikbranche.',
      categories: {
        'Skin Care': {
          name: 'Hautpflege',
          subCategories: {
            'Face Creams & Moisturizers': 'Gesichtscremes und Feuchtigkeitspflege',
            Serums: 'Seren',
            Cleansers: 'Gesichtsreinigung',
            Sunscreen: 'Sonnenschutz',
            'Face Masks': 'Gesichtsmasken',
            'Body Lotions': 'Körperlotionen',
          },
        },
        'Hair Care': {
          name: 'Haarpflege',
          subCategories: {
            Shampoos: 'Shampoos',
            Conditioners: 'Spülungen',
            'Hair Dyes': 'Haarfarben',
            'Hair Styling Products': 'Stylingprodukte',
            'Hair Treatments': 'Haarkuren',
            'Hair Extensions & Wigs': 'Haarverlängerungen und Perücken',
          },
        },
        Makeup: {
          name: 'Make-up',
          subCategories: {
            Foundations: 'Foundations',
            Lipsticks: 'Lippenstifte',
            'Eye Makeup': 'Augen-Make-up',
            'Nail Polish': 'Nagellacke',
            'Makeup Brushes & Tools': 'Make-up-Pinsel und -Zubehör',
          },
        },
        Fragrances: {
          name: 'Düfte',
          subCategories: {
            Perfumes: 'Parfums',
            'Body Mists': 'Body Mists',
            'Deodorants & Antiperspirants': 'Deodorants und Antitranspirants',
            'Essential Oils': 'Ätherische Öle',
            'Fragrance Raw Materials': 'Duftrohstoffe',
          },
        },
        'Personal Care Appliances': {
          name: 'Körperpflegegeräte',
          subCategories: {
            'Hair Dryers': 'Haartrockner',
            'Hair Straighteners & Curlers': 'Glätteisen und Lockenstäbe',
            'Electric Shavers': 'Elektrorasierer',
            Epilators: 'Epilierer',
            'Electric Toothbrushes': 'Elektrische Zahnbürsten',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Salon- und Spa-Ausstattung',
          subCategories: {
            'Salon Chairs': 'Friseurstühle',
            'Spa & Massage Beds': 'Spa- und Massageliegen',
            'Pedicure Stations': 'Pediküre-Stationen',
            'Professional Beauty Devices': 'Professionelle Kosmetikgeräte',
            'Nail Salon Equipment': 'Nagelstudio-Ausstattung',
          },
        },
        'Cosmetic Packaging & Ingredients': {
          name: 'Kosmetikverpackungen und Rohstoffe',
          subCategories: {
            'Cosmetic Bottles & Jars': 'Kosmetikflaschen und -tiegel',
            'Airless Pumps': 'Airless-Spender',
            'Cosmetic Tubes': 'Kosmetiktuben',
            'Cosmetic Raw Materials': 'Kosmetikrohstoffe',
            'Private Label Cosmetics': 'Private-Label-Kosmetik',
          },
        },
        'Oral Care & Hygiene': {
          name: 'Mund- und Körperhygiene',
          subCategories: {
            Toothpaste: 'Zahnpasta',
            Toothbrushes: 'Zahnbürsten',
            Mouthwash: 'Mundspülungen',
            'Soaps & Shower Gels': 'Seifen und Duschgele',
            'Feminine Hygiene': 'Damenhygiene',
          },
        },
      },
    },
    '0010': {
      name: 'Modeaccessoires',
      description:
        'Die Stücke, die eine Garderobe vervollständigen: Taschen, Schuhe, Schmuck, Uhren, Brillen und kleine Accessoires. Einkäufer finden Manufakturen und Fabriken, die eigene Designs oder OEM-Kollektionen für Großhändler, Boutiquen und Handelsmarken fertigen.',
      categories: {
        'Bags & Luggage': {
          name: 'Taschen und Reisegepäck',
          subCategories: {
            Handbags: 'Handtaschen',
            Backpacks: 'Rucksäcke',
            'Travel Luggage': 'Reisekoffer',
            'Wallets & Purses': 'Geldbörsen und Portemonnaies',
            Briefcases: 'Aktentaschen',
            'Tote Bags': 'Shopper-Taschen',
          },
        },
        Footwear: {
          name: 'Schuhe',
          subCategories: {
            "Men's Shoes": 'Herrenschuhe',
            "Women's Shoes": 'Damenschuhe',
            Sneakers: 'Sneaker',
            Boots: 'Stiefel',
            'Sandals & Slippers': 'Sandalen und Hausschuhe',
            "Children's Shoes": 'Kinderschuhe',
          },
        },
        Jewelry: {
          name: 'Schmuck',
          subCategories: {
            'Fine Jewelry': 'Echtschmuck',
            'Fashion Jewelry': 'Modeschmuck',
            Rings: 'Ringe',
            'Necklaces & Pendants': 'Halsketten und Anhänger',
            Earrings: 'Ohrringe',
            Bracelets: 'Armbänder',
          },
        },
        Watches: {
          name: 'Uhren',
          subCategories: {
            'Wrist Watches': 'Armbanduhren',
            Smartwatches: 'Smartwatches',
            'Watch Straps': 'Uhrenarmbänder',
            'Watch Movements & Parts': 'Uhrwerke und Uhrenteile',
            'Watch Boxes & Displays': 'Uhrenboxen und -displays',
          },
        },
        Eyewear: {
          name: 'Brillen',
          subCategories: {
            Sunglasses: 'Sonnenbrillen',
            'Optical Frames': 'Brillenfassungen',
            'Reading Glasses': 'Lesebrillen',
            'Sports Eyewear': 'Sportbrillen',
            'Eyewear Cases': 'Brillenetuis',
          },
        },
        'Belts, Hats & Scarves': {
          name: 'Gürtel, Hüte und Schals',
          subCategories: {
            'Leather Belts': 'Ledergürtel',
            'Hats & Caps': 'Hüte und Kappen',
            'Scarves & Shawls': 'Schals und Tücher',
            Gloves: 'Handschuhe',
            'Ties & Bow Ties': 'Krawatten und Fliegen',
          },
        },
        'Hair Accessories': {
          name: 'Haarschmuck',
          subCategories: {
            'Hair Clips': 'Haarspangen',
            Headbands: 'Haarreifen',
            'Hair Ties & Scrunchies': 'Haargummis und Scrunchies',
            'Hair Pins': 'Haarnadeln',
            'Bridal Hair Accessories': 'Brauthaarschmuck',
          },
        },
      },
    },
    '0011': {
      name: 'Lebensmittel und Landwirtschaft',
      description:
        'Lebensmittel und Getränke vom Feld bis zum verpackten Regalprodukt, dazu die Betriebsmittel, auf die Landwirte angewiesen sind. Einkäufer finden Erzeuger, Verarbeiter, Exporteure und Lohnabfüller für frische, tiefgekühlte, trockene und abgefüllte Waren sowie Lieferanten von Saatgut, Düngemitteln und Futtermitteln.',
      categories: {
        'Fresh Produce': {
          name: 'Frisches Obst und Gemüse',
          subCategories: {
            'Fresh Fruits': 'Frisches Obst',
            'Fresh Vegetables': 'Frisches Gemüse',
            'Fresh Herbs': 'Frische Kräuter',
            Mushrooms: 'Pilze',
            'Nuts & Dried Fruits': 'Nüsse und Trockenfrüchte',
          },
        },
        'Grains & Cereals': {
          name: 'Getreide',
          subCategories: {
            Rice: 'Reis',
            'Wheat & Flour': 'Weizen und Mehl',
            Corn: 'Mais',
            'Pulses & Legumes': 'Hülsenfrüchte',
            'Oats & Barley': 'Hafer und Gerste',
            Soybeans: 'Sojabohnen',
          },
        },
        'Meat, Poultry & Seafood': {
          name: 'Fleisch, Geflügel und Meeresfrüchte',
          subCategories: {
            Beef: 'Rindfleisch',
            Pork: 'Schweinefleisch',
            Poultry: 'Geflügel',
            Fish: 'Fisch',
            Shellfish: 'Schalen- und Krustentiere',
            'Processed Meats': 'Fleisch- und Wurstwaren',
          },
        },
        'Dairy & Eggs': {
          name: 'Milchprodukte und Eier',
          subCategories: {
            Milk: 'Milch',
            Cheese: 'Käse',
            'Butter & Cream': 'Butter und Sahne',
            Yogurt: 'Joghurt',
            'Milk Powder': 'Milchpulver',
            Eggs: 'Eier',
          },
        },
        Beverages: {
          name: 'Getränke',
          subCategories: {
            Coffee: 'Kaffee',
            Tea: 'Tee',
            'Fruit Juices': 'Fruchtsäfte',
            'Soft Drinks': 'Erfrischungsgetränke',
            'Bottled Water': 'Abgefülltes Wasser',
            Wine: 'Wein',
            'Beer & Spirits': 'Bier und Spirituosen',
          },
        },
        'Processed & Packaged Foods': {
          name: 'Verarbeitete und verpackte Lebensmittel',
          subCategories: {
            'Canned Food': 'Konserven',
            'Frozen Food': 'Tiefkühlkost',
            Snacks: 'Snacks',
            Confectionery: 'Süßwaren',
            'Bakery Products': 'Backwaren',
            'Sauces & Condiments': 'Saucen und Würzmittel',
          },
        },
        'Oils & Food Ingredients': {
          name: 'Öle und Lebensmittelzutaten',
          subCategories: {
            'Vegetable Oils': 'Pflanzenöle',
            'Olive Oil': 'Olivenöl',
            'Spices & Seasonings': 'Gewürze und Würzmischungen',
            'Sugar & Sweeteners': 'Zucker und Süßungsmittel',
            'Food Additives': 'Lebensmittelzusatzstoffe',
            Flavors: 'Aromen',
          },
        },
        'Agricultural Inputs': {
          name: 'Landwirtschaftliche Betriebsmittel',
          subCategories: {
            Seeds: 'Saatgut',
            Fertilizers: 'Düngemittel',
            'Crop Protection': 'Pflanzenschutz',
            'Animal Feed': 'Futtermittel',
            Greenhouses: 'Gewächshäuser',
            'Irrigation Supplies': 'Bewässerungsbedarf',
          },
        },
        'Livestock & Aquaculture': {
          name: 'Tierhaltung und Aquakultur',
          subCategories: {
            'Livestock Equipment': 'Stalltechnik',
            'Poultry Farming Equipment': 'Geflügelhaltungstechnik',
            'Aquaculture Equipment': 'Aquakulturtechnik',
            'Veterinary Supplies': 'Veterinärbedarf',
            'Breeding Stock': 'Zuchttiere',
          },
        },
      },
    },
    '0012': {
      name: 'Möbel',
      description:
        'Möbel für Wohnungen, Büros, Hotels, Schulen und Krankenhäuser sowie die Beschläge und Materialien, aus denen sie gefertigt werden. Einkäufer finden Möbelfabriken und Objektausstatter für Handelssortimente, Einrichtungsprojekte und große Ausschreibungen.',
      categories: {
        'Office Furniture': {
          name: 'Büromöbel',
          subCategories: {
            'Office Chairs': 'Bürostühle',
            'Office Desks': 'Schreibtische',
            'Filing Cabinets': 'Aktenschränke',
            'Workstations & Cubicles': 'Arbeitsplatzsysteme und Trennwände',
            'Conference Tables': 'Konferenztische',
            'Reception Furniture': 'Empfangsmöbel',
          },
        },
        'Home Furniture': {
          name: 'Wohnmöbel',
          subCategories: {
            Sofas: 'Sofas',
            Beds: 'Betten',
            'Dining Tables': 'Esstische',
            Chairs: 'Stühle',
            Wardrobes: 'Kleiderschränke',
            'TV Stands': 'TV-Möbel',
          },
        },
        'Outdoor Furniture': {
          name: 'Gartenmöbel',
          subCategories: {
            'Garden Chairs': 'Gartenstühle',
            'Patio Sets': 'Terrassenmöbel-Sets',
            'Sun Loungers': 'Sonnenliegen',
            'Umbrellas & Gazebos': 'Sonnenschirme und Pavillons',
            'Outdoor Tables': 'Gartentische',
          },
        },
        'Hotel & Restaurant Furniture': {
          name: 'Hotel- und Gastronomiemöbel',
          subCategories: {
            'Hotel Bedroom Sets': 'Hotelzimmer-Einrichtungen',
            'Restaurant Chairs': 'Restaurantstühle',
            'Restaurant Tables': 'Restauranttische',
            'Bar Stools': 'Barhocker',
            'Banquet Furniture': 'Bankettmöbel',
          },
        },
        'Institutional Furniture': {
          name: 'Objektmöbel',
          subCategories: {
            'School Furniture': 'Schulmöbel',
            'Hospital Furniture': 'Krankenhausmöbel',
            'Library Furniture': 'Bibliotheksmöbel',
            'Auditorium Seating': 'Auditoriumsbestuhlung',
            'Laboratory Furniture': 'Labormöbel',
          },
        },
        'Storage & Shelving': {
          name: 'Stauraum und Regale',
          subCategories: {
            Bookcases: 'Bücherregale',
            'Shelving Units': 'Regalsysteme',
            Cabinets: 'Schränke',
            'Shoe Racks': 'Schuhschränke',
            'Steel Lockers': 'Stahlspinde',
          },
        },
        'Furniture Hardware & Materials': {
          name: 'Möbelbeschläge und -materialien',
          subCategories: {
            Hinges: 'Scharniere',
            'Drawer Slides': 'Schubladenführungen',
            'Handles & Knobs': 'Griffe und Knöpfe',
            'Furniture Legs': 'Möbelfüße',
            'Upholstery Fabrics': 'Polsterstoffe',
            'Wood Panels & Boards': 'Holzwerkstoffplatten',
          },
        },
      },
    },
    '0013': {
      name: 'Gesundheitswesen',
      description:
        'Medizinprodukte, Verbrauchsmaterial, Arzneimittel und Laborbedarf für Krankenhäuser, Kliniken und Apotheken. Einkäufer finden Hersteller und Händler mit den Zertifizierungen, die regulierte Märkte verlangen, etwa ISO 13485, CE-Kennzeichnung und FDA-Registrierung.',
      categories: {
        'Medical Equipment': {
          name: 'Medizintechnik',
          subCategories: {
            'Diagnostic Imaging': 'Bildgebende Diagnostik',
            'Patient Monitors': 'Patientenmonitore',
            'Ultrasound Systems': 'Ultraschallgeräte',
            'ECG Machines': 'EKG-Geräte',
            Ventilators: 'Beatmungsgeräte',
            Defibrillators: 'Defibrillatoren',
          },
        },
        'Medical Consumables': {
          name: 'Medizinisches Verbrauchsmaterial',
          subCategories: {
            'Syringes & Needles': 'Spritzen und Kanülen',
            'Medical Gloves': 'Medizinische Handschuhe',
            'Bandages & Dressings': 'Verbände und Wundauflagen',
            Catheters: 'Katheter',
            'Face Masks': 'Medizinische Gesichtsmasken',
            'Infusion Sets': 'Infusionsbestecke',
          },
        },
        'Hospital Furniture & Equipment': {
          name: 'Krankenhausmöbel und -ausstattung',
          subCategories: {
            'Hospital Beds': 'Krankenhausbetten',
            Stretchers: 'Krankentragen',
            Wheelchairs: 'Rollstühle',
            'Examination Tables': 'Untersuchungsliegen',
            'Medical Carts': 'Medizinische Wagen',
            'Surgical Lights': 'OP-Leuchten',
          },
        },
        'Laboratory Equipment': {
          name: 'Laborausstattung',
          subCategories: {
            'Laboratory Centrifuges': 'Laborzentrifugen',
            Microscopes: 'Mikroskope',
            'Clinical Analyzers': 'Klinische Analysegeräte',
            Incubators: 'Brutschränke',
            Pipettes: 'Pipetten',
            'Lab Consumables': 'Laborverbrauchsmaterial',
          },
        },
        Pharmaceuticals: {
          name: 'Arzneimittel',
          subCategories: {
            'Generic Drugs': 'Generika',
            'Active Pharmaceutical Ingredients (API)': 'Pharmazeutische Wirkstoffe (API)',
            'Over-the-Counter Medicines': 'Rezeptfreie Arzneimittel',
            'Vitamins & Supplements': 'Vitamine und Nahrungsergänzungsmittel',
            'Herbal Medicines': 'Pflanzliche Arzneimittel',
            'Veterinary Medicines': 'Tierarzneimittel',
          },
        },
        'Dental Supplies': {
          name: 'Dentalbedarf',
          subCategories: {
            'Dental Chairs': 'Dentale Behandlungseinheiten',
            'Dental Instruments': 'Dentalinstrumente',
            'Dental Materials': 'Dentalmaterialien',
            'Orthodontic Supplies': 'Kieferorthopädischer Bedarf',
            'Dental Imaging': 'Dentales Röntgen',
          },
        },
        'Rehabilitation & Home Care': {
          name: 'Reha und häusliche Pflege',
          subCategories: {
            'Mobility Aids': 'Mobilitätshilfen',
            'Orthopedic Supports': 'Orthopädische Bandagen',
            'Physiotherapy Equipment': 'Physiotherapiegeräte',
            'Blood Pressure Monitors': 'Blutdruckmessgeräte',
            'Glucose Meters': 'Blutzuckermessgeräte',
            'Hearing Aids': 'Hörgeräte',
          },
        },
        'Sterilization & Disinfection': {
          name: 'Sterilisation und Desinfektion',
          subCategories: {
            Autoclaves: 'Autoklaven',
            Disinfectants: 'Desinfektionsmittel',
            'UV Sterilizers': 'UV-Sterilisatoren',
            'Sterilization Pouches': 'Sterilisationsbeutel',
            'Washer-Disinfectors': 'Reinigungs- und Desinfektionsgeräte (RDG)',
          },
        },
      },
    },
    '0014': {
      name: 'Bauen und Wohnen',
      description:
        'Baustoffe, Ausstattung und Oberflächen für Bau und Renovierung von Wohn- und Gewerbeobjekten sowie Haushaltsgeräte. Einkäufer finden Hersteller und Händler für Bauunternehmen, Projektentwickler und den Baustoffhandel, einschließlich vorgefertigter Bauten.',
      categories: {
        'Building Materials': {
          name: 'Baustoffe',
          subCategories: {
            'Cement & Concrete': 'Zement und Beton',
            'Bricks & Blocks': 'Ziegel und Mauersteine',
            'Structural Steel & Rebar': 'Baustahl und Betonstahl',
            'Lumber & Timber': 'Schnitt- und Bauholz',
            'Insulation Materials': 'Dämmstoffe',
            'Roofing Materials': 'Dachbaustoffe',
          },
        },
        'Doors & Windows': {
          name: 'Türen und Fenster',
          subCategories: {
            Doors: 'Türen',
            Windows: 'Fenster',
            'Garage Doors': 'Garagentore',
            'Door & Window Hardware': 'Tür- und Fensterbeschläge',
            'Shutters & Blinds': 'Rollläden und Jalousien',
          },
        },
        'Flooring & Tiles': {
          name: 'Bodenbeläge und Fliesen',
          subCategories: {
            'Ceramic Tiles': 'Keramikfliesen',
            'Porcelain Tiles': 'Feinsteinzeugfliesen',
            'Wood Flooring': 'Holzböden',
            'Vinyl Flooring': 'Vinylböden',
            'Natural Stone': 'Naturstein',
            'Carpets & Rugs': 'Teppiche und Teppichböden',
          },
        },
        'Plumbing & Sanitary Ware': {
          name: 'Sanitärtechnik',
          subCategories: {
            Faucets: 'Armaturen',
            Toilets: 'WCs',
            'Sinks & Basins': 'Spülen und Waschbecken',
            'Showers & Bathtubs': 'Duschen und Badewannen',
            'Pipes & Fittings': 'Rohre und Fittings',
            'Water Heaters': 'Warmwasserbereiter',
          },
        },
        'Kitchen & Bath': {
          name: 'Küche und Bad',
          subCategories: {
            'Kitchen Cabinets': 'Küchenschränke',
            Countertops: 'Arbeitsplatten',
            'Range Hoods': 'Dunstabzugshauben',
            'Bathroom Vanities': 'Waschtischunterschränke',
            'Bathroom Accessories': 'Badaccessoires',
          },
        },
        Lighting: {
          name: 'Beleuchtung',
          subCategories: {
            'LED Bulbs & Tubes': 'LED-Lampen und -Röhren',
            'Indoor Lighting': 'Innenbeleuchtung',
            'Outdoor Lighting': 'Außenbeleuchtung',
            'Industrial Lighting': 'Industriebeleuchtung',
            'Street Lights': 'Straßenleuchten',
            'Smart Lighting': 'Smarte Beleuchtung',
          },
        },
        'Home Appliances': {
          name: 'Haushaltsgeräte',
          subCategories: {
            Refrigerators: 'Kühlschränke',
            'Washing Machines': 'Waschmaschinen',
            'Air Conditioners': 'Klimageräte',
            'Cooking Appliances': 'Kochgeräte',
            'Small Kitchen Appliances': 'Küchenkleingeräte',
            'Vacuum Cleaners': 'Staubsauger',
          },
        },
        'Paints & Coatings': {
          name: 'Farben und Beschichtungen',
          subCategories: {
            'Interior Paints': 'Innenfarben',
            'Exterior Paints': 'Außenfarben',
            'Industrial Coatings': 'Industriebeschichtungen',
            Waterproofing: 'Abdichtungen',
            'Adhesives & Sealants': 'Klebstoffe und Dichtstoffe',
          },
        },
        'Prefabricated Buildings': {
          name: 'Vorgefertigte Gebäude',
          subCategories: {
            'Container Houses': 'Containerhäuser',
            'Steel Structure Buildings': 'Gebäude in Stahlbauweise',
            'Modular Homes': 'Modulhäuser',
            'Prefab Warehouses': 'Lagerhallen in Fertigbauweise',
            'Portable Cabins': 'Mobile Raumcontainer',
          },
        },
      },
    },
    '0015': {
      name: 'Unternehmensdienstleistungen',
      description:
        'Die Dienstleistungen, die den internationalen Handel am Laufen halten: Fracht und Zoll, Inspektion, Handelsfinanzierung, Marketing und Beratung. Käufer und Verkäufer finden Partner, um Waren zu bewegen, Qualität zu prüfen, sicher bezahlt zu werden und neue Märkte zu erschließen.',
      categories: {
        'Logistics & Freight': {
          name: 'Logistik und Fracht',
          subCategories: {
            'Ocean Freight': 'Seefracht',
            'Air Freight': 'Luftfracht',
            'Road Freight': 'Straßengüterverkehr',
            'Rail Freight': 'Schienengüterverkehr',
            Warehousing: 'Lagerhaltung',
            'Freight Forwarding': 'Spedition',
          },
        },
        'Customs & Trade Compliance': {
          name: 'Zoll und Trade Compliance',
          subCategories: {
            'Customs Brokerage': 'Zollabfertigung',
            'Import & Export Documentation': 'Import- und Exportdokumentation',
            'Trade Compliance Consulting': 'Beratung zu Trade Compliance',
            'Certificates of Origin': 'Ursprungszeugnisse',
            'Tariff Classification': 'Zolltarifierung',
          },
        },
        'Inspection & Certification': {
          name: 'Inspektion und Zertifizierung',
          subCategories: {
            'Pre-shipment Inspection': 'Vorversandinspektion',
            'Factory Audits': 'Werksaudits',
            'Product Testing': 'Produktprüfung',
            'ISO Certification': 'ISO-Zertifizierung',
            'CE & UL Certification': 'CE- und UL-Zertifizierung',
          },
        },
        'Trade Finance & Payments': {
          name: 'Handelsfinanzierung und Zahlungsverkehr',
          subCategories: {
            'Letters of Credit': 'Akkreditive',
            'Export Credit Insurance': 'Exportkreditversicherung',
            Factoring: 'Factoring',
            'Supply Chain Finance': 'Lieferkettenfinanzierung',
            'International Payments': 'Internationaler Zahlungsverkehr',
            'Currency Exchange': 'Devisengeschäfte',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing und Werbung',
          subCategories: {
            'Digital Marketing': 'Digitales Marketing',
            'Trade Show Services': 'Messeservice',
            'Branding & Design': 'Branding und Design',
            'Market Research': 'Marktforschung',
            'Translation & Localization': 'Übersetzung und Lokalisierung',
            'Product Photography': 'Produktfotografie',
          },
        },
        Consulting: {
          name: 'Beratung',
          subCategories: {
            'Business Consulting': 'Unternehmensberatung',
            'Market Entry Consulting': 'Beratung zum Markteintritt',
            'Engineering Consulting': 'Ingenieurberatung',
            'Legal Services': 'Rechtsberatung',
            'Accounting & Tax': 'Buchhaltung und Steuern',
            'Recruitment & HR': 'Personalgewinnung und HR',
          },
        },
        'Sourcing & Manufacturing Services': {
          name: 'Beschaffungs- und Fertigungsdienstleistungen',
          subCategories: {
            'Sourcing Agents': 'Beschaffungsagenten',
            'Contract Manufacturing': 'Auftragsfertigung',
            'OEM & ODM Services': 'OEM- und ODM-Dienstleistungen',
            'Product Design': 'Produktdesign',
            Prototyping: 'Prototypenbau',
          },
        },
        'Industrial Services': {
          name: 'Industrielle Dienstleistungen',
          subCategories: {
            'Equipment Maintenance & Repair': 'Wartung und Reparatur von Anlagen',
            'Installation & Commissioning': 'Montage und Inbetriebnahme',
            'Industrial Cleaning': 'Industriereinigung',
            'Machine Relocation': 'Maschinenumzüge',
            'Calibration Services': 'Kalibrierdienstleistungen',
          },
        },
      },
    },
  },
};
