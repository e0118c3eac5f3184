import type { Sensitivity } from '../../providers/ai/assistant';
import { sentences } from './retrieval/passages';
import { fold } from './retrieval/tokenize';

/**
 * Words that make a question clinical, legal or tax, in the four library languages (folded;
 * a trailing * matches any ending). Deliberately specific: "liability" or "claim" are also
 * accounting words and stay out, the retrieved article's category covers the rest.
 */
const TRIGGERS: Record<Sensitivity, string> = {
  clinical: `dose* dosage* dosing mg mcg microgram* patient* treat* therap* antibiotic* amoxicillin* penicillin* prescri*
    allerg* drug drugs medication* medicine* diagnos* symptom* clinical* pregnan* infusion* sepsis stroke
    dosis dosering* behandel* antibiotica voorschrij* medicijn* geneesmiddel* zwanger* patienten
    dosierung* behandlung* antibiotik* verschreib* medikament* arzneimittel* schwanger*
    tratamiento* antibiotico* prescrib* alergi* medicamento* farmaco* diagnostico* embaraz* paciente*`,
  legal: `law laws legal* illegal* lawful* lawsuit* court* judge* statute* contract* gdpr avg dsgvo rgpd liable
    verjaring* verjaard* rechtsvordering* wet wetten wettelijk* rechter* overeenkomst* aansprakelijk* juridisch*
    gesetz* gericht* vertrag* vertrage haftung* haftet bgb rechtlich* verjahr*
    ley leyes legal* tribunal* contrato* juridic* demanda* prescripcion*`,
  tax: `tax taxes taxation taxable vat fiscal* transfer-pricing btw belasting* aangifte* omzetbelasting* kleineondernemersregeling
    steuer* umsatzsteuer* finanzamt* mehrwertsteuer* iva impuesto* tributari* hacienda`,
};

const CATEGORY_SENSITIVITY: Record<string, Sensitivity> = { Medicine: 'clinical', Law: 'legal', Tax: 'tax' };

interface Trigger {
  exact: Set<string>;
  prefixes: string[];
}

const triggers = Object.fromEntries(
  Object.entries(TRIGGERS).map(([kind, list]) => {
    const words = fold(list).split(/\s+/).filter(Boolean);
    return [kind, { exact: new Set(words.filter((w) => !w.endsWith('*'))), prefixes: words.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)) }];
  }),
) as Record<Sensitivity, Trigger>;

/**
 * Whether a question needs a professional-judgement notice, and which: by its own words first,
 * then by the category of the article that answers it best.
 */
export function sensitivityOf(question: string, passages: ReadonlyArray<{ category?: string }>): Sensitivity | null {
  const words = fold(question)
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((w) => [w, ...w.split('-')])
    .filter(Boolean);
  for (const kind of ['clinical', 'legal', 'tax'] as const) {
    const t = triggers[kind];
    if (words.some((w) => t.exact.has(w) || t.prefixes.some((p) => w.startsWith(p)))) return kind;
  }
  const category = passages[0]?.category;
  return (category && CATEGORY_SENSITIVITY[category]) || null;
}

/** Number words of the four languages; "een", "ein(e)", "un(a)" are left out, being articles as often as numbers. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  twenty: 20,
  thirty: 30,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  veertien: 14,
  twintig: 20,
  dertig: 30,
  zwei: 2,
  drei: 3,
  funf: 5,
  sechs: 6,
  sieben: 7,
  neun: 9,
  zehn: 10,
  zwolf: 12,
  vierzehn: 14,
  zwanzig: 20,
  dreissig: 30,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  catorce: 14,
  veinte: 20,
  treinta: 30,
};

/** Units of doses, durations and legal periods, folded, to a unit class. */
const UNITS: Array<[RegExp, string]> = [
  [/^(mg|milligrams?|milligram|milligramm|miligramos?)$/, 'mg'],
  [/^(mcg|µg|ug|micrograms?|microgram|mikrogramm|microgramos?)$/, 'mcg'],
  [/^(g|grams?|gram|gramm|gramos?)$/, 'g'],
  [/^(ml|millilitres?|milliliters?|milliliter|mililitros?)$/, 'ml'],
  [/^(iu|ie|units?|eenheden|einheiten|unidades)$/, 'units'],
  [/^(days?|dag|dagen|tag|tage|tagen|dias?)$/, 'day'],
  [/^(weeks?|week|weken|woche|wochen|semanas?)$/, 'week'],
  [/^(hours?|uur|uren|stunde|stunden|horas?)$/, 'hour'],
  [/^(months?|maand|maanden|monat|monate|monaten|mes|meses)$/, 'month'],
  [/^(years?|jaar|jaren|jahr|jahre|jahren|anos?)$/, 'year'],
  [/^(%|percent|procent|prozent|por ciento)$/, 'percent'],
  [/^(times|keer|maal|mal|veces)$/, 'times'],
];

