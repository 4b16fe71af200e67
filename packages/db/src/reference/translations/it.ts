// Data (reference names in Italian): the industry tree, business types, job positions and genders.
import type { ReferenceNames } from './reference-names.ts';

/** Italian names of the reference values, keyed by what they translate (see reference-names.ts). */
export const it: ReferenceNames = {
  genders: {
    F: 'Donna',
    M: 'Uomo',
    X: 'Non binario',
    N: 'Preferisco non specificarlo',
  },
  businessTypes: {
    MA: 'Produttori',
    DI: 'Distributori',
    WS: 'Grossisti',
    IM: 'Importatori',
    EX: 'Esportatori',
    RE: 'Dettaglianti',
    IN: 'Investitori',
    CO: 'Consulenti',
    GO: 'Pubblica amministrazione',
  },
  jobPositions: {
    'Owner / Founder': 'Titolare / Fondatore',
    'Chief Executive Officer (CEO)': 'Amministratore delegato (CEO)',
    President: 'Presidente',
    'General Manager': 'Direttore generale',
    'Managing Director': 'Consigliere delegato',
    'Chief Operating Officer (COO)': 'Direttore operativo (COO)',
    'Chief Financial Officer (CFO)': 'Direttore finanziario (CFO)',
    'Chief Technology Officer (CTO)': 'Direttore tecnologico (CTO)',
    Partner: 'Socio',
    'Purchasing Manager': 'Responsabile acquisti',
    'Procurement Specialist': 'Specialista approvvigionamenti',
    Buyer: 'Buyer',
    'Export Manager': 'Responsabile export',
    'Import Manager': 'Responsabile import',
    'International Trade Specialist': 'Specialista in commercio internazionale',
    'Customs Broker': 'Spedizioniere doganale',
    'Sales Director': 'Direttore commerciale',
    'Sales Manager': 'Responsabile vendite',
    'Sales Representative': 'Rappresentante commerciale',
    'Business Development Manager': 'Responsabile sviluppo commerciale',
    'Key Account Manager': 'Key account manager',
    'Marketing Manager': 'Responsabile marketing',
    'Distributor / Agent': 'Distributore / Agente',
    'Operations Manager': 'Responsabile delle operazioni',
    'Plant Manager': 'Direttore di stabilimento',
    'Production Supervisor': 'Supervisore di produzione',
    'Supply Chain Manager': 'Responsabile supply chain',
    'Logistics Coordinator': 'Coordinatore logistica',
    'Warehouse Manager': 'Responsabile di magazzino',
    'Engineering Manager': 'Responsabile ufficio tecnico',
    'R&D Engineer': 'Ingegnere R&S',
    'Product Manager': 'Product manager',
    'Quality Manager': 'Responsabile qualità',
    'Maintenance Manager': 'Responsabile manutenzione',
    'Finance Manager': 'Responsabile amministrazione e finanza',
    'Human Resources Manager': 'Responsabile risorse umane',
    Consultant: 'Consulente',
    'Administrative Assistant': 'Assistente amministrativo',
    Other: 'Altro',
  },
  industries: {
    '0001': {
      name: 'Automazione',
      description:
        'Tutto ciò che permette a un impianto di funzionare da solo: robot, controllori, sensori, azionamenti e le reti che li collegano. Gli acquirenti trovano produttori e integratori di automazione industriale e di processo, dai singoli componenti alle celle chiavi in mano complete.',
      categories: {
        'Industrial Robots': {
          name: 'Robot industriali',
          subCategories: {
            'Articulated Robots': 'Robot antropomorfi',
            'SCARA Robots': 'Robot SCARA',
            'Collaborative Robots': 'Robot collaborativi',
            'Delta Robots': 'Robot delta',
            'Cartesian & Gantry Robots': 'Robot cartesiani e a portale',
            'Robot Grippers & End Effectors': 'Pinze ed end effector per robot',
            'Robot Controllers & Teach Pendants': 'Controllori robot e teach pendant',
          },
        },
        'PLC & Control Systems': {
          name: 'PLC e sistemi di controllo',
          subCategories: {
            'Programmable Logic Controllers (PLC)': 'Controllori logici programmabili (PLC)',
            'Distributed Control Systems (DCS)': 'Sistemi di controllo distribuito (DCS)',
            'SCADA Software': 'Software SCADA',
            'Programmable Automation Controllers (PAC)': 'Controllori di automazione programmabili (PAC)',
            'Remote I/O Modules': 'Moduli di I/O remoti',
            'Safety Controllers': 'Controllori di sicurezza',
          },
        },
        Sensors: {
          name: 'Sensori',
          subCategories: {
            'Proximity Sensors': 'Sensori di prossimità',
            'Photoelectric Sensors': 'Sensori fotoelettrici',
            'Pressure Sensors & Transmitters': 'Sensori e trasmettitori di pressione',
            'Temperature Sensors': 'Sensori di temperatura',
            'Level Sensors': 'Sensori di livello',
            'Flow Meters': 'Misuratori di portata',
            'Vision Sensors': 'Sensori di visione',
          },
        },
        'Motion Control': {
          name: 'Controllo del movimento',
          subCategories: {
            'Servo Motors & Drives': 'Servomotori e servoazionamenti',
            'Stepper Motors & Drivers': 'Motori passo-passo e driver',
            'Variable Frequency Drives': 'Inverter',
            'Motion Controllers': 'Motion controller',
            'Linear Actuators': 'Attuatori lineari',
            Encoders: 'Encoder',
          },
        },
        'Human Machine Interface (HMI)': {
          name: 'Interfaccia uomo-macchina (HMI)',
          subCategories: {
            'Touch Panels': 'Pannelli touch',
            'Industrial Panel PCs': 'Panel PC industriali',
            'Operator Terminals': 'Terminali operatore',
            'Industrial Monitors': 'Monitor industriali',
            'Pushbuttons & Pilot Lights': 'Pulsanti e spie luminose',
          },
        },
        'Industrial Networking': {
          name: 'Reti industriali',
          subCategories: {
            'Industrial Ethernet Switches': 'Switch Ethernet industriali',
            'Fieldbus Modules': 'Moduli bus di campo',
            'IIoT Gateways': 'Gateway IIoT',
            'Industrial Wireless': 'Wireless industriale',
            'Protocol Converters': 'Convertitori di protocollo',
            'Industrial Routers & Firewalls': 'Router e firewall industriali',
          },
        },
        'Pneumatics & Hydraulics': {
          name: 'Pneumatica e oleodinamica',
          subCategories: {
            'Pneumatic Cylinders': 'Cilindri pneumatici',
            'Solenoid Valves': 'Elettrovalvole',
            'Air Preparation Units': 'Gruppi trattamento aria',
            'Hydraulic Pumps': 'Pompe idrauliche',
            'Hydraulic Valves': 'Valvole idrauliche',
            'Fittings & Tubing': 'Raccordi e tubi',
          },
        },
        'Machine Vision': {
          name: 'Visione artificiale',
          subCategories: {
            'Industrial Cameras': 'Telecamere industriali',
            'Smart Vision Systems': 'Sistemi di visione smart',
            'Barcode & 2D Code Readers': 'Lettori di codici a barre e 2D',
            'Vision Lighting': 'Illuminatori per visione artificiale',
            'Lenses & Optics': 'Obiettivi e ottiche',
          },
        },
        'Safety Automation': {
          name: 'Automazione di sicurezza',
          subCategories: {
            'Safety Light Curtains': 'Barriere fotoelettriche di sicurezza',
            'Safety Relays': 'Relè di sicurezza',
            'Safety Interlock Switches': 'Interruttori di sicurezza con interblocco',
            'Emergency Stop Devices': 'Dispositivi di arresto di emergenza',
            'Safety Laser Scanners': 'Scanner laser di sicurezza',
          },
        },
      },
    },
    '0002': {
      name: 'Elettronica e IT',
      description:
        'Componenti, schede, hardware e software per le aziende che realizzano o gestiscono sistemi elettronici. Gli acquirenti trovano distributori di componenti, produttori e assemblatori di PCB, fornitori di hardware e di servizi IT pronti a quotare grandi volumi.',
      categories: {
        'Electronic Components': {
          name: 'Componenti elettronici',
          subCategories: {
            'Integrated Circuits': 'Circuiti integrati',
            Capacitors: 'Condensatori',
            Resistors: 'Resistori',
            Connectors: 'Connettori',
            'Diodes & Transistors': 'Diodi e transistor',
            Relays: 'Relè',
            'Crystals & Oscillators': 'Quarzi e oscillatori',
          },
        },
        'Printed Circuit Boards': {
          name: 'Circuiti stampati',
          subCategories: {
            'PCB Manufacturing': 'Produzione di PCB',
            'PCB Assembly (PCBA)': 'Assemblaggio di PCB (PCBA)',
            'Flexible PCBs': 'PCB flessibili',
            'PCB Prototyping': 'Prototipazione di PCB',
            'PCB Design Services': 'Servizi di progettazione PCB',
          },
        },
        'Computer Hardware': {
          name: 'Hardware informatico',
          subCategories: {
            Servers: 'Server',
            'Desktop Computers': 'Computer desktop',
            Laptops: 'Computer portatili',
            'Industrial Computers': 'Computer industriali',
            'Storage Devices': 'Dispositivi di archiviazione',
            'Computer Peripherals': 'Periferiche per computer',
          },
        },
        'Networking & Telecommunications': {
          name: 'Reti e telecomunicazioni',
          subCategories: {
            'Routers & Switches': 'Router e switch',
            'Fiber Optic Equipment': 'Apparati in fibra ottica',
            'Wireless Access Points': 'Access point wireless',
            'Network Cables': 'Cavi di rete',
            'Telecom Equipment': 'Apparati per telecomunicazioni',
            Antennas: 'Antenne',
          },
        },
        'Software & IT Services': {
          name: 'Software e servizi IT',
          subCategories: {
            'ERP Software': 'Software ERP',
            'CRM Software': 'Software CRM',
            'Cloud Services': 'Servizi cloud',
            Cybersecurity: 'Cybersecurity',
            'Custom Software Development': 'Sviluppo software su misura',
            'IT Outsourcing': 'Outsourcing IT',
          },
        },
        'Consumer Electronics': {
          name: 'Elettronica di consumo',
          subCategories: {
            'Mobile Phones': 'Telefoni cellulari',
            'Audio & Video Equipment': 'Apparecchiature audio e video',
            'Smart Home Devices': 'Dispositivi per la casa intelligente',
            Wearables: 'Dispositivi indossabili',
            'Chargers & Power Banks': 'Caricabatterie e power bank',
          },
        },
        Displays: {
          name: 'Display',
          subCategories: {
            'LCD Modules': 'Moduli LCD',
            'LED Displays': 'Display LED',
            'Touch Screens': 'Touch screen',
            'OLED Displays': 'Display OLED',
            'Digital Signage': 'Digital signage',
          },
        },
        'Test & Measurement': {
          name: 'Test e misura',
          subCategories: {
            Oscilloscopes: 'Oscilloscopi',
            Multimeters: 'Multimetri',
            'Signal Generators': 'Generatori di segnali',
            'Spectrum Analyzers': 'Analizzatori di spettro',
            'Power Analyzers': 'Analizzatori di potenza',
          },
        },
        'Security & Surveillance': {
          name: 'Sicurezza e videosorveglianza',
          subCategories: {
            'CCTV Cameras': 'Telecamere TVCC',
            'Network Video Recorders': 'Videoregistratori di rete (NVR)',
            'Access Control Systems': 'Sistemi di controllo accessi',
            'Alarm Systems': 'Sistemi di allarme',
            'Intercom Systems': 'Sistemi citofonici',
          },
        },
      },
    },
    '0003': {
      name: 'Energia',
      description:
        'Apparecchiature per produrre, accumulare e distribuire energia, dalle rinnovabili alle centrali convenzionali fino alla filiera di petrolio e gas. Gli acquirenti trovano produttori, contraenti EPC e distributori per progetti energetici di utility, commerciali e industriali.',
      categories: {
        'Solar Energy': {
          name: 'Energia solare',
          subCategories: {
            'Solar Panels': 'Pannelli solari',
            'Solar Inverters': 'Inverter fotovoltaici',
            'Solar Mounting Systems': 'Strutture di montaggio fotovoltaiche',
            'Charge Controllers': 'Regolatori di carica',
            'Solar Water Heaters': 'Scaldacqua solari',
            'Solar Street Lights': 'Lampioni solari',
          },
        },
        'Wind Energy': {
          name: 'Energia eolica',
          subCategories: {
            'Wind Turbines': 'Aerogeneratori',
            'Turbine Blades': 'Pale eoliche',
            'Wind Turbine Gearboxes': 'Moltiplicatori di giri per aerogeneratori',
            'Towers & Foundations': 'Torri e fondazioni',
            'Small Wind Systems': 'Minieolico',
          },
        },
        'Power Generation': {
          name: 'Generazione di energia',
          subCategories: {
            'Diesel Generators': 'Gruppi elettrogeni diesel',
            'Gas Generators': 'Gruppi elettrogeni a gas',
            'Gas Turbines': 'Turbine a gas',
            'Steam Turbines': 'Turbine a vapore',
            'Cogeneration (CHP) Plants': 'Impianti di cogenerazione (CHP)',
            'Hydro Turbines': 'Turbine idrauliche',
          },
        },
        'Energy Storage': {
          name: 'Accumulo di energia',
          subCategories: {
            'Lithium-ion Batteries': 'Batterie agli ioni di litio',
            'Lead-acid Batteries': 'Batterie al piombo-acido',
            'Battery Energy Storage Systems': 'Sistemi di accumulo a batteria',
            'Battery Management Systems': 'Sistemi di gestione delle batterie',
            'Flow Batteries': 'Batterie a flusso',
          },
        },
        'Power Distribution': {
          name: 'Distribuzione elettrica',
          subCategories: {
            Transformers: 'Trasformatori',
            Switchgear: 'Apparecchiature di manovra (switchgear)',
            'Circuit Breakers': 'Interruttori automatici',
            'Distribution Panels': 'Quadri di distribuzione',
            'Power Cables': 'Cavi di potenza',
            'Busbar Systems': 'Blindosbarre',
          },
        },
        'Oil & Gas': {
          name: 'Petrolio e gas',
          subCategories: {
            'Drilling Equipment': 'Attrezzature di perforazione',
            'Oil Country Tubular Goods': 'Tubolari per pozzi petroliferi (OCTG)',
            'Wellhead Equipment': 'Attrezzature per teste pozzo',
            'Refinery Equipment': 'Attrezzature per raffinerie',
            'Pipeline Equipment': 'Attrezzature per oleodotti e gasdotti',
            'Storage Tanks': 'Serbatoi di stoccaggio',
          },
        },
        'Power Quality & Backup': {
          name: "Qualità dell'energia e continuità",
          subCategories: {
            'Uninterruptible Power Supplies (UPS)': 'Gruppi di continuità (UPS)',
            'Voltage Stabilizers': 'Stabilizzatori di tensione',
            'Power Factor Correction': 'Rifasamento',
            'Surge Protectors': 'Limitatori di sovratensione (SPD)',
            'Energy Meters': 'Contatori di energia',
          },
        },
        'Bioenergy & Hydrogen': {
          name: 'Bioenergia e idrogeno',
          subCategories: {
            'Biomass Boilers': 'Caldaie a biomassa',
            'Biogas Plants': 'Impianti di biogas',
            Biofuels: 'Biocarburanti',
            Electrolyzers: 'Elettrolizzatori',
            'Fuel Cells': 'Celle a combustibile',
          },
        },
        'EV Charging': {
          name: 'Ricarica di veicoli elettrici',
          subCategories: {
            'AC Wallbox Chargers': 'Wallbox AC',
            'DC Fast Chargers': 'Caricatori rapidi DC',
            'Charging Cables & Connectors': 'Cavi e connettori di ricarica',
            'Charging Management Software': 'Software di gestione della ricarica',
          },
        },
      },
    },
    '0004': {
      name: 'Tecnologia industriale',
      description:
        "Gli utensili, gli strumenti e le attrezzature di stabilimento che mantengono officine e fabbriche produttive e sicure. Gli acquirenti trovano fornitori di utensili, saldatura, movimentazione materiali, gestione dei fluidi, aria compressa e dispositivi di protezione per l'esercizio e la manutenzione quotidiani.",
      categories: {
        'Industrial Tools': {
          name: 'Utensili industriali',
          subCategories: {
            'Power Tools': 'Elettroutensili',
            'Hand Tools': 'Utensili manuali',
            'Cutting Tools': 'Utensili da taglio',
            Abrasives: 'Abrasivi',
            'Measuring Tools': 'Strumenti di misura',
            'Tool Storage': 'Portautensili e cassettiere',
          },
        },
        'Welding & Cutting': {
          name: 'Saldatura e taglio',
          subCategories: {
            'Arc Welding Machines': 'Saldatrici ad arco',
            'Welding Consumables': 'Materiali di consumo per saldatura',
            'Plasma Cutters': 'Impianti di taglio al plasma',
            'Laser Welding Systems': 'Sistemi di saldatura laser',
            'Soldering Stations': 'Stazioni saldanti',
            'Welding Safety Gear': 'Dispositivi di protezione per saldatura',
          },
        },
        'Material Handling': {
          name: 'Movimentazione materiali',
          subCategories: {
            Forklifts: 'Carrelli elevatori',
            Conveyors: 'Trasportatori',
            'Hoists & Cranes': 'Paranchi e gru',
            'Pallet Jacks': 'Transpallet',
            'Automated Guided Vehicles (AGV)': 'Veicoli a guida automatica (AGV)',
            'Storage Racks': 'Scaffalature per magazzino',
          },
        },
        'Pumps & Valves': {
          name: 'Pompe e valvole',
          subCategories: {
            'Centrifugal Pumps': 'Pompe centrifughe',
            'Positive Displacement Pumps': 'Pompe volumetriche',
            'Ball Valves': 'Valvole a sfera',
            'Gate & Globe Valves': 'Valvole a saracinesca e a globo',
            'Butterfly Valves': 'Valvole a farfalla',
            'Check Valves': 'Valvole di ritegno',
          },
        },
        'Industrial Instruments': {
          name: 'Strumentazione industriale',
          subCategories: {
            'Pressure Gauges': 'Manometri',
            'Industrial Thermometers': 'Termometri industriali',
            'Gas Analyzers': 'Analizzatori di gas',
            'Calibration Equipment': 'Apparecchiature di taratura',
            'Data Loggers': 'Data logger',
          },
        },
        'Compressors & Vacuum': {
          name: 'Compressori e vuoto',
          subCategories: {
            'Screw Compressors': 'Compressori a vite',
            'Piston Compressors': 'Compressori a pistoni',
            'Air Dryers': "Essiccatori d'aria",
            'Vacuum Pumps': 'Pompe per vuoto',
            'Compressed Air Filters': 'Filtri per aria compressa',
          },
        },
        'Filtration & Separation': {
          name: 'Filtrazione e separazione',
          subCategories: {
            'Industrial Filters': 'Filtri industriali',
            'Dust Collectors': 'Depolveratori',
            'Industrial Centrifuges': 'Centrifughe industriali',
            'Water Treatment Systems': 'Impianti di trattamento acque',
            'Oil Filtration Systems': "Sistemi di filtrazione dell'olio",
          },
        },
        'Personal Protective Equipment': {
          name: 'Dispositivi di protezione individuale (DPI)',
          subCategories: {
            'Safety Helmets': 'Elmetti di protezione',
            'Safety Gloves': 'Guanti di protezione',
            'Protective Clothing': 'Indumenti protettivi',
            'Respiratory Protection': 'Protezione delle vie respiratorie',
            'Safety Footwear': 'Calzature di sicurezza',
            'Eye & Face Protection': 'Protezione di occhi e viso',
          },
        },
        'Fasteners & Hardware': {
          name: 'Viteria e ferramenta',
          subCategories: {
            'Bolts & Nuts': 'Bulloni e dadi',
            Screws: 'Viti',
            Washers: 'Rondelle',
            Rivets: 'Rivetti',
            Anchors: 'Tasselli e ancoranti',
            'Threaded Rods': 'Barre filettate',
          },
        },
      },
    },
    '0005': {
      name: 'Macchinari',
      description:
        'Macchinari di produzione per la lavorazione dei metalli, materie plastiche, imballaggio, alimentare, edilizia, agricoltura e tessile. Gli acquirenti trovano costruttori e rivenditori di macchine nuove e revisionate, linee di produzione complete, ricambi e assistenza post-vendita.',
      categories: {
        'Metalworking Machinery': {
          name: 'Macchine per la lavorazione dei metalli',
          subCategories: {
            'CNC Machining Centers': 'Centri di lavoro CNC',
            'CNC Lathes': 'Torni CNC',
            'Milling Machines': 'Fresatrici',
            'Grinding Machines': 'Rettificatrici',
            'Drilling Machines': 'Trapani a colonna',
            'EDM Machines': 'Macchine per elettroerosione (EDM)',
          },
        },
        'Sheet Metal Machinery': {
          name: 'Macchine per lamiera',
          subCategories: {
            'Laser Cutting Machines': 'Macchine per taglio laser',
            'Press Brakes': 'Presse piegatrici',
            'Shearing Machines': 'Cesoie',
            'Punching Machines': 'Punzonatrici',
            'Plate Rolling Machines': 'Calandre per lamiera',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Macchine per plastica e gomma',
          subCategories: {
            'Injection Molding Machines': 'Presse a iniezione',
            'Extrusion Machines': 'Estrusori',
            'Blow Molding Machines': 'Soffiatrici',
            'Thermoforming Machines': 'Termoformatrici',
            'Plastic Granulators': 'Mulini granulatori per plastica',
            'Rubber Processing Machines': 'Macchine per la lavorazione della gomma',
          },
        },
        'Packaging Machinery': {
          name: 'Macchine per imballaggio',
          subCategories: {
            'Filling Machines': 'Riempitrici',
            'Labeling Machines': 'Etichettatrici',
            'Sealing Machines': 'Termosaldatrici',
            'Wrapping Machines': 'Avvolgitrici',
            'Cartoning Machines': 'Astucciatrici',
            Palletizers: 'Pallettizzatori',
          },
        },
        'Food Processing Machinery': {
          name: "Macchine per l'industria alimentare",
          subCategories: {
            'Mixers & Blenders': 'Impastatrici e miscelatori',
            'Bakery Equipment': 'Attrezzature per panificazione',
            'Meat Processing Machines': 'Macchine per la lavorazione della carne',
            'Beverage Processing Equipment': 'Impianti per bevande',
            'Fruit & Vegetable Processing': 'Lavorazione di frutta e verdura',
            'Dairy Processing Equipment': 'Impianti lattiero-caseari',
          },
        },
        'Construction Machinery': {
          name: "Macchine per l'edilizia",
          subCategories: {
            Excavators: 'Escavatori',
            'Wheel Loaders': 'Pale gommate',
            Bulldozers: 'Bulldozer',
            'Concrete Mixers': 'Betoniere',
            'Mobile Cranes': 'Gru mobili',
            'Road Rollers': 'Rulli compattatori',
          },
        },
        'Agricultural Machinery': {
          name: 'Macchine agricole',
          subCategories: {
            Tractors: 'Trattori',
            Harvesters: 'Mietitrebbie',
            'Seeders & Planters': 'Seminatrici e trapiantatrici',
            'Irrigation Equipment': 'Impianti di irrigazione',
            Sprayers: 'Irroratrici',
            'Tillage Equipment': 'Attrezzature per la lavorazione del terreno',
          },
        },
        'Textile Machinery': {
          name: 'Macchine tessili',
          subCategories: {
            'Spinning Machines': 'Macchine per filatura',
            'Weaving Looms': 'Telai per tessitura',
            'Knitting Machines': 'Macchine per maglieria',
            'Industrial Sewing Machines': 'Macchine da cucire industriali',
            'Dyeing & Finishing Machines': 'Macchine per tintura e finissaggio',
            'Embroidery Machines': 'Macchine da ricamo',
          },
        },
        'Woodworking Machinery': {
          name: 'Macchine per la lavorazione del legno',
          subCategories: {
            'Panel Saws': 'Sezionatrici',
            'CNC Routers': 'Pantografi CNC',
            'Edge Banders': 'Bordatrici',
            'Planers & Thicknessers': 'Piallatrici e spessoratrici',
            'Sanding Machines': 'Levigatrici',
          },
        },
      },
    },
    '0006': {
      name: 'Trasmissione di potenza',
      description:
        'Gli organi meccanici che portano moto e coppia dal motore alla macchina: riduttori, cuscinetti, cinghie, catene, giunti e guide lineari. Gli acquirenti trovano produttori e distributori di componenti di trasmissione standard e su misura e di ricambi.',
      categories: {
        'Gears & Gearboxes': {
          name: 'Ingranaggi e riduttori',
          subCategories: {
            'Helical Gearboxes': 'Riduttori elicoidali',
            'Worm Gearboxes': 'Riduttori a vite senza fine',
            'Planetary Gearboxes': 'Riduttori epicicloidali',
            'Bevel Gearboxes': 'Riduttori a coppia conica',
            'Spur Gears': 'Ingranaggi a denti dritti',
            'Gear Racks': 'Cremagliere',
          },
        },
        Bearings: {
          name: 'Cuscinetti',
          subCategories: {
            'Ball Bearings': 'Cuscinetti a sfere',
            'Roller Bearings': 'Cuscinetti a rulli',
            'Linear Bearings': 'Cuscinetti lineari',
            'Plain Bearings': 'Cuscinetti a strisciamento',
            'Pillow Block Units': 'Supporti con cuscinetto',
            'Slewing Bearings': 'Ralle di rotazione',
          },
        },
        'Electric Motors': {
          name: 'Motori elettrici',
          subCategories: {
            'AC Induction Motors': 'Motori asincroni CA',
            'Gear Motors': 'Motoriduttori',
            'DC Motors': 'Motori CC',
            'Brushless DC Motors': 'Motori brushless DC',
            'Explosion-proof Motors': 'Motori antideflagranti',
          },
        },
        'Belts & Pulleys': {
          name: 'Cinghie e pulegge',
          subCategories: {
            'V-Belts': 'Cinghie trapezoidali',
            'Timing Belts': 'Cinghie dentate',
            'Flat Belts': 'Cinghie piatte',
            'Pulleys & Sheaves': 'Pulegge',
            'Belt Tensioners': 'Tenditori per cinghie',
          },
        },
        'Chains & Sprockets': {
          name: 'Catene e ruote dentate',
          subCategories: {
            'Roller Chains': 'Catene a rulli',
            'Conveyor Chains': 'Catene di trasporto',
            'Leaf Chains': 'Catene Fleyer',
            'Silent Chains': 'Catene silenziose',
            Sprockets: 'Pignoni per catene',
          },
        },
        'Couplings, Clutches & Brakes': {
          name: 'Giunti, frizioni e freni',
          subCategories: {
            'Flexible Couplings': 'Giunti elastici',
            'Rigid Couplings': 'Giunti rigidi',
            'Fluid Couplings': 'Giunti idrodinamici',
            'Universal Joints': 'Giunti cardanici',
            'Industrial Clutches': 'Frizioni industriali',
            'Industrial Brakes': 'Freni industriali',
          },
        },
        'Linear Motion': {
          name: 'Movimento lineare',
          subCategories: {
            'Linear Guides': 'Guide lineari',
            'Ball Screws': 'Viti a ricircolo di sfere',
            'Lead Screws': 'Viti trapezoidali',
            'Linear Modules': 'Moduli lineari',
            'Shaft Supports': 'Supporti per alberi',
          },
        },
        'Seals & Gaskets': {
          name: 'Tenute e guarnizioni',
          subCategories: {
            'Oil Seals': 'Paraoli',
            'O-Rings': 'O-ring',
            'Mechanical Seals': 'Tenute meccaniche',
            Gaskets: 'Guarnizioni',
            'Hydraulic Seals': 'Tenute oleodinamiche',
          },
        },
      },
    },
    '0007': {
      name: 'Abbigliamento',
      description:
        "Capi per ogni segmento di mercato, insieme ai tessuti, agli accessori e alle fabbriche che li producono. Gli acquirenti trovano confezionisti, produttori private label e tessiture che accettano ordini all'ingrosso e ripetuti.",
      categories: {
        "Men's Clothing": {
          name: 'Abbigliamento uomo',
          subCategories: {
            Shirts: 'Camicie',
            Trousers: 'Pantaloni',
            'Suits & Blazers': 'Abiti e blazer',
            'T-Shirts & Polos': 'T-shirt e polo',
            'Jackets & Coats': 'Giacche e cappotti',
            Underwear: 'Intimo',
          },
        },
        "Women's Clothing": {
          name: 'Abbigliamento donna',
          subCategories: {
            Dresses: 'Vestiti',
            'Blouses & Tops': 'Camicette e top',
            Skirts: 'Gonne',
            'Pants & Leggings': 'Pantaloni e leggings',
            'Jackets & Coats': 'Giacche e cappotti',
            Lingerie: 'Lingerie',
          },
        },
        "Children's Clothing": {
          name: "Abbigliamento per l'infanzia",
          subCategories: {
            "Boys' Clothing": 'Abbigliamento bambino',
            "Girls' Clothing": 'Abbigliamento bambina',
            'School Uniforms': 'Divise scolastiche',
            "Kids' Outerwear": 'Capispalla per bambini',
            "Kids' Sleepwear": 'Pigiami per bambini',
          },
        },
        Sportswear: {
          name: 'Abbigliamento sportivo',
          subCategories: {
            Activewear: 'Abbigliamento fitness',
            'Sports Jerseys': 'Maglie sportive',
            Swimwear: 'Costumi da bagno',
            Tracksuits: 'Tute sportive',
            'Cycling Apparel': 'Abbigliamento da ciclismo',
            'Yoga Wear': 'Abbigliamento da yoga',
          },
        },
        'Workwear & Uniforms': {
          name: 'Abbigliamento da lavoro e divise',
          subCategories: {
            Coveralls: 'Tute da lavoro',
            'High-Visibility Clothing': 'Abbigliamento ad alta visibilità',
            'Medical Scrubs': 'Divise sanitarie',
            'Chef & Hospitality Uniforms': 'Divise per ristorazione e hotellerie',
            'Corporate Uniforms': 'Divise aziendali',
            'Flame-Resistant Clothing': 'Indumenti ignifughi',
          },
        },
        'Fabrics & Textiles': {
          name: 'Tessuti e tessili',
          subCategories: {
            'Cotton Fabrics': 'Tessuti di cotone',
            Denim: 'Denim',
            'Knitted Fabrics': 'Tessuti a maglia',
            'Synthetic Fabrics': 'Tessuti sintetici',
            'Wool Fabrics': 'Tessuti di lana',
            'Technical Textiles': 'Tessili tecnici',
          },
        },
        'Garment Trims & Accessories': {
          name: 'Accessori per confezione',
          subCategories: {
            Zippers: 'Cerniere lampo',
            Buttons: 'Bottoni',
            'Labels & Tags': 'Etichette e cartellini',
            'Sewing Threads': 'Fili per cucire',
            'Laces & Ribbons': 'Pizzi e nastri',
            Interlinings: 'Interfodere',
          },
        },
        'Apparel Manufacturing Services': {
          name: 'Servizi di confezione',
          subCategories: {
            'Cut, Make & Trim (CMT)': 'Lavorazione conto terzi (CMT)',
            'Private Label Manufacturing': 'Produzione private label',
            'Garment Printing': 'Stampa su capi',
            'Embroidery Services': 'Servizi di ricamo',
            'Pattern Making & Sampling': 'Modelleria e campionatura',
          },
        },
      },
    },
    '0008': {
      name: 'Mondo bebè',
      description:
        "Prodotti per neonati e bambini piccoli, dall'abbigliamento e dall'alimentazione agli articoli da passeggio, ai mobili per la cameretta e ai giocattoli. Gli acquirenti trovano produttori e titolari di marchi i cui prodotti rispettano le norme di sicurezza per l'infanzia, per catene di negozi, farmacie e negozi online.",
      categories: {
        'Baby Clothing': {
          name: 'Abbigliamento neonato',
          subCategories: {
            'Bodysuits & Rompers': 'Body e tutine',
            'Baby Sleepwear': 'Pigiami per neonati',
            'Baby Sets': 'Completini',
            'Socks & Booties': 'Calzini e scarpine',
            'Hats & Mittens': 'Cappellini e manopole',
          },
        },
        Feeding: {
          name: 'Alimentazione',
          subCategories: {
            'Baby Bottles': 'Biberon',
            'Pacifiers & Teethers': 'Ciucci e massaggiagengive',
            'Breast Pumps': 'Tiralatte',
            Bibs: 'Bavaglini',
            'Baby Tableware': 'Stoviglie per bambini',
            'Bottle Sterilizers': 'Sterilizzatori per biberon',
          },
        },
        'Diapers & Hygiene': {
          name: 'Pannolini e igiene',
          subCategories: {
            'Disposable Diapers': 'Pannolini usa e getta',
            'Cloth Diapers': 'Pannolini lavabili',
            'Baby Wipes': 'Salviettine umidificate',
            'Changing Mats': 'Materassini per il cambio',
            'Baby Bath Products': 'Prodotti per il bagnetto',
          },
        },
        'Strollers & Car Seats': {
          name: 'Passeggini e seggiolini auto',
          subCategories: {
            Strollers: 'Passeggini',
            'Car Seats': 'Seggiolini auto',
            'Baby Carriers': 'Marsupi',
            'Travel Systems': 'Sistemi trio',
            'Stroller Accessories': 'Accessori per passeggini',
          },
        },
        'Nursery Furniture': {
          name: 'Arredamento per la cameretta',
          subCategories: {
            Cribs: 'Lettini',
            'Changing Tables': 'Fasciatoi',
            'Crib Mattresses': 'Materassi per lettino',
            'High Chairs': 'Seggioloni',
            Playpens: 'Box per bambini',
            'Nursery Bedding': 'Biancheria per lettino',
          },
        },
        'Toys & Learning': {
          name: 'Giocattoli e apprendimento',
          subCategories: {
            'Plush Toys': 'Peluche',
            'Educational Toys': 'Giocattoli educativi',
            Rattles: 'Sonagli',
            'Activity Gyms': 'Palestrine',
            'Bath Toys': 'Giochi per il bagnetto',
            'Building Blocks': 'Costruzioni',
          },
        },
        'Baby Safety & Health': {
          name: 'Sicurezza e salute del bambino',
          subCategories: {
            'Baby Monitors': 'Baby monitor',
            'Safety Gates': 'Cancelletti di sicurezza',
            'Baby Thermometers': 'Termometri per bambini',
            'Nasal Aspirators': 'Aspiratori nasali',
            'Outlet & Corner Protectors': 'Copriprese e paraspigoli',
          },
        },
      },
    },
    '0009': {
      name: 'Bellezza e cura della persona',
      description:
        'Cosmetici, prodotti per la cura della persona e le attrezzature di saloni e centri benessere. Gli acquirenti trovano titolari di marchi, produttori private label e terzisti, fornitori di ingredienti e produttori di packaging per il settore beauty.',
      categories: {
        'Skin Care': {
          name: 'Cura della pelle',
          subCategories: {
            'Face Creams & Moisturizers': 'Creme viso e idratanti',
            Serums: 'Sieri',
            Cleansers: 'Detergenti viso',
            Sunscreen: 'Protezioni solari',
            'Face Masks': 'Maschere viso',
            'Body Lotions': 'Lozioni corpo',
          },
        },
        'Hair Care': {
          name: 'Cura dei capelli',
          subCategories: {
            Shampoos: 'Shampoo',
            Conditioners: 'Balsami',
            'Hair Dyes': 'Tinture per capelli',
            'Hair Styling Products': 'Prodotti per lo styling',
            'Hair Treatments': 'Trattamenti per capelli',
            'Hair Extensions & Wigs': 'Extension e parrucche',
          },
        },
        Makeup: {
          name: 'Trucco',
          subCategories: {
            Foundations: 'Fondotinta',
            Lipsticks: 'Rossetti',
            'Eye Makeup': 'Trucco occhi',
            'Nail Polish': 'Smalti per unghie',
            'Makeup Brushes & Tools': 'Pennelli e accessori per il trucco',
          },
        },
        Fragrances: {
          name: 'Fragranze',
          subCategories: {
            Perfumes: 'Profumi',
            'Body Mists': 'Body mist',
            'Deodorants & Antiperspirants': 'Deodoranti e antitraspiranti',
            'Essential Oils': 'Oli essenziali',
            'Fragrance Raw Materials': 'Materie prime per profumeria',
          },
        },
        'Personal Care Appliances': {
          name: 'Apparecchi per la cura della persona',
          subCategories: {
            'Hair Dryers': 'Asciugacapelli',
            'Hair Straighteners & Curlers': 'Piastre e arricciacapelli',
            'Electric Shavers': 'Rasoi elettrici',
            Epilators: 'Epilatori',
            'Electric Toothbrushes': 'Spazzolini elettrici',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Attrezzature per saloni e spa',
          subCategories: {
            'Salon Chairs': 'Poltrone da parrucchiere',
            'Spa & Massage Beds': 'Lettini da spa e massaggio',
            'Pedicure Stations': 'Postazioni pedicure',
            'Professional Beauty Devices': 'Apparecchiature estetiche professionali',
            'Nail Salon Equipment': 'Attrezzature per onicotecnica',
          },
        },
        'Cosmetic Packaging & Ingredients': {
          name: 'Packaging e ingredienti cosmetici',
          subCategories: {
            'Cosmetic Bottles & Jars': 'Flaconi e vasetti cosmetici',
            'Airless Pumps': 'Pompe airless',
            'Cosmetic Tubes': 'Tubetti cosmetici',
            'Cosmetic Raw Materials': 'Materie prime cosmetiche',
            'Private Label Cosmetics': 'Cosmetici private label',
          },
        },
        'Oral Care & Hygiene': {
          name: 'Igiene orale e personale',
          subCategories: {
            Toothpaste: 'Dentifrici',
            Toothbrushes: 'Spazzolini da denti',
            Mouthwash: 'Collutori',
            'Soaps & Shower Gels': 'Saponi e bagnoschiuma',
            'Feminine Hygiene': 'Igiene intima femminile',
          },
        },
      },
    },
    '0010': {
      name: 'Accessori moda',
      description:
        'I pezzi che completano il guardaroba: borse, calzature, gioielli, orologi, occhiali e piccoli accessori. Gli acquirenti trovano laboratori e fabbriche che producono collezioni proprie o OEM per grossisti, boutique e marchi della distribuzione.',
      categories: {
        'Bags & Luggage': {
          name: 'Borse e valigeria',
          subCategories: {
            Handbags: 'Borse a mano',
            Backpacks: 'Zaini',
            'Travel Luggage': 'Valigie da viaggio',
            'Wallets & Purses': 'Portafogli e borsellini',
            Briefcases: 'Borse portadocumenti',
            'Tote Bags': 'Borse shopper',
          },
        },
        Footwear: {
          name: 'Calzature',
          subCategories: {
            "Men's Shoes": 'Calzature uomo',
            "Women's Shoes": 'Calzature donna',
            Sneakers: 'Sneaker',
            Boots: 'Stivali',
            'Sandals & Slippers': 'Sandali e pantofole',
            "Children's Shoes": 'Calzature bambino',
          },
        },
        Jewelry: {
          name: 'Gioielli',
          subCategories: {
            'Fine Jewelry': 'Alta gioielleria',
            'Fashion Jewelry': 'Bigiotteria',
            Rings: 'Anelli',
            'Necklaces & Pendants': 'Collane e pendenti',
            Earrings: 'Orecchini',
            Bracelets: 'Bracciali',
          },
        },
        Watches: {
          name: 'Orologi',
          subCategories: {
            'Wrist Watches': 'Orologi da polso',
            Smartwatches: 'Smartwatch',
            'Watch Straps': 'Cinturini per orologi',
            'Watch Movements & Parts': 'Movimenti e componenti per orologi',
            'Watch Boxes & Displays': 'Astucci ed espositori per orologi',
          },
        },
        Eyewear: {
          name: 'Occhiali',
          subCategories: {
            Sunglasses: 'Occhiali da sole',
            'Optical Frames': 'Montature da vista',
            'Reading Glasses': 'Occhiali da lettura',
            'Sports Eyewear': 'Occhiali sportivi',
            'Eyewear Cases': 'Astucci per occhiali',
          },
        },
        'Belts, Hats & Scarves': {
          name: 'Cinture, cappelli e sciarpe',
          subCategories: {
            'Leather Belts': 'Cinture in pelle',
            'Hats & Caps': 'Cappelli e berretti',
            'Scarves & Shawls': 'Sciarpe e scialli',
            Gloves: 'Guanti',
            'Ties & Bow Ties': 'Cravatte e papillon',
          },
        },
        'Hair Accessories': {
          name: 'Accessori per capelli',
          subCategories: {
            'Hair Clips': 'Fermagli per capelli',
            Headbands: 'Cerchietti',
            'Hair Ties & Scrunchies': 'Elastici e scrunchies',
            'Hair Pins': 'Forcine',
            'Bridal Hair Accessories': 'Accessori per capelli da sposa',
          },
        },
      },
    },
    '0011': {
      name: 'Alimentare e agricoltura',
      description:
        'Alimenti e bevande dal campo al prodotto confezionato sullo scaffale, insieme ai mezzi tecnici su cui contano gli agricoltori. Gli acquirenti trovano coltivatori, trasformatori, esportatori e co-packer di prodotti freschi, surgelati, secchi e imbottigliati, e fornitori di sementi, fertilizzanti e mangimi.',
      categories: {
        'Fresh Produce': {
          name: 'Ortofrutta fresca',
          subCategories: {
            'Fresh Fruits': 'Frutta fresca',
            'Fresh Vegetables': 'Verdura fresca',
            'Fresh Herbs': 'Erbe aromatiche fresche',
            Mushrooms: 'Funghi',
            'Nuts & Dried Fruits': 'Frutta secca ed essiccata',
          },
        },
        'Grains & Cereals': {
          name: 'Granaglie e cereali',
          subCategories: {
            Rice: 'Riso',
            'Wheat & Flour': 'Grano e farine',
            Corn: 'Mais',
            'Pulses & Legumes': 'Legumi',
            'Oats & Barley': 'Avena e orzo',
            Soybeans: 'Soia',
          },
        },
        'Meat, Poultry & Seafood': {
          name: 'Carne, pollame e prodotti ittici',
          subCategories: {
            Beef: 'Carne bovina',
            Pork: 'Carne suina',
            Poultry: 'Pollame',
            Fish: 'Pesce',
            Shellfish: 'Crostacei e molluschi',
            'Processed Meats': 'Carni trasformate',
          },
        },
        'Dairy & Eggs': {
          name: 'Latticini e uova',
          subCategories: {
            Milk: 'Latte',
            Cheese: 'Formaggi',
            'Butter & Cream': 'Burro e panna',
            Yogurt: 'Yogurt',
            'Milk Powder': 'Latte in polvere',
            Eggs: 'Uova',
          },
        },
        Beverages: {
          name: 'Bevande',
          subCategories: {
            Coffee: 'Caffè',
            Tea: 'Tè',
            'Fruit Juices': 'Succhi di frutta',
            'Soft Drinks': 'Bibite analcoliche',
            'Bottled Water': 'Acqua in bottiglia',
            Wine: 'Vino',
            'Beer & Spirits': 'Birra e distillati',
          },
        },
        'Processed & Packaged Foods': {
          name: 'Alimenti trasformati e confezionati',
          subCategories: {
            'Canned Food': 'Conserve',
            'Frozen Food': 'Surgelati',
            Snacks: 'Snack',
            Confectionery: 'Dolciumi',
            'Bakery Products': 'Prodotti da forno',
            'Sauces & Condiments': 'Salse e condimenti',
          },
        },
        'Oils & Food Ingredients': {
          name: 'Oli e ingredienti alimentari',
          subCategories: {
            'Vegetable Oils': 'Oli vegetali',
            'Olive Oil': "Olio d'oliva",
            'Spices & Seasonings': 'Spezie e insaporitori',
            'Sugar & Sweeteners': 'Zucchero e dolcificanti',
            'Food Additives': 'Additivi alimentari',
            Flavors: 'Aromi',
          },
        },
        'Agricultural Inputs': {
          name: 'Mezzi tecnici agricoli',
          subCategories: {
            Seeds: 'Sementi',
            Fertilizers: 'Fertilizzanti',
            'Crop Protection': 'Prodotti fitosanitari',
            'Animal Feed': 'Mangimi',
            Greenhouses: 'Serre',
            'Irrigation Supplies': 'Forniture per irrigazione',
          },
        },
        'Livestock & Aquaculture': {
          name: 'Zootecnia e acquacoltura',
          subCategories: {
            'Livestock Equipment': 'Attrezzature zootecniche',
            'Poultry Farming Equipment': 'Attrezzature avicole',
            'Aquaculture Equipment': 'Attrezzature per acquacoltura',
            'Veterinary Supplies': 'Forniture veterinarie',
            'Breeding Stock': 'Riproduttori',
          },
        },
      },
    },
    '0012': {
      name: 'Arredamento',
      description:
        "Mobili per abitazioni, uffici, hotel, scuole e ospedali, oltre alla ferramenta e ai materiali con cui sono costruiti. Gli acquirenti trovano mobilifici e fornitori contract per assortimenti retail, progetti di allestimento e grandi gare d'appalto.",
      categories: {
        'Office Furniture': {
          name: 'Mobili per ufficio',
          subCategories: {
            'Office Chairs': 'Sedie da ufficio',
            'Office Desks': 'Scrivanie',
            'Filing Cabinets': 'Schedari',
            'Workstations & Cubicles': 'Postazioni di lavoro e divisori',
            'Conference Tables': 'Tavoli riunione',
            'Reception Furniture': 'Arredi per reception',
          },
        },
        'Home Furniture': {
          name: 'Mobili per la casa',
          subCategories: {
            Sofas: 'Divani',
            Beds: 'Letti',
            'Dining Tables': 'Tavoli da pranzo',
            Chairs: 'Sedie',
            Wardrobes: 'Armadi',
            'TV Stands': 'Mobili porta TV',
          },
        },
        'Outdoor Furniture': {
          name: 'Arredo da esterno',
          subCategories: {
            'Garden Chairs': 'Sedie da giardino',
            'Patio Sets': 'Set da esterno',
            'Sun Loungers': 'Lettini prendisole',
            'Umbrellas & Gazebos': 'Ombrelloni e gazebo',
            'Outdoor Tables': 'Tavoli da esterno',
          },
        },
        'Hotel & Restaurant Furniture': {
          name: 'Arredi per hotel e ristoranti',
          subCategories: {
            'Hotel Bedroom Sets': "Arredi per camere d'albergo",
            'Restaurant Chairs': 'Sedie per ristorante',
            'Restaurant Tables': 'Tavoli per ristorante',
            'Bar Stools': 'Sgabelli da bar',
            'Banquet Furniture': 'Arredi per banchetti',
          },
        },
        'Institutional Furniture': {
          name: 'Arredi per collettività',
          subCategories: {
            'School Furniture': 'Arredi scolastici',
            'Hospital Furniture': 'Arredi ospedalieri',
            'Library Furniture': 'Arredi per biblioteche',
            'Auditorium Seating': 'Poltroncine per auditorium',
            'Laboratory Furniture': 'Arredi per laboratorio',
          },
        },
        'Storage & Shelving': {
          name: 'Contenitori e scaffalature',
          subCategories: {
            Bookcases: 'Librerie',
            'Shelving Units': 'Scaffali',
            Cabinets: 'Mobili contenitori',
            'Shoe Racks': 'Scarpiere',
            'Steel Lockers': 'Armadietti metallici',
          },
        },
        'Furniture Hardware & Materials': {
          name: 'Ferramenta e materiali per mobili',
          subCategories: {
            Hinges: 'Cerniere',
            'Drawer Slides': 'Guide per cassetti',
            'Handles & Knobs': 'Maniglie e pomoli',
            'Furniture Legs': 'Gambe per mobili',
            'Upholstery Fabrics': 'Tessuti per imbottiti',
            'Wood Panels & Boards': 'Pannelli in legno',
          },
        },
      },
    },
    '0013': {
      name: 'Sanità',
      description:
        'Dispositivi medici, materiali di consumo, farmaci e forniture di laboratorio per ospedali, cliniche e farmacie. Gli acquirenti trovano produttori e distributori con le certificazioni richieste dai mercati regolamentati, come ISO 13485, la marcatura CE e la registrazione FDA.',
      categories: {
        'Medical Equipment': {
          name: 'Apparecchiature mediche',
          subCategories: {
            'Diagnostic Imaging': 'Diagnostica per immagini',
            'Patient Monitors': 'Monitor paziente',
            'Ultrasound Systems': 'Ecografi',
            'ECG Machines': 'Elettrocardiografi',
            Ventilators: 'Ventilatori polmonari',
            Defibrillators: 'Defibrillatori',
          },
        },
        'Medical Consumables': {
          name: 'Materiali di consumo medicali',
          subCategories: {
            'Syringes & Needles': 'Siringhe e aghi',
            'Medical Gloves': 'Guanti medicali',
            'Bandages & Dressings': 'Bende e medicazioni',
            Catheters: 'Cateteri',
            'Face Masks': 'Mascherine chirurgiche',
            'Infusion Sets': 'Set per infusione',
          },
        },
        'Hospital Furniture & Equipment': {
          name: 'Arredi e attrezzature ospedaliere',
          subCategories: {
            'Hospital Beds': 'Letti ospedalieri',
            Stretchers: 'Barelle',
            Wheelchairs: 'Sedie a rotelle',
            'Examination Tables': 'Lettini da visita',
            'Medical Carts': 'Carrelli medicali',
            'Surgical Lights': 'Lampade scialitiche',
          },
        },
        'Laboratory Equipment': {
          name: 'Attrezzature da laboratorio',
          subCategories: {
            'Laboratory Centrifuges': 'Centrifughe da laboratorio',
            Microscopes: 'Microscopi',
            'Clinical Analyzers': 'Analizzatori clinici',
            Incubators: 'Incubatori',
            Pipettes: 'Pipette',
            'Lab Consumables': 'Materiali di consumo per laboratorio',
          },
        },
        Pharmaceuticals: {
          name: 'Prodotti farmaceutici',
          subCategories: {
            'Generic Drugs': 'Farmaci equivalenti',
            'Active Pharmaceutical Ingredients (API)': 'Principi attivi farmaceutici (API)',
            'Over-the-Counter Medicines': 'Farmaci da banco',
            'Vitamins & Supplements': 'Vitamine e integratori',
            'Herbal Medicines': 'Medicinali fitoterapici',
            'Veterinary Medicines': 'Farmaci veterinari',
          },
        },
        'Dental Supplies': {
          name: 'Forniture odontoiatriche',
          subCategories: {
            'Dental Chairs': 'Riuniti odontoiatrici',
            'Dental Instruments': 'Strumentario odontoiatrico',
            'Dental Materials': 'Materiali dentali',
            'Orthodontic Supplies': 'Forniture per ortodonzia',
            'Dental Imaging': 'Radiologia odontoiatrica',
          },
        },
        'Rehabilitation & Home Care': {
          name: 'Riabilitazione e assistenza domiciliare',
          subCategories: {
            'Mobility Aids': 'Ausili per la mobilità',
            'Orthopedic Supports': 'Tutori ortopedici',
            'Physiotherapy Equipment': 'Apparecchiature per fisioterapia',
            'Blood Pressure Monitors': 'Misuratori di pressione',
            'Glucose Meters': 'Glucometri',
            'Hearing Aids': 'Apparecchi acustici',
          },
        },
        'Sterilization & Disinfection': {
          name: 'Sterilizzazione e disinfezione',
          subCategories: {
            Autoclaves: 'Autoclavi',
            Disinfectants: 'Disinfettanti',
            'UV Sterilizers': 'Sterilizzatori UV',
            'Sterilization Pouches': 'Buste per sterilizzazione',
            'Washer-Disinfectors': 'Termodisinfettori',
          },
        },
      },
    },
    '0014': {
      name: 'Casa ed edilizia',
      description:
        'Materiali, impianti e finiture per costruire e ristrutturare abitazioni e immobili commerciali, oltre agli elettrodomestici. Gli acquirenti trovano produttori e distributori per imprese edili, sviluppatori immobiliari e rivendite edili, comprese le strutture prefabbricate.',
      categories: {
        'Building Materials': {
          name: 'Materiali da costruzione',
          subCategories: {
            'Cement & Concrete': 'Cemento e calcestruzzo',
            'Bricks & Blocks': 'Mattoni e blocchi',
            'Structural Steel & Rebar': 'Acciaio strutturale e tondo per cemento armato',
            'Lumber & Timber': 'Legname da costruzione',
            'Insulation Materials': 'Materiali isolanti',
            'Roofing Materials': 'Materiali per coperture',
          },
        },
        'Doors & Windows': {
          name: 'Porte e finestre',
          subCategories: {
            Doors: 'Porte',
            Windows: 'Finestre',
            'Garage Doors': 'Portoni da garage',
            'Door & Window Hardware': 'Ferramenta per porte e finestre',
            'Shutters & Blinds': 'Persiane e tapparelle',
          },
        },
        'Flooring & Tiles': {
          name: 'Pavimenti e rivestimenti',
          subCategories: {
            'Ceramic Tiles': 'Piastrelle in ceramica',
            'Porcelain Tiles': 'Piastrelle in gres porcellanato',
            'Wood Flooring': 'Pavimenti in legno',
            'Vinyl Flooring': 'Pavimenti in vinile',
            'Natural Stone': 'Pietra naturale',
            'Carpets & Rugs': 'Moquette e tappeti',
          },
        },
        'Plumbing & Sanitary Ware': {
          name: 'Idraulica e sanitari',
          subCategories: {
            Faucets: 'Rubinetteria',
            Toilets: 'Vasi WC',
            'Sinks & Basins': 'Lavelli e lavabi',
            'Showers & Bathtubs': 'Docce e vasche da bagno',
            'Pipes & Fittings': 'Tubi e raccordi',
            'Water Heaters': 'Scaldacqua',
          },
        },
        'Kitchen & Bath': {
          name: 'Cucina e bagno',
          subCategories: {
            'Kitchen Cabinets': 'Mobili da cucina',
            Countertops: 'Piani di lavoro',
            'Range Hoods': 'Cappe aspiranti',
            'Bathroom Vanities': 'Mobili bagno',
            'Bathroom Accessories': 'Accessori bagno',
          },
        },
        Lighting: {
          name: 'Illuminazione',
          subCategories: {
            'LED Bulbs & Tubes': 'Lampadine e tubi LED',
            'Indoor Lighting': 'Illuminazione per interni',
            'Outdoor Lighting': 'Illuminazione per esterni',
            'Industrial Lighting': 'Illuminazione industriale',
            'Street Lights': 'Lampioni stradali',
            'Smart Lighting': 'Illuminazione smart',
          },
        },
        'Home Appliances': {
          name: 'Elettrodomestici',
          subCategories: {
            Refrigerators: 'Frigoriferi',
            'Washing Machines': 'Lavatrici',
            'Air Conditioners': 'Condizionatori',
            'Cooking Appliances': 'Apparecchi di cottura',
            'Small Kitchen Appliances': 'Piccoli elettrodomestici da cucina',
            'Vacuum Cleaners': 'Aspirapolvere',
          },
        },
        'Paints & Coatings': {
          name: 'Pitture e vernici',
          subCategories: {
            'Interior Paints': 'Pitture per interni',
            'Exterior Paints': 'Pitture per esterni',
            'Industrial Coatings': 'Vernici industriali',
            Waterproofing: 'Impermeabilizzanti',
            'Adhesives & Sealants': 'Adesivi e sigillanti',
          },
        },
        'Prefabricated Buildings': {
          name: 'Edifici prefabbricati',
          subCategories: {
            'Container Houses': 'Case container',
            'Steel Structure Buildings': 'Edifici con struttura in acciaio',
            'Modular Homes': 'Case modulari',
            'Prefab Warehouses': 'Capannoni prefabbricati',
            'Portable Cabins': 'Monoblocchi prefabbricati',
          },
        },
      },
    },
    '0015': {
      name: 'Servizi alle imprese',
      description:
        'I servizi che fanno funzionare il commercio internazionale: trasporti e dogane, ispezioni, finanza per il commercio, marketing e consulenza. Acquirenti e venditori trovano partner per spostare le merci, verificare la qualità, incassare in sicurezza ed entrare in nuovi mercati.',
      categories: {
        'Logistics & Freight': {
          name: 'Logistica e trasporti',
          subCategories: {
            'Ocean Freight': 'Trasporto marittimo',
            'Air Freight': 'Trasporto aereo',
            'Road Freight': 'Autotrasporto',
            'Rail Freight': 'Trasporto ferroviario',
            Warehousing: 'Magazzinaggio',
            'Freight Forwarding': 'Spedizioni internazionali',
          },
        },
        'Customs & Trade Compliance': {
          name: 'Dogane e conformità commerciale',
          subCategories: {
            'Customs Brokerage': 'Intermediazione doganale',
            'Import & Export Documentation': 'Documentazione import-export',
            'Trade Compliance Consulting': 'Consulenza sulla compliance commerciale',
            'Certificates of Origin': 'Certificati di origine',
            'Tariff Classification': 'Classificazione doganale',
          },
        },
        'Inspection & Certification': {
          name: 'Ispezione e certificazione',
          subCategories: {
            'Pre-shipment Inspection': 'Ispezioni pre-imbarco',
            'Factory Audits': 'Audit di fabbrica',
            'Product Testing': 'Test di prodotto',
            'ISO Certification': 'Certificazione ISO',
            'CE & UL Certification': 'Certificazione CE e UL',
          },
        },
        'Trade Finance & Payments': {
          name: 'Finanza per il commercio e pagamenti',
          subCategories: {
            'Letters of Credit': 'Lettere di credito',
            'Export Credit Insurance': "Assicurazione del credito all'esportazione",
            Factoring: 'Factoring',
            'Supply Chain Finance': 'Supply chain finance',
            'International Payments': 'Pagamenti internazionali',
            'Currency Exchange': 'Cambio valuta',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing e pubblicità',
          subCategories: {
            'Digital Marketing': 'Marketing digitale',
            'Trade Show Services': 'Servizi fieristici',
            'Branding & Design': 'Branding e design',
            'Market Research': 'Ricerche di mercato',
            'Translation & Localization': 'Traduzione e localizzazione',
            'Product Photography': 'Fotografia di prodotto',
          },
        },
        Consulting: {
          name: 'Consulenza',
          subCategories: {
            'Business Consulting': 'Consulenza aziendale',
            'Market Entry Consulting': "Consulenza per l'ingresso nei mercati",
            'Engineering Consulting': 'Consulenza ingegneristica',
            'Legal Services': 'Servizi legali',
            'Accounting & Tax': 'Contabilità e fisco',
            'Recruitment & HR': 'Selezione del personale e risorse umane',
          },
        },
        'Sourcing & Manufacturing Services': {
          name: 'Servizi di sourcing e produzione',
          subCategories: {
            'Sourcing Agents': 'Agenti di sourcing',
            'Contract Manufacturing': 'Produzione conto terzi',
            'OEM & ODM Services': 'Servizi OEM e ODM',
            'Product Design': 'Design di prodotto',
            Prototyping: 'Prototipazione',
          },
        },
        'Industrial Services': {
          name: 'Servizi industriali',
          subCategories: {
            'Equipment Maintenance & Repair': 'Manutenzione e riparazione di macchinari',
            'Installation & Commissioning': 'Installazione e messa in servizio',
            'Industrial Cleaning': 'Pulizie industriali',
            'Machine Relocation': 'Trasferimento di macchinari',
            'Calibration Services': 'Servizi di taratura',
          },
        },
      },
    },
  },
};
