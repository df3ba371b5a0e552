/**
 * How a GeoNames place finds its region among the site's region names (seed/regions.ts): GeoNames
 * admin codes do not match those names, so each region names a city inside it (its capital or
 * largest town, alternative spellings after "|"). A place belongs to the nearest anchor city with
 * the same GeoNames admin code, else to the nearest anchor of its country. US admin codes are the
 * postal codes, so US states map directly.
 */
export const REGION_ANCHORS: Record<string, Record<string, string>> = {
  NL: {
    Drenthe: 'Assen', Flevoland: 'Lelystad', Friesland: 'Leeuwarden', Gelderland: 'Arnhem', Groningen: 'Groningen',
    Limburg: 'Maastricht', 'Noord-Brabant': 'Eindhoven', 'Noord-Holland': 'Amsterdam', Overijssel: 'Zwolle',
    Utrecht: 'Utrecht', Zeeland: 'Middelburg', 'Zuid-Holland': 'Rotterdam',
  },
  BE: {
    Antwerpen: 'Antwerpen|Antwerp', Brussel: 'Brussels|Bruxelles|Brussel', Henegouwen: 'Mons|Bergen', Limburg: 'Hasselt',
    Luik: 'Liège|Luik', Luxemburg: 'Arlon', Namen: 'Namur', 'Oost-Vlaanderen': 'Gent|Ghent', 'Vlaams-Brabant': 'Leuven',
    'Waals-Brabant': 'Wavre', 'West-Vlaanderen': 'Brugge|Bruges',
  },
  FR: {
    'Auvergne-Rhône-Alpes': 'Lyon', 'Bourgogne-Franche-Comté': 'Dijon', Bretagne: 'Rennes', 'Centre-Val de Loire': 'Orléans',
    Corse: 'Ajaccio', 'Grand Est': 'Strasbourg', 'Hauts-de-France': 'Lille', 'Île-de-France': 'Paris', Normandie: 'Rouen',
    'Nouvelle-Aquitaine': 'Bordeaux', Occitanie: 'Toulouse', 'Pays de la Loire': 'Nantes', "Provence-Alpes-Côte d'Azur": 'Marseille',
  },
  IT: {
    Abruzzo: 'Pescara', Basilicata: 'Potenza', Calabria: 'Catanzaro', Campania: 'Naples|Napoli', 'Emilia-Romagna': 'Bologna',
    'Friuli-Venezia Giulia': 'Trieste', Lazio: 'Rome|Roma', Liguria: 'Genoa|Genova', Lombardia: 'Milan|Milano', Marche: 'Ancona',
    Molise: 'Campobasso', Piemonte: 'Turin|Torino', Puglia: 'Bari', Sardegna: 'Cagliari', Sicilia: 'Palermo',
    Toscana: 'Florence|Firenze', 'Trentino-Alto Adige': 'Trento', Umbria: 'Perugia', "Valle d'Aosta": 'Aosta', Veneto: 'Venice|Venezia',
  },
  ES: {
    Andalucía: 'Sevilla|Seville', Aragón: 'Zaragoza', Asturias: 'Oviedo', 'Islas Baleares': 'Palma|Palma de Mallorca',
    Canarias: 'Las Palmas de Gran Canaria', Cantabria: 'Santander', 'Castilla-La Mancha': 'Toledo', 'Castilla y León': 'Valladolid',
    Cataluña: 'Barcelona', 'Comunidad Valenciana': 'Valencia', Extremadura: 'Mérida|Badajoz', Galicia: 'Santiago de Compostela|Vigo',
    'La Rioja': 'Logroño', Madrid: 'Madrid', Murcia: 'Murcia', Navarra: 'Pamplona', 'País Vasco': 'Bilbao',
  },
  DE: {
    'Baden-Württemberg': 'Stuttgart', Bayern: 'Munich|München', Berlin: 'Berlin', Brandenburg: 'Potsdam', Bremen: 'Bremen',
    Hamburg: 'Hamburg', Hessen: 'Frankfurt am Main|Wiesbaden', 'Mecklenburg-Vorpommern': 'Schwerin|Rostock', Niedersachsen: 'Hannover|Hanover',
    'Nordrhein-Westfalen': 'Düsseldorf|Köln|Cologne', 'Rheinland-Pfalz': 'Mainz', Saarland: 'Saarbrücken', Sachsen: 'Dresden|Leipzig',
    'Sachsen-Anhalt': 'Magdeburg', 'Schleswig-Holstein': 'Kiel', Thüringen: 'Erfurt',
  },
  AT: {
    Burgenland: 'Eisenstadt', Kärnten: 'Klagenfurt|Klagenfurt am Wörthersee', Niederösterreich: 'Sankt Pölten|St. Pölten',
    Oberösterreich: 'Linz', Salzburg: 'Salzburg', Steiermark: 'Graz', Tirol: 'Innsbruck', Vorarlberg: 'Bregenz|Dornbirn', Wien: 'Vienna|Wien',
  },
  IE: {
    Carlow: 'Carlow', Cavan: 'Cavan', Clare: 'Ennis', Cork: 'Cork', Donegal: 'Letterkenny', Dublin: 'Dublin', Galway: 'Galway',
    Kerry: 'Tralee', Kildare: 'Naas', Kilkenny: 'Kilkenny', Laois: 'Portlaoise', Leitrim: 'Carrick-on-Shannon|Carrick on Shannon',
    Limerick: 'Limerick', Longford: 'Longford', Louth: 'Dundalk', Mayo: 'Castlebar', Meath: 'Navan', Monaghan: 'Monaghan',
    Offaly: 'Tullamore', Roscommon: 'Roscommon', Sligo: 'Sligo', Tipperary: 'Clonmel', Waterford: 'Waterford', Westmeath: 'Mullingar',
    Wexford: 'Wexford', Wicklow: 'Wicklow',
  },
  GB: {
    'East Midlands': 'Nottingham', 'East of England': 'Cambridge', London: 'London', 'North East England': 'Newcastle upon Tyne',
    'North West England': 'Manchester', 'Northern Ireland': 'Belfast', Scotland: 'Edinburgh|Glasgow', 'South East England': 'Brighton',
    'South West England': 'Bristol', Wales: 'Cardiff', 'West Midlands': 'Birmingham', 'Yorkshire and the Humber': 'Leeds',
  },
  CA: {
    Alberta: 'Edmonton', 'British Columbia': 'Vancouver', Manitoba: 'Winnipeg', 'New Brunswick': 'Fredericton',
    'Newfoundland and Labrador': "St. John's", 'Northwest Territories': 'Yellowknife', 'Nova Scotia': 'Halifax', Nunavut: 'Iqaluit',
    Ontario: 'Toronto', 'Prince Edward Island': 'Charlottetown', Québec: 'Montréal|Montreal|Québec', Saskatchewan: 'Regina', Yukon: 'Whitehorse',
  },
  PL: {
    dolnośląskie: 'Wrocław', 'kujawsko-pomorskie': 'Bydgoszcz', lubelskie: 'Lublin', lubuskie: 'Zielona Góra', łódzkie: 'Łódź',
    małopolskie: 'Kraków', mazowieckie: 'Warsaw|Warszawa', opolskie: 'Opole', podkarpackie: 'Rzeszów', podlaskie: 'Białystok',
    pomorskie: 'Gdańsk', śląskie: 'Katowice', świętokrzyskie: 'Kielce', 'warmińsko-mazurskie': 'Olsztyn', wielkopolskie: 'Poznań',
    zachodniopomorskie: 'Szczecin',
  },
  AU: {
    'Australian Capital Territory': 'Canberra', 'New South Wales': 'Sydney', 'Northern Territory': 'Darwin', Queensland: 'Brisbane',
    'South Australia': 'Adelaide', Tasmania: 'Hobart', Victoria: 'Melbourne', 'Western Australia': 'Perth',
  },
  NZ: {
    Auckland: 'Auckland', 'Bay of Plenty': 'Tauranga', Canterbury: 'Christchurch', Gisborne: 'Gisborne', "Hawke's Bay": 'Napier',
    'Manawatū-Whanganui': 'Palmerston North', Marlborough: 'Blenheim', Nelson: 'Nelson', Northland: 'Whangarei|Whangārei',
    Otago: 'Dunedin', Southland: 'Invercargill', Taranaki: 'New Plymouth', Tasman: 'Richmond|Motueka', Waikato: 'Hamilton',
    Wellington: 'Wellington', 'West Coast': 'Greymouth',
  },
  CH: {
    Aargau: 'Aarau', 'Appenzell Ausserrhoden': 'Herisau', 'Appenzell Innerrhoden': 'Appenzell', 'Basel-Landschaft': 'Liestal',
    'Basel-Stadt': 'Basel', Bern: 'Bern', Fribourg: 'Fribourg', Genève: 'Genève|Geneva', Glarus: 'Glarus', Graubünden: 'Chur',
    Jura: 'Delémont', Luzern: 'Luzern|Lucerne', Neuchâtel: 'Neuchâtel', Nidwalden: 'Stans', Obwalden: 'Sarnen',
    Schaffhausen: 'Schaffhausen', Schwyz: 'Schwyz', Solothurn: 'Solothurn', 'St. Gallen': 'Sankt Gallen|St. Gallen', Thurgau: 'Frauenfeld',
    Ticino: 'Lugano|Bellinzona', Uri: 'Altdorf', Valais: 'Sion', Vaud: 'Lausanne', Zug: 'Zug', Zürich: 'Zürich|Zurich',
  },
  DK: {
    'Region Hovedstaden': 'Copenhagen|København', 'Region Midtjylland': 'Aarhus|Århus', 'Region Nordjylland': 'Aalborg',
    'Region Sjælland': 'Roskilde', 'Region Syddanmark': 'Odense',
  },
  FI: {
    Ahvenanmaa: 'Mariehamn', 'Etelä-Karjala': 'Lappeenranta', 'Etelä-Pohjanmaa': 'Seinäjoki', 'Etelä-Savo': 'Mikkeli', Kainuu: 'Kajaani',
    'Kanta-Häme': 'Hämeenlinna', 'Keski-Pohjanmaa': 'Kokkola', 'Keski-Suomi': 'Jyväskylä', Kymenlaakso: 'Kouvola|Kotka', Lappi: 'Rovaniemi',
    Pirkanmaa: 'Tampere', Pohjanmaa: 'Vaasa', 'Pohjois-Karjala': 'Joensuu', 'Pohjois-Pohjanmaa': 'Oulu', 'Pohjois-Savo': 'Kuopio',
    'Päijät-Häme': 'Lahti', Satakunta: 'Pori', Uusimaa: 'Helsinki', 'Varsinais-Suomi': 'Turku',
  },
  NO: {
    Agder: 'Kristiansand', Akershus: 'Lillestrøm|Sandvika|Ski', Buskerud: 'Drammen', Finnmark: 'Alta|Vadsø', Innlandet: 'Hamar|Lillehammer',
    'Møre og Romsdal': 'Ålesund|Molde', Nordland: 'Bodø', Oslo: 'Oslo', Rogaland: 'Stavanger', Telemark: 'Skien', Troms: 'Tromsø',
    Trøndelag: 'Trondheim', Vestfold: 'Tønsberg', Vestland: 'Bergen', Østfold: 'Fredrikstad|Sarpsborg',
  },
  SE: {
    'Blekinge län': 'Karlskrona', 'Dalarnas län': 'Falun', 'Gotlands län': 'Visby', 'Gävleborgs län': 'Gävle', 'Hallands län': 'Halmstad',
    'Jämtlands län': 'Östersund', 'Jönköpings län': 'Jönköping', 'Kalmar län': 'Kalmar', 'Kronobergs län': 'Växjö',
    'Norrbottens län': 'Luleå', 'Skåne län': 'Malmö', 'Stockholms län': 'Stockholm', 'Södermanlands län': 'Nyköping|Eskilstuna',
    'Uppsala län': 'Uppsala', 'Värmlands län': 'Karlstad', 'Västerbottens län': 'Umeå', 'Västernorrlands län': 'Sundsvall|Härnösand',
    'Västmanlands län': 'Västerås', 'Västra Götalands län': 'Gothenburg|Göteborg', 'Örebro län': 'Örebro', 'Östergötlands län': 'Linköping',
  },
};

/** US states by their postal code (GeoNames' admin code for the US). */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
