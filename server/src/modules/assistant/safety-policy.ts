import type { LibraryLanguage } from '../../providers/ai/assistant';
import { fold } from './retrieval/tokenize';

/**
 * The assistant's safety policy, in one place. A question that asks for a professional decision
 * in medicine (doses, contraindications, allergies, children, pregnancy), engineering (safety
 * factors, loads, fire safety, waiving a code requirement) or law and tax (advice on a specific
 * case) is answered first with a refusal or a caution and a referral to the professional source,
 * and only then with what the library says, with its conditions. Both the offline and the model
 * path put `safetyLead` first, and a model's answer is checked with `policyViolation`.
 */
export type SafetyDomain = 'medicine' | 'engineering' | 'law' | 'tax';
export type SafetyAction = 'refuse' | 'caution';

export interface SafetyAssessment {
  domain: SafetyDomain;
  action: SafetyAction;
  /** What made the question one for the policy, e.g. "dose", "child", "waiver". */
  reasons: string[];
  /** The question names a penicillin-class drug together with a penicillin allergy. */
  penicillinInAllergy: boolean;
}

/** Patterns on folded text (lower case, no diacritics), in the four library languages. */
const PATTERNS = {
  dose: /\b(doses?|dosage|dosing|dosis|doseren|dosering\w*|dosierung\w*|posologia|mg\/kg|ml\/kg|mg|how much \w+ (?:should|do|can) i give|hoeveel \w+ geef|wie ?viel \w+ gebe|cuanto \w+ le doy)\b/,
  increase: /\b(double|doubling|triple|increase the dose|verdubbel\w*|verdoppel\w*|duplicar|doblar)\b/,
  prescribe:
    /\b(prescri\w*|voorschrij\w*|schrijf ik|verschreib\w*|verordne\w*|recet\w*|give|geef|gebe|le doy|le pongo|administer\w*|toedien\w*|verabreich\w*|administr\w*)\b/,
  drug: /\b(amoxicill\w*|amoxiclav|co-amoxiclav|ampicill\w*|flucloxacill\w*|piperacill\w*|penicill\w*|benzylpenicill\w*|ibuprofen\w*|ibuprofeno|paracetamol\w*|acetaminophen|nitrofurantoin\w*|alteplase|tenecteplase|antibiotic\w*|antibiotica|antibiotikum|antibiotika|antibiotico\w*|doac|anticoagul\w*|antikoagul\w*|medicine|medication|medicijn\w*|medikament\w*|medicamento\w*|fever medicine|koortsremmer\w*|fiebersaft|thromboly\w*|trombolys\w*|trombolisis|fluid bolus|bolus)\b/,
  child:
    /\b(child|children|kid|kids|infant|baby|toddler|\w+-year-old|year old|kind|kinderen|kindje|peuter|zuigeling|dochter|zoon|daughter|son|kleinkind|saugling|tochter|sohn|hijo|hija|nino|nina|bebe|lactante|pediatric\w*|paediatric\w*|kinderarts|\d+ (?:jaar|anos|jahre|jahren|years))\b/,
  pregnancy: /\b(pregnan\w*|zwanger\w*|schwanger\w*|embaraz\w*|gestacion|breastfeed\w*|borstvoeding|stillzeit|stillende|lactancia)\b/,
  allergy: /\b(allerg\w*|alergi\w*)\b/,
  contraindication: /\b(contra-?indicat\w*|kontraindikation\w*|contraindicacion\w*|gegenanzeige\w*)\b/,
  patient:
    /\b(my patient|mijn patient\w*|mein\w* patient\w*|mi paciente|paciente con|patient with|patient who|patiente|patient is|septic|sepsis|stroke|ictus|herseninfarct|schlaganfall|capacity|wilsonbekwaam|einwilligungsunfahig|operation|operatie)\b/,
  safetyFactor:
    /\b(partial (?:safety )?factors?|safety factors?|partiele factor\w*|veiligheidsfactor\w*|belastingfactor\w*|teilsicherheitsbeiwert\w*|sicherheitsbeiwert\w*|coeficientes? (?:parcial\w* )?de seguridad|coeficientes? parcial\w*|gamma_?[gqm]|6\.10[ab]?|factor 1[,.]\d+|en 1990|load combination\w*|belastingcombinatie\w*|lastkombination\w*|combinacion\w* de acciones)\b/,
  load: /\b(snow load|wind load|imposed load|sneeuwbelasting|windbelasting|schneelast|windlast|nutzlast|carga de nieve|carga de viento|sobrecarga de uso|characteristic (?:values?|loads?)|karakteristieke|charakteristisch\w*|fatigue|vermoeiing|ermudung\w*|fatiga|kranbahn|liggers?|profiel|beams?|girders?|trager)\b/,
  fire: /\b(fire resistance|fire safety|fire rating|sprinkler\w*|brandwerend\w*|brandveilig\w*|brandscheiding|brandschutz\w*|feuerwiderstand\w*|resistencia al fuego|proteccion contra incendios|incendio\w*)\b/,
  workplace:
    /\b(solvent\w*|oplosmiddel\w*|losemittel\w*|disolvente\w*|absaugung|afzuiging|extraccion localizada|local exhaust|respirator\w*|atemschutz\w*|adembescherming|mascarilla\w*)\b/,
  waiver:
    /\b(waiver|waive\w*|skip|omit|leave out|sign\w* (?:off|that|a)|verzicht\w*|weglassen|weg te laten|weglaten|afzien|afstand|tekent|ondertekent|renunci\w*|omitir|prescindir|exoner\w*|own risk|eigen risico|eigenes risiko|su responsabilidad|instead of|in plaats van|statt|en lugar de|en vez de)\b/,
  reduce: /\b(reduce|lower|lighter|verlag\w*|verminder\w*|lichter|reduzier\w*|verringer\w*|reducir|rebajar|bajar)\b/,
  specificCase:
    /\b(my client\w*|our client\w*|mijn client\w*|mijn klant\w*|onze klant\w*|mein\w* mandant\w*|unser\w* mandant\w*|mi cliente|un cliente|nuestro cliente|should we file|what should (?:we|i) (?:file|argue|claim)|win|winnen|gewinnen|ganar|ganamos|argumentos|welke boete|which fine|what fine|welche (?:strafe|geldbusse)|que multa|sue|verklagen|dagvaard\w*|demandar|appeal|bezwaar|einspruch|recurso|inspeccion|betriebsprufung|boekenonderzoek|audit by the tax)\b/,
  evasion:
    /\b(so that\b.{0,60}\b(?:keeps?|stays?|remains?|avoids?|pays? no|falls? under)|zodat\b.{0,60}\b(?:onder|blijft|hoeft|niet)|damit\b.{0,60}\b(?:unter|bleibt|keine|nicht)|para (?:no|que no|evitar)|um\b.{0,40}\bzu (?:vermeiden|umgehen)|avoid (?:paying|the tax|reporting)|cash-box|spread\w*\b.{0,40}\b(?:invoices|facturen)|verspreiden|structure it|structureer|estructur\w*)\b/,
  tax: /\b(tax\w*|vat|btw|kor|belasting\w*|fiscal\w*|steuer\w*|finanzamt|impuesto\w*|iva|irpf|hacienda|tributari\w*|transfer pric\w*|verrechnungspreis\w*|precios de transferencia|verrekenprijs\w*)\b/,
  law: /\b(law|legal\w*|court|contract\w*|gdpr|avg|dsgvo|rgpd|datalek|data breach|datenpanne|brecha|bestatigungsschreiben|confirmation|wet|rechter|gesetz\w*|gericht\w*|prozess|vertrag\w*|ley|tribunal\w*|blanqueo|pep|money laundering|witwas\w*|geldwasche|consent|toestemming|einwilligung|consentimiento)\b/,
};