const unitClass = (word: string) => UNITS.find(([re]) => re.test(word))?.[1] ?? null;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const FIGURE = new RegExp(String.raw`(?<![\p{L}\p{N}])${NUMBER}(?:\s*(?:-|–|to|tot|bis|a|al|and|en|und|y|or|of|oder|o)\s*${NUMBER})?[\s-]*(%|[\p{L}µ]+)`, 'gu');

const numberValue = (token: string): number | null => {
  if (/^\d/.test(token)) return Number(token.replace(',', '.'));
  return NUMBER_WORDS[token] ?? null;
};

/**
 * The doses, durations, periods and percentages a text states, as "5 day", "500 mg", "20 year":
 * digits or number words followed by a unit, ranges giving both ends ("5 to 10 days").
 */
export function figuresIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of fold(text).matchAll(FIGURE)) {
    const unit = unitClass(m[3]);
    if (!unit) continue;
    for (const token of [m[1], m[2]]) {
      if (token === undefined) continue;
      const value = numberValue(token);
      if (value !== null && Number.isFinite(value)) out.add(`${value} ${unit}`);
    }
  }
  amountsIn(text, out);
  return out;
}

/** Amounts of money with their currency before or after: "EUR 999", "€ 40", "40 euro". */
const CURRENCY = new RegExp(
  String.raw`(?:(eur|euro|€|usd|\$|gbp|£|chf)\s*(\d[\d.,]*\d|\d)|(?<![\p{L}\p{N}])(\d[\d.,]*\d|\d)\s*(eur|euros?|€|usd|dollars?|gbp|£|pounds?|chf))(?![\p{L}])`,
  'gu',
);
const CURRENCY_CLASS: Record<string, string> = {
  eur: 'eur',
  euro: 'eur',
  euros: 'eur',
  '€': 'eur',
  usd: 'usd',
  $: 'usd',
  dollar: 'usd',
  dollars: 'usd',
  gbp: 'gbp',
  '£': 'gbp',
  pound: 'gbp',
  pounds: 'gbp',
  chf: 'chf',
};

/** A written amount as a number: "1.000,50" and "1,000.50" both read 1000.5; "999" reads 999. */
function amountValue(text: string): number {
  const lastSep = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const decimals = lastSep >= 0 && text.length - lastSep - 1 !== 3;
  const whole = decimals ? text.slice(0, lastSep) : text;
  const fraction = decimals ? text.slice(lastSep + 1) : '';
  return Number(`${whole.replace(/[.,]/g, '')}${fraction ? `.${fraction}` : ''}`);
}

function amountsIn(text: string, out: Set<string>): void {
  for (const m of fold(text).matchAll(CURRENCY)) {
    const currency = CURRENCY_CLASS[m[1] ?? m[4]];
    const value = amountValue(m[2] ?? m[3]);
    if (currency && Number.isFinite(value)) out.add(`${value} ${currency}`);
  }
}

/** Text reduced for quote comparison: folded, Markdown and quotation marks dropped, spacing collapsed. */
function comparable(text: string): string {
  return fold(text)
    .replace(/[*_`>"“”„«»‘’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence's clauses: split at semicolons and at ", and" / ", but" (and their equivalents). */
function clauses(sentence: string): string[] {
  return sentence
    .split(/;\s+|,\s+(?=(?:and|but|while|whereas|en|maar|terwijl|und|aber|während|wahrend|y|pero|mientras)\s)/i)
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * The figures of `answer` that it does not quote with their conditions: a figure passes only when
 * a clause of `passages` states it and the answer contains that whole clause word for word (so
 * "five days is sufficient" cannot travel without "for most cases of … managed in primary care").
 */
export function unsupportedFigures(answer: string, passages: ReadonlyArray<{ text: string }>, { strict = true } = {}): string[] {
  if (!strict) {
    const stated = new Set(passages.flatMap((p) => [...figuresIn(p.text)]));
    return [...figuresIn(answer)].filter((f) => !stated.has(f));
  }
  const said = comparable(answer);
  const quoted = new Set<string>();
  for (const p of passages) {
    for (const clause of sentences(p.text).flatMap(clauses)) {
      const figures = figuresIn(clause);
      if (!figures.size) continue;
      const body = comparable(clause).replace(/[.!?;:,]+$/, '');
      if (body && said.includes(body)) for (const f of figures) quoted.add(f);
    }
  }
  return [...figuresIn(answer)].filter((f) => !quoted.has(f));
}

/**
 * The quotations of `answer` (three words or more between quotation marks) that no passage
 * contains word for word: a model may not put words in a source's mouth.
 */
export function unsupportedQuotations(answer: string, passages: ReadonlyArray<{ text: string }>): string[] {
  const sources = passages.map((p) => comparable(p.text));
  const out: string[] = [];
  for (const m of answer.matchAll(/["“„«]([^"“”„«»]{12,}?)["”“»]/g)) {
    const quoted = comparable(m[1]).replace(/^[.…\s]+|[.…,;:\s]+$/g, '');
    if (quoted.split(' ').length < 3) continue;
    const parts = quoted.split(/\s*(?:\.\.\.|…)\s*/).filter(Boolean);
    if (!parts.every((part) => sources.some((s) => s.includes(part)))) out.push(m[1]);
  }
  return out;
}
