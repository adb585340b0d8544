import type { LanguageCode } from "@stint/shared/languages";

/**
 * Where demo students live and study, and what they are called. Universities are real public institutions
 * of the city; people are invented from common first and last names of the language, so any likeness to a
 * real person is accidental.
 */
export type HomeCity = {
  city: string;
  /** As the geocoder is asked ("City, Country"), so Cambridge is not Cambridge, Massachusetts. */
  country: string;
  countryCode: string;
  language: LanguageCode;
  universities: readonly string[];
};

export const HOME_CITIES: readonly HomeCity[] = [
  {
    city: "Zürich",
    country: "Switzerland",
    countryCode: "CH",
    language: "de",
    universities: ["ETH Zürich", "University of Zurich", "ZHAW School of Management and Law"],
  },
  {
    city: "Lausanne",
    country: "Switzerland",
    countryCode: "CH",
    language: "fr",
    universities: ["EPFL", "University of Lausanne"],
  },
  {
    city: "Geneva",
    country: "Switzerland",
    countryCode: "CH",
    language: "fr",
    universities: ["University of Geneva", "HEAD – Genève"],
  },
  {
    city: "Basel",
    country: "Switzerland",
    countryCode: "CH",
    language: "de",
    universities: ["University of Basel", "FHNW University of Applied Sciences"],
  },
  {
    city: "Bern",
    country: "Switzerland",
    countryCode: "CH",
    language: "de",
    universities: ["University of Bern", "Bern University of Applied Sciences"],
  },
  {
    city: "Munich",
    country: "Germany",
    countryCode: "DE",
    language: "de",
    universities: ["Technical University of Munich", "LMU Munich", "Munich University of Applied Sciences"],
  },
  {
    city: "Berlin",
    country: "Germany",
    countryCode: "DE",
    language: "de",
    universities: ["TU Berlin", "Humboldt University of Berlin", "Berlin University of the Arts"],
  },
  {
    city: "Hamburg",
    country: "Germany",
    countryCode: "DE",
    language: "de",
    universities: ["University of Hamburg", "Hamburg University of Technology"],
  },
  {
    city: "Karlsruhe",
    country: "Germany",
    countryCode: "DE",
    language: "de",
    universities: ["Karlsruhe Institute of Technology"],
  },
  { city: "Aachen", country: "Germany", countryCode: "DE", language: "de", universities: ["RWTH Aachen University"] },
  {
    city: "Stuttgart",
    country: "Germany",
    countryCode: "DE",
    language: "de",
    universities: ["University of Stuttgart"],
  },
  {
    city: "Vienna",
    country: "Austria",
    countryCode: "AT",
    language: "de",
    universities: ["TU Wien", "University of Vienna", "WU Vienna University of Economics and Business"],
  },
  {
    city: "Graz",
    country: "Austria",
    countryCode: "AT",
    language: "de",
    universities: ["Graz University of Technology", "University of Graz"],
  },
  {
    city: "Paris",
    country: "France",
    countryCode: "FR",
    language: "fr",
    universities: ["Sorbonne University", "Université Paris Cité", "École Polytechnique"],
  },
  {
    city: "Lyon",
    country: "France",
    countryCode: "FR",
    language: "fr",
    universities: ["Université Claude Bernard Lyon 1", "INSA Lyon"],
  },
  {
    city: "Toulouse",
    country: "France",
    countryCode: "FR",
    language: "fr",
    universities: ["Université Toulouse III – Paul Sabatier", "INSA Toulouse"],
  },
  {
    city: "Amsterdam",
    country: "Netherlands",
    countryCode: "NL",
    language: "nl",
    universities: ["University of Amsterdam", "Vrije Universiteit Amsterdam"],
  },
  {
    city: "Delft",
    country: "Netherlands",
    countryCode: "NL",
    language: "nl",
    universities: ["Delft University of Technology"],
  },
  {
    city: "Rotterdam",
    country: "Netherlands",
    countryCode: "NL",
    language: "nl",
    universities: ["Erasmus University Rotterdam"],
  },
  {
    city: "Eindhoven",
    country: "Netherlands",
    countryCode: "NL",
    language: "nl",
    universities: ["Eindhoven University of Technology"],
  },
  { city: "Leuven", country: "Belgium", countryCode: "BE", language: "nl", universities: ["KU Leuven"] },
  {
    city: "Milan",
    country: "Italy",
    countryCode: "IT",
    language: "it",
    universities: ["Politecnico di Milano", "Bocconi University", "University of Milan"],
  },
  {
    city: "Turin",
    country: "Italy",
    countryCode: "IT",
    language: "it",
    universities: ["Politecnico di Torino", "University of Turin"],
  },
  { city: "Bologna", country: "Italy", countryCode: "IT", language: "it", universities: ["University of Bologna"] },
  {
    city: "Madrid",
    country: "Spain",
    countryCode: "ES",
    language: "es",
    universities: ["Universidad Politécnica de Madrid", "Universidad Carlos III de Madrid"],
  },
  {
    city: "Barcelona",
    country: "Spain",
    countryCode: "ES",
    language: "es",
    universities: ["Universitat Politècnica de Catalunya", "University of Barcelona"],
  },
  {
    city: "Lisbon",
    country: "Portugal",
    countryCode: "PT",
    language: "pt",
    universities: ["University of Lisbon", "NOVA University Lisbon"],
  },
  {
    city: "Copenhagen",
    country: "Denmark",
    countryCode: "DK",
    language: "da",
    universities: ["University of Copenhagen", "Copenhagen Business School"],
  },
  {
    city: "Stockholm",
    country: "Sweden",
    countryCode: "SE",
    language: "sv",
    universities: ["KTH Royal Institute of Technology", "Stockholm University"],
  },
  {
    city: "Helsinki",
    country: "Finland",
    countryCode: "FI",
    language: "fi",
    universities: ["University of Helsinki", "Aalto University"],
  },
  {
    city: "Warsaw",
    country: "Poland",
    countryCode: "PL",
    language: "pl",
    universities: ["Warsaw University of Technology", "University of Warsaw"],
  },
  {
    city: "Kraków",
    country: "Poland",
    countryCode: "PL",
    language: "pl",
    universities: ["AGH University of Krakow", "Jagiellonian University"],
  },
  {
    city: "Prague",
    country: "Czechia",
    countryCode: "CZ",
    language: "cs",
    universities: ["Czech Technical University in Prague", "Charles University"],
  },
  {
    city: "Ljubljana",
    country: "Slovenia",
    countryCode: "SI",
    language: "sl",
    universities: ["University of Ljubljana"],
  },
  {
    city: "Dublin",
    country: "Ireland",
    countryCode: "IE",
    language: "en",
    universities: ["Trinity College Dublin", "University College Dublin"],
  },
  {
    city: "Edinburgh",
    country: "United Kingdom",
    countryCode: "GB",
    language: "en",
    universities: ["University of Edinburgh", "Heriot-Watt University"],
  },
  {
    city: "Manchester",
    country: "United Kingdom",
    countryCode: "GB",
    language: "en",
    universities: ["University of Manchester"],
  },
];

