/**
 * The names of the catalogue's videos, by video id. A video of the catalogue
 * is an id and an embed address (source spec §3); the page needs a name for the
 * button that plays it and for the frame (assistive technology announces both).
 * The build stops when a video of the catalogue has no name here.
 */
export const VIDEO_TITLES: Readonly<Record<string, string>> = {
  "pajero-sport-2027-filme": "Pajero Sport 2027: o filme",
  "nova-triton-filme": "Nova Triton: a nova geração",
  "triton-tarmac-filme": "Triton Tarmac: a picape da cidade",
  "novo-outlander-filme": "Novo Outlander PHEV: o filme de lançamento",
  "eclipse-cross-tarmac-filme": "Eclipse Cross Tarmac: o filme",
  "eclipse-cross-filme": "Eclipse Cross 2027: o filme",
  "l200-triton-sport-filme": "L200 Triton Sport 2027: o filme",
};
