/** A query value: arrays go out as `key[]=v`, objects as `key[sub]=v`, null and undefined are left out. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/** Query parameters of a call. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

// Brackets stay readable (`ids[]=1`), as Laravel and PHP expect them; everything else is percent-encoded.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

function appendPairs(key: string, value: QueryValue, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value as readonly QueryValue[]) appendPairs(`${key}[]`, item, pairs);
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) appendPairs(`${key}[${name}]`, item, pairs);
  } else {
    pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
  }
}

/** Serialises query parameters with brackets: `{ ids: [1, 2] }` → `ids[]=1&ids[]=2`. */
export function serialiseParams(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(key, value, pairs);
  return pairs.join('&');
}
