// KernelCraft HTML report, first script of the page: records every script error, rejected promise,
// console error and Content-Security-Policy violation, so that #kc-status says the page is broken
// (scripts/check-report-html.sh reads it back). Console warnings are counted, not fatal.
(function () {
  'use strict';
  const problems = [];
  const warnings = [];
  function show() {
    const el = document.getElementById('kc-status');
    if (!el || !problems.length) return;
    el.dataset.state = 'error';
    el.textContent = 'Broken page: ' + problems.join('; ');
  }
  function fail(message) {
    problems.push(message);
    show();
  }
  window.kcReport = {problems: problems, warnings: warnings, fail: fail, show: show};
  window.addEventListener('error', function (e) {
    fail('script error: ' + (e.message || 'unknown') + (e.lineno ? ' (line ' + e.lineno + ')' : ''));
  });
  window.addEventListener('unhandledrejection', function (e) {
    fail('unhandled rejection: ' + (e.reason && e.reason.message ? e.reason.message : String(e.reason)));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    fail('blocked by the Content-Security-Policy: ' + e.violatedDirective + ' ' + (e.blockedURI || ''));
  });
  const error = console.error.bind(console);
  const warn = console.warn.bind(console);
  console.error = function () {
    fail('console error: ' + Array.prototype.map.call(arguments, String).join(' '));
    error.apply(null, arguments);
  };
  console.warn = function () {
    warnings.push(Array.prototype.map.call(arguments, String).join(' '));
    warn.apply(null, arguments);
  };
  document.addEventListener('DOMContentLoaded', show);
})();
