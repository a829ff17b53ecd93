/** A CSV body as a spreadsheet reads it (RFC 4180: quoted fields, doubled quotes, CRLF lines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\r" && text[i + 1] === "\n") {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  return rows;
}

/** An export's rows as header → cell records (the body's byte-order mark dropped). */
export function csvRecords(body: string): Array<Record<string, string>> {
  const [header, ...lines] = parseCsv(body.replace(/^\uFEFF/, ""));
  return lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
}
