// The site's time zone is an IANA name (`Asia/Shanghai`): the zone database is Node's own Intl (ICU), so a zone's
// offset at an instant follows its daylight-saving rules. The contract's event and ETA zones stay UTC offsets
// (`+08:00`), which is what a name turns into at a given instant.

/** The zone the site starts with: the warehouse in Shenzhen. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

/** A region name as the IANA database spells them (`America/Argentina/Buenos_Aires`, `UTC`), never an offset. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether Intl knows the zone by this name (aliases such as `Asia/Kolkata` included). */
export function isSupportedTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone's UTC offset at an instant, as the contract writes offsets: `Asia/Shanghai` → `+08:00`. */
export function utcOffsetAt(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  // `GMT+05:45`, or plain `GMT` at UTC itself.
  const offset = part?.value.replace(/^GMT/, '') ?? '';
  if (offset === '') return '+00:00';
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return `${offset[0]}${pad(Number(hours))}:${pad(Number(minutes))}`;
}
