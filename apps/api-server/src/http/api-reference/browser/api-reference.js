// Starts Swagger UI (swagger-ui-dist, loaded just before) on the contract named by the page. A file of its own, not
// an inline script: the site's Content-Security-Policy allows scripts from 'self' only.
//
// Browse-only: no "Try it out", no Authorize button, no server picker. The reference documents the contracts and
// sends nothing to the API; it also keeps disabled, unlabelled form controls off the page (axe: select-name).
// No deep links: Swagger UI puts each operation's link inside its expand button (axe: nested-interactive).
// No syntax highlighting: its dark theme fails the contrast check, and the examples stay readable without it.
(function () {
  'use strict';
  var root = document.getElementById('api-reference');
  var readOnly = function () {
    var none = function () {
      return null;
    };
    return { components: { authorizeBtn: none, ServersContainer: none } };
  };
  window.SwaggerUIBundle({
    url: root.getAttribute('data-spec-url'),
    domNode: root,
    deepLinking: false,
    validatorUrl: null,
    supportedSubmitMethods: [],
    syntaxHighlight: false,
    plugins: [readOnly],
  });
})();
