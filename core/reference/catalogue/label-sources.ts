// Labels outside the US that the catalogue and the interaction rules cite by name, in one place so
// a drug's roles and its rules name the same document.

/** The Swiss Fachinformation of Marcoumar (phenprocoumon), section "Interaktionen" (Swissmedic reg. 19395, as published by compendium.ch / oddb.org). */
export const PHENPROCOUMON_FI = 'Fachinformation Marcoumar (phenprocoumon; Swissmedic reg. 19395), Interaktionen';

/** The German Fachinformation of Marcumar (phenprocoumon), as listed in the Rote Liste / fachinfo.de. */
export const MARCUMAR_FI = 'Fachinformation Marcumar (phenprocoumon, Germany; fachinfo.de)';
