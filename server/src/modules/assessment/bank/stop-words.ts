/**
 * Function words per library language. The question gate counts them as part of a language's own
 * vocabulary (so a short question never looks foreign) and treats another language's function words
 * as a strong sign of a foreign text ("because" in a Dutch test).
 */
const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

export const STOP_WORDS: Record<string, Set<string>> = {
  English: words(`
    a about above after again against all also although am an and any are as at be because been before being below
    between both but by can cannot could did do does doing down during each either every few for from further had has
    have having he her here hers him his how however if in into is it its itself just least less may might more most
    must neither no nor not of off on once only or other our out over own per rather same shall she should since so
    some such than that the their them then there these they this those though through thus to too under unless until
    up upon very was we were what when where whether which while who whom whose why will with within without would yet
    you your january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday`),
  Dutch: words(`
    aan af al alle alleen als altijd ander andere bij binnen daar daarbij daarom dan dat de deze die dit doch doen door
    dus echter een eens en er geen hem het hier hij hoe hun iets ieder iemand in is ja je kan kon kunnen maar me meer
    men met mij mijn moet moeten na naar niet niets nog nu of om omdat ons ook op over reeds te tegen toch toen tot u uit
    van veel voor waar wanneer want waren was wat welk welke wie wij wil worden wordt zal ze zelf zich zij zijn zo zoals
    zonder zou zouden zulke noch had hadden heeft hebben ben bent januari februari maart april mei juni juli augustus
    september oktober november december maandag dinsdag woensdag donderdag vrijdag zaterdag zondag`),
  German: words(`
    aber als also am an auch auf aus bei beim bis bzw da dabei damit dann das dass dem den denn der des die dies diese
    diesem diesen dieser dieses doch dort durch ein eine einem einen einer eines er es etwa für gegen hat hatte haben
    hier im in ist jede jedem jeden jeder jedes kann kein keine können man mit muss müssen nach nicht noch nur ob oder
    ohne sein seine sich sie sind so soll sollen sowie über um und uns unter vom von vor war waren was weil welche
    welcher welches wenn werden wie wird wo zu zum zur zwischen noch will wollen januar februar märz april mai juni juli
    august september oktober november dezember montag dienstag mittwoch donnerstag freitag samstag sonntag`),
  Spanish: words(`
    a al algo algunos ante antes aquí así aunque cada como con contra cual cuando de del desde donde durante e el ella
    ellos en entre era es esa ese eso esta este esto estos fue ha hay hasta la las le les lo los más me mientras muy
    ni no nos o otra otro para pero poco por porque que quien se sea ser si sin sino sobre son su sus también tanto te
    tiene todo todos tras un una uno unos y ya enero febrero marzo abril mayo junio julio agosto septiembre octubre
    noviembre diciembre lunes martes miércoles jueves viernes sábado domingo`),
};

/**
 * Words that cannot end a complete option: articles and conjunctions that need a continuation, and
 * prepositions where the language never strands them. English ("born with") and Dutch ("waar het om
 * gaat", separable verbs like "gaat voor") close clauses with prepositions, so theirs are left out.
 */
export const DANGLING_WORDS: Record<string, Set<string>> = {
  English: words('a an the and or because whose such than'),
  Dutch: words('de het een en of dat te omdat zoals'),
  German: words('der den dem des ein eine einer einem eines und oder von für seit dass weil sowie als'),
  Spanish: words('el la los las un una unos de del y o con por para que al como sin'),
};
