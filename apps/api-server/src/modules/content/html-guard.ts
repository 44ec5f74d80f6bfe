// Editors' HTML is returned as written and the web client sanitises it (DOMPurify) before rendering. As defence in
// depth the server still drops script elements, so a client that forgets to sanitise does not run stored scripts.
// This is not a sanitiser (event-handler attributes and javascript: URLs stay): it only removes the obvious vector.

const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
// A start tag left without its end tag would still execute in a lenient parser: drop the tag itself too.
const SCRIPT_TAG = /<\/?script\b[^>]*>?/gi;

export function stripScripts(html: string): string {
  let previous: string;
  let current = html;
  // Repeat until stable: removing one block can join the halves of a nested `<scr<script></script>ipt>` trick.
  do {
    previous = current;
    current = current.replace(SCRIPT_BLOCK, '').replace(SCRIPT_TAG, '');
  } while (current !== previous);
  return current;
}
