/**
 * A car hauler's goods (issue 18, round 7): the vehicles it moves. A count of vehicles names them
 * ('9 cars', '10 mid-size SUVs', 'Vehicles (3):'), the words between the count and the noun kept;
 * else one vehicle written with its model year and make ('2023 Porsche 911 Carrera', '1 inop 2015
 * chevy silverado 1500') is the goods, up to the first mark or word that is not the model's.
 */

const VEHICLE_NOUN = '(?:cars|autos|vehicles|SUVs|sedans|pickups|motorcycles|minivans|coupes)';

/** '9 cars', '7 new SUVs', '10 mid-size SUVs': a count, at most two words, the vehicles. */
const COUNTED = new RegExp(
  String.raw`(?<![\w$.,-])\d{1,2}\s+((?:[A-Za-z][\w-]*\s+){0,2}?${VEHICLE_NOUN})\b`,
  'i',
);
/** 'Vehicles (3):', 'Cars (2)': the noun with its count after it. */
const NOUN_COUNT = new RegExp(String.raw`\b(${VEHICLE_NOUN})\s*\(\d{1,2}\)`, 'i');

const MAKES =
  'toyota|honda|ford|chevy|chevrolet|gmc|dodge|ram|jeep|chrysler|nissan|hyundai|kia|subaru|mazda|mitsubishi|bmw|mercedes|mercedes-benz|audi|vw|volkswagen|porsche|lexus|acura|infiniti|genesis|tesla|rivian|cadillac|buick|lincoln|volvo|jaguar|land rover|mini|fiat|alfa romeo|maserati|ferrari|lamborghini|bentley|harley|harley-davidson';
/** '2023 Porsche 911 Carrera': a model year, a make and up to three words of the model. */
const MODEL_YEAR = new RegExp(
  String.raw`\b((?:19[5-9]\d|20[0-3]\d)\s+(?:${MAKES})\b(?:\s+[A-Za-z0-9][\w-]*){0,3})`,
  'i',
);
/** Words after a model that are no longer the model ('… Carrera to Las Vegas', '… 1500 needs'). */
const NOT_MODEL =
  /^(?:to|from|for|with|w|needs?|runs?|running|inop|operable|in|at|on|and|or|from|off|pick|pickup|delivery|deliver|open|enclosed|is|was|has|no|keys?)$/i;
/** Words that describe the vehicles but are no goods of their own ('inop', 'operable'). */
const NOT_DESCRIPTION = /^(?:inop|inoperable|operable|running|total|all|x)$/i;

export function vehicleGoods(text: string): string | null {
  const counted = COUNTED.exec(text);
  if (counted) {
    const words = counted[1]!.split(/\s+/);
    while (words.length > 1 && NOT_DESCRIPTION.test(words[0]!)) words.shift();
    return words.join(' ');
  }
  const noun = NOUN_COUNT.exec(text);
  if (noun) return noun[1]!;
  const model = MODEL_YEAR.exec(text);
  if (!model) return null;
  const words = model[1]!.split(/\s+/);
  const cut = words.findIndex((w, i) => i >= 2 && NOT_MODEL.test(w));
  return (cut < 0 ? words : words.slice(0, cut)).join(' ').replace(/[.,;:!]+$/, '');
}