/** Where a language's last names change with gender (Nowak/Nowak, Novák/Nováková), `femaleLast` is aligned to `last`. */
type Names = {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  femaleLast?: readonly string[];
};

export const NAMES: Partial<Record<LanguageCode, Names>> = {
  de: {
    male: ["Lukas", "Leon", "Finn", "Jonas", "Elias", "Felix", "Paul", "Maximilian", "Noah", "Luca", "Simon"],
    female: ["Anna", "Lea", "Laura", "Sophie", "Marie", "Lena", "Hannah", "Mia", "Clara", "Johanna", "Nina"],
    last: [
      "Müller",
      "Schmidt",
      "Schneider",
      "Fischer",
      "Weber",
      "Wagner",
      "Becker",
      "Hoffmann",
      "Keller",
      "Huber",
      "Brunner",
      "Gerber",
      "Baumann",
      "Wolf",
      "Zimmermann",
      "Frei",
      "Steiner",
      "Graf",
      "Lehmann",
      "Koch",
    ],
  },
  fr: {
    male: ["Louis", "Hugo", "Lucas", "Gabriel", "Arthur", "Jules", "Théo", "Nathan", "Antoine"],
    female: ["Camille", "Chloé", "Manon", "Léa", "Inès", "Juliette", "Zoé", "Élise", "Margaux"],
    last: [
      "Martin",
      "Bernard",
      "Dubois",
      "Moreau",
      "Laurent",
      "Girard",
      "Lefèvre",
      "Roux",
      "Fournier",
      "Mercier",
      "Blanc",
      "Favre",
      "Rochat",
      "Bonnet",
      "Chevalier",
    ],
  },
  nl: {
    male: ["Daan", "Sem", "Lucas", "Milan", "Bram", "Thijs", "Ruben", "Jesse"],
    female: ["Emma", "Julia", "Sanne", "Fleur", "Lotte", "Iris", "Noor", "Eva"],
    last: [
      "de Jong",
      "Jansen",
      "de Vries",
      "van den Berg",
      "Bakker",
      "Visser",
      "Smit",
      "Meijer",
      "de Boer",
      "Mulder",
      "Peeters",
      "Maes",
      "Willems",
    ],
  },
  it: {
    male: ["Francesco", "Alessandro", "Lorenzo", "Matteo", "Luca", "Davide", "Marco"],
    female: ["Giulia", "Chiara", "Francesca", "Sara", "Martina", "Alessia", "Elena"],
    last: [
      "Rossi",
      "Russo",
      "Ferrari",
      "Esposito",
      "Bianchi",
      "Romano",
      "Colombo",
      "Ricci",
      "Marino",
      "Greco",
      "Bruno",
      "Conti",
    ],
  },
  es: {
    male: ["Hugo", "Pablo", "Álvaro", "Daniel", "Javier", "Sergio"],
    female: ["Lucía", "María", "Paula", "Carmen", "Marta", "Claudia", "Irene"],
    last: [
      "García",
      "Fernández",
      "González",
      "Rodríguez",
      "López",
      "Martínez",
      "Sánchez",
      "Pérez",
      "Romero",
      "Navarro",
      "Torres",
    ],
  },
  pt: {
    male: ["João", "Tiago", "Rodrigo", "Diogo", "Miguel"],
    female: ["Beatriz", "Mariana", "Inês", "Carolina", "Ana"],
    last: ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa"],
  },
  da: {
    male: ["Mads", "Frederik", "Magnus", "Oliver", "Emil"],
    female: ["Ida", "Freja", "Sofie", "Mathilde", "Clara"],
    last: ["Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen"],
  },
  sv: {
    male: ["Erik", "Oscar", "William", "Axel", "Hugo"],
    female: ["Elsa", "Alice", "Maja", "Ebba", "Wilma"],
    last: ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Lindqvist", "Berg"],
  },
  fi: {
    male: ["Eetu", "Aleksi", "Onni", "Veeti", "Juho"],
    female: ["Aino", "Emilia", "Venla", "Sofia", "Helmi"],
    last: ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen"],
  },
  pl: {
    male: ["Jakub", "Kacper", "Szymon", "Filip", "Mateusz"],
    female: ["Zuzanna", "Julia", "Maja", "Aleksandra", "Natalia"],
    last: ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Mazur"],
    femaleLast: ["Nowak", "Kowalska", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowska", "Zielińska", "Mazur"],
  },
  cs: {
    male: ["Jakub", "Jan", "Tomáš", "Matěj", "Ondřej"],
    female: ["Tereza", "Eliška", "Adéla", "Kateřina", "Barbora"],
    last: ["Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý"],
    femaleLast: ["Nováková", "Svobodová", "Novotná", "Dvořáková", "Černá", "Procházková", "Kučerová", "Veselá"],
  },
  sl: {
    male: ["Luka", "Nejc", "Žiga", "Jan", "Matej"],
    female: ["Nika", "Eva", "Lara", "Maša", "Ana"],
    last: ["Novak", "Horvat", "Krajnc", "Zupančič", "Potočnik", "Kovačič", "Mlakar"],
  },
  en: {
    male: ["Jack", "Oliver", "Conor", "Callum", "James", "Ryan"],
    female: ["Emily", "Sophie", "Aoife", "Grace", "Olivia", "Isla"],
    last: ["Murphy", "Kelly", "Walsh", "Byrne", "Smith", "Taylor", "Brown", "Wilson", "Campbell", "Robertson"],
  },
};

/** The language a student from `place` grew up with, for the CV's languages; English when the place is unknown. */
export function homeLanguage(place: { city: string; countryCode: string } | null): LanguageCode {
  if (!place) return "en";
  const exact = HOME_CITIES.find((home) => home.city === place.city && home.countryCode === place.countryCode);
  return (exact ?? HOME_CITIES.find((home) => home.countryCode === place.countryCode))?.language ?? "en";
}
