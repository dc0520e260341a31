// The words around a drug name that do not name an ingredient: strengths and units, dose forms,
// release forms, devices, salts, manufacturers, pack and dosing words, in English, German and French.
// The recogniser drops them (a salt is the base ingredient's, a manufacturer's generic is the same
// ingredient); a word that is in none of these lists and names no drug is reported as not checked.

/** One list of words with where its members come from. */
export interface WordBlock {
  source: string;
  words: readonly string[];
}

/** Release and strength modifiers written after a name ("Metformin ER", "Bactrim DS", "Toprol XL", "Doliprane LP"). */
export const RELEASE_FORMS: WordBlock = {
  source: 'RxNorm dose forms and USP nomenclature of modified-release forms (ER, XR, XL, SR, CR, CD, LA, DR, DS...); ANSM "LP/LM" (libération prolongée/modifiée); German "retard", "uno", "mite", "forte", "akut" of product names in the Rote Liste',
  words: [
    'er', 'xr', 'xl', 'sr', 'cr', 'cd', 'la', 'dr', 'ds', 'odt', 'ir', 'es', 'xt', 'tr', 'sa', 'mr', 'ec', 'xxl', 'er24', '24hr', '12hr', 'hr', 'hrs',
    'extended', 'delayed', 'immediate', 'controlled', 'sustained', 'modified', 'prolonged', 'release', 'released', 'enteric', 'coated', 'film-coated',
    'double', 'strength', 'extra', 'maximum', 'regular', 'low', 'dose', 'baby', 'junior', 'adult', 'childrens', 'children', 'infant', 'infants',
    'lp', 'lm', 'liberation', 'prolongee', 'modifiee', 'gastro-resistant', 'gastro-resistante', 'gastroresistant', 'gastroresistante',
    'retard', 'ret', 'uno', 'mite', 'forte', 'akut', 'protect', 'depot', 'rapid', 'zok', 'mups', 'magensaftresistent', 'magensaftresistente', 'msr', 'tah', 'cardio', 'long',
  ],
};

/** Dose forms and routes. */
export const DOSE_FORMS: WordBlock = {
  source: 'RxNorm dose forms (RxNorm Technical Documentation, "Dose forms"); EDQM Standard Terms in German and French as printed on German (Rote Liste) and French (ANSM BDPM) product names',
  words: [
    'tablet', 'tablets', 'tab', 'tabs', 'caplet', 'caplets', 'capsule', 'capsules', 'cap', 'caps', 'softgel', 'softgels', 'gelcap', 'pill', 'pills',
    'oral', 'po', 'solution', 'suspension', 'syrup', 'elixir', 'liquid', 'drops', 'drop', 'injection', 'injectable', 'inj', 'iv', 'im', 'sc', 'subq', 'sq',
    'subcutaneous', 'intravenous', 'intramuscular', 'topical', 'cream', 'ointment', 'gel', 'lotion', 'patch', 'patches', 'transdermal', 'system',
    'film', 'chewable', 'chew', 'dispersible', 'disintegrating', 'orally', 'sublingual', 'sl', 'buccal', 'nasal', 'spray', 'inhalation', 'inhalant',
    'aerosol', 'powder', 'metered', 'mucosal', 'ophthalmic', 'otic', 'rectal', 'suppository', 'suppositories', 'vaginal', 'ring', 'implant', 'lozenge',
    'gum', 'effervescent', 'granules', 'packet', 'packets', 'sachet', 'sachets', 'foam', 'concentrate', 'infusion', 'premix', 'premixed', 'bag',
    'emulsion', 'shampoo', 'mouthwash', 'rinse', 'paste', 'troche', 'wafer', 'kit', 'pack', 'day', 'dose-pack', 'dosepak', 'blister', 'inert', 'ingredient', 'ingredients', 'extract', 'injector',
    'tabletten', 'tablette', 'tbl', 'tabl', 'filmtabletten', 'filmtablette', 'filmtabl', 'ftbl', 'ftab', 'hartkapseln', 'kapseln', 'kapsel', 'kps', 'kaps',
    'weichkapseln', 'retardtabletten', 'retardtablette', 'retardkapseln', 'brausetabletten', 'brausetablette', 'schmelztabletten', 'lutschtabletten',
    'kautabletten', 'tropfen', 'losung', 'injektionslosung', 'infusionslosung', 'saft', 'sirup', 'pulver', 'granulat', 'zapfchen', 'salbe', 'creme',
    'pflaster', 'dosieraerosol', 'inhalat', 'inhalationspulver', 'fertigspritze', 'fertigspritzen', 'fertigpen', 'ampullen', 'ampulle',
    'durchstechflasche', 'tabl.', 'einnehmen', 'zum',
    'comprime', 'comprimes', 'cp', 'cpr', 'pellicule', 'pellicules', 'pelliculee', 'pelliculees', 'secable', 'gelule', 'gelules', 'poudre', 'buvable',
    'sirop', 'gouttes', 'collyre', 'pommade', 'dispositif', 'transdermique', 'orodispersible', 'orodispersibles', 'effervescente', 'effervescents',
    'stylo', 'prerempli', 'preremplie', 'seringue', 'flacon', 'ampoule', 'ampoules', 'pediatrique', 'adulte', 'enfant', 'nourrisson', 'usage',
    // Words that stood beside drugs the catalogue did not know yet (issue 34 coverage): insulin concentrations, "dry powder", "eye drops", "Trpf".
    'dry', 'eye', 'ear', 'trpf', 'u-100', 'u-200', 'u-300', 'u-500',
  ],
};

