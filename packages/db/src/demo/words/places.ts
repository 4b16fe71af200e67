/**
 * Countries the demo directory draws from: the 24 country portals plus other trading nations.
 * `weight` is the relative share of businesses and users (big trading nations and portal countries
 * first); cities carry the ISO 3166-2 suffix of their state where reference/states.ts has the
 * country's states (the state id is `${code}-${suffix}`). Written for this project.
 */
export type NameRegion =
  | 'spanish'
  | 'italian'
  | 'english'
  | 'portuguese'
  | 'chinese'
  | 'indian'
  | 'german'
  | 'french'
  | 'japanese'
  | 'korean'
  | 'turkish'
  | 'arabic';

export interface DemoCountry {
  code: string;
  weight: number;
  region: NameRegion;
  /** Legal-form suffixes, most common first. */
  legalForms: string[];
  /** ISO 639-1 codes of languages spoken, first is the main one. */
  languages: string[];
  currency: string;
  /** Zip format: # digit, A letter; empty when the country has no postal codes in common use. */
  zip: string;
  /** National phone number length (without the dial code). */
  phoneDigits: number;
  /** "City" or "City:STATE". */
  cities: string[];
}

export const demoCountries: DemoCountry[] = [
  {
    code: 'CN', weight: 16, region: 'chinese', legalForms: ['Co., Ltd.', 'Technology Co., Ltd.', 'Industrial Co., Ltd.', 'Group Co., Ltd.', 'Trading Co., Ltd.'],
    languages: ['zh', 'en'], currency: 'CNY', zip: '######', phoneDigits: 11,
    cities: ['Shenzhen:GD', 'Guangzhou:GD', 'Dongguan:GD', 'Foshan:GD', 'Ningbo:ZJ', 'Hangzhou:ZJ', 'Wenzhou:ZJ', 'Yiwu:ZJ', 'Shanghai:SH', 'Suzhou:JS', 'Wuxi:JS', 'Changzhou:JS', 'Qingdao:SD', 'Jinan:SD', 'Xiamen:FJ', 'Quanzhou:FJ', 'Tianjin:TJ', 'Beijing:BJ', 'Wuhan:HB', 'Chengdu:SC', 'Hefei:AH', 'Zhengzhou:HA', 'Shenyang:LN', 'Chongqing:CQ'],
  },
  {
    code: 'US', weight: 14, region: 'english', legalForms: ['Inc.', 'LLC', 'Corp.', 'Co.', 'Group Inc.'],
    languages: ['en', 'es'], currency: 'USD', zip: '#####', phoneDigits: 10,
    cities: ['Houston:TX', 'Dallas:TX', 'San Antonio:TX', 'Chicago:IL', 'Detroit:MI', 'Grand Rapids:MI', 'Cleveland:OH', 'Columbus:OH', 'Pittsburgh:PA', 'Philadelphia:PA', 'Los Angeles:CA', 'San Jose:CA', 'Fresno:CA', 'Charlotte:NC', 'Atlanta:GA', 'Miami:FL', 'Tampa:FL', 'Milwaukee:WI', 'Minneapolis:MN', 'Seattle:WA', 'Phoenix:AZ', 'Denver:CO', 'Nashville:TN', 'Indianapolis:IN', 'Newark:NJ', 'Buffalo:NY', 'Portland:OR', 'Louisville:KY'],
  },
  {
    code: 'DE', weight: 7, region: 'german', legalForms: ['GmbH', 'GmbH & Co. KG', 'AG', 'KG'],
    languages: ['de', 'en'], currency: 'EUR', zip: '#####', phoneDigits: 10,
    cities: ['Stuttgart', 'Munich', 'Hamburg', 'Frankfurt', 'Düsseldorf', 'Cologne', 'Nuremberg', 'Hanover', 'Dortmund', 'Bielefeld', 'Augsburg', 'Karlsruhe', 'Mannheim', 'Leipzig', 'Dresden', 'Chemnitz'],
  },
  {
    code: 'IT', weight: 6, region: 'italian', legalForms: ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.'],
    languages: ['it', 'en'], currency: 'EUR', zip: '#####', phoneDigits: 10,
    cities: ['Milan:25', 'Brescia:25', 'Bergamo:25', 'Turin:21', 'Bologna:45', 'Modena:45', 'Reggio Emilia:45', 'Parma:45', 'Vicenza:34', 'Treviso:34', 'Padua:34', 'Verona:34', 'Florence:52', 'Prato:52', 'Naples:72', 'Bari:75', 'Ancona:57', 'Rome:62'],
  },
  {
    code: 'IN', weight: 7, region: 'indian', legalForms: ['Pvt. Ltd.', 'Private Limited', 'Ltd.', 'LLP', 'Enterprises'],
    languages: ['en', 'hi'], currency: 'INR', zip: '######', phoneDigits: 10,
    cities: ['Mumbai:MH', 'Pune:MH', 'Nashik:MH', 'Ahmedabad:GJ', 'Rajkot:GJ', 'Surat:GJ', 'Vadodara:GJ', 'Chennai:TN', 'Coimbatore:TN', 'Tiruppur:TN', 'Bengaluru:KA', 'Hyderabad:TS', 'New Delhi:DL', 'Ludhiana:PB', 'Jaipur:RJ', 'Kolkata:WB', 'Noida:UP', 'Kanpur:UP', 'Gurugram:HR', 'Faridabad:HR'],
  },
  {
    code: 'MX', weight: 6, region: 'spanish', legalForms: ['S.A. de C.V.', 'S. de R.L. de C.V.', 'S.A.P.I. de C.V.'],
    languages: ['es', 'en'], currency: 'MXN', zip: '#####', phoneDigits: 10,
    cities: ['Monterrey:NLE', 'San Pedro Garza García:NLE', 'Apodaca:NLE', 'Guadalajara:JAL', 'Zapopan:JAL', 'Mexico City:CMX', 'Querétaro:QUE', 'León:GUA', 'Celaya:GUA', 'Puebla:PUE', 'Saltillo:COA', 'Torreón:COA', 'Tijuana:BCN', 'Mexicali:BCN', 'Chihuahua:CHH', 'Ciudad Juárez:CHH', 'San Luis Potosí:SLP', 'Aguascalientes:AGU', 'Toluca:MEX', 'Hermosillo:SON', 'Mérida:YUC'],
  },
  {
    code: 'ES', weight: 5, region: 'spanish', legalForms: ['S.L.', 'S.A.', 'S.L.U.'],
    languages: ['es', 'en'], currency: 'EUR', zip: '#####', phoneDigits: 9,
    cities: ['Madrid:MD', 'Barcelona:CT', 'Sabadell:CT', 'Tarragona:CT', 'Valencia:VC', 'Castellón:VC', 'Alicante:VC', 'Bilbao:PV', 'San Sebastián:PV', 'Vitoria-Gasteiz:PV', 'Zaragoza:AR', 'Seville:AN', 'Málaga:AN', 'Murcia:MC', 'Valladolid:CL', 'Vigo:GA', 'Pamplona:NC', 'Gijón:AS'],
  },
  {
    code: 'BR', weight: 5, region: 'portuguese', legalForms: ['Ltda.', 'S.A.', 'Eireli'],
    languages: ['pt', 'es', 'en'], currency: 'BRL', zip: '#####-###', phoneDigits: 11,
    cities: ['São Paulo:SP', 'Campinas:SP', 'São Bernardo do Campo:SP', 'Sorocaba:SP', 'Ribeirão Preto:SP', 'Rio de Janeiro:RJ', 'Belo Horizonte:MG', 'Contagem:MG', 'Curitiba:PR', 'Londrina:PR', 'Joinville:SC', 'Blumenau:SC', 'Porto Alegre:RS', 'Caxias do Sul:RS', 'Salvador:BA', 'Recife:PE', 'Manaus:AM', 'Goiânia:GO'],
  },
  {
    code: 'TR', weight: 4, region: 'turkish', legalForms: ['San. ve Tic. A.Ş.', 'A.Ş.', 'Ltd. Şti.', 'San. Tic. Ltd. Şti.'],
    languages: ['tr', 'en'], currency: 'TRY', zip: '#####', phoneDigits: 10,
    cities: ['Istanbul', 'Bursa', 'Izmir', 'Ankara', 'Kocaeli', 'Konya', 'Gaziantep', 'Kayseri', 'Denizli', 'Adana', 'Manisa', 'Eskişehir'],
  },
  {
    code: 'JP', weight: 4, region: 'japanese', legalForms: ['Co., Ltd.', 'K.K.', 'Corporation', 'Manufacturing Co., Ltd.'],
    languages: ['ja', 'en'], currency: 'JPY', zip: '###-####', phoneDigits: 10,
    cities: ['Osaka', 'Nagoya', 'Tokyo', 'Yokohama', 'Kobe', 'Hamamatsu', 'Kyoto', 'Hiroshima', 'Kitakyushu', 'Sakai', 'Niigata', 'Toyota'],
  },
  {
    code: 'KR', weight: 3, region: 'korean', legalForms: ['Co., Ltd.', 'Corp.', 'Industrial Co., Ltd.'],
    languages: ['ko', 'en'], currency: 'KRW', zip: '#####', phoneDigits: 10,
    cities: ['Seoul', 'Incheon', 'Busan', 'Ulsan', 'Changwon', 'Daegu', 'Suwon', 'Ansan', 'Gumi', 'Hwaseong'],
  },
  {
    code: 'FR', weight: 3, region: 'french', legalForms: ['SAS', 'SARL', 'S.A.', 'SASU'],
    languages: ['fr', 'en'], currency: 'EUR', zip: '#####', phoneDigits: 9,
    cities: ['Lyon', 'Paris', 'Toulouse', 'Grenoble', 'Saint-Étienne', 'Lille', 'Nantes', 'Bordeaux', 'Strasbourg', 'Marseille', 'Rouen', 'Clermont-Ferrand'],
  },
  {
    code: 'GB', weight: 3, region: 'english', legalForms: ['Ltd', 'Limited', 'PLC', 'LLP'],
    languages: ['en'], currency: 'GBP', zip: 'AA# #AA', phoneDigits: 10,
    cities: ['Birmingham', 'Manchester', 'Sheffield', 'Leeds', 'Coventry', 'Bristol', 'Glasgow', 'Leicester', 'Nottingham', 'Newcastle upon Tyne', 'London', 'Derby'],
  },
  {
    code: 'CA', weight: 2.5, region: 'english', legalForms: ['Inc.', 'Ltd.', 'Corp.', 'ULC'],
    languages: ['en', 'fr'], currency: 'CAD', zip: 'A#A #A#', phoneDigits: 10,
    cities: ['Toronto:ON', 'Mississauga:ON', 'Hamilton:ON', 'Windsor:ON', 'Montreal:QC', 'Laval:QC', 'Quebec City:QC', 'Vancouver:BC', 'Surrey:BC', 'Calgary:AB', 'Edmonton:AB', 'Winnipeg:MB', 'Halifax:NS', 'Saskatoon:SK'],
  },
  {
    code: 'CO', weight: 2.5, region: 'spanish', legalForms: ['S.A.S.', 'S.A.', 'Ltda.'],
    languages: ['es', 'en'], currency: 'COP', zip: '######', phoneDigits: 10,
    cities: ['Bogotá:DC', 'Medellín:ANT', 'Itagüí:ANT', 'Envigado:ANT', 'Cali:VAC', 'Yumbo:VAC', 'Barranquilla:ATL', 'Cartagena:BOL', 'Bucaramanga:SAN', 'Pereira:RIS', 'Manizales:CAL', 'Cúcuta:NSA'],
  },
  {
    code: 'AR', weight: 2, region: 'spanish', legalForms: ['S.A.', 'S.R.L.', 'S.A.S.'],
    languages: ['es', 'en'], currency: 'ARS', zip: 'A####AAA', phoneDigits: 10,
    cities: ['Buenos Aires:C', 'La Plata:B', 'Mar del Plata:B', 'Rosario:S', 'Rafaela:S', 'Córdoba:X', 'Río Cuarto:X', 'Mendoza:M', 'Tucumán:T', 'Neuquén:Q', 'Salta:A'],
  },
  {
    code: 'CL', weight: 2, region: 'spanish', legalForms: ['SpA', 'S.A.', 'Ltda.'],
    languages: ['es', 'en'], currency: 'CLP', zip: '#######', phoneDigits: 9,
    cities: ['Santiago:RM', 'Quilicura:RM', 'Valparaíso:VS', 'Viña del Mar:VS', 'Concepción:BI', 'Antofagasta:AN', 'Temuco:AR', 'Puerto Montt:LL', 'Rancagua:LI', 'Talca:ML'],
  },
  {
    code: 'PE', weight: 2, region: 'spanish', legalForms: ['S.A.C.', 'S.A.', 'E.I.R.L.', 'S.R.L.'],
    languages: ['es', 'en'], currency: 'PEN', zip: '#####', phoneDigits: 9,
    cities: ['Lima:LMA', 'Callao:CAL', 'Arequipa:ARE', 'Trujillo:LAL', 'Chiclayo:LAM', 'Piura:PIU', 'Cusco:CUS', 'Huancayo:JUN', 'Ica:ICA'],
  },
  {
    code: 'AE', weight: 2, region: 'arabic', legalForms: ['LLC', 'FZE', 'FZCO', 'Trading LLC'],
    languages: ['ar', 'en'], currency: 'AED', zip: '', phoneDigits: 9,
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Jebel Ali'],
  },
  {
    code: 'AU', weight: 1.8, region: 'english', legalForms: ['Pty Ltd', 'Pty. Ltd.', 'Ltd'],
    languages: ['en'], currency: 'AUD', zip: '####', phoneDigits: 9,
    cities: ['Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Adelaide', 'Geelong', 'Newcastle', 'Wollongong'],
  },
  {
    code: 'ZA', weight: 1.5, region: 'english', legalForms: ['(Pty) Ltd', 'Ltd', 'CC'],
    languages: ['en', 'af'], currency: 'ZAR', zip: '####', phoneDigits: 9,
    cities: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Port Elizabeth', 'East London', 'Germiston', 'Pietermaritzburg'],
  },
  {
    code: 'GT', weight: 1, region: 'spanish', legalForms: ['S.A.', 'Sociedad Anónima'],
    languages: ['es'], currency: 'GTQ', zip: '#####', phoneDigits: 8,
    cities: ['Guatemala City', 'Mixco', 'Villa Nueva', 'Quetzaltenango', 'Escuintla', 'Puerto Barrios'],
  },
  {
    code: 'EC', weight: 1, region: 'spanish', legalForms: ['S.A.', 'Cía. Ltda.'],
    languages: ['es'], currency: 'USD', zip: '######', phoneDigits: 9,
    cities: ['Guayaquil', 'Quito', 'Cuenca', 'Manta', 'Ambato', 'Machala'],
  },
  {
    code: 'VE', weight: 0.8, region: 'spanish', legalForms: ['C.A.', 'S.A.'],
    languages: ['es'], currency: 'USD', zip: '####', phoneDigits: 10,
    cities: ['Caracas', 'Valencia', 'Maracaibo', 'Barquisimeto', 'Maracay', 'Puerto Ordaz'],
  },
  // Other trading nations, without a portal of their own.
  {
    code: 'TW', weight: 2, region: 'chinese', legalForms: ['Co., Ltd.', 'Corp.', 'Enterprise Co., Ltd.'],
    languages: ['zh', 'en'], currency: 'TWD', zip: '###', phoneDigits: 9,
    cities: ['Taichung', 'Taipei', 'New Taipei', 'Taoyuan', 'Tainan', 'Kaohsiung', 'Changhua'],
  },
  {
    code: 'AT', weight: 1, region: 'german', legalForms: ['GmbH', 'AG', 'KG'],
    languages: ['de', 'en'], currency: 'EUR', zip: '####', phoneDigits: 10,
    cities: ['Vienna', 'Linz', 'Graz', 'Salzburg', 'Wels', 'Steyr'],
  },
  {
    code: 'CH', weight: 1.2, region: 'german', legalForms: ['AG', 'GmbH', 'SA', 'Sàrl'],
    languages: ['de', 'fr', 'it', 'en'], currency: 'CHF', zip: '####', phoneDigits: 9,
    cities: ['Zurich', 'Basel', 'Winterthur', 'St. Gallen', 'Lucerne', 'Geneva', 'Lausanne', 'Biel'],
  },
  {
    code: 'BE', weight: 1, region: 'french', legalForms: ['SA', 'SRL', 'NV', 'BV'],
    languages: ['fr', 'nl', 'en'], currency: 'EUR', zip: '####', phoneDigits: 9,
    cities: ['Antwerp', 'Brussels', 'Liège', 'Ghent', 'Charleroi', 'Kortrijk'],
  },
  {
    code: 'PT', weight: 1.2, region: 'portuguese', legalForms: ['Lda.', 'S.A.', 'Unipessoal Lda.'],
    languages: ['pt', 'en', 'es'], currency: 'EUR', zip: '####-###', phoneDigits: 9,
    cities: ['Porto', 'Lisbon', 'Braga', 'Aveiro', 'Leiria', 'Guimarães', 'Setúbal'],
  },
  {
    code: 'SA', weight: 1.2, region: 'arabic', legalForms: ['Co.', 'LLC', 'Trading Est.'],
    languages: ['ar', 'en'], currency: 'SAR', zip: '#####', phoneDigits: 9,
    cities: ['Riyadh', 'Jeddah', 'Dammam', 'Jubail', 'Khobar', 'Yanbu'],
  },
  {
    code: 'EG', weight: 1, region: 'arabic', legalForms: ['S.A.E.', 'LLC', 'Co.'],
    languages: ['ar', 'en'], currency: 'EGP', zip: '#####', phoneDigits: 10,
    cities: ['Cairo', 'Alexandria', '10th of Ramadan City', '6th of October City', 'Port Said', 'Giza'],
  },
  {
    code: 'MA', weight: 0.8, region: 'arabic', legalForms: ['SARL', 'S.A.'],
    languages: ['ar', 'fr', 'en'], currency: 'MAD', zip: '#####', phoneDigits: 9,
    cities: ['Casablanca', 'Tangier', 'Rabat', 'Marrakesh', 'Fez', 'Agadir'],
  },
  {
    code: 'PK', weight: 1.2, region: 'indian', legalForms: ['(Pvt.) Ltd.', 'Ltd.', 'Enterprises'],
    languages: ['ur', 'en'], currency: 'PKR', zip: '#####', phoneDigits: 10,
    cities: ['Karachi', 'Lahore', 'Faisalabad', 'Sialkot', 'Gujranwala', 'Islamabad'],
  },
  {
    code: 'SG', weight: 1, region: 'chinese', legalForms: ['Pte. Ltd.', 'Pte Ltd'],
    languages: ['en', 'zh', 'ms'], currency: 'SGD', zip: '######', phoneDigits: 8,
    cities: ['Singapore'],
  },
  {
    code: 'MY', weight: 1, region: 'chinese', legalForms: ['Sdn. Bhd.', 'Berhad'],
    languages: ['ms', 'en', 'zh'], currency: 'MYR', zip: '#####', phoneDigits: 9,
    cities: ['Kuala Lumpur', 'Penang', 'Johor Bahru', 'Shah Alam', 'Ipoh', 'Klang'],
  },
  {
    code: 'NG', weight: 0.8, region: 'english', legalForms: ['Ltd', 'Limited', 'PLC'],
    languages: ['en'], currency: 'NGN', zip: '######', phoneDigits: 10,
    cities: ['Lagos', 'Abuja', 'Kano', 'Port Harcourt', 'Ibadan', 'Onitsha'],
  },
  {
    code: 'KE', weight: 0.6, region: 'english', legalForms: ['Ltd', 'Limited'],
    languages: ['en', 'sw'], currency: 'KES', zip: '#####', phoneDigits: 9,
    cities: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'],
  },
  {
    code: 'IE', weight: 0.6, region: 'english', legalForms: ['Ltd', 'DAC', 'Teoranta'],
    languages: ['en'], currency: 'EUR', zip: 'A## A#A#', phoneDigits: 9,
    cities: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Waterford'],
  },
];

