/** Realistic people and places for the demo customers (US prepaid customers, many of them travellers). */

export const FIRST_NAMES = [
  "James", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Patricia", "William", "Elizabeth",
  "Jose", "Guadalupe", "Carlos", "Sofia", "Luis", "Camila", "Juan", "Valentina", "Miguel", "Isabella",
  "Daniel", "Emily", "Anthony", "Ashley", "Kevin", "Jessica", "Brian", "Amanda", "Jason", "Stephanie",
  "Wei", "Mei", "Hiroshi", "Yuki", "Raj", "Priya", "Arjun", "Ananya", "Mohammed", "Fatima",
  "Omar", "Layla", "Kwame", "Ama", "Chinedu", "Ngozi", "Dmitri", "Olga", "Ivan", "Natalia",
  "Jean", "Marie", "Pierre", "Claudette", "Andre", "Nadia", "Samuel", "Grace", "Tyrone", "Keisha",
  "Hector", "Rosa", "Francisco", "Lucia", "Pedro", "Ana", "Rafael", "Carmen", "Diego", "Elena",
  "Thomas", "Sarah", "Christopher", "Nicole", "Matthew", "Rachel", "Joshua", "Megan", "Andrew", "Laura",
] as const;

export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
  "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
  "Chen", "Wang", "Kim", "Patel", "Shah", "Singh", "Tanaka", "Sato", "Okafor", "Mensah",
  "Ivanov", "Petrova", "Dubois", "Baptiste", "Jean-Louis", "Haddad", "Khalil", "Cohen", "Levi", "Murphy",
  "O'Brien", "Castillo", "Morales", "Ortiz", "Gutierrez", "Chavez", "Ramos", "Reyes", "Cruz", "Vargas",
] as const;

export const STREETS = [
  "Main St", "Oak Ave", "Maple St", "Cedar Ln", "Pine St", "Elm St", "Washington Ave", "Park Ave",
  "Lake Dr", "Hillcrest Rd", "Sunset Blvd", "Lincoln Ave", "Jefferson St", "Madison Ave", "Franklin St",
  "Church St", "Highland Ave", "Riverside Dr", "Broadway", "Grand Ave", "Central Ave", "Willow Way",
  "Magnolia Blvd", "Ocean Dr", "Palm Ave", "Jackson St", "Spring St", "Chestnut St", "Walnut St",
  "Kingston Ave", "Flatbush Ave", "Bergenline Ave", "Calle Ocho", "Coral Way", "Westheimer Rd",
] as const;

/** City, state (USPS code), the range of its ZIP codes, and its area codes (for believable phone numbers). */
export interface Place {
  city: string;
  state: string;
  zip: readonly [number, number];
  areaCodes: readonly string[];
}

export const PLACES: readonly Place[] = [
  { city: "Brooklyn", state: "NY", zip: [11201, 11239], areaCodes: ["718", "347", "929"] },
  { city: "Queens", state: "NY", zip: [11354, 11385], areaCodes: ["718", "347", "917"] },
  { city: "Bronx", state: "NY", zip: [10451, 10475], areaCodes: ["718", "646"] },
  { city: "Jersey City", state: "NJ", zip: [7302, 7311], areaCodes: ["201", "551"] },
  { city: "Union City", state: "NJ", zip: [7087, 7087], areaCodes: ["201", "551"] },
  { city: "Newark", state: "NJ", zip: [7102, 7114], areaCodes: ["973", "862"] },
  { city: "Miami", state: "FL", zip: [33125, 33199], areaCodes: ["305", "786"] },
  { city: "Hialeah", state: "FL", zip: [33010, 33018], areaCodes: ["305", "786"] },
  { city: "Orlando", state: "FL", zip: [32801, 32839], areaCodes: ["407", "321"] },
  { city: "Houston", state: "TX", zip: [77002, 77099], areaCodes: ["713", "281", "832"] },
  { city: "Dallas", state: "TX", zip: [75201, 75254], areaCodes: ["214", "469", "972"] },
  { city: "San Antonio", state: "TX", zip: [78201, 78260], areaCodes: ["210", "726"] },
  { city: "Los Angeles", state: "CA", zip: [90001, 90089], areaCodes: ["213", "323", "310"] },
  { city: "San Jose", state: "CA", zip: [95110, 95139], areaCodes: ["408", "669"] },
  { city: "Fresno", state: "CA", zip: [93701, 93730], areaCodes: ["559"] },
  { city: "Chicago", state: "IL", zip: [60601, 60661], areaCodes: ["312", "773", "872"] },
  { city: "Atlanta", state: "GA", zip: [30303, 30354], areaCodes: ["404", "470", "678"] },
  { city: "Boston", state: "MA", zip: [2108, 2137], areaCodes: ["617", "857"] },
  { city: "Philadelphia", state: "PA", zip: [19102, 19154], areaCodes: ["215", "267"] },
  { city: "Phoenix", state: "AZ", zip: [85003, 85054], areaCodes: ["602", "480"] },
  { city: "Las Vegas", state: "NV", zip: [89101, 89149], areaCodes: ["702", "725"] },
  { city: "Seattle", state: "WA", zip: [98101, 98199], areaCodes: ["206"] },
  { city: "Denver", state: "CO", zip: [80202, 80249], areaCodes: ["303", "720"] },
  { city: "Charlotte", state: "NC", zip: [28202, 28277], areaCodes: ["704", "980"] },
  { city: "Minneapolis", state: "MN", zip: [55401, 55455], areaCodes: ["612"] },
  { city: "Silver Spring", state: "MD", zip: [20901, 20910], areaCodes: ["301", "240"] },
];

/** What customers call the lines they top up (the empty string: no nickname). */
export const NICKNAMES = ["", "", "", "My phone", "Mom", "Dad", "Work", "Grandma", "Son", "Daughter", "Wife", "Husband", "Tablet", "Abuela", "Brother"] as const;

/** The e-mail providers of the demo customers: reserved example domains, so that no mail can go anywhere. */
export const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"] as const;