/** Devices and packaging of injectables and inhalers ("Humalog KwikPen", "Spiriva Respimat", "Ventolin HFA"). */
export const DEVICES: WordBlock = {
  source: 'Device names in the products\' US labels (DailyMed: KwikPen, FlexPen, FlexTouch, SoloStar, Respimat, Diskus, Ellipta, HandiHaler, HFA) and EU SmPCs (Turbohaler, Penfill, Autohaler)',
  words: [
    'kwikpen', 'flexpen', 'flextouch', 'solostar', 'penfill', 'inpen', 'tempo', 'pen', 'pens', 'autoinjector', 'auto-injector', 'autoinjektor',
    'prefilled', 'pre-filled', 'syringe', 'syringes', 'cartridge', 'cartridges', 'vial', 'vials', 'ampule', 'ampul', 'inhaler', 'inhalers', 'hfa',
    'mdi', 'dpi', 'neb', 'nebulizer', 'nebuliser', 'nebulized', 'respimat', 'diskus', 'ellipta', 'handihaler', 'turbuhaler', 'turbohaler',
    'autohaler', 'breezhaler', 'genuair', 'easyhaler', 'novolizer', 'spiromax', 'pump', 'actuat', 'actuation', 'actuations', 'puff', 'puffs',
  ],
};

/** Salt, ester and hydrate words: the ingredient is the base (RxNorm IN), as in "Losartan Potassium", "Metoprolol succinat", "chlorhydrate de metformine". */
export const SALTS: WordBlock = {
  source: 'RxNorm precise ingredients (TTY=PIN) and their base ingredients (TTY=IN): the salt or ester part of the name; USP salt nomenclature; German and French salt names as written in Fachinformation and ANSM BDPM',
  words: [
    'hydrochloride', 'hcl', 'dihydrochloride', 'hydrobromide', 'hbr', 'bitartrate', 'tartrate', 'succinate', 'maleate', 'acetate', 'besylate', 'besilate',
    'mesylate', 'mesilate', 'fumarate', 'hemifumarate', 'citrate', 'phosphate', 'sulfate', 'sulphate', 'bromide', 'chloride', 'oxide',
    'sodium', 'potassium', 'calcium', 'magnesium', 'disodium', 'dipotassium', 'monohydrate', 'dihydrate', 'trihydrate', 'hemihydrate',
    'sesquihydrate', 'anhydrous', 'etexilate', 'medoxomil', 'cilexetil', 'dipropionate', 'propionate', 'furoate', 'xinafoate', 'valerate',
    'hyclate', 'tromethamine', 'trometamol', 'lysine', 'erbumine', 'tosylate', 'axetil', 'pivoxil', 'decanoate', 'enanthate', 'palmitate',
    'pamoate', 'stearate', 'lactate', 'gluconate', 'benzoate', 'saccharate', 'hydrate', 'arginine', 'salt', 'base', 'free', 'bisulfate', 'oxalate', 'h2o',
    'hydrochlorid', 'natrium', 'kalium', 'dinatrium', 'besilat', 'mesilat', 'succinat', 'tartrat', 'hydrogentartrat', 'maleat', 'fumarat',
    'hemifumarat', 'citrat', 'phosphat', 'sulfat', 'acetat', 'bromid', 'monohydrat', 'dihydrat', 'trihydrat', 'hemihydrat', 'hydrat',
    'chlorhydrate', 'sodique', 'potassique', 'calcique', 'magnesien', 'bromhydrate', 'monohydrate', 'dihydrate', 'anhydre', 'hemisuccinate',
  ],
};

