/**
 * The library's multilingual domain lexicon: one concept a line, `English | Dutch | German | Spanish`,
 * synonyms within a language separated by `;`. A question's words are looked up here and the passage
 * search also tries the concept's wordings in the other languages, so an English question finds a
 * Dutch article and the other way round. Write wordings as a professional would search for them;
 * inflected forms the tokenizer does not join (Passwort / Passwörter) are listed apart.
 */
export const LEXICON = `
# --- countries, languages, institutions
Dutch; Netherlands | Nederlands; Nederland; Nederlandse | niederländisch; Niederlande; niederländischen | neerlandés; Países Bajos; holandés
German; Germany | Duits; Duitsland; Duitse | deutsch; Deutschland; deutschen | alemán; Alemania; alemana
Spanish; Spain | Spaans; Spanje; Spaanse | spanisch; Spanien; spanischen | español; España; española
European Union; EU | Europese Unie; EU | Europäische Union; EU | Unión Europea; UE
OECD | OESO; OECD | OECD | OCDE
OECD Guidelines; Transfer Pricing Guidelines | OESO-richtlijnen; verrekenprijsrichtlijnen | OECD-Verrechnungspreisleitlinien; OECD-Leitlinien | Directrices de la OCDE; Directrices de precios de transferencia
World Health Organization; WHO | Wereldgezondheidsorganisatie; WHO | Weltgesundheitsorganisation; WHO | Organización Mundial de la Salud; OMS
data protection authority; supervisory authority; Dutch DPA | Autoriteit Persoonsgegevens; AP; toezichthouder | Datenschutzbehörde; Aufsichtsbehörde | autoridad de protección de datos; autoridad de control; AEPD
financial intelligence unit | Financiële inlichtingeneenheid | Zentralstelle für Finanztransaktionsuntersuchungen | SEPBLAC; unidad de inteligencia financiera
tax authority; tax office | Belastingdienst | Finanzamt; Finanzverwaltung | Agencia Tributaria; Hacienda
# --- general professional vocabulary
law; legislation; statute; act | wet; wetgeving; recht | Gesetz; Recht | ley; legislación; derecho
regulation | verordening | Verordnung | reglamento
directive | richtlijn | Richtlinie | directiva
guidelines; guidance | richtsnoeren; richtlijnen | Leitlinien; Richtlinien | directrices; orientaciones
standard | standaard; norm | Standard; Norm | norma; estándar
requirement; requirements | eis; eisen; vereiste; vereisten | Anforderung; Anforderungen | requisito; requisitos
obligation; duty | verplichting; plicht | Pflicht; Verpflichtung | obligación; deber
deadline; time limit; period | termijn; deadline | Frist | plazo; término
within 72 hours | binnen 72 uur | innerhalb von 72 Stunden | en un plazo de 72 horas
weekend; weekends | weekend; weekenden; zaterdag en zondag | Wochenende; Wochenenden | fin de semana; fines de semana
hours | uur; uren | Stunden | horas
days | dagen | Tage | días
month; months | maand; maanden | Monat; Monate | mes; meses
year; years | jaar; jaren | Jahr; Jahre | año; años
report; notify; notification | melden; melding; kennisgeving | melden; Meldung; Benachrichtigung | notificar; notificación; comunicar
reported | gemeld | gemeldet | notificado; comunicado
exemption; exempt | vrijstelling; vrijgesteld; uitzondering | Befreiung; befreit; Ausnahme | exención; exento; excepción
threshold; limit | drempel; grens; grensbedrag | Schwellenwert; Grenze; Grenzwert | umbral; límite
turnover; revenue; sales | omzet | Umsatz | volumen de negocios; facturación; ingresos
small business; small businesses; small enterprise | kleine ondernemer; kleine ondernemers; kleine onderneming | Kleinunternehmer; kleines Unternehmen | pequeña empresa; pequeño empresario
micro-enterprise; microenterprise; micro-enterprises; microenterprises | micro-onderneming; micro-ondernemingen | Kleinstunternehmen | microempresa; microempresas
employer; employers | werkgever; werkgevers | Arbeitgeber | empleador; empresario; empleadores
employee; employees; worker | werknemer; werknemers | Arbeitnehmer; Beschäftigte | trabajador; trabajadores; empleado
company; business; enterprise | onderneming; bedrijf; vennootschap | Unternehmen; Gesellschaft | empresa; sociedad
client; customer | cliënt; klant | Mandant; Kunde | cliente
corporate client; legal entity | rechtspersoon; zakelijke cliënt | juristische Person; Unternehmenskunde | persona jurídica; cliente persona jurídica
beneficial owner; ultimate beneficial owner; UBO | uiteindelijk belanghebbende; UBO | wirtschaftlich Berechtigter | titular real; titularidad real
politically exposed person; PEP; PEPs | politiek prominente persoon; PEP | politisch exponierte Person; PEP | persona con responsabilidad pública; PRP; PEP
money laundering; anti-money laundering; AML | witwassen; witwasbestrijding | Geldwäsche; Geldwäscheprävention | blanqueo de capitales; prevención del blanqueo
suspicious transaction; unusual transaction | ongebruikelijke transactie; verdachte transactie | verdächtige Transaktion; Verdachtsfall | operación sospechosa
record keeping; retention | bewaarplicht; bewaartermijn | Aufbewahrungspflicht; Aufbewahrung | conservación de documentos; conservación
consent | toestemming | Einwilligung; Zustimmung | consentimiento
informed consent | geïnformeerde toestemming; informed consent | informierte Einwilligung; Aufklärung | consentimiento informado
pre-ticked box; pre-ticked checkbox; pre-checked box | vooraf aangevinkt vakje; vooraf aangevinkte checkbox | vorangekreuztes Kästchen; voreingestelltes Ankreuzkästchen | casilla premarcada; casilla marcada por defecto
newsletter; newsletters | nieuwsbrief; nieuwsbrieven | Newsletter | boletín; newsletter; newsletters
valid | geldig | gültig; wirksam | válido; válida
personal data | persoonsgegevens | personenbezogene Daten | datos personales; datos de carácter personal
processing | verwerking | Verarbeitung | tratamiento
lawful basis; legal basis; lawful bases | grondslag; grondslagen; rechtsgrond | Rechtsgrundlage; Rechtsgrundlagen | base jurídica; bases jurídicas; base legitimadora
six | zes | sechs | seis
five | vijf | fünf | cinco
three | drie | drei | tres
data subject; data subjects | betrokkene; betrokkenen | betroffene Person; betroffene Personen | interesado; interesados
fine; fines; penalty | boete; boetes | Bußgeld; Geldbuße | multa; sanción
# --- accounting and audit
auditor; auditors | accountant; controlerend accountant; accountants | Abschlussprüfer; Wirtschaftsprüfer | auditor; auditores
audit | controle; accountantscontrole | Prüfung; Abschlussprüfung | auditoría
auditor's report; audit report; audit opinion | controleverklaring | Bestätigungsvermerk; Prüfungsurteil | informe de auditoría; opinión de auditoría
going concern | continuïteit; continuïteitsveronderstelling | Unternehmensfortführung; Going Concern | empresa en funcionamiento; principio de empresa en funcionamiento
material uncertainty | onzekerheid van materieel belang | wesentliche Unsicherheit | incertidumbre material
separate section; paragraph | aparte paragraaf; paragraaf | gesonderter Abschnitt; Abschnitt | sección separada; párrafo
financial statements | jaarrekening; financiële overzichten | Jahresabschluss; Abschluss | estados financieros; cuentas anuales
sampling interval; selection interval | selectie-interval; steekproefinterval | Auswahlintervall; Stichprobenintervall | intervalo de muestreo; intervalo de selección
sample; sampling | steekproef | Stichprobe | muestra; muestreo
sample size | steekproefomvang | Stichprobenumfang | tamaño de la muestra
tolerable misstatement | aanvaardbare afwijking | tolerierbare falsche Darstellung | incorrección tolerable
misstatement | afwijking | falsche Darstellung | incorrección
lease; leases | lease; leases; leaseovereenkomst | Leasingverhältnis; Leasing | arrendamiento; arrendamientos
short-term lease; short-term leases | kortlopende lease; kortlopende leases | kurzfristiges Leasingverhältnis; kurzfristige Leasingverhältnisse | arrendamiento a corto plazo; arrendamientos a corto plazo
low-value asset; low-value assets; assets of low value | activa van geringe waarde; actief van geringe waarde | geringwertiger Vermögenswert; geringwertige Vermögenswerte | activo de bajo valor; activos de bajo valor
lessee | lessee; huurder | Leasingnehmer | arrendatario
revenue recognition | opbrengstverantwoording; omzetverantwoording | Umsatzrealisierung; Erlösrealisierung | reconocimiento de ingresos
principal; agent; principal versus agent | principaal; agent | Prinzipal; Agent | principal; agente
control | zeggenschap; beheersing | Kontrolle; Beherrschung | control
performance obligation | prestatieverplichting | Leistungsverpflichtung | obligación de desempeño
cost of equity | kosten van eigen vermogen | Eigenkapitalkosten | coste de los fondos propios; coste del capital propio
cost of capital; discount rate | vermogenskostenvoet; disconteringsvoet | Kapitalkostensatz; Kapitalkosten; Diskontierungszinssatz | coste de capital; tasa de descuento
cost of debt | kosten van vreemd vermogen | Fremdkapitalkosten | coste de la deuda
risk-free rate | risicovrije rente | risikoloser Zinssatz; risikofreier Zins | tasa libre de riesgo
market risk premium; equity risk premium | marktrisicopremie | Marktrisikoprämie | prima de riesgo de mercado
working capital | werkkapitaal | Working Capital; Betriebskapital; Umlaufvermögen | capital circulante; fondo de maniobra
late payment; late payment directive | betalingsachterstand; wet late betalingen; richtlijn betalingsachterstand | Zahlungsverzug; Zahlungsverzugsrichtlinie | morosidad; directiva de morosidad
payment term; payment terms | betalingstermijn; betaaltermijn | Zahlungsfrist; Zahlungsziel | plazo de pago; plazos de pago
maximum | maximaal; maximum | höchstens; maximal | máximo; máxima
invoice; invoices | factuur; facturen | Rechnung; Rechnungen | factura; facturas
unpaid invoice; outstanding invoice | onbetaalde factuur; openstaande factuur | unbezahlte Rechnung; offene Rechnung | factura impagada; factura pendiente
collect; collection; debt collection | incasso; innen; invorderen | Inkasso; Forderungseinzug; eintreiben | cobro; cobrar; recobro
claim; claims | vordering; vorderingen; rechtsvordering | Forderung; Anspruch | reclamación; crédito; derecho de crédito
limitation period; statute of limitations | verjaringstermijn; verjaring | Verjährungsfrist; Verjährung | plazo de prescripción; prescripción
VAT; value added tax | btw; omzetbelasting | Umsatzsteuer; Mehrwertsteuer; MwSt | IVA; impuesto sobre el valor añadido
VAT exemption | btw-vrijstelling; vrijstelling van btw | Umsatzsteuerbefreiung | exención de IVA
small business scheme; small business exemption | kleineondernemersregeling; KOR | Kleinunternehmerregelung | régimen de franquicia; régimen de pequeñas empresas
transfer pricing | verrekenprijzen; verrekenprijs | Verrechnungspreise | precios de transferencia
transfer pricing methods; methods | methoden; verrekenprijsmethoden | Methoden; Verrechnungspreismethoden | métodos; métodos de precios de transferencia
most appropriate method | meest geschikte methode | geeignetste Methode | método más adecuado
choose; select; selection | kiezen; keuze; selecteren | wählen; Auswahl | elegir; elige; elección; seleccionar
arm's length principle | zakelijkheidsbeginsel; at arm's length | Fremdvergleichsgrundsatz | principio de plena competencia
# --- law
contract | overeenkomst; contract | Vertrag | contrato
commercial letter of confirmation; letter of confirmation | handelsbevestigingsbrief; bevestigingsbrief | kaufmännisches Bestätigungsschreiben; Bestätigungsschreiben | carta comercial de confirmación; carta de confirmación
silence; does not respond; no response | stilzwijgen; zwijgen | Schweigen; schweigt | silencio
binding | bindend | bindend; verbindlich | vinculante
offer | aanbod | Angebot | oferta
acceptance | aanvaarding | Annahme | aceptación
merchant; business | koopman; ondernemer | Kaufmann; Kaufleute | comerciante; empresario
phone call; telephone | telefoongesprek; telefonisch | Telefonat; telefonisch | llamada telefónica; teléfono
minor; minors; child | minderjarige; minderjarigen; kind | Minderjähriger; Minderjährige; Kind | menor; menores; menor de edad
parents; parent | ouders; ouder | Eltern; Elternteil | padres; progenitores
patient; patients | patiënt; patiënten | Patient; Patienten | paciente; pacientes
treatment; medical treatment | behandeling; geneeskundige behandeling | Behandlung; ärztliche Behandlung | tratamiento; tratamiento médico
12 to 16; between 12 and 16 | 12 tot 16 jaar; twaalf tot zestien | 12 bis 16 | 12 a 16 años
accessibility | toegankelijkheid | Barrierefreiheit | accesibilidad
Accessibility Strengthening Act; European Accessibility Act | toegankelijkheidsakte | Barrierefreiheitsstärkungsgesetz; BFSG | Acta Europea de Accesibilidad; ley de accesibilidad
services; service | diensten; dienstverlening | Dienstleistungen; Dienstleistung | servicios; servicio
products; product | producten; product | Produkte; Produkt | productos; producto
risk assessment; workplace risk assessment | risico-inventarisatie en -evaluatie; RI&E; risicobeoordeling | Gefährdungsbeurteilung | evaluación de riesgos; evaluación de riesgos laborales
psychological stress; mental stress; psychosocial risks | psychosociale arbeidsbelasting; werkdruk; werkstress | psychische Belastung; psychische Belastungen | riesgos psicosociales; estrés laboral
occupational health and safety; workplace safety | arbeidsomstandigheden; arbeidsveiligheid | Arbeitsschutz; Arbeitssicherheit | prevención de riesgos laborales; seguridad y salud en el trabajo
Occupational Safety and Health Act | Arbowet; Arbeidsomstandighedenwet | Arbeitsschutzgesetz; ArbSchG | Ley de Prevención de Riesgos Laborales
include; including | opnemen; meenemen | berücksichtigen; einbeziehen | incluir
# --- medicine
stroke; ischaemic stroke; ischemic stroke | beroerte; herseninfarct; ischemisch herseninfarct | Schlaganfall; ischämischer Schlaganfall; Hirninfarkt | ictus; ictus isquémico; accidente cerebrovascular
thrombolysis; intravenous thrombolysis | trombolyse; intraveneuze trombolyse | Thrombolyse; Lyse | trombólisis; fibrinólisis
time window; treatment window; window | tijdvenster; behandeltijdvenster | Zeitfenster | ventana terapéutica; ventana temporal
symptom onset; onset | begin van de klachten; ontstaan; tijdstip van ontstaan | Symptombeginn; Symptombeginn | inicio de los síntomas; inicio
last seen well; last known well | laatst gezien zonder klachten; laatst goed gezien | zuletzt gesund gesehen | visto bien por última vez
wake-up stroke; wakes up with symptoms; waking up | wakker worden met klachten; bij het ontwaken | Wake-up-Stroke; beim Aufwachen | ictus del despertar; al despertar
symptoms | klachten; symptomen | Symptome | síntomas
sepsis | sepsis; bloedvergiftiging | Sepsis; Blutvergiftung | sepsis
criteria | criteria | Kriterien | criterios
qSOFA | qSOFA; quick SOFA | qSOFA | qSOFA
hand hygiene | handhygiëne | Händehygiene | higiene de manos
antibiotics; antibiotic | antibiotica; antibioticum | Antibiotika; Antibiotikum | antibióticos; antibiótico
classification | classificatie; indeling | Klassifikation; Einteilung | clasificación
urinary tract infection; UTI | urineweginfectie; UWI | Harnwegsinfektion; HWI | infección urinaria; infección del tracto urinario; ITU
direct oral anticoagulant; DOAC; DOACs | direct werkend oraal anticoagulans; DOAC; DOAC's | direktes orales Antikoagulans; DOAK | anticoagulante oral directo; ACOD
anticoagulation; anticoagulant | antistolling; antistollingsmiddel | Antikoagulation; Gerinnungshemmer | anticoagulación; anticoagulante
dose; dosage | dosis; dosering | Dosis; Dosierung | dosis; posología
pregnancy; pregnant | zwangerschap; zwanger | Schwangerschaft; schwanger | embarazo; embarazada
allergy; allergic | allergie; allergisch | Allergie; allergisch | alergia; alérgico
penicillin | penicilline | Penicillin | penicilina
children; child | kinderen; kind | Kinder; Kind | niños; niño
# --- engineering and building
steel | staal | Stahl | acero
fatigue | vermoeiing | Ermüdung | fatiga
detail category | kerfcategorie; detailcategorie | Kerbfall; Kerbfallklasse | categoría de detalle
fatigue strength | vermoeiingssterkte | Ermüdungsfestigkeit | resistencia a la fatiga
2 million cycles | 2 miljoen cycli; 2 miljoen lastwisselingen | 2 Millionen Lastwechsel; 2 Millionen Spannungsspiele | 2 millones de ciclos
load combination; combination of actions | belastingcombinatie | Einwirkungskombination; Lastkombination | combinación de acciones; combinación de cargas
serviceability limit state; SLS | bruikbaarheidsgrenstoestand; BGT | Grenzzustand der Gebrauchstauglichkeit; GZG | estado límite de servicio; ELS
ultimate limit state; ULS | uiterste grenstoestand; UGT | Grenzzustand der Tragfähigkeit; GZT | estado límite último; ELU
quasi-permanent combination; quasi-permanent | quasi-blijvende combinatie; quasi-blijvend | quasi-ständige Kombination; quasi-ständig | combinación casi permanente; casi permanente
long-term effects; long-term | langeduureffecten; lange termijn | Langzeitwirkungen; Langzeitwirkung; langfristig | efectos a largo plazo; largo plazo
appearance | uiterlijk; aanzien | Erscheinungsbild | aspecto; apariencia
heating demand; space heating demand | warmtevraag; warmtebehoefte; energiebehoefte voor verwarming | Heizwärmebedarf | demanda de calefacción
heating load | verwarmingslast; warmtelast | Heizlast | carga de calefacción
Passive House; passive house | passiefhuis | Passivhaus | Passivhaus; casa pasiva
certified; certification | gecertificeerd; certificering | zertifiziert; Zertifizierung | certificado; certificación
nearly zero-energy building; nearly zero-energy buildings; NZEB | BENG; bijna-energieneutraal gebouw | Niedrigstenergiegebäude | edificio de consumo de energía casi nulo
new buildings; new construction | nieuwbouw | Neubau; Neubauten | obra nueva; edificios nuevos
indicators; indicator | indicatoren; eisen | Kennwerte; Indikatoren | indicadores; indicador
energy demand | energiebehoefte | Energiebedarf | demanda energética
renewable energy share | aandeel hernieuwbare energie | Anteil erneuerbarer Energien | cuota de energía renovable
password; passwords | wachtwoord; wachtwoorden | Passwort; Passwörter; Kennwort | contraseña; contraseñas
minimum length; minimum password length | minimale lengte; minimumlengte | Mindestlänge | longitud mínima
characters | tekens | Zeichen | caracteres
# --- management, statistics, marketing, software
project; projects | project; projecten | Projekt; Projekte | proyecto; proyectos
agile | agile; wendbaar | agil; agile | ágil; ágiles
risk response; risk responses | risicorespons; risicomaatregelen | Risikobewältigung; Risikomaßnahmen | respuesta al riesgo; respuestas a los riesgos
prioritised; prioritized; priority; prioritise | prioriteren; prioriteit; geprioriteerd | priorisieren; Priorisierung; priorisiert | priorizar; prioridad; priorizadas
features; feature | features; functionaliteit | Features; Funktionen | funcionalidades; características
backlog; product backlog | backlog; productbacklog | Backlog; Product Backlog | backlog; pila del producto
Sprint Planning | Sprint Planning; sprintplanning | Sprint Planning; Sprint-Planung | Sprint Planning; planificación del sprint
one-month sprint; one month | sprint van een maand; een maand | einmonatiger Sprint; ein Monat | sprint de un mes; un mes
timebox; time-box; at most eight hours | timebox; maximaal acht uur | Timebox; höchstens acht Stunden | timebox; como máximo ocho horas
schedule performance index; SPI | planningsprestatie-index; SPI | Terminentwicklungsindex; SPI | índice de desempeño del cronograma; SPI
cost performance index; CPI | kostenprestatie-index; CPI | Kostenentwicklungsindex; CPI | índice de desempeño del costo; CPI
earned value | earned value; verdiende waarde | Fertigstellungswert; Earned Value | valor ganado
calculate; calculation | berekenen; berekening | berechnen; Berechnung; ermitteln | calcular; cálculo
hypothesis test; hypothesis tests; multiple testing | hypothesetoets; toetsen; meervoudig toetsen | Hypothesentest; Hypothesentests; multiples Testen | contraste de hipótesis; pruebas de hipótesis; comparaciones múltiples
significance level; significance threshold; alpha | significantieniveau; alfa | Signifikanzniveau; Alpha | nivel de significación; alfa
Bonferroni correction | Bonferroni-correctie | Bonferroni-Korrektur | corrección de Bonferroni
p-value | p-waarde | p-Wert | valor p
confidence interval | betrouwbaarheidsinterval | Konfidenzintervall | intervalo de confianza
attribution model; attribution | attributiemodel; attributie | Attributionsmodell; Attribution | modelo de atribución; atribución
default | standaard; standaardinstelling | Standard; Voreinstellung | por defecto; predeterminado
data-driven | datagedreven; datagestuurd | datengetrieben | basado en datos
cross-validation | kruisvalidatie; cross-validatie | Kreuzvalidierung | validación cruzada
data leakage; leakage | datalekkage; lekkage | Datenleck; Leakage | fuga de datos
feature scaling; scaling; scale | schalen; schaling; normaliseren | Skalierung; skalieren | escalado; escalar
prevent; avoid | voorkomen; vermijden | vermeiden; verhindern | evitar; prevenir
code review | codereview | Code-Review | revisión de código
user story; user stories | user story; user stories | User Story; User Stories | historia de usuario; historias de usuario
acceptance criteria | acceptatiecriteria | Akzeptanzkriterien | criterios de aceptación
customer acquisition cost; CAC | klantacquisitiekosten; CAC | Kundenakquisitionskosten; CAC | coste de adquisición de clientes; CAC
customer lifetime value; CLV; LTV | klantlevensduurwaarde; CLV | Customer Lifetime Value; Kundenwert | valor del ciclo de vida del cliente; valor del cliente
conversion rate | conversieratio | Konversionsrate | tasa de conversión
motivation | motivatie | Motivation | motivación
rewards; reward | beloningen; beloning | Belohnungen; Belohnung | recompensas; recompensa
formative assessment | formatief evalueren; formatieve evaluatie | formative Leistungsbeurteilung | evaluación formativa
feedback | feedback | Feedback; Rückmeldung | retroalimentación; feedback
intellectual property; IP | intellectueel eigendom; IE | geistiges Eigentum | propiedad intelectual; PI
# --- more accounting, audit and finance
materiality; material | materialiteit; materieel | Wesentlichkeit; wesentlich | importancia relativa; materialidad
audit evidence | controle-informatie; controlebewijs | Prüfungsnachweise | evidencia de auditoría
internal control | interne beheersing; interne controle | internes Kontrollsystem; interne Kontrolle | control interno
fraud | fraude | Betrug; dolose Handlung | fraude
management | leiding; management; bestuur | Geschäftsleitung; Management | dirección; gerencia
those charged with governance | met governance belaste personen; raad van commissarissen | Aufsichtsorgan; für die Überwachung Verantwortliche | responsables del gobierno de la entidad
cash flow forecast; cash flow forecasts | kasstroomprognose; liquiditeitsprognose | Liquiditätsprognose; Liquiditätsplanung | previsión de tesorería; previsión de flujos de caja
twelve months | twaalf maanden | zwölf Monate | doce meses
covenant; covenants; loan covenant | convenant; convenanten; bankconvenant | Covenant; Kreditbedingungen | covenant; cláusulas financieras
adverse opinion | afkeurende verklaring | versagtes Prüfungsurteil; Versagungsvermerk | opinión desfavorable
qualified opinion | verklaring met beperking | eingeschränktes Prüfungsurteil | opinión con salvedades
disclaimer of opinion | oordeelonthouding | Nichtabgabe eines Prüfungsurteils | denegación de opinión
projection; projected misstatement | projectie; geprojecteerde afwijking | Hochrechnung; hochgerechnete falsche Darstellung | proyección; incorrección proyectada
anomaly | anomalie | Anomalie | anomalía
selection | selectie | Auswahl | selección
random selection; random sampling | aselecte selectie; aselecte steekproef | Zufallsauswahl | selección aleatoria
confidence level | betrouwbaarheid; zekerheidsniveau | Konfidenzniveau; Sicherheitsgrad | nivel de confianza
lease liability | leaseverplichting | Leasingverbindlichkeit | pasivo por arrendamiento
right-of-use asset | gebruiksrechtactief; gebruiksrecht | Nutzungsrecht | activo por derecho de uso
incremental borrowing rate | marginale rentevoet | Grenzfremdkapitalzinssatz | tasa incremental de endeudamiento
depreciation | afschrijving | Abschreibung | amortización; depreciación
interest expense; interest | rentelast; rente | Zinsaufwand; Zinsen | gasto por intereses; intereses
transaction price | transactieprijs | Transaktionspreis | precio de la transacción
variable consideration | variabele vergoeding | variable Gegenleistung | contraprestación variable
stand-alone selling price | losse verkoopprijs; zelfstandige verkoopprijs | Einzelveräußerungspreis | precio de venta independiente
contract modification | contractwijziging | Vertragsänderung | modificación del contrato
point in time; over time | op een tijdstip; over de tijd | zeitpunktbezogen; zeitraumbezogen | en un momento determinado; a lo largo del tiempo
free cash flow | vrije kasstroom | freier Cashflow | flujo de caja libre
terminal value | eindwaarde; restwaarde | Endwert; Restwert | valor terminal; valor residual
enterprise value | ondernemingswaarde | Unternehmenswert | valor de empresa
beta | bèta | Betafaktor; Beta | beta
tax shield | belastingvoordeel; tax shield | Steuervorteil; Tax Shield | escudo fiscal
cash conversion cycle | kasconversiecyclus | Cash Conversion Cycle; Geldumschlagsdauer | ciclo de conversión del efectivo
days sales outstanding; DSO | debiteurenlooptijd; DSO | Forderungslaufzeit; DSO | período medio de cobro; DSO
early payment discount; cash discount | betalingskorting; kredietbeperkingstoeslag | Skonto | descuento por pronto pago
supplier; suppliers | leverancier; leveranciers | Lieferant; Lieferanten | proveedor; proveedores
inventory; stock | voorraad | Vorräte; Lagerbestand | existencias; inventario
VAT return | btw-aangifte; aangifte omzetbelasting | Umsatzsteuervoranmeldung; Umsatzsteuererklärung | declaración de IVA; autoliquidación de IVA
VAT rates | btw-tarieven; btw-tarief | Umsatzsteuersätze; Steuersätze | tipos de IVA; tipo impositivo
reverse charge | verleggingsregeling; btw verlegd | Umkehr der Steuerschuldnerschaft; Reverse-Charge | inversión del sujeto pasivo
input tax; input VAT | voorbelasting | Vorsteuer | IVA soportado
quarter; quarterly | kwartaal; per kwartaal | Quartal; vierteljährlich | trimestre; trimestral
correction; supplementary return | correctie; suppletie; suppletieaangifte | Berichtigung; berichtigte Voranmeldung | corrección; declaración complementaria
comparability analysis | vergelijkbaarheidsanalyse | Vergleichbarkeitsanalyse | análisis de comparabilidad
master file; local file | groepsdossier; lokaal dossier | Stammdokumentation; landesspezifische Dokumentation | archivo maestro; archivo local
country-by-country report | landenrapport | länderbezogener Bericht | informe país por país
customer due diligence; due diligence | cliëntenonderzoek | Sorgfaltspflichten; Kundensorgfaltspflichten | diligencia debida
enhanced due diligence | verscherpt cliëntenonderzoek | verstärkte Sorgfaltspflichten | diligencia debida reforzada
simplified due diligence | vereenvoudigd cliëntenonderzoek | vereinfachte Sorgfaltspflichten | diligencia debida simplificada
# --- more law
contract formation; conclusion of a contract | totstandkoming van de overeenkomst | Vertragsschluss | perfección del contrato; celebración del contrato
declaration of intent | wilsverklaring | Willenserklärung | declaración de voluntad
receipt; received | ontvangst; ontvangen | Zugang; zugegangen | recepción; recibido
standard terms; general terms and conditions | algemene voorwaarden | Allgemeine Geschäftsbedingungen; AGB | condiciones generales
legal capacity | handelingsbekwaamheid | Geschäftsfähigkeit | capacidad de obrar
interruption; interrupt | stuiting; stuiten | Neubeginn; Unterbrechung; Hemmung | interrupción; interrumpir
written notice; letter | schriftelijke aanmaning; aanmaning; brief | Mahnung; Schreiben | requerimiento; carta
damages | schadevergoeding | Schadensersatz | daños y perjuicios; indemnización
judgment; court | vonnis; rechter | Urteil; Gericht | sentencia; tribunal
consumer | consument | Verbraucher | consumidor
legitimate interest; legitimate interests | gerechtvaardigd belang | berechtigtes Interesse | interés legítimo
special category data; special categories | bijzondere persoonsgegevens | besondere Kategorien personenbezogener Daten | categorías especiales de datos
purpose limitation | doelbinding | Zweckbindung | limitación de la finalidad
processor | verwerker | Auftragsverarbeiter | encargado del tratamiento
controller | verwerkingsverantwoordelijke | Verantwortlicher | responsable del tratamiento
high risk | hoog risico | hohes Risiko | alto riesgo
encryption; encrypted | versleuteling; versleuteld | Verschlüsselung; verschlüsselt | cifrado
soft opt-in; existing customers | soft opt-in; bestaande klanten | Soft-Opt-in; Bestandskunden | soft opt-in; clientes existentes
right to object; objection | recht van bezwaar; bezwaar | Widerspruchsrecht; Widerspruch | derecho de oposición; oposición
unsubscribe; opt-out | afmelden; uitschrijven | abmelden; Abmeldung | darse de baja; baja
# --- more medicine
septic shock | septische shock | septischer Schock | shock séptico
lactate | lactaat | Laktat | lactato
blood pressure | bloeddruk | Blutdruck | presión arterial; tensión arterial
respiratory rate | ademhalingsfrequentie | Atemfrequenz | frecuencia respiratoria
mental status; confusion | bewustzijn; verwardheid | Bewusstseinslage; Verwirrtheit | estado mental; confusión
broad-spectrum antibiotics | breedspectrumantibiotica | Breitbandantibiotika | antibióticos de amplio espectro
delayed prescription; delayed prescribing | uitgesteld voorschrijven | verzögerte Verschreibung | prescripción diferida
resistance; antimicrobial resistance | resistentie; antibioticaresistentie | Resistenz; Antibiotikaresistenz | resistencia; resistencia antimicrobiana
sore throat | keelpijn | Halsschmerzen | dolor de garganta
C-reactive protein; CRP | C-reactief proteïne; CRP | C-reaktives Protein; CRP | proteína C reactiva; PCR
thrombectomy | trombectomie | Thrombektomie | trombectomía
door-to-needle time | deur-tot-naald-tijd; door-to-needle-tijd | Door-to-Needle-Zeit | tiempo puerta-aguja
hand rub; alcohol-based hand rub | handalcohol; handdesinfectie | Händedesinfektion; Händedesinfektionsmittel | solución hidroalcohólica; fricción de manos
gloves | handschoenen | Handschuhe | guantes
healthcare-associated infection; hospital infection | zorginfectie; ziekenhuisinfectie | nosokomiale Infektion; Krankenhausinfektion | infección asociada a la asistencia sanitaria; infección nosocomial
duty to inform | informatieplicht | Aufklärungspflicht | deber de información
medical record; patient record | medisch dossier; patiëntendossier | Patientenakte; Krankenakte | historia clínica
legal representative | wettelijk vertegenwoordiger; vertegenwoordiger | gesetzlicher Vertreter | representante legal
# --- more engineering and building
partial factor; partial safety factor | partiële factor; belastingfactor | Teilsicherheitsbeiwert | coeficiente parcial
combination factor | combinatiefactor | Kombinationsbeiwert | coeficiente de combinación
permanent action; dead load | permanente belasting; eigen gewicht | ständige Einwirkung; Eigengewicht | acción permanente; peso propio
variable action; imposed load; live load | veranderlijke belasting; opgelegde belasting | veränderliche Einwirkung; Nutzlast | acción variable; sobrecarga de uso
wind load | windbelasting | Windlast | carga de viento
snow load | sneeuwbelasting | Schneelast | carga de nieve
deflection | doorbuiging | Durchbiegung | flecha; deformación
stress range | spanningsvariatie; spanningsverschil | Spannungsschwingbreite | carrera de tensiones
S-N curve | wöhlerkromme; S-N-kromme | Wöhlerlinie | curva S-N
weld; welded | las; gelast | Schweißnaht; geschweißt | soldadura; soldado
crane runway; crane | kraanbaan; kraan | Kranbahn; Kran | viga carril; grúa
cycles; load cycles | cycli; lastwisselingen | Lastspiele; Spannungsspiele | ciclos; ciclos de carga
airtightness; blower door test | luchtdichtheid; blowerdoortest | Luftdichtheit; Blower-Door-Test | hermeticidad; ensayo blower door
heat recovery ventilation | balansventilatie met warmteterugwinning; wtw | Lüftung mit Wärmerückgewinnung | ventilación con recuperación de calor
thermal bridge | koudebrug | Wärmebrücke | puente térmico
energy label | energielabel | Energieausweis | certificado energético; etiqueta energética
overheating | oververhitting | Überhitzung; sommerlicher Wärmeschutz | sobrecalentamiento
hazard; hazards | gevaar; gevaren | Gefährdung; Gefährdungen | peligro; peligros
protective measures; hierarchy of controls | beschermingsmaatregelen; arbeidshygiënische strategie | Schutzmaßnahmen; STOP-Prinzip | medidas preventivas; jerarquía de medidas preventivas
personal protective equipment; PPE | persoonlijke beschermingsmiddelen; PBM | persönliche Schutzausrüstung; PSA | equipos de protección individual; EPI
documentation; document | documentatie; vastleggen | Dokumentation; dokumentieren | documentación; documentar
review; update | actualiseren; herzien | überprüfen; fortschreiben; aktualisieren | revisar; actualizar
# --- more software, statistics and management
password hashing; hashing | wachtwoordhashing; hashen | Passwort-Hashing; Hashing | hash de contraseñas; hashing
multi-factor authentication; MFA | meerfactorauthenticatie; MFA | Mehr-Faktor-Authentifizierung; MFA | autenticación multifactor; MFA
salt | salt | Salt | sal
statistical power; power | onderscheidend vermogen; power | Teststärke; Power | potencia estadística; potencia
false discovery rate | false discovery rate | Falscherkennungsrate | tasa de falsos descubrimientos
type I error | fout van de eerste soort | Fehler 1. Art | error de tipo I
sprint; sprints | sprint; sprints | Sprint; Sprints | sprint; sprints
Product Owner | Product Owner | Product Owner; Produktverantwortlicher | Product Owner; dueño del producto
Daily Scrum | Daily Scrum; dagelijkse scrum | Daily Scrum | Scrum diario
Definition of Done | Definition of Done | Definition of Done | Definición de Terminado
risk exposure | risicoblootstelling | Risikoexposition | exposición al riesgo
estimate at completion; EAC | verwachte eindkosten; EAC | Kostenprognose bei Fertigstellung; EAC | estimación a la conclusión; EAC
planned value; PV | geplande waarde | Planwert | valor planificado
behind schedule; delay | achter op schema; vertraging | Verzug; Terminverzug | retraso; retrasado
return on ad spend; ROAS | ROAS; opbrengst per advertentie-euro | ROAS; Werbeertrag | ROAS; retorno de la inversión publicitaria
Net Promoter Score; NPS | Net Promoter Score; NPS | Net Promoter Score; NPS | Net Promoter Score; NPS
`;
