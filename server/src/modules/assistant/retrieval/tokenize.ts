/**
 * Tokenisation for the library's four languages (English, Dutch, German, Spanish): lower-case,
 * diacritics folded (é → e, ß → ss), stop words of all four languages removed, and a light,
 * language-neutral suffix stripping so plural and singular forms meet ("riesgos" / "riesgo",
 * "vorderingen" / "vordering", "policies" / "policy"). Queries and passages go through the same
 * function, so consistency matters more than linguistic accuracy.
 */

const STOP_WORDS_EN = `a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had has
have having he her here hers herself him himself his how i if in into is it its itself just me more most my
myself no nor not now of off on once only or other our ours ourselves out over own same she should so some
such than that the their theirs them themselves then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your yours yourself
yourselves may might must shall i'm it's don't doesn't can't cannot us via per`;

const STOP_WORDS_NL = `aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door dus
een eens en er ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je
kan kon kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat onder ons ook op over
reeds te tegen toch toen tot u uit uw van veel voor want waren was wat we wel werd wezen wie wil worden wordt
zal ze zelf zich zij zijn zo zonder zou welke waarom wanneer waar hoeveel inzake mijn onze jullie wij moeten mogen mag kunt zullen`;

const STOP_WORDS_DE = `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer
anderes anders auch auf aus bei bin bis bist da damit dann das dass dasselbe dazu dein deine dem den denn der
des dessen dich die dies diese dieselbe diesem diesen dieser dieses dir doch dort du durch ein eine einem
einen einer eines einig einige er es etwas euch euer für gegen gewesen hab habe haben hat hatte hatten hier
hin hinter ich ihm ihn ihnen ihr ihre im in indem ins ist jede jedem jeden jeder jedes jene jetzt kann kein
keine können könnte machen man manche mein meine mich mir mit muss musste nach nicht nichts noch nun nur ob
oder ohne sehr sein seine sich sie sind so solche soll sollte sondern sonst über um und uns unser unter viel
vom von vor während war waren warum was weil welche wenn werde werden wie wieder will wir wird wo wollen
wurde würde zu zum zur zwar zwischen wieso weshalb welchen welchem welcher welches meinem meinen meiner unserem unseren unserer`;

const STOP_WORDS_ES = `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde
durante e el ella ellas ellos en entre era erais eran eras eres es esa esas ese eso esos esta estaba estado
estais estamos estan estar estas este esto estos estoy fue fueron fui ha habia han has hasta hay la las le
les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otras otro otros para pero poco por
porque que quien quienes se sea ser si sido sin sobre somos son soy su sus tambien tanto te tiene tienen
todo todos tu tus un una uno unos usted ustedes y ya yo cual cuales cuanto como puedo debo debemos debe deben puede pueden podemos nuestro nuestra nuestros nuestras`;

/** Words that only say "this is a question" and carry no topic. */
const QUESTION_NOISE = `explain explanation describe tell please question thanks thank know want give get best way
uitleggen uitleg leg vertel graag vraag erklaren erklarung erklare bitte frage explicar explica explicame
favor pregunta`;

// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const NON_ASCII = /[^\x00-\x7f]/;

/** Folds case and diacritics: "Prüfung" → "prufung", "Straße" → "strasse", "déjà" → "deja". */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

function wordSet(...lists: string[]): Set<string> {
  const set = new Set<string>();
  for (const list of lists) {
    for (const word of list.split(/\s+/)) {
      // Stop words are matched after folding and splitting, like the text itself.
      for (const part of fold(word).split(/[^\p{L}\p{N}]+/u)) if (part) set.add(part);
    }
  }
  return set;
}

export const STOP_WORDS = wordSet(STOP_WORDS_EN, STOP_WORDS_NL, STOP_WORDS_DE, STOP_WORDS_ES);
/** The stop words of each library language apart: the strongest clue to a short question's language. */
export const STOP_WORDS_BY_LANGUAGE = {
  en: wordSet(STOP_WORDS_EN),
  nl: wordSet(STOP_WORDS_NL),
  de: wordSet(STOP_WORDS_DE),
  es: wordSet(STOP_WORDS_ES),
} as const;
const QUERY_STOP_WORDS = wordSet(QUESTION_NOISE);

const MIN_STEM = 3;

/**
 * Light suffix stripping shared by the four languages. Rules run in order, each only when the
 * remaining stem keeps at least three letters: -ies → -y, then a plural -s (not -ss/-us/-is),
 * then -en, then a final -e. "auditores" → "auditor", "leases" → "leas" = "lease" → "leas".
 */
export function lightStem(token: string): string {
  if (/\d/.test(token)) return token;
  let t = token;
  if (t.endsWith('ies') && t.length - 3 >= MIN_STEM) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('s') && !/(ss|us|is)$/.test(t) && t.length - 1 >= MIN_STEM) t = t.slice(0, -1);
  if (t.endsWith('en') && t.length - 2 >= MIN_STEM + 1) t = t.slice(0, -2);
  if (t.endsWith('e') && t.length - 1 >= MIN_STEM) t = t.slice(0, -1);
  return t;
}

const MAX_TOKEN_LENGTH = 40;
const SPLIT = /[^\p{L}\p{N}]+/u;
const DIGITS = /^\d+$/;

/** The index term of one folded word, or null when it is dropped; memoised (the vocabulary is small). */
const termCache = new Map<string, string | null>();
const TERM_CACHE_MAX = 500_000;

function termOf(raw: string): string | null {
  let term = termCache.get(raw);
  if (term !== undefined) return term;
  if (raw.length > MAX_TOKEN_LENGTH || (raw.length < 2 && !DIGITS.test(raw)) || STOP_WORDS.has(raw)) term = null;
  else term = lightStem(raw);
  if (termCache.size >= TERM_CACHE_MAX) termCache.clear();
  termCache.set(raw, term);
  return term;
}

/** The index term of one folded word (see tokenize), or null for stop words and noise. */
export function termOfWord(folded: string): string | null {
  return folded ? termOf(folded) : null;
}

/** Folded words of a text, stop words included (for language detection). */
export function foldedWords(text: string): string[] {
  return fold(text).split(SPLIT).filter(Boolean);
}

/** The index terms of a text, in order, duplicates kept (term frequency matters). */
export function tokenize(text: string, options: { query?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const raw of fold(text).split(SPLIT)) {
    if (!raw) continue;
    const term = termOf(raw);
    if (term === null || (options.query && QUERY_STOP_WORDS.has(raw))) continue;
    out.push(term);
  }
  return out;
}
