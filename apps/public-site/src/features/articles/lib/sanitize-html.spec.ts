import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, keeping the content', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('<img src="a.png">');
    expect(clean).toContain('Hi');
  });

  it('keeps new-tab links but cuts the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