/** The demo country for a code. */
export function demoCountry(code: string): DemoCountry {
  const c = demoCountries.find((x) => x.code === code);
  if (!c) throw new Error(`no demo country ${code}`);
  return c;
}

/** Street name parts by naming region: pattern {n} number, {s} street word, {r} root. */
export const streetPatterns: Record<NameRegion, { patterns: string[]; words: string[] }> = {
  english: { patterns: ['{n} {s}', 'Unit {u}, {n} {s}'], words: ['Industrial Parkway', 'Commerce Drive', 'Enterprise Way', 'Mill Road', 'Harbor Boulevard', 'Factory Lane', 'Technology Drive', 'Station Road', 'Riverside Avenue', 'Park Street', 'Foundry Road', 'Logistics Court'] },
  spanish: { patterns: ['{s} {n}', '{s} {n}, Nave {u}'], words: ['Av. Industrial', 'Calle de la Industria', 'Parque Industrial Norte, Calle', 'Av. de los Fabricantes', 'Carretera Nacional km', 'Calle Comercio', 'Polígono Industrial Sur, Calle', 'Av. Libertad', 'Av. Central', 'Calle Los Olivos'] },
  portuguese: { patterns: ['{s}, {n}', '{s}, {n} - Galpão {u}'], words: ['Rua da Indústria', 'Av. dos Metalúrgicos', 'Rodovia Anhanguera, km', 'Rua das Palmeiras', 'Av. Brasil', 'Rua do Comércio', 'Distrito Industrial, Rua'] },
  italian: { patterns: ['{s}, {n}', '{s} {n}/{u}'], words: ['Via dell’Industria', 'Via Roma', 'Via dell’Artigianato', 'Via Emilia', 'Zona Industriale, Via', 'Via dei Mestieri', 'Via Galileo Galilei'] },
  german: { patterns: ['{s} {n}'], words: ['Industriestraße', 'Gewerbering', 'Daimlerstraße', 'Hauptstraße', 'Werkstraße', 'Am Hafen', 'Robert-Bosch-Straße', 'Siemensstraße'] },
  french: { patterns: ['{n} {s}'], words: ['rue de l’Industrie', 'avenue des Artisans', 'ZI des Forges, rue', 'boulevard de l’Europe', 'rue du Commerce', 'chemin des Ateliers'] },
  chinese: { patterns: ['No. {n} {s}', 'Building {u}, No. {n} {s}'], words: ['Industrial Road', 'Hi-Tech Park Avenue', 'Development Zone Road', 'Science Park Road', 'Export Processing Zone', 'Harbour Road', 'Xingye Road', 'Gongye Avenue'] },
  indian: { patterns: ['Plot {n}, {s}', 'Shed {u}, {s}'], words: ['MIDC Industrial Area', 'GIDC Estate', 'SIDCO Industrial Estate', 'Phase II Industrial Area', 'Okhla Industrial Estate', 'Peenya Industrial Area'] },
  japanese: { patterns: ['{n}-{u} {s}'], words: ['Kogyo-cho', 'Minato-machi', 'Higashi-ku', 'Chuo', 'Shin-machi', 'Kita-hama'] },
  korean: { patterns: ['{n} {s}'], words: ['Sandan-ro', 'Gongdan-ro', 'Techno-ro', 'Haean-ro', 'Jungang-daero'] },
  turkish: { patterns: ['{s} No: {n}'], words: ['Organize Sanayi Bölgesi, Cad.', 'Sanayi Cad.', 'Atatürk Bulvarı', 'İkitelli OSB, Sok.', 'Demirtaş OSB, Cad.'] },
  arabic: { patterns: ['Plot {n}, {s}', 'Warehouse {u}, {s}'], words: ['Industrial Area 2', 'Free Zone South', 'Second Industrial City', 'Al Quoz Industrial', 'King Fahd Road', 'Port Road'] },
};
