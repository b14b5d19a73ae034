// The text files of the Darwin Core Archive (https://dwc.tdwg.org/text/): meta.xml names every column of
// occurrence.txt (the core, one row per sighting) and multimedia.txt (GBIF's Simple Multimedia extension, one row
// per openly licensed photo or video) by its term URI; eml.xml describes the dataset as GBIF's EML profile asks.
// The columns are declared once here, so the header line, the rows and meta.xml cannot drift apart.
import { SITE_NAME } from '../sightings/presenters';

const DWC = 'http://rs.tdwg.org/dwc/terms/';
const DC = 'http://purl.org/dc/terms/';

export interface Column<R> {
  /** Header name, the term's local name. */
  name: string;
  term: string;
  value: (row: R) => string | number | null | undefined;
}

export interface OccurrenceRow {
  id: number;
  occurrenceID: string;
  references: string;
  modified: string;
  license: string;
  rightsHolder: string;
  basisOfRecord: 'HumanObservation';
  informationWithheld: string | null;
  dataGeneralizations: string | null;
  occurrenceRemarks: string | null;
  recordedBy: string;
  individualCount: number | null;
  eventDate: string | null;
  locality: string | null;
  decimalLatitude: number | null;
  decimalLongitude: number | null;
  geodeticDatum: 'WGS84' | null;
  coordinateUncertaintyInMeters: number | null;
  identifiedBy: string | null;
  scientificName: string;
  vernacularName: string | null;
  taxonRank: string | null;
  kingdom: string | null;
  phylum: string | null;
  class: string | null;
  order: string | null;
  family: string | null;
  genus: string | null;
}

export interface MultimediaRow {
  coreid: number;
  type: 'StillImage' | 'MovingImage';
  format: string | null;
  identifier: string;
  references: string;
  title: string;
  created: string | null;
  creator: string;
  license: string;
  rightsHolder: string;
}

const dwc = <R, K extends keyof R & string>(name: K): Column<R> => ({
  name,
  term: `${DWC}${name}`,
  value: (r) => r[name] as string | number | null,
});
const dc = <R, K extends keyof R & string>(name: K): Column<R> => ({
  name,
  term: `${DC}${name}`,
  value: (r) => r[name] as string | number | null,
});

/** occurrence.txt; the first column is the core id (the sighting's number), which meta.xml names as <id>. */
export const OCCURRENCE_COLUMNS: Column<OccurrenceRow>[] = [
  { name: 'id', term: '', value: (r) => r.id },
  dwc('occurrenceID'),
  dc('references'),
  dc('modified'),
  dc('license'),
  dc('rightsHolder'),
  dwc('basisOfRecord'),
  dwc('informationWithheld'),
  dwc('dataGeneralizations'),
  dwc('occurrenceRemarks'),
  dwc('recordedBy'),
  dwc('individualCount'),
  dwc('eventDate'),
  dwc('locality'),
  dwc('decimalLatitude'),
  dwc('decimalLongitude'),
  dwc('geodeticDatum'),
  dwc('coordinateUncertaintyInMeters'),
  dwc('identifiedBy'),
  dwc('scientificName'),
  dwc('vernacularName'),
  dwc('taxonRank'),
  dwc('kingdom'),
  dwc('phylum'),
  dwc('class'),
  dwc('order'),
  dwc('family'),
  dwc('genus'),
];

export const MULTIMEDIA_COLUMNS: Column<MultimediaRow>[] = [
  { name: 'coreid', term: '', value: (r) => r.coreid },
  dc('type'),
  dc('format'),
  dc('identifier'),
  dc('references'),
  dc('title'),
  dc('created'),
  dc('creator'),
  dc('license'),
  dc('rightsHolder'),
];

/** Tabs and line breaks end a field or a row in the archive's text files: inside a value they become spaces. */
const cell = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' ');

export const headerLine = <R>(columns: Column<R>[]): string => `${columns.map((c) => c.name).join('\t')}\n`;
export const rowLine = <R>(columns: Column<R>[], row: R): string =>
  `${columns.map((c) => cell(c.value(row))).join('\t')}\n`;

const xml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fileXml<R>(tag: 'core' | 'extension', rowType: string, file: string, columns: Column<R>[]): string {
  const idTag = tag === 'core' ? 'id' : 'coreid';
  const fields = columns
    .map((c, index) => (c.term ? `    <field index="${index}" term="${c.term}"/>` : null))
    .filter((f) => f !== null);
  return [
    `  <${tag} encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="${rowType}">`,
    `    <files><location>${file}</location></files>`,
    `    <${idTag} index="0"/>`,
    ...fields,
    `  </${tag}>`,
  ].join('\n');
}

export const OCCURRENCE_ROW_TYPE = `${DWC}Occurrence`;
export const MULTIMEDIA_ROW_TYPE = 'http://rs.gbif.org/terms/1.0/Multimedia';

export function metaXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">',
    fileXml('core', OCCURRENCE_ROW_TYPE, 'occurrence.txt', OCCURRENCE_COLUMNS),
    fileXml('extension', MULTIMEDIA_ROW_TYPE, 'multimedia.txt', MULTIMEDIA_COLUMNS),
    '</archive>',
    '',
  ].join('\n');
}

export interface DatasetLicence {
  url: string;
  title: string;
}

export function emlXml(d: {
  publicUrl: string;
  exportUrl: string;
  /** The day the archive was written (YYYY-MM-DD). */
  pubDate: string;
  licence: DatasetLicence;
}): string {
  const party = [
    `      <organizationName>${SITE_NAME}</organizationName>`,
    `      <onlineUrl>${xml(d.publicUrl)}</onlineUrl>`,
  ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" xmlns:dc="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="eml://ecoinformatics.org/eml-2.1.1 http://rs.gbif.org/schema/eml-gbif-profile/1.2/eml.xsd" packageId="${xml(d.exportUrl)}" system="${xml(d.publicUrl)}" scope="system" xml:lang="en">
  <dataset>
    <alternateIdentifier>${xml(d.exportUrl)}</alternateIdentifier>
    <title xml:lang="en">${SITE_NAME} research-grade wildlife sightings</title>
    <creator>
${party}
    </creator>
    <metadataProvider>
${party}
    </metadataProvider>
    <associatedParty>
${party}
      <role>publisher</role>
    </associatedParty>
    <pubDate>${d.pubDate}</pubDate>
    <language>eng</language>
    <abstract>
      <para>Wildlife sightings posted by ${SITE_NAME} members whose species the community agreed on (research grade). Sightings of rare and threatened species are placed at the centre of their 0.2 degree cell, as ${SITE_NAME} shows them to visitors. Only openly licensed photos and videos are listed.</para>
    </abstract>
    <intellectualRights>
      <para>This work is licensed under a <ulink url="${xml(d.licence.url)}"><citetitle>${xml(d.licence.title)}</citetitle></ulink>. A record may carry a more open licence of its own (dcterms:license).</para>
    </intellectualRights>
    <distribution scope="document">
      <online><url function="download">${xml(d.exportUrl)}</url></online>
    </distribution>
    <contact>
${party}
    </contact>
  </dataset>
  <additionalMetadata>
    <metadata>
      <gbif>
        <dateStamp>${d.pubDate}</dateStamp>
        <hierarchyLevel>dataset</hierarchyLevel>
      </gbif>
    </metadata>
  </additionalMetadata>
</eml:eml>
`;
}
