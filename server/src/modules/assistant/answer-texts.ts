import type { LibraryLanguage, Sensitivity } from '../../providers/ai/assistant';

/** Where a member asks for content the library lacks (Account → Request Content). */
export const REQUEST_CONTENT_PATH = '/account?tab=request';

interface AnswerTexts {
  intro(product: string): string;
  closing: string;
  source: string;
  /** "(in Dutch)": added to a citation whose article is in another language than the question. */
  writtenIn: Record<LibraryLanguage, string>;
  noMatch(product: string): string;
  noticeLabel: string;
  /** Shown when the model could not answer and the answer comes from the library search alone. */
  fallback: string;
  notice: Record<Sensitivity, string>;
}

const requestLink = `[Account → Request Content](${REQUEST_CONTENT_PATH})`;

/** The assistant's own sentences in each library language; quotes stay in their article's language. */
export const ANSWER_TEXTS: Record<LibraryLanguage, AnswerTexts> = {
  en: {
    intro: (p) => `I answer from the ${p} library. These passages are the closest match to your question:`,
    closing: 'Open the linked articles for the full context.',
    source: 'Source',
    writtenIn: { en: '(in English)', nl: '(in Dutch)', de: '(in German)', es: '(in Spanish)' },
    noMatch: (p) =>
      `I answer from the ${p} library, and I could not find anything in it that covers this question. ` +
      `Try rephrasing it with the key terms of your topic, or ask us to add an article on it: ${requestLink}.`,
    noticeLabel: 'Professional judgement',
    fallback: '**Notice:** the AI model could not answer just now, so this answer comes from the library search alone, without a model.',
    notice: {
      clinical:
        'this is general information from the library, not advice for an individual patient. A dose, duration or treatment applies only under the conditions its source states; check them against the patient (allergies, age, kidney function, interactions) and current guidelines before you act.',
      legal:
        'this is general information from the library, not legal advice. A rule applies only under the conditions and exceptions its source states, in its jurisdiction and as in force at the time; check the facts of the case and the current law before you rely on it.',
      tax: 'this is general information from the library, not tax advice. Rates, thresholds and schemes apply only under the conditions their source states and for the period it covers; check the facts and the current rules before you rely on them.',
    },
  },
  nl: {
    intro: (p) => `Ik antwoord vanuit de bibliotheek van ${p}. Deze passages sluiten het best aan bij uw vraag:`,
    closing: 'Open de gelinkte artikelen voor de volledige context.',
    source: 'Bron',
    writtenIn: { en: '(in het Engels)', nl: '(in het Nederlands)', de: '(in het Duits)', es: '(in het Spaans)' },
    noMatch: (p) =>
      `Ik antwoord vanuit de bibliotheek van ${p} en vond daarin niets over deze vraag. ` +
      `Formuleer de vraag opnieuw met de kernbegrippen van uw onderwerp, of vraag ons er een artikel over toe te voegen: ${requestLink}.`,
    noticeLabel: 'Professioneel oordeel',
    fallback: '**Let op:** het AI-model kon nu niet antwoorden; dit antwoord komt daarom alleen uit de zoekfunctie van de bibliotheek, zonder model.',
    notice: {
      clinical:
        'dit is algemene informatie uit de bibliotheek, geen advies voor een individuele patiënt. Een dosis, duur of behandeling geldt alleen onder de voorwaarden die de bron noemt; toets die aan de patiënt (allergieën, leeftijd, nierfunctie, interacties) en aan de actuele richtlijnen voordat u handelt.',
      legal:
        'dit is algemene informatie uit de bibliotheek, geen juridisch advies. Een regel geldt alleen onder de voorwaarden en uitzonderingen die de bron noemt, in het betreffende rechtsgebied en zoals die op dat moment geldt; toets de feiten van de zaak en het actuele recht voordat u erop vertrouwt.',
      tax: 'dit is algemene informatie uit de bibliotheek, geen belastingadvies. Tarieven, drempels en regelingen gelden alleen onder de voorwaarden die de bron noemt en voor de periode waarover die gaat; toets de feiten en de actuele regels voordat u erop vertrouwt.',
    },
  },
  de: {
    intro: (p) => `Ich antworte aus der Bibliothek von ${p}. Diese Passagen passen am besten zu Ihrer Frage:`,
    closing: 'Öffnen Sie die verlinkten Artikel für den vollständigen Zusammenhang.',
    source: 'Quelle',
    writtenIn: { en: '(auf Englisch)', nl: '(auf Niederländisch)', de: '(auf Deutsch)', es: '(auf Spanisch)' },
    noMatch: (p) =>
      `Ich antworte aus der Bibliothek von ${p} und habe darin nichts zu dieser Frage gefunden. ` +
      `Formulieren Sie die Frage mit den Fachbegriffen Ihres Themas neu, oder bitten Sie uns um einen Artikel dazu: ${requestLink}.`,
    noticeLabel: 'Fachliches Urteil',
    fallback: '**Hinweis:** Das KI-Modell konnte gerade nicht antworten; diese Antwort stammt daher allein aus der Bibliothekssuche, ohne Modell.',
    notice: {
      clinical:
        'Dies sind allgemeine Informationen aus der Bibliothek, keine Empfehlung für einen einzelnen Patienten. Eine Dosis, Dauer oder Behandlung gilt nur unter den Bedingungen, die ihre Quelle nennt; prüfen Sie diese am Patienten (Allergien, Alter, Nierenfunktion, Wechselwirkungen) und an den aktuellen Leitlinien, bevor Sie handeln.',
      legal:
        'Dies sind allgemeine Informationen aus der Bibliothek, keine Rechtsberatung. Eine Regel gilt nur unter den Voraussetzungen und Ausnahmen, die ihre Quelle nennt, in ihrer Rechtsordnung und in der geltenden Fassung; prüfen Sie den Sachverhalt und das aktuelle Recht, bevor Sie sich darauf stützen.',
      tax: 'Dies sind allgemeine Informationen aus der Bibliothek, keine Steuerberatung. Steuersätze, Grenzen und Regelungen gelten nur unter den Bedingungen, die ihre Quelle nennt, und für den Zeitraum, den sie behandelt; prüfen Sie den Sachverhalt und die aktuellen Vorschriften, bevor Sie sich darauf stützen.',
    },
  },
  es: {
    intro: (p) => `Respondo a partir de la biblioteca de ${p}. Estos pasajes son los que mejor responden a su pregunta:`,
    closing: 'Abra los artículos enlazados para ver el contexto completo.',
    source: 'Fuente',
    writtenIn: { en: '(en inglés)', nl: '(en neerlandés)', de: '(en alemán)', es: '(en español)' },
    noMatch: (p) =>
      `Respondo a partir de la biblioteca de ${p} y no he encontrado nada en ella sobre esta pregunta. ` +
      `Reformúlela con los términos clave de su tema o pídanos un artículo sobre él: ${requestLink}.`,
    noticeLabel: 'Juicio profesional',
    fallback: '**Aviso:** el modelo de IA no ha podido responder ahora; esta respuesta procede solo de la búsqueda en la biblioteca, sin modelo.',
    notice: {
      clinical:
        'esta es información general de la biblioteca, no una recomendación para un paciente concreto. Una dosis, duración o tratamiento solo se aplica en las condiciones que indica su fuente; compruébelas con el paciente (alergias, edad, función renal, interacciones) y con las guías vigentes antes de actuar.',
      legal:
        'esta es información general de la biblioteca, no asesoramiento jurídico. Una norma solo se aplica en las condiciones y con las excepciones que indica su fuente, en su jurisdicción y en su versión vigente; compruebe los hechos del caso y el derecho vigente antes de basarse en ella.',
      tax: 'esta es información general de la biblioteca, no asesoramiento fiscal. Los tipos, umbrales y regímenes solo se aplican en las condiciones que indica su fuente y para el periodo que trata; compruebe los hechos y la normativa vigente antes de basarse en ellos.',
    },
  },
};

/** The professional-judgement notice as the answer's first paragraph. */
export function noticeParagraph(language: LibraryLanguage, sensitivity: Sensitivity): string {
  const t = ANSWER_TEXTS[language];
  return `**${t.noticeLabel}:** ${t.notice[sensitivity]}`;
}