/** Manufacturers and generic labels written after the drug name ("Ramipril-ratiopharm", "Metformin Hexal", "Amlodipine Biogaran"). */
export const MANUFACTURERS: WordBlock = {
  source: 'Marketing authorisation holders of generics in Germany (Rote Liste, Gelbe Liste), France (ANSM BDPM "titulaire") and the US (FDA Orange Book "applicant"), and US store brands',
  words: [
    'ratiopharm', 'hexal', 'al', '1a', '1 a', 'pharma', 'stada', 'stadapharm', 'abz', 'betapharm', 'beta', 'ct', 'heumann', 'basics', 'aristo', 'dexcel', 'aaa',
    'puren', 'tad', 'krka', 'accord', 'aurobindo', 'zentiva', 'winthrop', 'mylan', 'viatris', 'sandoz', 'teva', 'actavis', 'biogaran', 'arrow',
    'eg', 'cristers', 'almus', 'evolugen', 'zydus', 'ranbaxy', 'sun', 'cipla', 'lupin', 'apotex', 'amneal', 'camber', 'glenmark', 'torrent',
    'hikma', 'qualitest', 'watson', 'northstar', 'solco', 'ajanta', 'alembic', 'macleods', 'unichem', 'rising', 'major', 'equate', 'kirkland',
    'cvs', 'walgreens', 'generic', 'generique', 'generics', 'labs', 'laboratoires', 'gmbh', 'ag', 'inc', 'sas', 'neuraxpharm', 'axiromed',
    'micro', 'dr', 'reddys', 'reddy', 'medac', 'aliud', 'fairmed', 'mepha', 'spirig', 'bluefish', 'denk', 'henning', 'berlin', 'hormosan', 'mundipharma', 'nativelle', 'ucb', 'desitin', 'apogepha',
  ],
};

/** Quantities, frequencies and directions of a prescription line ("1 tab PO BID", "1-0-1", "le matin"). */
export const DIRECTIONS: WordBlock = {
  source: 'Common sig abbreviations of US prescriptions (ISMP List of Error-Prone Abbreviations lists their use; they are dosing, not ingredients) and German/French dosing words',
  words: [
    'take', 'takes', 'daily', 'once', 'twice', 'bid', 'tid', 'qid', 'qd', 'qod', 'qam', 'qpm', 'qhs', 'hs', 'prn', 'as', 'needed', 'every', 'each',
    'hour', 'hours', 'morning', 'evening', 'night', 'nightly', 'bedtime', 'weekly', 'monthly', 'food', 'meals', 'meal', 'by', 'mouth', 'at', 'for',
    'then', 'times', 'days', 'week', 'weeks', 'per', 'w', 'no', 'qds', 'tds', 'bd', 'od', 'nocte', 'mane', 'stat', 'mwf', 'taper', 'before', 'after', 'breakfast', 'lunch', 'dinner', 'supper',
    'empty', 'stomach', 'sliding', 'scale', 'sleep', 'pain', 'nausea', 'vomiting', 'anxiety', 'insomnia', 'chest', 'headache', 'fever', 'itching', 'cough',
    'wheezing', 'constipation', 'agitation', 'breakthrough', 'spasm', 'spasms', 'migraine', 'allergies', 'heartburn', 'in', 'of', 'the', 'a', 'an', 'to', 'on', 'up', 'unit', 'units', 'otc', 'rx', 'brand', 'name',
    'taglich', 'wochentlich', 'morgens', 'mittags', 'abends', 'nachts', 'bei', 'bedarf', 'zur', 'nacht', 'nach', 'inr', 'x', 'st', 'stk', 'stuck', 'n1', 'n2', 'n3', 'packung', 'je',
    'de', 'd', 'l', 'le', 'les', 'du', 'des', 'en', 'pour', 'par', 'jour', 'fois', 'matin', 'midi', 'soir', 'boite', 'un', 'une', 'si', 'besoin',
  ],
};

/** Words that say a product has a second ingredient without naming it (German "comp.", "plus"): the partner is reported as not checked. */
export const UNNAMED_PARTNER_WORDS: WordBlock = {
  source: 'German product naming for fixed combinations ("comp." / "plus" beside the first ingredient; e.g. Fachinformation of "Ramipril-ratiopharm comp.")',
  words: ['comp', 'plus', 'co', 'duo'],
};