const has = (text: string, key: keyof typeof PATTERNS) => PATTERNS[key].test(text);

/** Penicillin-class drugs: an allergy to penicillin rules them out unless a specialist says otherwise. */
const PENICILLIN_CLASS = /\b(amoxicill\w*|amoxiclav|co-amoxiclav|ampicill\w*|flucloxacill\w*|piperacill\w*|benzylpenicill\w*|phenoxymethylpenicill\w*)\b/;

/** Whether `question` falls under the policy, and how it is to be answered. */
export function assessSafety(question: string): SafetyAssessment | null {
  const q = fold(question).replace(/[’']/g, "'");
  const reasons = (keys: Array<keyof typeof PATTERNS>) => keys.filter((k) => has(q, k));

  const medical = reasons(['dose', 'increase', 'drug', 'child', 'pregnancy', 'allergy', 'contraindication', 'patient']);
  const clinicalContext =
    medical.some((r) => ['dose', 'drug', 'contraindication', 'patient'].includes(r)) || (medical.includes('allergy') && has(q, 'prescribe'));
  if (clinicalContext) {
    const dosing = medical.includes('dose') || medical.includes('increase');
    const vulnerable = medical.some((r) => ['child', 'pregnancy', 'allergy'].includes(r));
    const action: SafetyAction = (dosing && (vulnerable || has(q, 'prescribe'))) || medical.includes('increase') ? 'refuse' : 'caution';
    const penicillinInAllergy = medical.includes('allergy') && /penicill|penicil/.test(q) && PENICILLIN_CLASS.test(q);
    return { domain: 'medicine', action: penicillinInAllergy ? 'refuse' : action, reasons: medical, penicillinInAllergy };
  }

  const engineering = reasons(['safetyFactor', 'load', 'fire', 'workplace']);
  if (engineering.length) {
    const waived = has(q, 'waiver') || (has(q, 'reduce') && (engineering.includes('fire') || engineering.includes('safetyFactor')));
    return {
      domain: 'engineering',
      action: waived ? 'refuse' : 'caution',
      reasons: [...engineering, ...(waived ? ['waiver'] : [])],
      penicillinInAllergy: false,
    };
  }

  const specific = has(q, 'specificCase') || has(q, 'evasion');
  if (specific && (has(q, 'tax') || has(q, 'law') || has(q, 'evasion') || has(q, 'specificCase'))) {
    const domain: SafetyDomain = has(q, 'tax') ? 'tax' : 'law';
    const refuse = has(q, 'evasion') || /\b(win|winnen|gewinnen|ganar|ganamos|should we file)\b/.test(q);
    return { domain, action: refuse ? 'refuse' : 'caution', reasons: reasons(['specificCase', 'evasion']), penicillinInAllergy: false };
  }
  return null;
}

interface LeadTexts {
  refuse: Record<SafetyDomain, string>;
  caution: Record<SafetyDomain, string>;
  refer: Record<SafetyDomain, string>;
  penicillin: string;
  then: string;
}

/** The policy's sentences in each library language; the referral names the professional source. */
export const SAFETY_TEXTS: Record<LibraryLanguage, LeadTexts> = {
  en: {
    refuse: {
      medicine:
        "**I cannot advise on this.** A dose or treatment for an individual patient, a child or a pregnant or allergic patient is a prescriber's decision, not something to take from a library passage.",
      engineering:
        '**I cannot advise on this.** Safety factors, design loads and fire-safety requirements are not for the client to waive, and a signature does not change what the code requires.',
      law: '**I cannot advise on this.** What to do in a specific case, or how to arrange matters to avoid a legal obligation, needs advice on the full facts.',
      tax: '**I cannot advise on this.** How to arrange a specific case, or how to stay below a tax threshold, needs advice on the full facts and is not something the library answers.',
    },
    caution: {
      medicine:
        '**Caution:** this concerns a clinical decision for a patient. The library gives general information only, not advice for an individual patient.',
      engineering: '**Caution:** this concerns structural or fire safety. The library gives general information only, not design values for your structure.',
      law: '**Caution:** this concerns a specific case. The library gives general information only, not legal advice.',
      tax: '**Caution:** this concerns a specific case. The library gives general information only, not tax advice.',
    },
    refer: {
      medicine:
        "Check the prescriber's formulary (such as the BNF or the national formulary) and the current national guideline, and consult the responsible prescriber or a pharmacist; for a child use the paediatric formulary.",
      engineering:
        'Refer to the structural engineer of record and the Eurocode with its national annex, and for fire safety to the building regulations and the fire-safety engineer or the building control authority.',
      law: 'Consult a lawyer admitted in the jurisdiction concerned.',
      tax: "Consult a tax adviser and the tax authority's current guidance.",
    },
    penicillin:
      "Note: amoxicillin is a penicillin. In a patient with a penicillin allergy it is contraindicated unless the allergy has been assessed and ruled out; the alternative is the prescriber's decision under the guideline.",
    then: 'What the library says in general, with its conditions:',
  },
  nl: {
    refuse: {
      medicine:
        '**Hierover kan ik geen advies geven.** Een dosis of behandeling voor een individuele patiënt, een kind of een zwangere of allergische patiënt is een beslissing van de voorschrijver, niet iets om uit een bibliotheekpassage over te nemen.',
      engineering:
        '**Hierover kan ik geen advies geven.** Veiligheidsfactoren, ontwerpbelastingen en brandveiligheidseisen kan een opdrachtgever niet wegtekenen; een handtekening verandert niets aan wat de norm vereist.',
      law: '**Hierover kan ik geen advies geven.** Wat te doen in een concrete zaak, of hoe een wettelijke verplichting te ontlopen, vraagt advies op basis van alle feiten.',
      tax: '**Hierover kan ik geen advies geven.** Hoe een concreet geval in te richten, of hoe onder een fiscale grens te blijven, vraagt advies op basis van alle feiten.',
    },
    caution: {
      medicine:
        '**Let op:** dit betreft een klinische beslissing over een patiënt. De bibliotheek geeft alleen algemene informatie, geen advies voor een individuele patiënt.',
      engineering:
        '**Let op:** dit betreft constructieve of brandveiligheid. De bibliotheek geeft alleen algemene informatie, geen ontwerpwaarden voor uw constructie.',
      law: '**Let op:** dit betreft een concrete zaak. De bibliotheek geeft alleen algemene informatie, geen juridisch advies.',
      tax: '**Let op:** dit betreft een concreet geval. De bibliotheek geeft alleen algemene informatie, geen belastingadvies.',
    },
    refer: {
      medicine:
        'Raadpleeg het Farmacotherapeutisch Kompas of het Kinderformularium en de actuele richtlijn, en overleg met de verantwoordelijke voorschrijver of een apotheker.',
      engineering:
        'Leg dit voor aan de verantwoordelijke constructeur en toets aan de Eurocode met de Nederlandse nationale bijlage, en voor brandveiligheid aan het Besluit bouwwerken leefomgeving en het bevoegd gezag.',
      law: 'Raadpleeg een advocaat.',
      tax: 'Raadpleeg een belastingadviseur en de actuele informatie van de Belastingdienst.',
    },
    penicillin:
      'Let op: amoxicilline is een penicilline. Bij een penicillineallergie is het gecontra-indiceerd tenzij de allergie is beoordeeld en uitgesloten; het alternatief is aan de voorschrijver volgens de richtlijn.',
    then: 'Wat de bibliotheek in het algemeen zegt, met de voorwaarden:',
  },
  de: {
    refuse: {
      medicine:
        '**Dazu kann ich nicht raten.** Eine Dosis oder Behandlung für einen einzelnen Patienten, ein Kind oder eine schwangere oder allergische Patientin entscheidet die verordnende Ärztin oder der verordnende Arzt, nicht eine Bibliothekspassage.',
      engineering:
        '**Dazu kann ich nicht raten.** Teilsicherheitsbeiwerte, Bemessungslasten und Brandschutzanforderungen kann kein Bauherr abbedingen; eine Unterschrift ändert nichts an dem, was die Norm verlangt.',
      law: '**Dazu kann ich nicht raten.** Was in einem konkreten Fall zu tun ist, oder wie sich eine rechtliche Pflicht umgehen lässt, verlangt eine Beratung auf Grundlage des gesamten Sachverhalts.',
      tax: '**Dazu kann ich nicht raten.** Wie ein konkreter Fall zu gestalten ist, oder wie man unter einer steuerlichen Grenze bleibt, verlangt eine Beratung auf Grundlage des gesamten Sachverhalts.',
    },
    caution: {
      medicine:
        '**Vorsicht:** Es geht um eine klinische Entscheidung für einen Patienten. Die Bibliothek gibt nur allgemeine Informationen, keine Empfehlung für einen einzelnen Patienten.',
      engineering:
        '**Vorsicht:** Es geht um Tragsicherheit oder Brandschutz. Die Bibliothek gibt nur allgemeine Informationen, keine Bemessungswerte für Ihr Tragwerk.',
      law: '**Vorsicht:** Es geht um einen konkreten Fall. Die Bibliothek gibt nur allgemeine Informationen, keine Rechtsberatung.',
      tax: '**Vorsicht:** Es geht um einen konkreten Fall. Die Bibliothek gibt nur allgemeine Informationen, keine Steuerberatung.',
    },
    refer: {
      medicine:
        'Prüfen Sie die Fachinformation und die aktuelle Leitlinie und sprechen Sie mit der verordnenden Ärztin oder dem verordnenden Arzt oder einer Apotheke; für Kinder gelten die pädiatrischen Dosierungsempfehlungen.',
      engineering:
        'Wenden Sie sich an den verantwortlichen Tragwerksplaner und den Eurocode mit seinem Nationalen Anhang, beim Brandschutz an die Landesbauordnung und den Brandschutzplaner oder die Bauaufsicht.',
      law: 'Wenden Sie sich an eine Rechtsanwältin oder einen Rechtsanwalt.',
      tax: 'Wenden Sie sich an eine Steuerberaterin oder einen Steuerberater.',
    },
    penicillin:
      'Hinweis: Amoxicillin ist ein Penicillin. Bei einer Penicillinallergie ist es kontraindiziert, solange die Allergie nicht abgeklärt und ausgeschlossen ist; die Alternative entscheidet die verordnende Person nach der Leitlinie.',
    then: 'Was die Bibliothek allgemein sagt, mit seinen Bedingungen:',
  },
  es: {
    refuse: {
      medicine:
        '**No puedo aconsejarle sobre esto.** Una dosis o un tratamiento para un paciente concreto, un niño o una paciente embarazada o alérgica es una decisión de quien prescribe, no algo que tomar de un pasaje de la biblioteca.',
      engineering:
        '**No puedo aconsejarle sobre esto.** Los coeficientes de seguridad, las cargas de cálculo y los requisitos de seguridad contra incendios no se pueden renunciar por el cliente; una firma no cambia lo que exige la norma.',
      law: '**No puedo aconsejarle sobre esto.** Qué hacer en un caso concreto, o cómo evitar una obligación legal, requiere asesoramiento sobre todos los hechos.',
      tax: '**No puedo aconsejarle sobre esto.** Cómo organizar un caso concreto, o cómo quedar por debajo de un umbral fiscal, requiere asesoramiento sobre todos los hechos.',
    },
    caution: {
      medicine:
        '**Precaución:** se trata de una decisión clínica sobre un paciente. La biblioteca da solo información general, no una recomendación para un paciente concreto.',
      engineering:
        '**Precaución:** se trata de seguridad estructural o contra incendios. La biblioteca da solo información general, no valores de cálculo para su estructura.',
      law: '**Precaución:** se trata de un caso concreto. La biblioteca da solo información general, no asesoramiento jurídico.',
      tax: '**Precaución:** se trata de un caso concreto. La biblioteca da solo información general, no asesoramiento fiscal.',
    },
    refer: {
      medicine: 'Consulte la ficha técnica (CIMA) y la guía clínica vigente, y al médico prescriptor o a un farmacéutico; en niños, la guía pediátrica.',
      engineering:
        'Consulte al ingeniero responsable del proyecto estructural y el Eurocódigo con su anejo nacional, y para incendios el Código Técnico de la Edificación (DB-SI) y la autoridad competente.',
      law: 'Consulte a un abogado.',
      tax: 'Consulte a un asesor fiscal.',
    },
    penicillin:
      'Nota: la amoxicilina es una penicilina. En un paciente alérgico a la penicilina está contraindicada salvo que la alergia se haya evaluado y descartado; la alternativa la decide quien prescribe según la guía.',
    then: 'Lo que dice la biblioteca en general, con sus condiciones:',
  },
};

/** The paragraphs that open an answer under the policy: refusal or caution, referral, then the lead-in to the library's content. */
export function safetyLead(assessment: SafetyAssessment, language: LibraryLanguage): string {
  const t = SAFETY_TEXTS[language];
  const first = `${t[assessment.action][assessment.domain]} ${t.refer[assessment.domain]}`;
  return [first, ...(assessment.penicillinInAllergy ? [t.penicillin] : []), t.then].join('\n\n');
}

/** Figures a dosing instruction states: "500 mg", "30 ml/kg", "0.9 mg/kg". */
const DOSE_FIGURE = /\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|g|ml|ie|iu|units?)(?:\s*\/\s*kg)?\b/i;

/**
 * Why a model's answer breaks the policy, or null. A refused question's answer may state no
 * dose at all; an answer under the policy may not open with an instruction (the app's own lead
 * comes first, and the model must not contradict it by telling the member what to do).
 */
export function policyViolation(answer: string, assessment: SafetyAssessment | null): string | null {
  if (!assessment) return null;
  if (assessment.action === 'refuse' && assessment.domain === 'medicine' && DOSE_FIGURE.test(answer)) return 'a dose in an answer the policy refuses';
  const opening = fold(answer.replace(/^[\s*>#_-]+/, '')).slice(0, 80);
  if (/^(yes|ja|si|give|prescribe|use|double|skip|you can|you may|u kunt|je kunt|geef|sie konnen|geben sie|puede|puedes|administre)\b/.test(opening))
    return 'an answer that opens with an instruction';
  return null;
}
